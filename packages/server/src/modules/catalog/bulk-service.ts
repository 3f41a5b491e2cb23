import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { products } from '../../db/schema';
import { derive, productColumns, type ProductRow } from './derive';
import { productViews, variantsOf } from './load';
import { recordEvents } from '../events';
import { auditProduct } from './audit';
import { cents, centsText, fromScaled, MAX_AMOUNT_CENTS, toScaled } from '../../lib/money';
import { adjusted, MAX_PCT, MIN_PCT } from './prices/rules';
import type { BulkAdjust, BulkSet } from './schemas-input';
import { CATALOG_EVENTS, ELEVATED_READER, productEvents, shareCollections } from './store';
import { amount, Violations, weight } from './validate';

/**
 * Bulk price, cost, weight and visibility changes: at most MAX_BULK_IDS products (schemas-input.ts), all in one
 * transaction. Any unknown id or any product a change would make invalid fails the whole call.
 */
async function bulk(
  db: Db,
  ids: string[],
  change: (p: ProductRow, v: Violations, i: number) => Partial<ProductRow>,
) {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    await shareCollections(tx, [], unique);
    const rows = await tx
      .select(productColumns)
      .from(products)
      .where(inArray(products.id, unique))
      .orderBy(products.id) // the order every writer locks products in
      .for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const v = new Violations();
    const changed: ProductRow[] = [];
    ids.forEach((id, i) => {
      const row = byId.get(id);
      if (!row) return v.add(`ids[${i}]`, 'VALIDATION', 'is not a known product');
      if (changed.some((c) => c.id === id)) return;
      changed.push({ ...row, ...change(row, v, i) });
    });
    v.throwIfAny();
    const variants = await variantsOf(tx, unique);
    const now = new Date();
    for (const row of changed) {
      const { columns } = derive(row, variants.get(row.id) ?? []);
      await tx
        .update(products)
        .set({
          price: row.price,
          cost: row.cost,
          weight: row.weight,
          visible: row.visible,
          ...columns,
          lastUpdated: now,
          revision: sql`${products.revision} + 1`,
        })
        .where(eq(products.id, row.id));
    }
    const fresh = await tx.select(productColumns).from(products).where(inArray(products.id, unique));
    await productEvents(tx, CATALOG_EVENTS.productChanged, fresh);
    const pick = (r: ProductRow) => ({ price: r.price, cost: r.cost, weight: r.weight, visible: r.visible });
    for (const row of changed)
      await auditProduct(tx, 'product.bulk_updated', row.id, pick(byId.get(row.id)!), pick(row));
    return {
      results: ids.map((id, originalIndex) => ({ itemMetadata: { id, originalIndex, success: true } })),
      bulkActionMetadata: { totalSuccesses: ids.length, totalFailures: 0, undetailedFailures: 0 },
    };
  });
}

/** POST /v1/bulk/products/update: set price, cost, weight and/or visibility on every product. */
export async function bulkSet(db: Db, ids: string[], set: BulkSet) {
  const v = new Violations();
  const price = set.price === undefined ? undefined : amount(set.price, 'set.price', v);
  const cost = set.cost === undefined ? undefined : amount(set.cost, 'set.cost', v);
  const w = set.weight === undefined ? undefined : weight(set.weight, 'set.weight', v);
  const visible = set.visible;
  if (
    price === undefined &&
    cost === undefined &&
    w === undefined &&
    visible === undefined &&
    v.list.length === 0
  ) {
    v.add('set', 'REQUIRED_FIELD', 'must set price, cost, weight or visible');
  }
  v.throwIfAny();
  return bulk(db, ids, () => ({
    ...(visible !== undefined ? { visible } : {}),
    ...(price !== undefined ? { price } : {}),
    ...(cost !== undefined ? { cost } : {}),
    ...(w !== undefined ? { weight: w } : {}),
  }));
}

type Adjustment = NonNullable<BulkAdjust['price']>;

