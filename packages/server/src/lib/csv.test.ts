import { describe, expect, it } from 'vitest';
import { csvCell, spreadsheetCell, spreadsheetCsv } from './csv';

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
