/**
 * CSV as spreadsheets read it (RFC 4180): cells separated by commas, rows ended by CRLF, a cell holding a
 * comma, a quote or a line break quoted with its quotes doubled. A text cell that a spreadsheet would take
 * for a formula (it starts with = + - @, or a tab or carriage return before one) is prefixed with `'`, so
 * an order's buyer cannot plant a formula in the merchant's spreadsheet. Numbers are written as they are.
 */
import { csvCell as quoted, guardFormula } from '../../lib/csv';

export type CsvCell = { text: string } | { number: string } | null | undefined;

/** One cell, quoted when it must be; text guarded against formulas, numbers (a refund's -5.00) left as they are. */
export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  return quoted('text' in cell ? guardFormula(cell.text) : cell.number);
}

/** One row, ended by CRLF. */
export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const text = (value: string | undefined | null): CsvCell =>
  value === undefined || value === null ? null : { text: value };
export const number = (value: string | number): CsvCell => ({ number: String(value) });
