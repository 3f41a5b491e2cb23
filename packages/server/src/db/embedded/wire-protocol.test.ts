import { describe, expect, it } from 'vitest';
import { decodeResult, encodeExtendedQuery } from './wire-protocol';

/** Splits a buffer of messages into [type, body] pairs, checking every length on the way. */
function messages(buffer: Buffer): [string, Buffer][] {
  const out: [string, Buffer][] = [];
  let at = 0;
  while (at < buffer.length) {
    const length = buffer.readInt32BE(at + 1);
    out.push([String.fromCharCode(buffer[at]!), buffer.subarray(at + 5, at + 1 + length)]);
    at += 1 + length;
  }
  expect(at).toBe(buffer.length);
  return out;
}

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const int16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const cstring = (s: string) => Buffer.concat([Buffer.from(s, 'utf8'), Buffer.from([0])]);

describe('encodeExtendedQuery', () => {
  it('writes close, parse, bind, describe, execute and sync with exact lengths, in UTF-8', () => {
    const text = 'select $1::text as "café"';
    const buffer = encodeExtendedQuery({ close: ['old'], name: 's1', parse: text, params: ['Zoë', null] });
    const list = messages(buffer);
    expect(list.map(([type]) => type).join('')).toBe('CPBDES');
    expect(list[0]![1]).toEqual(Buffer.concat([Buffer.from('S'), cstring('old')]));
    expect(list[1]![1]).toEqual(Buffer.concat([cstring('s1'), cstring(text), int16(0)]));
    const bind = list[2]![1];
    // Portal, statement, a text format code per parameter, the values, one text format for every column.
    expect(bind).toEqual(
      Buffer.concat([
        cstring(''),
        cstring('s1'),
        int16(2),
        int16(0),
        int16(0),
        int16(2),
        int32(4),
        Buffer.from('Zoë', 'utf8'),
        int32(-1),
        int16(1),
        int16(0),
      ]),
    );
    expect(list[3]![1]).toEqual(Buffer.concat([Buffer.from('P'), cstring('')]));
    expect(list[4]![1]).toEqual(Buffer.concat([cstring(''), int32(0)]));
    expect(list[5]![1]).toEqual(Buffer.alloc(0));
  });

  it('leaves the parse out for a statement already prepared', () => {
    const list = messages(encodeExtendedQuery({ close: [], name: 's1', params: [] }));
    expect(list.map(([type]) => type).join('')).toBe('BDES');
  });
});

describe('decodeResult', () => {
  it('reads fields, rows with nulls, the command tag, and skips notices', () => {
    const field = (name: string, oid: number) =>
      Buffer.concat([cstring(name), int32(0), int16(0), int32(oid), int16(-1), int32(-1), int16(0)]);
    const buffer = Buffer.concat([
      message('1', Buffer.alloc(0)),
      message('2', Buffer.alloc(0)),
      message('T', Buffer.concat([int16(2), field('name', 25), field('n', 23)])),
      message('N', Buffer.concat([Buffer.from('M'), cstring('a notice'), Buffer.from([0])])),
      message('D', Buffer.concat([int16(2), int32(4), Buffer.from('Zoë', 'utf8'), int32(-1)])),
      message('C', cstring('SELECT 1')),
      message('Z', Buffer.from('I')),
    ]);
    expect(decodeResult(buffer)).toEqual({
      fields: [
        { name: 'name', dataTypeID: 25 },
        { name: 'n', dataTypeID: 23 },
      ],
      rows: [['Zoë', null]],
      command: 'SELECT',
      count: 1,
      parsed: true,
      closed: 0,
    });
  });

  it('reads an error response by its field codes', () => {
    const buffer = Buffer.concat([
      message('3', Buffer.alloc(0)),
      message(
        'E',
        Buffer.concat([
          Buffer.from('S'),
          cstring('ERROR'),
          Buffer.from('C'),
          cstring('23505'),
          Buffer.from('M'),
          cstring('duplicate key'),
          Buffer.from([0]),
        ]),
      ),
      message('Z', Buffer.from('I')),
    ]);
    const result = decodeResult(buffer);
    expect(result.error).toEqual({ S: 'ERROR', C: '23505', M: 'duplicate key' });
    expect(result.closed).toBe(1);
    expect(result.parsed).toBe(false);
  });
});
