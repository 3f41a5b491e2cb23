import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { orderTransactions } from '../../db/schema';
import { GIFT_CARD_METHOD, type MoneyState } from './money-rules';
import { minorOf, type OrderRow } from './view';

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

/** Approved payments and recorded refunds of an order, beside its total and gift card part. */
export function moneyState(row: OrderRow, transactions: readonly TransactionRow[]): MoneyState {
  let paid = 0n;
  let refunded = 0n;
  let giftCardRefunded = 0n;
  for (const t of transactions) {
    if (t.kind === 'PAYMENT' && t.status === 'APPROVED') paid += minorOf(row, t.amount);
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
