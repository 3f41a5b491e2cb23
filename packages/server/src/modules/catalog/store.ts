import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, like, ne, notInArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/open';
import {
  collections,
  productCollections,
  products,
  productVariants,
  type ProductOptionData,
} from '../../db/schema';
import { derive, productColumns, type ProductRow, type VariantRow } from './derive';
import { findProduct, productViews } from './load';
import { recordEvents } from '../events';
import { refreshShopperDocs } from './listing/shopper-docs';
import { choiceCombinations, choiceKey, slugify, ZERO_VARIANT_ID } from './rules';
import type { Violations } from './validate';

/** Event types of spec section 4 for the catalog, as written to the outbox. */
export const CATALOG_EVENTS = {
  productCreated: 'catalog.product.created',
  productChanged: 'catalog.product.changed',
  productDeleted: 'catalog.product.deleted',
  collectionCreated: 'catalog.collection.created',
  collectionChanged: 'catalog.collection.changed',
  collectionDeleted: 'catalog.collection.deleted',
  variantsChanged: 'catalog.variants.changed',
} as const;

export const ELEVATED_READER = { elevated: true, merchantData: true, withVariants: true };

/** A slug unused by any other row: the wanted one, or the derived one with -2, -3... appended. */
export async function uniqueSlug(
  db: Db,
  table: typeof products | typeof collections,
  wanted: { slug?: string; name: string },
  field: string,
  v: Violations,
  excludeId?: string,
): Promise<string | undefined> {
  const others = excludeId ? ne(table.id, excludeId) : undefined;
  if (wanted.slug !== undefined) {
    const [taken] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.slug, wanted.slug), others));
    return taken ? v.add(field, 'VALIDATION', 'is already used by another item') : wanted.slug;
  }
  const base = slugify(wanted.name);
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(and(or(eq(table.slug, base), like(table.slug, `${base}-%`)), others));
  const used = new Set(rows.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Key-share locks, until the write commits, the collections a write of products names or finds its
 * products in, in id order, and answers the ids found. Catalog writers lock collections before
 * products (collection-service.ts):
 * - a named collection cannot be deleted under the write; one being deleted is waited for and then
 *   reported unknown, where the foreign key check of its new membership would fail the write;
 * - a product's own collections are locked by every write of it (lockProduct): the row's triggers
 *   rewrite its membership rows, and a row written twice in one transaction has its foreign key
 *   checked again, which waits for a collection being deleted, while that delete waits for this
 *   product.
 */
export async function shareCollections(db: Db, named: string[], ofProducts: string[] = []) {
  const holding = db
    .select({ id: productCollections.collectionId })
    .from(productCollections)
    .where(inArray(productCollections.productId, ofProducts));
  const found = await db
    .select({ id: collections.id })
    .from(collections)
    .where(or(inArray(collections.id, named), inArray(collections.id, holding)))
    .orderBy(collections.id)
    .for('key share');
  return new Set(found.map((r) => r.id));
}

/** Locks products for a write, in id order as every writer locks them, and answers the ids found. */
export async function lockProductIds(db: Db, ids: string[] | SQLWrapper): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for('no key update');
  return rows.map((r) => r.id);
}

/**
 * Locks the variant rows of products about to be written, in the order takes of stock lock them
 * (product id, then variant id; stock/service.ts), so a write that then reads them sees every take
 * committed before and loses none, and a take waits for the write instead of crossing it.
 */
export async function lockVariants(db: Db, productIds: string[]) {
  await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.id))
    .for('no key update');
}

/**
 * Locks a product for a write, after the collections it is in (see shareCollections), and then its
 * variants (lockVariants).
 */
export async function lockProduct(db: Db, id: string) {
  await shareCollections(db, [], [id]);
  const row = await findProduct(db, id, ELEVATED_READER, true);
  await lockVariants(db, [id]);
  return row;
}

export async function checkCollections(db: Db, ids: string[], field: string, v: Violations) {
  if (ids.length === 0) return;
  const known = await shareCollections(db, ids);
  ids.forEach((id, i) => {
    if (!known.has(id)) v.add(`${field}[${i}]`, 'VALIDATION', 'is not a known collection');
  });
}

/**
 * Variants for a set of options: one per combination of choices, keeping the data of existing
 * variants with the same choices. A product without options has the single all-zero variant.
 */
