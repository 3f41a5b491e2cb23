/**
 * CSV as spreadsheets read it (RFC 4180): cells separated by commas, rows ended by CRLF, a cell holding a
 * comma, a quote or a line break quoted with its quotes doubled. A text cell that a spreadsheet would take
 * for a formula (it starts with = + - @, or a tab or carriage return before one) is prefixed with `'`, so
 * an order's buyer cannot plant a formula in the merchant's spreadsheet. Numbers are written as they are.
 */
export type CsvCell = { text: string } | { number: string } | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell's value, guarded against formula injection. */
export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell, quoted when it must be. */
export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  const value = 'text' in cell ? guardFormula(cell.text) : cell.number;
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One row, ended by CRLF. */
export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const text = (value: string | undefined | null): CsvCell =>
  value === undefined || value === null ? null : { text: value };
export const number = (value: string | number): CsvCell => ({ number: String(value) });
