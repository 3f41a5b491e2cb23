import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { money } from '../carts';
import { orderTransactions } from '../../db/schema';
import { GIFT_CARD_METHOD, type MoneyState } from './money-rules';
import { maskedGiftCardCode, minorOf, type OrderRow } from './view';

/** Reads and writes of an order's money: PAYMENT and REFUND rows of order_transactions. */

export type TransactionRow = typeof orderTransactions.$inferSelect;
export type NewTransaction = typeof orderTransactions.$inferInsert;

export const transactionsOf = (db: Db, orderId: string): Promise<TransactionRow[]> =>
  db
    .select()
    .from(orderTransactions)
    .where(eq(orderTransactions.orderId, orderId))
    .orderBy(asc(orderTransactions.createdDate), asc(orderTransactions.id));

export async function insertTransaction(tx: Db, values: NewTransaction): Promise<TransactionRow> {
  const [row] = await tx.insert(orderTransactions).values(values).returning();
  return row!;
}

export async function transactionByProviderId(
  tx: Db,
  provider: string,
  providerTransactionId: string,
): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderTransactions)
    .where(
      and(
        eq(orderTransactions.provider, provider),
        eq(orderTransactions.providerTransactionId, providerTransactionId),
      ),
    )
    .for('update');
  return row;
}

export async function setTransactionStatus(tx: Db, id: string, status: string): Promise<void> {
  await tx.update(orderTransactions).set({ status }).where(eq(orderTransactions.id, id));
}

/**
 * Approved payments and recorded refunds of an order, beside its total and gift card part. The gift card's
 * payment (method GIFT_CARD) is its priceSummary.giftCard, counted there and not again among the payments.
 */
export function moneyState(row: OrderRow, transactions: readonly TransactionRow[]): MoneyState {
  let paid = 0n;
  let refunded = 0n;
  let giftCardRefunded = 0n;
  for (const t of transactions) {
    if (t.kind === 'PAYMENT' && t.status === 'APPROVED' && t.method !== GIFT_CARD_METHOD)
      paid += minorOf(row, t.amount);
    if (t.kind === 'REFUND' && t.status === 'REFUNDED') {
      refunded += minorOf(row, t.amount);
      if (t.method === GIFT_CARD_METHOD) giftCardRefunded += minorOf(row, t.amount);
    }
  }
  return {
    total: minorOf(row, row.priceSummary.total),
    giftCard: minorOf(row, row.priceSummary.giftCard),
    paid,
    refunded,
    giftCardRefunded,
    canceled: row.status === 'CANCELED',
  };
}

/** What each payment had refunded, by its id (refund rows name their payment in details.paymentId). */
export function refundedByPayment(row: OrderRow, transactions: readonly TransactionRow[]) {
  const out = new Map<string, bigint>();
  for (const t of transactions) {
    const paymentId = t.details.paymentId;
    if (t.kind === 'REFUND' && t.status === 'REFUNDED' && typeof paymentId === 'string')
      out.set(paymentId, (out.get(paymentId) ?? 0n) + minorOf(row, t.amount));
  }
  return out;
}

/**
 * In the order's transaction: what a gift card paid at checkout, as the order's APPROVED payment (method
 * GIFT_CARD, naming the card by id and masked code). The redemption that takes it off the card is the gift-cards
 * module's, in the same transaction; a refund gives it back through that redemption (refunds.ts).
 */
export async function recordGiftCardPayment(tx: Db, row: OrderRow): Promise<void> {
  const card = row.giftCard;
  if (!card || minorOf(row, card.amount) <= 0n) return;
  await insertTransaction(tx, {
    orderId: row.id,
    kind: 'PAYMENT',
    status: 'APPROVED',
    amount: money(minorOf(row, card.amount), row.currency).amount,
    currency: row.currency,
    method: GIFT_CARD_METHOD,
    details: { giftCardId: card.id, giftCardCode: maskedGiftCardCode(card.code) },
  });
}
