import { and, desc, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { orders, orderTransactions } from '../../db/schema';
import { money } from '../carts';
import { balanceOf } from './money-rules';
import { moneyState, type TransactionRow } from './transactions';
import type { OrderRow } from './view';

/** What a bank reconciliation needs of an order: its number, what it still owes, its buyer's name. */
export interface OwingOrder {
  id: string;
  number: number;
  currency: string;
  /** Decimal text in the order's currency: 0 once paid. */
  owed: string;
  canceled: boolean;
  buyerName: string;
}

/** How many of the orders still owing are read for the name rule (the most recent ones). */
export const OWING_ORDERS_READ = 2000;

const nameOf = (row: OrderRow) =>
  [row.buyerInfo.firstName, row.buyerInfo.lastName]
    .filter((p): p is string => typeof p === 'string' && p !== '')
    .join(' ');

/**
 * The orders numbered `numbers` (whatever their state, all of them), and with `owing` the most recent orders
 * not paid nor canceled: each with what it still owes, from its payments (three queries, whatever the count).
 */
export async function owingOrders(db: Db, numbers: readonly number[], owing: boolean): Promise<OwingOrder[]> {
  const named =
    numbers.length > 0
      ? await db
          .select()
          .from(orders)
          .where(inArray(orders.number, [...numbers]))
      : [];
  const open = owing
    ? await db
        .select()
        .from(orders)
        .where(
          and(ne(orders.status, 'CANCELED'), inArray(orders.paymentStatus, ['NOT_PAID', 'PARTIALLY_PAID'])),
        )
        .orderBy(desc(orders.createdDate))
        .limit(OWING_ORDERS_READ)
    : [];
  const seen = new Set(named.map((r) => r.id));
  const rows = [...named, ...open.filter((r) => !seen.has(r.id))];
  if (rows.length === 0) return [];
  const transactions = await db
    .select()
    .from(orderTransactions)
    .where(
      inArray(
        orderTransactions.orderId,
        rows.map((r) => r.id),
      ),
    );
  const byOrder = new Map<string, TransactionRow[]>();
  for (const t of transactions) byOrder.set(t.orderId, [...(byOrder.get(t.orderId) ?? []), t]);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    currency: row.currency,
    owed: money(balanceOf(moneyState(row, byOrder.get(row.id) ?? [])), row.currency).amount,
    canceled: row.status === 'CANCELED',
    buyerName: nameOf(row),
  }));
}
