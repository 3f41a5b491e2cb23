import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { collections, products } from '../../../db/schema';
import { productFilterWhere } from '../product-filter';
import { AppError, invalidField, notFound } from '../../../http/errors';
import { cents, centsText, toScaled } from '../../../lib/money';
import { entriesOf, recordAudit } from '../../audit';
import { productColumns, type ProductRow, type VariantRow } from '../derive';
import { variantsOf } from '../load';
import { MAX_BULK_IDS } from '../schemas-input';
import { CATALOG_EVENTS, lockVariants, productEvents, saveProduct, shareCollections } from '../store';
import { amount, Violations } from '../validate';
import { MAX_PCT, MIN_PCT, movedPrice, type PriceMove } from './rules';
import type { PriceChange, PriceLine, PriceTarget, SkippedProduct } from './schemas';

/** The audit entries of a change and of its undo: entity `price_change`, id the change's id. */
export const PRICES_CHANGED = 'product.prices_changed';
export const PRICES_UNDONE = 'product.prices_change_undone';
const ENTITY = 'price_change';

/** The checked move of a change, or its violations. */
function moveOf(change: PriceChange, v: Violations): PriceMove | undefined {
  if (change.mode === 'SET') {
    const price = amount(change.value, 'change.value', v);
    return price === undefined ? undefined : { set: cents(price)! };
  }
  if (change.mode === 'AMOUNT') {
    const by = toScaled(change.value, 2);
    if (by === undefined)
      return v.add('change.value', 'DECIMAL_MAX_SCALE', 'must be an amount with at most 2 decimal places');
    return { by };
  }
  const pct = toScaled(change.value, 2);
  if (pct === undefined)
    return v.add('change.value', 'DECIMAL_MAX_SCALE', 'must be a percentage with at most 2 decimal places');
  if (pct < MIN_PCT) return v.add('change.value', 'DECIMAL_GTE', 'must be at least -100');
  if (pct > MAX_PCT) return v.add('change.value', 'DECIMAL_LTE', 'must be at most 1000');
  return { pct };
}

/** The ids of the products a target names (at most MAX_BULK_IDS), or its violations. */
async function targetIds(db: Db, target: PriceTarget, v: Violations): Promise<string[]> {
  const given = [target.ids, target.collectionId, target.filter].filter((x) => x !== undefined).length;
  if (given !== 1) {
    v.add('target', 'ONE_OF_ALIGNMENT', 'needs exactly one of ids, collectionId and filter');
    return [];
  }
  if (target.ids) {
    const unique = [...new Set(target.ids)];
    const found = new Set(
      (await db.select({ id: products.id }).from(products).where(inArray(products.id, unique))).map(
        (r) => r.id,
      ),
    );
    target.ids.forEach((id, i) => {
      if (!found.has(id)) v.add(`target.ids[${i}]`, 'VALIDATION', 'is not a known product');
    });
    return unique;
  }
  if (target.collectionId) {
    const [known] = await db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.id, target.collectionId));
    if (!known) {
      v.add('target.collectionId', 'VALIDATION', 'is not a known collection');
      return [];
    }
  }
  const filter = target.filter ?? { collectionId: target.collectionId };
  const where = productFilterWhere(db, filter, 'target.filter', v);
  if (v.list.length > 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(asc(products.id))
    .limit(MAX_BULK_IDS + 1);
  if (rows.length > MAX_BULK_IDS)
    v.add('target', 'MAX_SIZE', `names more than ${MAX_BULK_IDS} products: narrow it down`);
  return rows.map((r) => r.id);
}

/** Lines by product, in their order. */
function byProductOf(lines: PriceLine[]) {
  const map = new Map<string, PriceLine[]>();
  for (const l of lines) map.set(l.productId, [...(map.get(l.productId) ?? []), l]);
  return map;
}

const variantName = (v: VariantRow) => Object.values(v.choices).join(' / ');

/** Every price the move changes, products by name: a product's own price, then its variants' own prices. */
function plan(rows: ProductRow[], variants: Map<string, VariantRow[]>, move: PriceMove) {
  const changes: PriceLine[] = [];
  let unchanged = 0;
  const sorted = [...rows].sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
  for (const row of sorted) {
    const before = changes.length;
    const line = (variant: VariantRow | null, price: string) => {
      const next = centsText(movedPrice(cents(price)!, move));
      if (next === price) return;
      changes.push({
        productId: row.id,
        productName: row.name,
        variantId: variant?.id ?? null,
        variantName: variant ? variantName(variant) : null,
        oldPrice: price,
        newPrice: next,
      });
    };
    line(null, row.price);
    for (const variant of variants.get(row.id) ?? [])
      if (variant.price !== null) line(variant, variant.price);
    if (changes.length === before) unchanged++;
  }
  return { changes, products: rows.length, unchanged };
}

/** Locks the products (after their collections, then their variants, as every catalog writer) and reads them. */
async function lockAndRead(tx: Db, ids: string[]) {
  await shareCollections(tx, [], ids);
  const rows = await tx
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for('no key update');
  await lockVariants(tx, ids);
  return { rows, variants: await variantsOf(tx, ids) };
}

