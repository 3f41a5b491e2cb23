import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { giftCardRedemptions, giftCards } from '../../db/schema';
import {
  giftCardCurrency,
  giftCardDisabled,
  giftCardExpired,
  giftCardNotFound,
  giftCardUsedUp,
} from './errors';
import { cardStatus, codeKey, redeemable } from './rules';

export type GiftCardRow = typeof giftCards.$inferSelect;

/** The card of a code, whatever its case; `lock` takes the row lock for the rest of the transaction. */
export async function cardByCode(db: Db, code: string, lock = false): Promise<GiftCardRow | undefined> {
  const query = db
    .select()
    .from(giftCards)
    .where(sql`lower(${giftCards.code}) = ${codeKey(code)}`);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Throws the shopper's reason when the card cannot pay in `currency` now; an empty card only if `empty` says so. */
function refuseUnusable(card: GiftCardRow, currency: string, now: Date, empty: 'refuse' | 'allow') {
  const status = cardStatus(card, now);
  if (status === 'DISABLED') throw giftCardDisabled();
  if (status === 'EXPIRED') throw giftCardExpired(card.expirationDate!);
  if (card.currency !== currency) throw giftCardCurrency(card.currency, currency);
  if (status === 'USED_UP' && empty === 'refuse') throw giftCardUsedUp();
}

/**
 * The card a checkout may apply: found (any case), enabled, not expired, in the checkout's currency, with a
 * balance. Throws AppError 400 GIFT_CARD_NOT_FOUND / _DISABLED / _EXPIRED / _CURRENCY / _USED_UP otherwise.
 */
export async function giftCardForCheckout(
  db: Db,
  code: string,
  currency: string,
  now: Date,
): Promise<{ id: string; code: string; balance: bigint }> {
  const card = await cardByCode(db, code);
  if (!card) throw giftCardNotFound();
  refuseUnusable(card, currency, now, 'refuse');
  return { id: card.id, code: card.code, balance: card.balance };
}

/**
 * In the caller's transaction (create-order): locks the card, takes min(balance, amount) and records the
 * redemption for the order. The row lock makes concurrent orders take turns, and the update is conditional
 * on the balance besides, so no two orders ever spend the same balance. An empty card gives 0n; the same
 * order again gives what it took the first time. A card that cannot pay any more (disabled, expired, other
 * currency) throws like giftCardForCheckout.
 */
export async function redeemGiftCard(
  tx: Db,
  input: { code: string; amount: bigint; currency: string; orderId: string; now: Date },
): Promise<{ id: string; code: string; amount: bigint }> {
  const card = await cardByCode(tx, input.code, true);
  if (!card) throw giftCardNotFound();
  const [prior] = await tx
    .select({ amount: giftCardRedemptions.amount })
    .from(giftCardRedemptions)
    .where(and(eq(giftCardRedemptions.giftCardId, card.id), eq(giftCardRedemptions.orderId, input.orderId)));
  if (prior) return { id: card.id, code: card.code, amount: prior.amount };
  refuseUnusable(card, input.currency, input.now, 'allow');
  const amount = redeemable(card.balance, input.amount);
  if (amount === 0n) return { id: card.id, code: card.code, amount };
  const [taken] = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${amount}`, updatedDate: input.now })
    .where(and(eq(giftCards.id, card.id), gte(giftCards.balance, amount)))
    .returning({ id: giftCards.id });
  if (!taken) throw new Error(`gift card ${card.id}: balance changed under its row lock`);
  await tx.insert(giftCardRedemptions).values({ giftCardId: card.id, orderId: input.orderId, amount });
  return { id: card.id, code: card.code, amount };
}

export interface OrderRedemption {
  id: string;
  giftCardId: string;
  amount: bigint;
  /** Given back so far (refunds, a cancel). */
  returned: bigint;
}

/** What gift cards paid for an order, oldest first, with what each has had back. */
export async function giftCardRedemptionsOf(db: Db, orderId: string): Promise<OrderRedemption[]> {
  const rows = await db
    .select()
    .from(giftCardRedemptions)
    .where(eq(giftCardRedemptions.orderId, orderId))
    .orderBy(asc(giftCardRedemptions.createdDate), asc(giftCardRedemptions.id));
  return rows.map((r) => ({
    id: r.id,
    giftCardId: r.giftCardId,
    amount: r.amount,
    returned: r.returnedAmount,
  }));
}

/**
 * In the caller's transaction: puts `amount` of a redemption back on its card, under the card's row lock.
 * The update is conditional on what is left to give back, so the same money never goes back twice, however
 * often or concurrently it is asked. Answers whether it was given back (false: less than `amount` was left).
 */
export async function giveBackToGiftCard(
  tx: Db,
  redemption: Pick<OrderRedemption, 'id' | 'giftCardId'>,
  amount: bigint,
): Promise<boolean> {
  if (amount <= 0n) return amount === 0n;
  await tx
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(eq(giftCards.id, redemption.giftCardId))
    .for('update');
  const now = new Date();
  const [done] = await tx
    .update(giftCardRedemptions)
    .set({
      returnedAmount: sql`${giftCardRedemptions.returnedAmount} + ${amount}`,
      returnedDate: sql`case when ${giftCardRedemptions.returnedAmount} + ${amount} = ${giftCardRedemptions.amount} then now() end`,
    })
    .where(
      and(
        eq(giftCardRedemptions.id, redemption.id),
        lte(sql`${giftCardRedemptions.returnedAmount} + ${amount}`, giftCardRedemptions.amount),
      ),
    )
    .returning({ id: giftCardRedemptions.id });
  if (!done) return false;
  await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} + ${amount}`, updatedDate: now })
    .where(eq(giftCards.id, redemption.giftCardId));
  return true;
}

/**
 * In the caller's transaction (cancel): gives back to its card what every redemption of the order has not
 * had back yet, once however often or concurrently it is called. Answers the amount given back (0n: none).
 */
export async function returnGiftCardRedemptions(tx: Db, orderId: string): Promise<bigint> {
  let total = 0n;
  for (const r of await giftCardRedemptionsOf(tx, orderId)) {
    const left = r.amount - r.returned;
    if (left > 0n && (await giveBackToGiftCard(tx, r, left))) total += left;
  }
  return total;
}