/** A checked adjustment: an amount (any sign) at `scale`, or a percentage with two decimals (-100 to 1000). */
function checkAdjustment(a: Adjustment | undefined, field: string, scale: number, v: Violations) {
  if (a === undefined) return undefined;
  if ((a.amount === undefined) === (a.percentage === undefined)) {
    return v.add(field, 'ONE_OF_ALIGNMENT', 'needs exactly one of amount and percentage');
  }
  if (a.amount !== undefined) {
    const by = toScaled(a.amount, scale);
    return by === undefined
      ? v.add(`${field}.amount`, 'DECIMAL_MAX_SCALE', `must be a decimal with at most ${scale} places`)
      : { by };
  }
  const pct = toScaled(a.percentage!, 2);
  if (pct === undefined)
    return v.add(`${field}.percentage`, 'DECIMAL_MAX_SCALE', 'must have at most 2 decimal places');
  if (pct < MIN_PCT) return v.add(`${field}.percentage`, 'DECIMAL_GTE', 'must be at least -100');
  if (pct > MAX_PCT) return v.add(`${field}.percentage`, 'DECIMAL_LTE', 'must be at most 1000');
  return { pct };
}

/** POST /v1/bulk/products/adjust-properties: change price, cost and/or weight by an amount or a percentage. */
export async function bulkAdjust(db: Db, ids: string[], adjust: BulkAdjust) {
  const v = new Violations();
  const price = checkAdjustment(adjust.price, 'adjust.price', 2, v);
  const cost = checkAdjustment(adjust.cost, 'adjust.cost', 2, v);
  const w = checkAdjustment(adjust.weight, 'adjust.weight', 3, v);
  if (!price && !cost && !w && v.list.length === 0)
    v.add('adjust', 'REQUIRED_FIELD', 'must adjust price, cost or weight');
  v.throwIfAny();
  return bulk(db, ids, (row, violations, i) => {
    const out: Partial<ProductRow> = {};
    const money = (value: bigint, name: string) => {
      if (value < 0n) violations.add(`ids[${i}]`, 'DECIMAL_GTE', `${name} would fall below 0`);
      else if (value > MAX_AMOUNT_CENTS)
        violations.add(`ids[${i}]`, 'DECIMAL_LTE', `${name} would exceed 1000000000`);
      return centsText(value);
    };
    if (price) out.price = money(adjusted(cents(row.price)!, price), 'price');
    if (cost && row.cost !== null) out.cost = money(adjusted(cents(row.cost)!, cost), 'cost');
    if (w && row.weight !== null) {
      const next = adjusted(toScaled(row.weight, 3)!, w);
      if (next < 0n) violations.add(`ids[${i}]`, 'MIN', 'weight would fall below 0');
      out.weight = fromScaled(next, 3);
    }
    return out;
  });
}

/**
 * POST /v1/bulk/products/delete (Atelier's own): deletes the products, each with its event and audit entry,
 * in one transaction; any unknown id fails the whole call.
 */
export async function bulkDelete(db: Db, ids: string[]) {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    await shareCollections(tx, [], unique);
    const rows = await tx
      .select(productColumns)
      .from(products)
      .where(inArray(products.id, unique))
      .orderBy(products.id)
      .for('update');
    const found = new Set(rows.map((r) => r.id));
    const v = new Violations();
    ids.forEach((id, i) => {
      if (!found.has(id)) v.add(`ids[${i}]`, 'VALIDATION', 'is not a known product');
    });
    v.throwIfAny();
    const before = await productViews(tx, rows, ELEVATED_READER);
    await tx.delete(products).where(inArray(products.id, unique));
    await recordEvents(
      tx,
      unique.map((id) => ({ type: CATALOG_EVENTS.productDeleted, entityId: id })),
    );
    for (const view of before) await auditProduct(tx, 'product.deleted', view.id, view);
    return {
      results: ids.map((id, originalIndex) => ({ itemMetadata: { id, originalIndex, success: true } })),
      bulkActionMetadata: { totalSuccesses: ids.length, totalFailures: 0, undetailedFailures: 0 },
    };
  });
}
