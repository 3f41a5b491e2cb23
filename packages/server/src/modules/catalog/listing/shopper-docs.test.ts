import { describe, expect, it } from 'vitest';
import { JsonText, type JsonPart } from '../../../lib/json-text';
import { shopperDocParts } from './shopper-docs';

const joined = (parts: JsonPart[]) => new JsonText(...parts).bytes().toString();

describe('shopperDocParts', () => {
  it('sends the document as it is when the reader wants no variants', () => {
    expect(joined(shopperDocParts('{"id":"a"}'))).toBe('{"id":"a"}');
  });

  it('splices the variants in before the closing brace, from text or from bytes', () => {
    const expected = '{"id":"a","variants":[{"id":"v"}]}';
    expect(joined(shopperDocParts('{"id":"a"}', '[{"id":"v"}]'))).toBe(expected);
    const bytes = shopperDocParts(Buffer.from('{"id":"a"}'), Buffer.from('[{"id":"v"}]'));
    expect(joined(bytes)).toBe(expected);
    expect(JSON.parse(joined(bytes))).toEqual({ id: 'a', variants: [{ id: 'v' }] });
  });

  it('refuses a stored document that is not an object, rather than send broken JSON', () => {
    expect(() => shopperDocParts('["a"]', '[]')).toThrow(/not a JSON object/);
    expect(() => shopperDocParts(Buffer.from('{"id":"a"} '), Buffer.from('[]'))).toThrow(/not a JSON object/);
  });
});
