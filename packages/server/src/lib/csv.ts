/**
 * A small RFC 4180 CSV reader: comma-separated (or another delimiter, as bank exports use `;`), fields
 * optionally in double quotes ("" is a quote), quoted fields may hold delimiters and line breaks. Each record
 * remembers the line it starts on. Shared by the catalog's import and the bank statements of reconciliation.
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

/** Quotes a value for a CSV cell when it needs it. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
