import type { FastifyInstance } from 'fastify';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { stockHolds } from '../../db/schema';
import { runWhileAppRuns } from '../../db/unoverlapped';
import { factsKey, readFacts, type FactsBook } from '../carts';
import { returnStock, takeStock, type StockLine } from '../catalog';
import { insufficientStock, shortLinesFrom } from '../orders';
import type { CheckoutRow } from './store';

/**
 * The optional stock hold (STOCK_HOLD_MINUTES above 0): a checkout's catalog units are taken from stock when
 * its lines are set and kept in stock_holds until the order consumes them or the hold expires; expired holds
 * go back to stock in whichever server process sweeps first (rows taken with SKIP LOCKED, never twice).
 */

const asLines = (rows: { productId: string; variantId: string; quantity: number }[]): StockLine[] =>
  rows.map((r) => ({ productId: r.productId, variantId: r.variantId, quantity: r.quantity }));

/** Gives a checkout's held units back to stock, in the caller's transaction (an order, a change, completion). */
export async function releaseHold(tx: Db, checkoutId: string): Promise<void> {
  const rows = await tx.delete(stockHolds).where(eq(stockHolds.checkoutId, checkoutId)).returning();
  if (rows.length > 0) await returnStock(tx, asLines(rows));
}

/**
 * Holds the checkout's lines as they now are for `minutes`: what it held is given back first, then all its
 * units are taken (short: 409 INSUFFICIENT_STOCK, nothing held). Answers when the hold expires (null: nothing
 * held).
 */
export async function holdStock(
  tx: Db,
  row: Pick<CheckoutRow, 'id' | 'lines'>,
  minutes: number,
  now: Date,
): Promise<Date | null> {
  await releaseHold(tx, row.id);
  const lines = row.lines.filter((l) => l.quantity > 0);
  if (lines.length === 0) return null;
  const taken = await takeStock(tx, asLines(lines));
  if (!taken.ok) throw insufficientStock(shortLinesFrom(row.lines, taken.shortfalls));
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  await tx.insert(stockHolds).values(
    lines.map((l) => ({
      checkoutId: row.id,
      productId: l.productId,
      variantId: l.variantId,
      quantity: l.quantity,
      expiresAt,
    })),
  );
  return expiresAt;
}

/**
 * Reads the checkout's catalog facts into `book` with its own held units counted as available to it: the
 * checkout sees what it can buy, other shoppers what is left.
 */
export async function factsWithHold(db: Db, row: CheckoutRow, book: FactsBook, now: Date): Promise<void> {
  if (!row.holdExpiresAt) return;
  const held = await db
    .select()
    .from(stockHolds)
    .where(and(eq(stockHolds.checkoutId, row.id), gt(stockHolds.expiresAt, now)));
  if (held.length === 0) return;
  // Read now, after any hold this request took: facts read before it would count the held units twice.
  for (const h of held) book.delete(factsKey(h));
  await readFacts(db, book, row.lines);
  for (const h of held) {
    const facts = book.get(factsKey(h));
    if (facts && facts.available !== null)
      book.set(factsKey(h), { ...facts, available: facts.available + h.quantity });
  }
}

const SWEEP_CHUNK = 200;

/** Returns expired holds to stock, a chunk per transaction; rows another process is sweeping are skipped. */
export async function sweepExpiredHolds(db: Db, now = new Date()): Promise<number> {
  let returned = 0;
  for (;;) {
    const gone = await db.transaction(async (tx) => {
      const due = tx
        .select({
          checkoutId: stockHolds.checkoutId,
          productId: stockHolds.productId,
          variantId: stockHolds.variantId,
        })
        .from(stockHolds)
        .where(lt(stockHolds.expiresAt, now))
        .limit(SWEEP_CHUNK)
        .for('update', { skipLocked: true });
      const rows = await tx
        .delete(stockHolds)
        .where(sql`(${stockHolds.checkoutId}, ${stockHolds.productId}, ${stockHolds.variantId}) in (${due})`)
        .returning();
      if (rows.length > 0) await returnStock(tx, asLines(rows));
      return rows.length;
    });
    returned += gone;
    if (gone < SWEEP_CHUNK) return returned;
  }
}

/**
 * Sweeps expired holds while the app runs (every process; SKIP LOCKED shares the work): always, since the shop
 * settings may turn the hold on (or off, leaving holds to return) at any time.
 */
export function attachHoldSweep(app: FastifyInstance, db: Db, everyMs: number) {
  runWhileAppRuns(
    app,
    async () => {
      const returned = await sweepExpiredHolds(db);
      if (returned > 0) app.log.info({ returned }, 'expired stock holds returned to stock');
    },
    { everyMs, atReady: true, failure: 'returning expired stock holds failed' },
  );
}