export function buildVariants(
  productId: string,
  options: ProductOptionData[],
  existing: VariantRow[],
  defaults: { quantity: number | null; inStock: boolean },
): VariantRow[] {
  const combos = choiceCombinations(
    options.map((o) => ({ name: o.name, choices: o.choices.map((c) => ({ value: c.description })) })),
  );
  const byKey = new Map(existing.map((v) => [choiceKey(v.choices), v]));
  return combos.map((choices, position) => {
    const kept = byKey.get(choiceKey(choices));
    if (kept) return { ...kept, position };
    const empty = Object.keys(choices).length === 0;
    return {
      productId,
      id: empty ? ZERO_VARIANT_ID : randomUUID(),
      position,
      choices,
      price: null,
      cost: null,
      weight: null,
      sku: null,
      visible: true,
      quantity: defaults.quantity,
      inStock: defaults.inStock,
    };
  });
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Writes the variants and the derived product columns; bumps lastUpdated and the revision. Without `replaceVariants`, only
 * the variants named in `changed` are written when it is given (all of them are still what the derived
 * columns are computed from). Answers the variants as written (their in-stock flags derived).
 */
export async function saveProduct(
  db: Db,
  row: ProductRow,
  variants: VariantRow[],
  replaceVariants: boolean,
  changed?: ReadonlySet<string>,
) {
  const derived = derive(row, variants);
  const now = new Date();
  // A generated column cannot be written: drop it should a caller pass a full row.
  const { id: _id, createdDate: _cd, ...rest } = row as ProductRow & { searchVector?: unknown };
  const { searchVector: _sv, revision: _rev, ...fields } = rest;
  await db
    .update(products)
    .set({ ...fields, ...derived.columns, lastUpdated: now, revision: sql`${products.revision} + 1` })
    .where(eq(products.id, row.id));
  if (replaceVariants) {
    // Kept variants are updated in place, not deleted and inserted again: a take of stock waiting
    // on one's lock then finds it, where it would find a deleted row gone.
    const ids = derived.variants.map((v) => v.id);
    await db
      .delete(productVariants)
      .where(and(eq(productVariants.productId, row.id), notInArray(productVariants.id, ids)));
    if (derived.variants.length > 0) {
      await db
        .insert(productVariants)
        .values(derived.variants)
        .onConflictDoUpdate({
          target: [productVariants.productId, productVariants.id],
          set: Object.fromEntries(
            ['position', 'choices', 'price', 'cost', 'weight', 'sku', 'visible', 'quantity', 'in_stock'].map(
              (c) => [camel(c), sql.raw(`excluded.${c}`)],
            ),
          ),
        });
    }
  } else {
    const written = changed ? derived.variants.filter((v) => changed.has(v.id)) : derived.variants;
    await updateVariantRows(db, written);
  }
  return derived.variants;
}

/** Rows per statement of updateVariantRows: one JSON parameter each, so only its size bounds it. */
const VARIANT_ROWS_PER_STATEMENT = 1000;

/**
 * Writes existing variant rows in one statement per thousand, in variant id order, the order takes of
 * stock lock them in. The rows travel as one JSON parameter (jsonb_to_recordset): one UPDATE per
 * variant cost a thousand-variant save a round trip each.
 */
export async function updateVariantRows(db: Db, rows: readonly VariantRow[]) {
  const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (let i = 0; i < sorted.length; i += VARIANT_ROWS_PER_STATEMENT) {
    const json = JSON.stringify(
      sorted.slice(i, i + VARIANT_ROWS_PER_STATEMENT).map((v) => ({
        product_id: v.productId,
        id: v.id,
        position: v.position,
        choices: v.choices,
        price: v.price,
        cost: v.cost,
        weight: v.weight,
        sku: v.sku,
        visible: v.visible,
        quantity: v.quantity,
        in_stock: v.inStock,
      })),
    );
    await db.execute(
      sql`update ${productVariants} v set position = d.position, choices = d.choices, price = d.price,
            cost = d.cost, weight = d.weight, sku = d.sku, visible = d.visible, quantity = d.quantity,
            in_stock = d.in_stock
          from jsonb_to_recordset(${json}::jsonb) as d(product_id uuid, id uuid, position integer,
            choices jsonb, price numeric, cost numeric, weight numeric, sku text, visible boolean,
            quantity integer, in_stock boolean)
          where v.product_id = d.product_id and v.id = d.id`,
    );
  }
}

export async function setCollections(db: Db, productId: string, ids: string[]) {
  await db.delete(productCollections).where(eq(productCollections.productId, productId));
  if (ids.length > 0) {
    await db
      .insert(productCollections)
      .values([...new Set(ids)].map((collectionId) => ({ collectionId, productId })));
  }
}

/**
 * Ends a write to some products: records one event per product carrying it as it now is, and
 * rewrites what shoppers read of them. Returns the merchant's views.
 */
export async function productEvents(db: Db, type: string, rows: ProductRow[]) {
  const views = await productViews(db, rows, ELEVATED_READER);
  await recordEvents(
    db,
    views.map((view) => ({ type, entityId: view.id, entity: view as unknown as Record<string, unknown> })),
  );
  await refreshShopperDocs(
    db,
    rows.map((r) => r.id),
  );
  return views;
}

export async function productEvent(db: Db, type: string, row: ProductRow) {
  const [view] = await productEvents(db, type, [row]);
  return view!;
}

export async function reload(db: Db, id: string): Promise<ProductRow> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  return row!;
}
