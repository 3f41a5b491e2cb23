import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { runWhileAppRuns } from '../../db/unoverlapped';
import { recordEvents } from '../events';
import { evaluate } from './evaluate';
import { mergedCoupon, mergeLines } from './rules';
import { CART_EVENTS } from './service';
import { currentCartOf, deleteCartRow, deleteIdleVisitorCarts, updateCart } from './store';

/** How often the server looks for visitors' carts past their keeping. */
export const SWEEP_CARTS_EVERY_MS = 60 * 60 * 1000;
const SWEEP_CHUNK = 1000;

/**
 * Deletes visitors' carts nobody wrote for `days` days, a chunk per transaction with their deleted
 * events; members' carts are kept. Answers how many went.
 */
export async function sweepIdleVisitorCarts(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let deleted = 0;
  for (;;) {
    const gone = await db.transaction(async (tx) => {
      const ids = await deleteIdleVisitorCarts(tx, cutoff, SWEEP_CHUNK);
      await recordEvents(
        tx,
        ids.map((entityId) => ({ type: CART_EVENTS.deleted, entityId })),
      );
      return ids.length;
    });
    deleted += gone;
    if (gone < SWEEP_CHUNK) return deleted;
  }
}

/** Sweeps visitors' idle carts hourly while the app runs (every server process; twice is harmless). */
export function attachCartSweep(app: FastifyInstance, db: Db, days: number, everyMs = SWEEP_CARTS_EVERY_MS) {
  runWhileAppRuns(
    app,
    async () => {
      const deleted = await sweepIdleVisitorCarts(db, days);
      if (deleted > 0) app.log.info({ deleted, days }, "deleted visitors' idle carts");
    },
    { everyMs, atReady: true, failure: "sweeping visitors' idle carts failed" },
  );
}

/**
 * At login, inside the code exchange's transaction: the visitor's current cart becomes the member's.
 * When the member has a current cart already, the visitor's lines join it (rules.ts mergeLines: same
 * product and variant added up, capped by stock but never below either cart), its coupon is kept
 * unless the member's cart has one, custom lines come along, and the visitor's cart is deleted.
 */
export async function mergeVisitorCart(tx: Db, input: { visitorSubjectId: string; memberId: string }) {
  if (input.visitorSubjectId === input.memberId) return;
  const visitor = await currentCartOf(tx, input.visitorSubjectId, true);
  if (!visitor) return;
  const member = await currentCartOf(tx, input.memberId, true);
  if (!member) {
    const row = await updateCart(tx, visitor.id, {
      ownerSubjectId: input.memberId,
      ownerMemberId: input.memberId,
    });
    await recordEvents(tx, [{ type: CART_EVENTS.updated, entityId: row.id }]);
    return;
  }
  const { lines } = await evaluate(tx, member, new Map(), { now: new Date() });
  // What can be bought of each of the member's lines (null: not counted); a line gone from the catalog, 0.
  const available = new Map(lines.map((l) => [l.line.id, l.facts ? l.facts.available : 0]));
  const merged = mergeLines(member.lines, visitor.lines, (line) => available.get(line.id) ?? null);
  await updateCart(tx, member.id, {
    lines: merged,
    customLines: [...member.customLines, ...visitor.customLines],
    couponCode: mergedCoupon(member.couponCode, visitor.couponCode),
    merchantDiscounts:
      member.merchantDiscounts.length > 0 ? member.merchantDiscounts : visitor.merchantDiscounts,
    contactInfo: member.contactInfo ?? visitor.contactInfo,
    buyerNote: member.buyerNote ?? visitor.buyerNote,
    selectedShippingOption: member.selectedShippingOption ?? visitor.selectedShippingOption,
  });
  await deleteCartRow(tx, visitor.id);
  await recordEvents(tx, [
    { type: CART_EVENTS.updated, entityId: member.id },
    { type: CART_EVENTS.deleted, entityId: visitor.id },
  ]);
}
