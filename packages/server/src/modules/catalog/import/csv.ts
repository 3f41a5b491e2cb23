/**
 * A small RFC 4180 CSV reader: comma-separated, fields optionally in double quotes ("" is a quote),
 * quoted fields may hold commas and line breaks. Each record remembers the line it starts on.
 */

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

export function parseCsv(text: string): CsvRecord[] {
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
      if (cell !== '') throw new CsvSyntaxError(line, 'a quote may only open a field');
      quoted = true;
    } else if (ch === ',') {
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

/** The server's one CSV quoting rule, here too: imports read back what exports write. */
export { csvCell } from '../../../lib/csv';
