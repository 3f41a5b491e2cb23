import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTemplate, renderTemplate } from './placeholders';

const KNOWN = ['orderNumber', 'buyerName', 'lines'];

describe('parseTemplate', () => {
  it('accepts known placeholders, sections and inverted sections', () => {
    const source =
      'Order {{orderNumber}}{{#buyerName}} for {{ buyerName }}{{/buyerName}}{{^lines}}none{{/lines}}';
    expect(parseTemplate(source, KNOWN).ok).toBe(true);
  });

  it('refuses an unknown placeholder and names the known ones', () => {
    expect(parseTemplate('Hello {{name}}', KNOWN)).toEqual({
      ok: false,
      problem: 'has an unknown placeholder {{name}}: known are {{orderNumber}}, {{buyerName}}, {{lines}}',
    });
    expect(parseTemplate('{{#trackingLink}}x{{/trackingLink}}', KNOWN).ok).toBe(false);
  });

  it('refuses an unclosed placeholder, with its position', () => {
    expect(parseTemplate('Order {{orderNumber', KNOWN)).toEqual({
      ok: false,
      problem: 'has an unclosed placeholder at character 7',
    });
    expect(parseTemplate('{{orderNumber}} and {{', KNOWN).ok).toBe(false);
  });

  it('refuses malformed placeholders', () => {
    for (const source of ['{{}}', '{{order number}}', '{{ {{orderNumber}}', '{{#}}', '{{1x}}']) {
      const parsed = parseTemplate(source, KNOWN);
      expect(parsed.ok, source).toBe(false);
    }
  });

  it('refuses an unclosed, a stray or a crossed section', () => {
    expect(parseTemplate('{{#buyerName}}Dear', KNOWN)).toEqual({
      ok: false,
      problem: 'does not close the section of {{buyerName}}',
    });
    expect(parseTemplate('x{{/buyerName}}', KNOWN).ok).toBe(false);
    expect(parseTemplate('{{#buyerName}}{{#lines}}{{/buyerName}}{{/lines}}', KNOWN).ok).toBe(false);
  });

  it('leaves text without placeholders as it is (single braces and a lone }} included)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!text.includes('{{'));
        expect(renderTemplate(text, KNOWN, {})).toBe(text);
      }),
    );
  });
});

describe('renderTemplate', () => {
  it('replaces placeholders, an absent value by nothing', () => {
    expect(renderTemplate('Order {{orderNumber}} for {{buyerName}}.', KNOWN, { orderNumber: '10001' })).toBe(
      'Order 10001 for .',
    );
  });

  it('shows a section only with a value, an inverted one only without', () => {
    const source = '{{#buyerName}}Dear {{buyerName}}{{/buyerName}}{{^buyerName}}Hello{{/buyerName}}!';
    expect(renderTemplate(source, KNOWN, { buyerName: 'Ada' })).toBe('Dear Ada!');
    expect(renderTemplate(source, KNOWN, { buyerName: '' })).toBe('Hello!');
    expect(renderTemplate(source, KNOWN, {})).toBe('Hello!');
  });

  it('never reads a placeholder inside a value', () => {
    expect(renderTemplate('{{buyerName}}', KNOWN, { buyerName: '{{orderNumber}}' })).toBe('{{orderNumber}}');
  });

  it('throws on a template that was never checked', () => {
    expect(() => renderTemplate('{{nope}}', KNOWN, {})).toThrow(/unknown placeholder/);
  });
});
