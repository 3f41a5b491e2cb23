import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { collections, productCollections, products, productVariants } from '../../../db/schema';
import { recordAudit } from '../../audit';
import { recordEvents } from '../../events';
import { derive, productColumns, type ProductRow } from '../derive';
import { slugify } from '../rules';
import { settleCatalog } from '../listing/settle';
import { CATALOG_EVENTS, buildVariants, productEvents } from '../store';
import * as check from '../validate';
import { CsvSyntaxError, parseCsv, type CsvRecord } from '../../../lib/csv';
import { exportCellsOf } from './export';
import { cellOf, CSV_COLUMNS, readHeader, readRow, type ImportRow, type RowError } from './rows';

/** Products written per INSERT (28 columns each, well under PostgreSQL's 65,535 parameters). */
const BATCH = 500;
/** Largest file accepted, in rows. */
export const MAX_IMPORT_ROWS = 200_000;

export type Progress = (phase: 'validate' | 'write', done: number, total: number) => void;

export class ImportFailed extends Error {
  constructor(
    readonly errors: RowError[],
    readonly rows: number,
  ) {
    super(`${errors.length} error(s) in ${rows} row(s); nothing was imported`);
    this.name = 'ImportFailed';
  }
}

/** What the import does with a row: creates it, or would (a dry run); an export row already there; invalid. */
export interface RowReport {
  row: number;
  line: number;
  name: string;
  slug: string | null;
  status: 'CREATED' | 'WOULD_CREATE' | 'UNCHANGED' | 'INVALID';
  errors: RowError[];
}

interface Checked {
  total: number;
  /** Errors of the whole file (row 0): nothing can be imported. */
  fileErrors: RowError[];
  valid: ImportRow[];
  reports: RowReport[];
}

/**
 * Reads and checks a file. A row whose slug names a product already there is UNCHANGED when it holds what the
 * export writes of that product (a file exported imports back with no change), and invalid otherwise: the
 * import creates products, it never overwrites one.
 */
