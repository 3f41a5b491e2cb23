import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { collections, productCollections, products, productVariants } from '../../../db/schema';
import { recordAudit } from '../../audit';
import { recordEvents } from '../../events';
import { derive, productColumns } from '../derive';
import { settleCatalog } from '../listing/settle';
import { CATALOG_EVENTS, buildVariants, productEvents } from '../store';
import * as check from '../validate';
import type { Progress } from './check';
import type { ImportRow } from './rows';
import { applyVariantEdits, managesVariant } from './variant-rows';

/** Products written per INSERT (28 columns each, well under PostgreSQL's 65,535 parameters). */
const BATCH = 500;

/** Writes checked rows in one transaction, then settles the listings; the products are priced in `currency`. */
export async function writeRows(db: Db, rows: ImportRow[], currency: string, progress: Progress) {
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
    manageVariants: (p.variants ?? []).some(managesVariant),
    brand: p.brand ?? null,
    ribbon: p.ribbon ?? null,
    productOptions: check.productOptions(p.productOptions ?? [], 'options', v),
    media: p.imageUrls.map((url) => ({
      id: randomUUID(),
      mediaType: 'image' as const,
      url,
      width: 0,
      height: 0,
    })),
  };
  const built = buildVariants(row.id, row.productOptions, [], {
    quantity: p.stock?.quantity ?? (row.trackInventory ? 0 : null),
    inStock: p.stock?.inStock ?? true,
  });
  const variants = applyVariantEdits(built, p.variants);
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
