/** Writing CSV (RFC 4180): one quoting rule for every file the server writes. */

type CellValue = string | number | boolean | null | undefined;

/** Quotes a value for a CSV cell when it needs it (commas, quotes, line breaks); exact: it reads back as is. */
export function csvCell(value: CellValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A cell for a file people open in a spreadsheet: text starting with = + - @ (or a tab or carriage return,
 * which some spreadsheets skip before them) would run as a formula, so it gets a leading apostrophe.
 */
export function spreadsheetCell(value: CellValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return csvCell(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
}

/** A whole file for a spreadsheet: a header row, then the rows; CRLF line ends, as RFC 4180 writes them. */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly CellValue[])[]): string {
  return [header, ...rows].map((row) => row.map(spreadsheetCell).join(',')).join('\r\n') + '\r\n';
}