async function checkFile(db: Db, text: string, progress: Progress): Promise<Checked> {
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
  const candidates: (ImportRow & { record: CsvRecord })[] = [];
  body.forEach((record, i) => {
    const row = i + 1;
    const result = readRow(record, row, index);
    const name = cellOf(record, index, 'name');
    const slug = cellOf(record, index, 'slug') || null;
    if (result.errors)
      reports.push({ row, line: record.line, name, slug, status: 'INVALID', errors: result.errors });
    else candidates.push({ row, line: record.line, product: result.product!, record });
    if (row % 1000 === 0 || row === body.length) progress('validate', row, body.length);
  });

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
      const same =
        there &&
        CSV_COLUMNS.every((c, i) => cellOf(r.record, index, c) === exported.get(there.id)![i]!.trim());
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

/** Writes checked rows in one transaction, then settles the listings; the products are priced in `currency`. */
async function writeRows(db: Db, rows: ImportRow[], currency: string, progress: Progress) {
  const written = await db.transaction(async (tx) => {
    const collectionIds = await ensureCollections(tx, rows);
    for (let start = 0; start < rows.length; start += BATCH) {
      await writeBatch(tx, rows.slice(start, start + BATCH), collectionIds, currency);
      progress('write', Math.min(start + BATCH, rows.length), rows.length);
    }
    const imported = { products: rows.length, collectionsCreated: collectionIds.created };
    await recordAudit(tx, {
      action: 'product.imported',
      entity: { type: 'product_import', id: randomUUID() },
      after: imported,
    });
    return imported;
  });
  await settleCatalog(db);
  return written;
}

/**
 * `npm run import`: validates every row first; writes all of them in one transaction only when none is
 * invalid (rows already there, unchanged, are left as they are).
 */
export async function importProducts(
  db: Db,
  text: string,
  options: { currency: string; progress?: Progress },
) {
  const progress = options.progress ?? (() => {});
  const checked = await checkFile(db, text, progress);
  const errors = [...checked.fileErrors, ...checked.reports.flatMap((r) => r.errors)];
  if (errors.length > 0)
    throw new ImportFailed(
      errors.sort((a, b) => a.row - b.row),
      checked.total,
    );
  if (checked.valid.length === 0) return { products: 0, collectionsCreated: 0 };
  return writeRows(db, checked.valid, options.currency, progress);
}

/**
 * The dashboard's import: a dry run checks every row and writes nothing; a real run writes the valid rows (in
 * one transaction) and leaves the invalid ones. Either way, a report of every row. Errors of the whole file
 * (its syntax, its header) import nothing.
 */
export async function runImport(
  db: Db,
  text: string,
  options: { dryRun: boolean; currency: string; progress?: Progress },
) {
  const progress = options.progress ?? (() => {});
  const checked = await checkFile(db, text, progress);
  let collectionsCreated = 0;
  const write = !options.dryRun && checked.fileErrors.length === 0 && checked.valid.length > 0;
  if (write)
    collectionsCreated = (await writeRows(db, checked.valid, options.currency, progress)).collectionsCreated;
  const reports: RowReport[] = [
    ...checked.reports,
    ...checked.valid.map((r) => ({
      row: r.row,
      line: r.line,
      name: r.product.name,
      slug: r.product.slug ?? null,
      status: write ? ('CREATED' as const) : ('WOULD_CREATE' as const),
      errors: [],
    })),
  ].sort((a, b) => a.row - b.row);
  const count = (status: RowReport['status']) => reports.filter((r) => r.status === status).length;
  return {
    dryRun: options.dryRun,
    rows: checked.total,
    created: write ? checked.valid.length : 0,
    wouldCreate: options.dryRun ? checked.valid.length : 0,
    unchanged: count('UNCHANGED'),
    invalid: count('INVALID'),
    collectionsCreated,
    errors: checked.fileErrors,
    report: reports,
  };
}

async function ensureCollections(tx: Db, rows: ImportRow[]) {
  const slugs = [...new Set(rows.flatMap((r) => r.product.collectionSlugs))];
  const ids = new Map<string, string>();
  if (slugs.length === 0) return Object.assign(ids, { created: 0 });
  // Key-share locked, as a product write locks the collections it names (see shareCollections).
  const existing = await tx
    .select()
    .from(collections)
    .where(inArray(collections.slug, slugs))
    .orderBy(collections.id)
    .for('key share');
  for (const c of existing) ids.set(c.slug, c.id);
  const missing = slugs.filter((s) => !ids.has(s));
  if (missing.length > 0) {
    const title = (s: string) =>
      s
        .replace(/-/g, ' ')
        .replace(/^\w/, (c) => c.toUpperCase())
        .slice(0, 50);
    const created = await tx
      .insert(collections)
      .values(missing.map((slug) => ({ slug, name: title(slug) })))
      .returning();
    for (const c of created) ids.set(c.slug, c.id);
    await recordEvents(
      tx,
      created.map((c) => ({
        type: CATALOG_EVENTS.collectionCreated,
        entityId: c.id,
        entity: { id: c.id, slug: c.slug, name: c.name },
      })),
    );
  }
  return Object.assign(ids, { created: missing.length });
}

/** The database row of a validated import row (the checks cannot fail again here), priced in `currency`. */
function toRow(p: ImportRow['product'], currency: string) {
  const v = new check.Violations();
  const discount = p.discount ? check.discount(p.discount, 'discount', v) : undefined;
  const row = {
    id: randomUUID(),
    name: p.name,
    slug: p.slug!,
    description: p.description ?? '',
    visible: p.visible ?? true,
    productType: p.productType ?? 'physical',
    sku: p.sku ?? null,
    currency,
    price: check.amount(p.priceData.price, 'price', v)!,
    cost:
      p.costAndProfitData?.itemCost != null ? check.amount(p.costAndProfitData.itemCost, 'cost', v)! : null,
    weight: p.weight != null ? (check.weight(p.weight, 'weight', v) ?? null) : null,
    discountType: discount?.discountType ?? 'NONE',
    discountValue: discount?.discountValue ?? '0.00',
    pricePerUnitData: p.pricePerUnitData
      ? (check.pricePerUnitData(p.pricePerUnitData, 'ppu', v) ?? null)
      : null,
    trackInventory: p.stock?.trackInventory ?? false,
    manageVariants: false,
    brand: p.brand ?? null,
    ribbon: p.ribbon ?? null,
    productOptions: check.productOptions(p.productOptions ?? [], 'options', v),
    media: p.imageUrl
      ? [{ id: randomUUID(), mediaType: 'image' as const, url: p.imageUrl, width: 0, height: 0 }]
      : [],
  };
  const variants = buildVariants(row.id, row.productOptions, [], {
    quantity: p.stock?.quantity ?? (row.trackInventory ? 0 : null),
    inStock: p.stock?.inStock ?? true,
  });
  const derived = derive(row, variants);
  return { row: { ...row, ...derived.columns }, variants: derived.variants };
}

async function writeBatch(tx: Db, rows: ImportRow[], collectionIds: Map<string, string>, currency: string) {
  const drafts = rows.map((r) => ({ ...toRow(r.product, currency), slugs: r.product.collectionSlugs }));
  const inserted = await tx
    .insert(products)
    .values(drafts.map((d) => d.row))
    .returning(productColumns);
  const variants = drafts.flatMap((d) => d.variants);
  for (let i = 0; i < variants.length; i += 2000) {
    await tx.insert(productVariants).values(variants.slice(i, i + 2000));
  }
  const members = drafts.flatMap(({ row, slugs }) =>
    [...new Set(slugs)].map((slug) => ({ collectionId: collectionIds.get(slug)!, productId: row.id })),
  );
  if (members.length > 0) await tx.insert(productCollections).values(members);
  await productEvents(tx, CATALOG_EVENTS.productCreated, inserted);
}
