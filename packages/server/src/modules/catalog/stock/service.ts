import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { products } from '../../../db/schema';
import { invalidField, notFound } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { UUID_RE } from '../../../http/query-fields';
import { recordEvents } from '../../events';
import { variantInStock } from '../rules';
import { refuseIfStale } from '../conflict';
import { CATALOG_EVENTS, shareCollections } from '../store';
import { writeStockRows, type StockRowChange } from './rows';
import {
  MAX_UNITS,
  mergeLines,
  planReturn,
  planTake,
  refKey,
  type Changes,
  type Shortfall,
  type StockLine,
  type VariantLevel,
  type VariantRef,
} from './rules';
import { rowsOf } from '../../../db/rows';

/**
 * The catalog's stock: what can be bought, and taking and giving back units inside the caller's
 * transaction (an order's). None of it locks or rewrites a product row or its documents: it writes
 * the variant rows and the products' stock rows (rows.ts), in one order, so takes never deadlock.
 */

export type { Shortfall, StockLine, VariantLevel, VariantRef } from './rules';

/** A take or return: done in full (with the levels it left), or nothing done and the lines that fell short. */
export type StockResult = { ok: true; levels: VariantLevel[] } | { ok: false; shortfalls: Shortfall[] };

interface LevelRow {
  product_id: string;
  variant_id: string;
  quantity: number | null;
  in_stock: boolean;
  track_inventory: boolean;
}

function checkRefs(refs: readonly VariantRef[], field: string) {
  refs.forEach((r, i) => {
    if (typeof r.productId !== 'string' || !UUID_RE.test(r.productId))
      throw invalidField(`${field}[${i}].productId`, 'FORMAT', 'must be a UUID');
    if (typeof r.variantId !== 'string' || !UUID_RE.test(r.variantId))
      throw invalidField(`${field}[${i}].variantId`, 'FORMAT', 'must be a UUID');
  });
}

function checkLines(lines: readonly StockLine[]) {
  checkRefs(lines, 'lines');
  lines.forEach((l, i) => {
    if (!Number.isInteger(l.quantity) || l.quantity < 1)
      throw invalidField(`lines[${i}].quantity`, 'MIN', 'must be a whole number of at least 1');
    if (l.quantity > MAX_UNITS)
      throw invalidField(`lines[${i}].quantity`, 'MAX', `must be at most ${MAX_UNITS}`);
  });
}

/**
 * The variants' rows, read (and with `lock`, locked for update) in lock order: product id, then
 * variant id. The product's tracking flag is read beside them, without a lock on its row.
 */
async function levelsOf(db: Db, refs: readonly VariantRef[], lock: boolean) {
  const levels = new Map<string, VariantLevel>();
  if (refs.length === 0) return levels;
  const wanted = sql.join(
    refs.map((r) => sql`(${r.productId}::uuid, ${r.variantId}::uuid)`),
    sql`, `,
  );
  const rows = await rowsOf<LevelRow>(
    db,
    sql`select v.product_id, v.id as variant_id, v.quantity, v.in_stock, p.track_inventory
        from product_variants v join products p on p.id = v.product_id
        where (v.product_id, v.id) in (${wanted})
        order by v.product_id, v.id
        ${lock ? sql`for no key update of v` : sql``}`,
  );
  for (const row of rows) {
    const quantity = row.track_inventory ? Number(row.quantity ?? 0) : null;
    const level: VariantLevel = {
      productId: row.product_id,
      variantId: row.variant_id,
      tracked: row.track_inventory,
      quantity,
      inStock: variantInStock(row.track_inventory, { quantity, inStock: row.in_stock }),
    };
    levels.set(refKey(level), level);
  }
  return levels;
}

/** For each variant named, what can be bought of it; null for a variant not in the catalog. */
export async function availableStock(db: Db, refs: readonly VariantRef[]): Promise<(VariantLevel | null)[]> {
  checkRefs(refs, 'refs');
  const levels = await levelsOf(db, refs, false);
  return refs.map((r) => levels.get(refKey(r)) ?? null);
}

async function apply(tx: Db, lines: readonly StockLine[], plan: typeof planTake): Promise<StockResult> {
  checkLines(lines);
  const merged = mergeLines(lines);
  const levels = await levelsOf(tx, merged, true);
  const planned = plan(levels, merged);
  if (!planned.ok) return planned;
  await writeChanges(tx, planned.changes);
  for (const c of planned.changes) levels.set(refKey(c), { ...c, tracked: true });
  return {
    ok: true,
    levels: merged.flatMap((l) => levels.get(refKey(l)) ?? []),
  };
}

