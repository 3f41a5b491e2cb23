/**
 * A bank's CSV statement read into its credits. Pure. Banks export in many shapes: comma, semicolon or tab
 * between fields, quoted fields, lines before the header (account, period), a signed amount column or
 * separate credit and debit columns (or a CR/DR column beside the amount), decimal comma ("1.234,56") or
 * decimal point ("1,234.56"), a byte order mark, CRLF. Only credits (money in) are kept; a row that cannot be
 * read is reported with its line and the reason, never thrown.
 */
import { parseCsv, type CsvRecord } from '../../lib/csv';

/** The largest statement read at once (data rows after the header). */
export const MAX_STATEMENT_ROWS = 5000;
/** The largest statement text (characters). */
export const MAX_STATEMENT_CHARS = 2 * 1024 * 1024;
/** A reference longer than this is cut (bank references are short; a row is not a document). */
export const MAX_REFERENCE_CHARS = 500;

export interface Credit {
  /** 1-based line of the file where the row starts. */
  line: number;
  /** The booking date as the bank wrote it. */
  date: string;
  /** Positive decimal text with a decimal point ("1234.56"). */
  amount: string;
  /** The row's text columns (reference, description, memo, name), joined. */
  reference: string;
  /** ISO code when the statement has a currency column. */
  currency?: string;
}

export interface RowProblem {
  line: number;
  reason: string;
}

export type StatementResult =
  | { ok: true; credits: Credit[]; problems: RowProblem[]; debits: number; rows: number }
  | { ok: false; code: 'STATEMENT_UNREADABLE' | 'STATEMENT_TOO_LONG'; reason: string; line?: number };

type Role = 'date' | 'amount' | 'credit' | 'debit' | 'direction' | 'currency' | 'text';

/** Header cell, comparable: lower case, no accents, words separated by one space. */
export const normalizeWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const EXACT: Record<string, Role> = {
  date: 'date',
  datum: 'date',
  fecha: 'date',
  data: 'date',
  valuta: 'date',
  buchungstag: 'date',
  buchungsdatum: 'date',
  amount: 'amount',
  betrag: 'amount',
  montant: 'amount',
  importe: 'amount',
  bedrag: 'amount',
  umsatz: 'amount',
  value: 'amount',
  credit: 'credit',
  credits: 'credit',
  'credit amount': 'credit',
  'paid in': 'credit',
  'money in': 'credit',
  in: 'credit',
  deposit: 'credit',
  deposits: 'credit',
  haben: 'credit',
  gutschrift: 'credit',
  credito: 'credit',
  debit: 'debit',
  debits: 'debit',
  'debit amount': 'debit',
  'paid out': 'debit',
  'money out': 'debit',
  out: 'debit',
  withdrawal: 'debit',
  withdrawals: 'debit',
  soll: 'debit',
  lastschrift: 'debit',
  debito: 'debit',
  'cr dr': 'direction',
  'dr cr': 'direction',
  'credit debit': 'direction',
  'debit credit': 'direction',
  'soll haben': 'direction',
  's h': 'direction',
  direction: 'direction',
  currency: 'currency',
  ccy: 'currency',
  waehrung: 'currency',
  wahrung: 'currency',
  devise: 'currency',
  moneda: 'currency',
};

const TEXT_WORDS = [
  'reference',
  'ref',
  'description',
  'details',
  'memo',
  'narrative',
  'particulars',
  'purpose',
  'remittance',
  'verwendungszweck',
  'buchungstext',
  'libelle',
  'concepto',
  'omschrijving',
  'text',
  'note',
  'notes',
  'name',
  'payer',
  'payee',
  'counterparty',
  'beneficiary',
  'sender',
  'auftraggeber',
  'empfanger',
  'zahlungspflichtiger',
  'from',
];

/** What a header cell names, if anything this reader uses. */
export function roleOf(cell: string): Role | undefined {
  const words = normalizeWords(cell);
  if (words === '') return undefined;
  if (EXACT[words]) return EXACT[words];
  const list = words.split(' ');
  if (list.some((w) => ['balance', 'saldo', 'solde', 'kontostand'].includes(w))) return undefined;
  if (list.includes('credit') || list.includes('credits')) return 'credit';
  if (list.includes('debit') || list.includes('debits')) return 'debit';
  if (list.some((w) => ['amount', 'betrag', 'montant', 'importe'].includes(w))) return 'amount';
  if (list.some((w) => ['date', 'datum', 'fecha'].includes(w))) return 'date';
  if (list.some((w) => ['currency', 'waehrung', 'wahrung'].includes(w))) return 'currency';
  if (list.some((w) => TEXT_WORDS.includes(w))) return 'text';
  return undefined;
}

export interface Columns {
  date: number;
  amount?: number;
  credit?: number;
  debit?: number;
  direction?: number;
  currency?: number;
  text: number[];
}

