/**
 * A small RFC 4180 CSV reader: comma-separated (or another delimiter, as bank exports use `;`), fields
 * optionally in double quotes ("" is a quote), quoted fields may hold delimiters and line breaks. Each record
 * remembers the line it starts on. Shared by the catalog's import and the bank statements of reconciliation.
 * Below it, the writer: one quoting rule for every file the server writes (RFC 4180), so imports read back what
 * exports write.
 */

export interface CsvOptions {
  /** One character between fields (`,` when absent). */
  delimiter?: string;
  /** A quote inside an unquoted field is kept as text instead of an error (what bank exports write). */
  lenientQuotes?: boolean;
}

export interface CsvRecord {
  /** 1-based physical line where the record starts. */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvSyntaxError';
  }
}

export function parseCsv(text: string, options: CsvOptions = {}): CsvRecord[] {
  const delimiter = options.delimiter ?? ',';
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (cell === '') quoted = true;
      else if (options.lenientQuotes) cell += ch;
      else throw new CsvSyntaxError(line, 'a quote may only open a field');
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += ch;
  }
  if (quoted) throw new CsvSyntaxError(start, 'a quoted field is not closed');
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

type CellValue = string | number | boolean | null | undefined;

/** Quotes a value for a CSV cell when it needs it (commas, quotes, line breaks); exact: it reads back as is. */
export function csvCell(value: CellValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Text for a file people open in a spreadsheet: text starting with = + - @ (or a tab or carriage return, which
 * some spreadsheets skip before them) would run as a formula, so it gets a leading apostrophe.
 */
export const guardFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A text cell for a spreadsheet: guarded against formulas, then quoted. */
export function spreadsheetCell(value: CellValue): string {
  return csvCell(guardFormula(value === null || value === undefined ? '' : String(value)));
}

/** A whole file for a spreadsheet: a header row, then the rows; CRLF line ends, as RFC 4180 writes them. */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly CellValue[])[]): string {
  return [header, ...rows].map((row) => row.map(spreadsheetCell).join(',')).join('\r\n') + '\r\n';
}
