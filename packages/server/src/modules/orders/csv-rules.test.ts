import { describe, expect, it } from 'vitest';
import { guardFormula } from '../../lib/csv';
import { csvCell, csvRow, number, text } from './csv-rules';

describe('CSV rules', () => {
  it('leaves plain text alone and quotes text with commas, quotes and line breaks', () => {
    expect(csvCell(text('Olive Owner'))).toBe('Olive Owner');
    expect(csvCell(text('Smith, Jane'))).toBe('"Smith, Jane"');
    expect(csvCell(text('the "best" vase'))).toBe('"the ""best"" vase"');
    expect(csvCell(text('line one\nline two'))).toBe('"line one\nline two"');
    expect(csvCell(text('carriage\rreturn'))).toBe('"carriage\rreturn"');
  });

  it('prefixes text a spreadsheet would read as a formula with a quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(guardFormula(`${start}SUM(A1:A2)`)).toBe(`'${start}SUM(A1:A2)`);
    expect(csvCell(text('=HYPERLINK("http://evil.example","click")'))).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
    expect(guardFormula('a=b')).toBe('a=b');
    expect(guardFormula('')).toBe('');
  });

  it('writes numbers as they are, and nothing for a missing cell', () => {
    expect(csvCell(number('-12.50'))).toBe('-12.50');
    expect(csvCell(number(3))).toBe('3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(text(undefined))).toBe('');
  });

  it('ends each row with CRLF', () => {
    expect(csvRow([text('a'), number('1.00'), null, text('x,y')])).toBe('a,1.00,,"x,y"\r\n');
  });
});