/** The columns a header row names, when it names a date, an amount (or credit) and some text. */
export function columnsOf(cells: readonly string[]): Columns | undefined {
  const found: Partial<Record<Exclude<Role, 'text'>, number>> = {};
  const text: number[] = [];
  cells.forEach((cell, i) => {
    const role = roleOf(cell);
    if (role === 'text') text.push(i);
    else if (role && found[role] === undefined) found[role] = i;
  });
  if (found.date === undefined || (found.amount === undefined && found.credit === undefined))
    return undefined;
  if (text.length === 0) return undefined;
  return { ...found, date: found.date, text };
}

export interface ParsedAmount {
  /** Unsigned decimal text with a decimal point. */
  value: string;
  negative: boolean;
}

/**
 * An amount as banks write it: "1.234,56", "1,234.56", "1 234,56", "1'234.56", "-12,50", "12.50-", "(12.50)",
 * "+12.50", "€ 12,50", "12,50 EUR", "12.50 CR" / "12.50 DR". `decimal` is the statement's decimal separator
 * when known: it decides "1,234" (a thousand, or one and a bit). Undefined when it is not an amount.
 */
export function parseAmount(raw: string, decimal?: ',' | '.'): ParsedAmount | undefined {
  let text = raw.replace(/[\u00a0\u202f\u2009]/g, ' ').trim();
  let negative = false;
  const suffix = /\s*\b(CR|DR|C|D|H|S)$/i.exec(text);
  if (suffix && /\d/.test(text.slice(0, suffix.index))) {
    negative = /^(DR|D|S)$/i.test(suffix[1]!);
    text = text.slice(0, suffix.index).trim();
  }
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  text = text.replace(/^[^\d\-+−.,]+/u, '').replace(/[^\d\-+−.,]+$/u, '');
  if (/^[-−]/.test(text)) {
    negative = !negative;
    text = text.slice(1);
  } else if (/[-−]$/.test(text)) {
    negative = !negative;
    text = text.slice(0, -1);
  } else if (text.startsWith('+')) text = text.slice(1);
  text = text.replace(/^[^\d.,]+/u, '').replace(/[ ']/g, '');
  if (!/^[\d.,]*\d[\d.,]*$/.test(text) && !/^[.,]\d+$/.test(text)) return undefined;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let sep: ',' | '.' | undefined;
  if (lastDot >= 0 && lastComma >= 0) sep = lastDot > lastComma ? '.' : ',';
  else if (lastDot >= 0 || lastComma >= 0) {
    const one: ',' | '.' = lastDot >= 0 ? '.' : ',';
    const count = text.split(one).length - 1;
    const after = text.length - text.lastIndexOf(one) - 1;
    if (count > 1) sep = undefined;
    else if (after === 3 && decimal !== one) sep = undefined;
    else sep = one;
  }
  const at = sep ? text.lastIndexOf(sep) : -1;
  const whole = at >= 0 ? text.slice(0, at) : text;
  const fraction = at >= 0 ? text.slice(at + 1) : '';
  if (!/^\d*$/.test(fraction) || fraction.length > 4 || (at >= 0 && fraction === '')) return undefined;
  const groups = whole.split(/[.,]/);
  if (groups.length > 1 && !(/^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g))))
    return undefined;
  const digits = groups.join('').replace(/^0+(?=\d)/, '') || '0';
  if (digits.length > 13) return undefined;
  const value = fraction ? `${digits}.${fraction.padEnd(2, '0')}` : digits;
  return { value, negative };
}

/** Whether the decimal text is zero. */
const isZero = (value: string) => /^0+(\.0+)?$/.test(value);

/** The statement's decimal separator, from the amounts that show it unambiguously. */
function decimalOf(values: readonly string[]): ',' | '.' | undefined {
  for (const v of values) {
    const t = v.replace(/[^\d.,]/g, '');
    const dot = t.lastIndexOf('.');
    const comma = t.lastIndexOf(',');
    if (dot >= 0 && comma >= 0) return dot > comma ? '.' : ',';
    if (/,\d{1,2}$/.test(t)) return ',';
    if (/\.\d{1,2}$/.test(t)) return '.';
  }
  return undefined;
}

const DELIMITERS = [';', ',', '\t', '|'] as const;
const HEADER_SEARCH_ROWS = 30;

interface Layout {
  records: CsvRecord[];
  header: number;
  columns: Columns;
}

