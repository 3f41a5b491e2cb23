import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { collections, productCollections, products, productVariants } from '../../../db/schema';
import { recordEvents } from '../../events';
import { derive, productColumns } from '../derive';
import { slugify } from '../rules';
import { settleCatalog } from '../listing/settle';
import { CATALOG_EVENTS, buildVariants, productEvents } from '../store';
import * as check from '../validate';
import { CsvSyntaxError, parseCsv } from '../../../lib/csv';
import { readHeader, readRow, type ImportRow, type RowError } from './rows';

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

/** Validates every row first; writes all of them in one transaction only when none is invalid. */
export async function importProducts(db: Db, text: string, progress: Progress = () => {}) {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    throw new ImportFailed(
      [{ row: 0, line: error.line, field: '$', rule: 'FORMAT', message: error.message }],
      0,
    );
  }
  const [header, ...body] = records;
  if (!header)
    throw new ImportFailed(
      [{ row: 0, line: 1, field: '$', rule: 'REQUIRED_FIELD', message: 'the file is empty' }],
      0,
    );
  if (body.length > MAX_IMPORT_ROWS) {
    throw new ImportFailed(
      [{ row: 0, line: 1, field: '$', rule: 'MAX_SIZE', message: `at most ${MAX_IMPORT_ROWS} rows` }],
      body.length,
    );
  }
  const { index, errors } = readHeader(header);
  if (errors.length > 0) throw new ImportFailed(errors, body.length);

  const rows: ImportRow[] = [];
  body.forEach((record, i) => {
    const result = readRow(record, i + 1, index);
    if (result.errors) errors.push(...result.errors);
    else rows.push({ row: i + 1, line: record.line, product: result.product! });
    if ((i + 1) % 1000 === 0 || i + 1 === body.length) progress('validate', i + 1, body.length);
  });

  const used = new Set((await db.select({ slug: products.slug }).from(products)).map((r) => r.slug));
  const explicit = new Map<string, number>();
  for (const r of rows) {
    const slug = r.product.slug;
    if (slug === undefined) continue;
    if (used.has(slug) || explicit.has(slug)) {
      errors.push({
        row: r.row,
        line: r.line,
        field: 'slug',
        rule: 'VALIDATION',
        message: 'is already used by another product',
      });
    }
    explicit.set(slug, r.row);
  }
  if (errors.length > 0)
    throw new ImportFailed(
      errors.sort((a, b) => a.row - b.row),
      body.length,
    );
  for (const slug of explicit.keys()) used.add(slug);
  for (const r of rows) {
    if (r.product.slug !== undefined) continue;
    const base = slugify(r.product.name);
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    r.product.slug = slug;
  }

  const imported = await db.transaction(async (tx) => {
    const collectionIds = await ensureCollections(tx, rows);
    for (let start = 0; start < rows.length; start += BATCH) {
      await writeBatch(tx, rows.slice(start, start + BATCH), collectionIds);
      progress('write', Math.min(start + BATCH, rows.length), rows.length);
    }
    return { products: rows.length, collectionsCreated: collectionIds.created };
  });
  await settleCatalog(db);
  return imported;
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

/** The database row of a validated import row (the checks cannot fail again here). */
function toRow(p: ImportRow['product']) {
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
    currency: 'USD',
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

async function writeBatch(tx: Db, rows: ImportRow[], collectionIds: Map<string, string>) {
  const drafts = rows.map((r) => ({ ...toRow(r.product), slugs: r.product.collectionSlugs }));
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
