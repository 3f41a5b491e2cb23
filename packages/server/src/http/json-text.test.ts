import { describe, expect, it } from 'vitest';
import { JsonText } from './json-text';

describe('JsonText', () => {
  it('joins text and UTF-8 bytes into one body, in order', () => {
    const doc = Buffer.from('{"name":"Zoë"}');
    const text = new JsonText('{"products":[', doc, ',', Buffer.from('{"n":2}'), '],"total":2}');
    expect(JSON.parse(text.bytes().toString('utf8'))).toEqual({
      products: [{ name: 'Zoë' }, { n: 2 }],
      total: 2,
    });
    expect(new JsonText('{"a":"é"}').bytes()).toEqual(Buffer.from('{"a":"é"}'));
    expect(new JsonText(doc).bytes()).toEqual(doc);
    expect(new JsonText('{"x":', Buffer.from('1'), '}').bytes().toString()).toBe('{"x":1}');
  });
});
