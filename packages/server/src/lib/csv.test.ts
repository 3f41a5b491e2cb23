import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, CsvSyntaxError, parseCsv, spreadsheetCell, spreadsheetCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks, and tracks lines', () => {
    const text = 'name,description\r\nVase,"Tall, ""blue""\nand heavy"\n\nBowl,plain\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['name', 'description'] },
      { line: 2, cells: ['Vase', 'Tall, "blue"\nand heavy'] },
      { line: 5, cells: ['Bowl', 'plain'] },
    ]);
  });

  it('skips a byte order mark and reads a last line without a newline', () => {
    expect(parseCsv('\ufeffa,b\n1,2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
    ]);
  });

  it('reports an unclosed quote with its line', () => {
    expect(() => parseCsv('a\n"open')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\nx"y')).toThrow(/line 2/);
  });

  it('reads back what csvCell writes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const text = rows.map((r) => r.map(csvCell).join(',')).join('\n');
          expect(parseCsv(text).map((r) => r.cells)).toEqual(rows);
        },
      ),
    );
  });
});

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });
});

describe('spreadsheetCell', () => {
  it('puts an apostrophe before what a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(spreadsheetCell(`${start}SUM(A1)`).replace(/^"/, '')).toMatch(/^'/);
    expect(spreadsheetCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(spreadsheetCell('a=b@c')).toBe('a=b@c');
  });

  it('writes a file with a header and CRLF line ends', () => {
    expect(
      spreadsheetCsv(
        ['email', 'note'],
        [
          ['a@b.test', '+1'],
          ['c@d.test', undefined],
        ],
      ),
    ).toBe("email,note\r\na@b.test,'+1\r\nc@d.test,\r\n");
  });
});