/** Writes the prices of the lines (`pick` says which: the new ones, or the old ones for an undo). */
async function writeLines(
  tx: Db,
  rows: ProductRow[],
  variants: Map<string, VariantRow[]>,
  lines: PriceLine[],
  pick: 'newPrice' | 'oldPrice',
) {
  const byProduct = byProductOf(lines);
  const touched = rows.filter((r) => byProduct.has(r.id));
  for (const row of touched) {
    const own = byProduct.get(row.id)!;
    const price = (variantId: string | null) => own.find((l) => l.variantId === variantId)?.[pick];
    const next = { ...row, price: price(null) ?? row.price };
    const vs = (variants.get(row.id) ?? []).map((x) => ({ ...x, price: price(x.id) ?? x.price }));
    await saveProduct(tx, next, vs, false);
  }
  const ids = touched.map((r) => r.id);
  if (ids.length > 0) {
    const fresh = await tx.select(productColumns).from(products).where(inArray(products.id, ids));
    await productEvents(tx, CATALOG_EVENTS.productChanged, fresh);
  }
}

/** POST /v1/bulk/products/prices/preview: every price the change would set, writing nothing. */
export async function previewPriceChange(db: Db, target: PriceTarget, change: PriceChange) {
  const v = new Violations();
  const move = moveOf(change, v);
  const ids = await targetIds(db, target, v);
  v.throwIfAny();
  const rows = await db.select(productColumns).from(products).where(inArray(products.id, ids));
  return plan(rows, await variantsOf(db, ids), move!);
}

/**
 * POST /v1/bulk/products/prices/apply: the change of the preview, in one transaction with one audit entry
 * listing every price it set. Answers the change's id, for an undo.
 */
export async function applyPriceChange(db: Db, target: PriceTarget, change: PriceChange) {
  return db.transaction(async (tx) => {
    const v = new Violations();
    const move = moveOf(change, v);
    const ids = await targetIds(tx, target, v);
    v.throwIfAny();
    const { rows, variants } = await lockAndRead(tx, ids);
    const result = plan(rows, variants, move!);
    if (result.changes.length === 0) throw invalidField('change', 'VALIDATION', 'changes no price');
    await writeLines(tx, rows, variants, result.changes, 'newPrice');
    const changeId = randomUUID();
    await recordAudit(tx, {
      action: PRICES_CHANGED,
      entity: { type: ENTITY, id: changeId },
      after: { change, target, changes: result.changes },
    });
    return { changeId, ...result };
  });
}

interface Recorded {
  createdDate: string;
  changes: PriceLine[];
  undone: boolean;
}

async function recorded(db: Db, changeId: string): Promise<Recorded> {
  const entries = await entriesOf(db, { type: ENTITY, id: changeId }, { limit: 10 });
  const made = entries.find((e) => e.action === PRICES_CHANGED);
  if (!made) throw notFound('Price change', changeId);
  return {
    createdDate: made.createdDate,
    changes: (made.after as { changes: PriceLine[] }).changes,
    undone: entries.some((e) => e.action === PRICES_UNDONE),
  };
}

/** The products of a change an undo must leave: deleted, or a price no longer the one the change set. */
function overtaken(changes: PriceLine[], rows: ProductRow[], variants: Map<string, VariantRow[]>) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const skipped: SkippedProduct[] = [];
  for (const [productId, lines] of byProductOf(changes)) {
    const productName = lines[0]!.productName;
    const row = byId.get(productId);
    if (!row) {
      skipped.push({ productId, productName, reason: 'was deleted since' });
      continue;
    }
    const moved = lines.find((l) => {
      if (l.variantId === null) return row.price !== l.newPrice;
      const variant = variants.get(productId)?.find((x) => x.id === l.variantId);
      return variant?.price !== l.newPrice;
    });
    if (moved) {
      const where = moved.variantId === null ? 'its price' : `the price of ${moved.variantName}`;
      skipped.push({
        productId,
        productName,
        reason: `${where} was changed again since (it is no longer ${moved.newPrice})`,
      });
    }
  }
  return skipped;
}

/** GET /v1/bulk/products/prices/{id}: a change as recorded, whether it was undone, and what an undo would skip. */
export async function getPriceChange(db: Db, changeId: string) {
  const made = await recorded(db, changeId);
  const ids = [...new Set(made.changes.map((l) => l.productId))];
  const rows = await db.select(productColumns).from(products).where(inArray(products.id, ids));
  return {
    changeId,
    createdDate: made.createdDate,
    changes: made.changes,
    undone: made.undone,
    overtaken: made.undone ? [] : overtaken(made.changes, rows, await variantsOf(db, ids)),
  };
}

/**
 * POST /v1/bulk/products/prices/{id}/undo: puts back the old prices of a change, in one transaction with one
 * audit entry. A product whose price was changed again since (or that was deleted) is skipped and named in the
 * answer; when every product is, nothing is written and the answer is a 409 naming them.
 */
export async function undoPriceChange(db: Db, changeId: string) {
  return db.transaction(async (tx) => {
    const first = await recorded(tx, changeId);
    const ids = [...new Set(first.changes.map((l) => l.productId))];
    const { rows, variants } = await lockAndRead(tx, ids);
    // Read again under the locks: an undo that ran meanwhile has committed its entry by now.
    const made = await recorded(tx, changeId);
    if (made.undone)
      throw new AppError(409, 'ALREADY_UNDONE', 'This price change was undone already', undefined, {
        changeId,
      });
    const skipped = overtaken(made.changes, rows, variants);
    const skip = new Set(skipped.map((s) => s.productId));
    const restored = made.changes.filter((l) => !skip.has(l.productId));
    if (restored.length === 0) {
      throw new AppError(
        409,
        'CHANGED_SINCE',
        'Every product of this price change was changed again since: nothing was undone',
        undefined,
        { changeId, skipped },
      );
    }
    await writeLines(tx, rows, variants, restored, 'oldPrice');
    await recordAudit(tx, {
      action: PRICES_UNDONE,
      entity: { type: ENTITY, id: changeId },
      after: { restored, skipped },
    });
    return { changeId, restored, skipped };
  });
}
