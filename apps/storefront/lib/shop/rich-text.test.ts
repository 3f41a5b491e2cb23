import { describe, expect, it } from 'vitest';
import { isRichText, plainText } from './rich-text';

describe('product descriptions', () => {
  it('tells the editor’s HTML from plain text', () => {
    expect(isRichText('<p>Glazed <strong>by hand</strong></p>')).toBe(true);
    expect(isRichText('Salt & pepper, 2 < 3.\n\nMore.')).toBe(false);
  });

  it('gives plain text for a meta description', () => {
    expect(plainText('<p>Glazed &amp; <em>fired</em></p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Glazed & fired one two',
    );
    expect(plainText('Plain & simple')).toBe('Plain & simple');
  });
});
