import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { products } from '../../../db/schema';
import { CsvSyntaxError, parseCsv, type CsvRecord } from '../../../lib/csv';
import { productColumns, type ProductRow } from '../derive';
import { slugify } from '../rules';
import { exportCellsOf } from './export';
import { cellOf, CSV_COLUMNS, readHeader, readRow, type Column, type ImportRow, type RowError } from './rows';
import { isVariantRow, readVariantRow, type VariantEdit } from './variant-rows';

/** Rows checked between two progress reports. */
const PROGRESS_ROWS = 50;
/** Largest file accepted, in rows. */
export const MAX_IMPORT_ROWS = 200_000;

export type Progress = (phase: 'validate' | 'write', done: number, total: number) => void;

/**
 * What the import does with a product (its row and variant rows): creates it, or would (a dry run); an exported
 * product already there; invalid.
 */
export interface RowReport {
  row: number;
  line: number;
  name: string;
  slug: string | null;
  status: 'CREATED' | 'WOULD_CREATE' | 'UNCHANGED' | 'INVALID';
  errors: RowError[];
}

export interface Checked {
  total: number;
  /** Errors of the whole file (row 0): nothing can be imported. */
  fileErrors: RowError[];
  valid: ImportRow[];
  reports: RowReport[];
}

interface Numbered {
  record: CsvRecord;
  /** The row under the header, 1 first. */
  row: number;
}

/** The records by product: a product's row and the variant rows under it (a variant row first: no product). */
function groupRows(body: CsvRecord[], index: Map<Column, number>) {
  const groups: (Numbered & { variants: Numbered[] })[] = [];
  body.forEach((record, i) => {
    const numbered = { record, row: i + 1 };
    const last = groups.at(-1);
    if (isVariantRow(record, index) && last) last.variants.push(numbered);
    else groups.push({ ...numbered, variants: [] });
  });
  return groups;
}

const orphanVariant = (row: number, record: CsvRecord): RowError => ({
  row,
  line: record.line,
  field: 'variant',
  rule: 'VALIDATION',
  message: 'is a variant row, which must come under its product’s row',
});

/** Whether a product's rows in a file hold what the export writes of it. */
const sameRows = (records: CsvRecord[], exported: string[][], index: Map<Column, number>) =>
  records.length === exported.length &&
  records.every((record, r) =>
    CSV_COLUMNS.every((c, i) => cellOf(record, index, c) === exported[r]![i]!.trim()),
  );

/**
 * Reads and checks a file. A row whose slug names a product already there is UNCHANGED when it holds what the
 * export writes of that product (a file exported imports back with no change), and invalid otherwise: the
 * import creates products, it never overwrites one.
 */
export async function checkFile(db: Db, text: string, progress: Progress): Promise<Checked> {
  const none = (error: RowError, total = 0): Checked => ({
    total,
    fileErrors: [error],
    valid: [],
    reports: [],
  });
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return none({ row: 0, line: error.line, field: '$', rule: 'FORMAT', message: error.message });
  }
  const [header, ...body] = records;
  if (!header)
    return none({ row: 0, line: 1, field: '$', rule: 'REQUIRED_FIELD', message: 'the file is empty' });
  if (body.length > MAX_IMPORT_ROWS) {
    return none(
      { row: 0, line: 1, field: '$', rule: 'MAX_SIZE', message: `at most ${MAX_IMPORT_ROWS} rows` },
      body.length,
    );
  }
  const { index, errors } = readHeader(header);
  if (errors.length > 0) return { total: body.length, fileErrors: errors, valid: [], reports: [] };

  const reports: RowReport[] = [];
  const candidates: (ImportRow & { records: CsvRecord[] })[] = [];
  const groups = groupRows(body, index);
  let checked = 0;
  for (const group of groups) {
    const { record, row } = group;
    const result = isVariantRow(record, index)
      ? { errors: [orphanVariant(row, record)], product: undefined }
      : readRow(record, row, index);
    const product = result.product;
    const seen = new Set<string>();
    const edits: VariantEdit[] = [];
    const errors = [...(result.errors ?? [])];
    for (const variant of group.variants) {
      const read = readVariantRow(variant.record, variant.row, index, product, seen);
      if (read.errors) errors.push(...read.errors);
      else edits.push(read.edit);
    }
    const name = cellOf(record, index, 'name');
    const slug = cellOf(record, index, 'slug') || null;
    if (errors.length > 0 || !product)
      reports.push({ row, line: record.line, name, slug, status: 'INVALID', errors });
    else {
      if (edits.length > 0) product.variants = edits;
      // Quantities on variant rows alone track the stock, as a quantity on the product row does.
      if (!cellOf(record, index, 'trackInventory') && edits.some((e) => e.quantity !== undefined))
        product.stock = { ...product.stock, trackInventory: true };
      const records = [record, ...group.variants.map((r) => r.record)];
      candidates.push({ row, line: record.line, product, records });
    }
    const before = checked;
    checked += 1 + group.variants.length;
    if (Math.floor(checked / PROGRESS_ROWS) > Math.floor(before / PROGRESS_ROWS) || checked === body.length) {
      progress('validate', checked, body.length);
      // Lets the progress go out (a stream's lines) while the rest is checked.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  const named = [...new Set(candidates.flatMap((r) => (r.product.slug ? [r.product.slug] : [])))];
  const existing = new Map<string, ProductRow>();
  for (let i = 0; i < named.length; i += 5000) {
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(inArray(products.slug, named.slice(i, i + 5000)));
    for (const r of rows) existing.set(r.slug, r);
  }
  const exported = await exportCellsOf(db, [...existing.values()]);
  const used = new Set((await db.select({ slug: products.slug }).from(products)).map((r) => r.slug));
  const explicit = new Set<string>();
  const valid: ImportRow[] = [];
  for (const r of candidates) {
    const slug = r.product.slug;
    const at = { row: r.row, line: r.line, name: r.product.name, slug: slug ?? null };
    if (slug !== undefined) {
      const there = existing.get(slug);
      const same = there && sameRows(r.records, exported.get(there.id)!, index);
      if (same && !explicit.has(slug)) {
        explicit.add(slug);
        reports.push({ ...at, status: 'UNCHANGED', errors: [] });
        continue;
      }
      if (used.has(slug) || explicit.has(slug)) {
        const message = there
          ? 'is already used by a product with other data (the import creates products; it changes none)'
          : 'is already used by another row of the file';
        const errors: RowError[] = [{ row: r.row, line: r.line, field: 'slug', rule: 'VALIDATION', message }];
        reports.push({ ...at, status: 'INVALID', errors });
        continue;
      }
      explicit.add(slug);
    }
    valid.push({ row: r.row, line: r.line, product: r.product });
  }
  for (const slug of explicit) used.add(slug);
  for (const r of valid) {
    if (r.product.slug !== undefined) continue;
    const base = slugify(r.product.name);
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    r.product.slug = slug;
  }
  return { total: body.length, fileErrors: [], valid, reports };
}
