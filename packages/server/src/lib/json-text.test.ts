import { describe, expect, it } from 'vitest';
import { AsciiText, JsonText } from './json-text';

describe('JsonText', () => {
  it('joins text, ASCII text and UTF-8 bytes into one body, in order', () => {
    const doc = Buffer.from('{"name":"Zoë"}');
    const text = new JsonText(
      '{"products":[',
      doc,
      ',',
      Buffer.from('{"n":2}'),
      ',',
      new AsciiText('{"name":"Zo\\u00eb"}'),
      '],"total":3}',
    );
    expect(JSON.parse(text.bytes().toString('utf8'))).toEqual({
      products: [{ name: 'Zoë' }, { n: 2 }, { name: 'Zoë' }],
      total: 3,
    });
    expect(new JsonText('{"a":"é"}').bytes()).toEqual(Buffer.from('{"a":"é"}'));
    expect(new JsonText(doc).bytes()).toEqual(doc);
    expect(new JsonText('{"x":', Buffer.from('1'), '}').bytes().toString()).toBe('{"x":1}');
    expect(new JsonText().bytes()).toEqual(Buffer.alloc(0));
  });

  it('counts text that is not ASCII by its UTF-8 bytes, so nothing after it is cut off', () => {
    const body = new JsonText('["€', new AsciiText('x'), '🏺"]').bytes();
    expect(body.toString('utf8')).toBe('["€x🏺"]');
  });
});