/** The delimiter and header row: the first delimiter under which a row of the first ones names the columns. */
function layoutOf(text: string): Layout | { line?: number; reason: string } {
  let syntax: { line: number; reason: string } | undefined;
  const head = text.slice(0, 64 * 1024);
  for (const delimiter of DELIMITERS) {
    let records: CsvRecord[];
    try {
      records = parseCsv(head, { delimiter, lenientQuotes: true });
    } catch {
      continue;
    }
    const header = records
      .slice(0, HEADER_SEARCH_ROWS)
      .findIndex((r) => r.cells.length > 1 && columnsOf(r.cells) !== undefined);
    if (header < 0) continue;
    try {
      records = parseCsv(text, { delimiter, lenientQuotes: true });
    } catch (error) {
      const line = (error as { line?: number }).line ?? 1;
      syntax ??= { line, reason: `Line ${line}: a quoted field is not closed` };
      continue;
    }
    return { records, header, columns: columnsOf(records[header]!.cells)! };
  }
  return (
    syntax ?? {
      reason:
        'No header row found: the statement needs a date column, an amount (or credit) column and a reference or description column',
    }
  );
}

const DIRECTION_CREDIT = /^(cr|c|credit|h|haben|in|\+)$/i;
const DIRECTION_DEBIT = /^(dr|d|debit|s|soll|out|-)$/i;

/** One line of text: no control characters nor lone surrogates (the database cannot keep them), spaces collapsed. */
const clean = (text: string) =>
  text
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/\s+/g, ' ')
    .trim();

/** Reads a statement's credits, its unreadable rows (with reasons), and how many debits it skipped. */
export function parseStatement(text: string): StatementResult {
  if (text.length > MAX_STATEMENT_CHARS)
    return {
      ok: false,
      code: 'STATEMENT_TOO_LONG',
      reason: 'The statement is larger than 2 MB: upload it in parts',
    };
  const layout = layoutOf(text);
  if (!('records' in layout)) return { ok: false, code: 'STATEMENT_UNREADABLE', ...layout };
  const { records, header, columns } = layout;
  const rows = records.slice(header + 1).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (rows.length > MAX_STATEMENT_ROWS)
    return {
      ok: false,
      code: 'STATEMENT_TOO_LONG',
      reason: `The statement has ${rows.length} rows, more than ${MAX_STATEMENT_ROWS}: upload it in parts`,
    };
  const amountCells = rows.flatMap((r) =>
    [columns.amount, columns.credit, columns.debit].flatMap((i) =>
      i === undefined ? [] : [r.cells[i] ?? ''],
    ),
  );
  const decimal = decimalOf(amountCells);
  const width = records[header]!.cells.length;
  const needed = Math.max(columns.date, columns.amount ?? -1, columns.credit ?? -1) + 1;
  const credits: Credit[] = [];
  const problems: RowProblem[] = [];
  let debits = 0;
  for (const row of rows) {
    const cell = (i: number | undefined) => (i === undefined ? '' : clean(row.cells[i] ?? ''));
    const problem = (reason: string) => problems.push({ line: row.line, reason });
    if (row.cells.length < needed) {
      problem(`has ${row.cells.length} field${row.cells.length === 1 ? '' : 's'}, the header has ${width}`);
      continue;
    }
    let amount: ParsedAmount | undefined;
    if (columns.credit !== undefined && (cell(columns.credit) !== '' || columns.amount === undefined)) {
      const credit = cell(columns.credit);
      const debit = cell(columns.debit);
      if (credit === '' && debit === '') {
        problem('has no amount in the credit or debit column');
        continue;
      }
      if (credit === '') {
        if (!parseAmount(debit, decimal)) problem(`debit "${debit.slice(0, 40)}" is not an amount`);
        else debits++;
        continue;
      }
      amount = parseAmount(credit, decimal);
      if (!amount) {
        problem(`credit "${credit.slice(0, 40)}" is not an amount`);
        continue;
      }
    } else {
      const value = cell(columns.amount);
      if (value === '') {
        if (columns.debit !== undefined && cell(columns.debit) !== '') debits++;
        else problem('has no amount');
        continue;
      }
      amount = parseAmount(value, decimal);
      if (!amount) {
        problem(`amount "${value.slice(0, 40)}" is not an amount`);
        continue;
      }
      const direction = cell(columns.direction);
      if (DIRECTION_DEBIT.test(direction)) amount = { ...amount, negative: !amount.negative };
      else if (direction !== '' && !DIRECTION_CREDIT.test(direction)) {
        problem(`"${direction.slice(0, 20)}" says neither credit nor debit`);
        continue;
      }
    }
    if (amount.negative || isZero(amount.value)) {
      debits++;
      continue;
    }
    const date = cell(columns.date);
    if (date === '' || !/\d/.test(date)) {
      problem(date === '' ? 'has no date' : `date "${date.slice(0, 40)}" is not a date`);
      continue;
    }
    const reference = clean(
      columns.text
        .map((i) => cell(i))
        .filter((t) => t !== '')
        .join(' / '),
    ).slice(0, MAX_REFERENCE_CHARS);
    const currency = cell(columns.currency).toUpperCase();
    credits.push({
      line: row.line,
      date: date.slice(0, 40),
      amount: amount.value,
      reference,
      ...(/^[A-Z]{3}$/.test(currency) ? { currency } : {}),
    });
  }
  return { ok: true, credits, problems, debits, rows: rows.length };
}