/**
 * A take or return changed what shoppers can buy of these products: `catalog.variants.changed` for each, in
 * the caller's transaction, with the product's slug and stock now, so a storefront drops its cached pages of
 * the product (and its listings, when it sold out or came back) within seconds of a sale.
 */
const stockEvents = (written: readonly StockRowChange[]) =>
  written.map((w) => ({
    type: CATALOG_EVENTS.variantsChanged,
    entityId: w.productId,
    entity: {
      slug: w.slug,
      stock: {
        inStock: w.inStock,
        inventoryStatus: w.inventoryStatus,
        ...(w.quantity !== null ? { quantity: w.quantity } : {}),
      },
      inStockChanged: w.inStockChanged,
    },
  }));

async function writeChanges(tx: Db, changes: Changes) {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map(
      (c) => sql`(${c.productId}::uuid, ${c.variantId}::uuid, ${c.quantity}::int, ${c.inStock}::boolean)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`update product_variants v set quantity = d.quantity, in_stock = d.in_stock
        from (values ${values}) as d(product_id, id, quantity, in_stock)
        where v.product_id = d.product_id and v.id = d.id`,
  );
  const written = await writeStockRows(
    tx,
    changes.map((c) => c.productId),
  );
  await recordEvents(tx, stockEvents(written));
}

/**
 * Takes units of several variants at once, inside the caller's transaction `tx`: all lines or none.
 * A tracked variant gives at most what it holds (never below zero); an untracked one always gives.
 * When a line cannot be met, nothing changes and the answer names every line that fell short with
 * what its variant holds (0 for a variant not in the catalog). The variant rows stay locked until
 * the caller's transaction ends; a rolled-back transaction takes nothing.
 */
export async function takeStock(tx: Db, lines: readonly StockLine[]): Promise<StockResult> {
  return apply(tx, lines, planTake);
}

/**
 * Gives units back (an order cancelled), inside the caller's transaction: untracked variants and
 * variants no longer in the catalog take nothing; a tracked variant may not pass MAX_UNITS (then
 * nothing is given back and the lines are named).
 */
export async function returnStock(tx: Db, lines: readonly StockLine[]): Promise<StockResult> {
  return apply(tx, lines, planReturn);
}

/** A merchant's change of one variant's units: a new count, or units added (or taken, when negative). */
export type StockAdjustment = VariantRef & ({ set: number } | { change: number });

/**
 * Sets or changes the units of one tracked variant (the stock page), with an audit entry naming the count
 * before and after, in one transaction. The row is locked first, so a change made at the same moment (a
 * sale's take, another merchant's +1) is added to, never overwritten. Refused: an unknown variant, one whose
 * product does not count its units, a count below zero or above MAX_UNITS.
 * A merchant's change is a write of the product: it is checked against `revision`, the one the caller's page
 * showed (If-Match; conflict.ts), and bumps it. The product row is locked before the variant's, as every
 * catalog writer locks them (store.ts).
 */
export async function adjustStock(db: Db, input: StockAdjustment, revision?: string) {
  checkRefs([input], 'variants');
  return db.transaction(async (tx) => {
    await shareCollections(tx, [], [input.productId]);
    const [owner] = await tx
      .select({ id: products.id, revision: products.revision })
      .from(products)
      .where(eq(products.id, input.productId))
      .for('no key update');
    const level = (await levelsOf(tx, [input], true)).get(refKey(input));
    if (!owner || !level) throw notFound('Variant', input.variantId);
    await refuseIfStale(tx, owner, revision);
    if (!level.tracked || level.quantity === null)
      throw invalidField('variantId', 'VALIDATION', 'is of a product that does not count its stock');
    const field = 'set' in input ? 'set' : 'change';
    const quantity = 'set' in input ? input.set : level.quantity + input.change;
    if (quantity < 0)
      throw invalidField(field, 'MIN', `would leave ${quantity} units: ${level.quantity} are in stock`);
    if (quantity > MAX_UNITS) throw invalidField(field, 'MAX', `would pass ${MAX_UNITS} units`);
    const inStock = variantInStock(true, { quantity, inStock: level.inStock });
    await writeChanges(tx, [{ productId: input.productId, variantId: input.variantId, quantity, inStock }]);
    await recordAudit(tx, {
      action: 'stock.adjusted',
      entity: { type: 'variant', id: input.variantId },
      before: { productId: input.productId, quantity: level.quantity },
      after: { productId: input.productId, quantity },
    });
    const [bumped] = await tx
      .update(products)
      .set({ revision: sql`${products.revision} + 1` })
      .where(eq(products.id, input.productId))
      .returning({ revision: products.revision });
    return {
      level: { productId: input.productId, variantId: input.variantId, quantity, inStock },
      revision: bumped!.revision,
    };
  });
}
