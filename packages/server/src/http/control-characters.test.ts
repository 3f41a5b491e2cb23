import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlCharacterViolations } from './control-characters';

const fields = (value: unknown, base?: string) => controlCharacterViolations(value, base).map((v) => v.field);

/** Every character the rule refuses: C0 but tab, line feed and carriage return; DEL and C1. */
const REFUSED_CODES = [
  ...Array.from({ length: 0x20 }, (_, i) => i).filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
];

describe('controlCharacterViolations', () => {
  it('refuses each C0 control but tab, line feed and carriage return, DEL and each C1 control', () => {
    expect(REFUSED_CODES).toHaveLength(29 + 33);
    for (const code of REFUSED_CODES) {
      const found = controlCharacterViolations({ note: `a${String.fromCharCode(code)}b` });
      expect(found, `U+${code.toString(16)}`).toEqual([
        {
          field: 'note',
          violatedRule: 'FORMAT',
          description: expect.stringContaining('control characters') as string,
          data: { character: `U+${code.toString(16).toUpperCase().padStart(4, '0')}` },
        },
      ]);
    }
  });

  it('allows tab, line feed and carriage return, and any other text', () => {
    const text = 'Line one\r\nline two\tcolumn — “quoted” 😀 \u00a0 \u200b é';
    expect(controlCharacterViolations({ buyerNote: text, csv: 'sku,name\nA-1,"Vase\r\nlarge"\n' })).toEqual(
      [],
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const clean = s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, '');
        expect(controlCharacterViolations({ s: clean })).toEqual([]);
      }),
    );
  });

  it('finds any refused character inserted anywhere in any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...REFUSED_CODES), fc.string(), (before, code, after) => {
        const value = { a: [{ b: `${before}${String.fromCharCode(code)}${after}` }] };
        expect(fields(value)).toEqual(['a[0].b']);
      }),
    );
  });

  it('names fields as validation does, below a base, keys included', () => {
    const body = {
      checkout: { billingInfo: { address: { city: 'Ber\u0000lin' } } },
      lineItems: [{ quantity: 1 }, { note: '\u0007' }],
      ['bad\u0000key']: 'x',
    };
    expect(fields(body).sort()).toEqual([
      'bad\\u0000key',
      'checkout.billingInfo.address.city',
      'lineItems[1].note',
    ]);
    expect(fields({ filter: { name: '\u0000' } }, 'query')).toEqual(['query.filter.name']);
    expect(fields('\u0000')).toEqual(['$']);
    expect(fields(['\u001b'], 'tags')).toEqual(['tags[0]']);
  });

  it('passes numbers, booleans, null, bytes and nothing', () => {
    expect(controlCharacterViolations({ n: 1, b: true, z: null, bytes: Buffer.from([0, 1, 2]) })).toEqual([]);
    expect(controlCharacterViolations(undefined)).toEqual([]);
  });

  it('names at most 20 fields', () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, '\u0000']));
    expect(controlCharacterViolations(many)).toHaveLength(20);
  });

  it('walks any depth without recursion', () => {
    let deep: unknown = ['\u0000'];
    for (let i = 0; i < 20_000; i++) deep = { a: deep };
    expect(fields(deep)).toEqual([`${'a.'.repeat(19_999)}a[0]`]);
  });
});
