import { describe, expect, it } from 'vitest';
import { fillHoles } from './holes';

describe('holes of stored shopper documents', () => {
  it('are filled with their values in order, from text or bytes alike', () => {
    const doc = '{"stock":\x01,"options":[{"inStock":\x01},{"inStock":\x01}]}';
    const values = '{"inStock":true}\x01true\x01false';
    const expected = '{"stock":{"inStock":true},"options":[{"inStock":true},{"inStock":false}]}';
    expect(fillHoles(doc, values).toString('latin1')).toBe(expected);
    expect(fillHoles(Buffer.from(doc), Buffer.from(values)).toString('latin1')).toBe(expected);
    expect(fillHoles('[]', '').toString()).toBe('[]');
  });

  it('refuse a document and values that do not match', () => {
    expect(() => fillHoles('[\x01,\x01]', '1')).toThrow(/more holes/);
    expect(() => fillHoles('[\x01]', '1\x012')).toThrow(/fewer holes/);
    expect(() => fillHoles('[]', '1')).toThrow(/fewer holes/);
  });
});
