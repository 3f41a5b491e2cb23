import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { orders } from '../../db/schema';
import type { OrderRow } from './view';

/** Reads and writes of order rows. A write of an order locks its row first, so concurrent writes queue. */

export type NewOrder = typeof orders.$inferInsert;
export type OrderChanges = Partial<
  Pick<
    OrderRow,
    | 'status'
    | 'paymentStatus'
    | 'fulfillmentStatus'
    | 'lines'
    | 'activities'
    | 'fulfillments'
    | 'buyerInfo'
    | 'buyerEmail'
    | 'billingInfo'
    | 'shippingInfo'
    | 'recipientInfo'
    | 'buyerNote'
    | 'archived'
  >
>;

export async function orderById(db: Db, id: string, lock = false): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertOrder(tx: Db, values: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

/** Writes an order's changes; bumps its version and updatedDate. */
export async function updateOrder(tx: Db, id: string, changes: OrderChanges): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, version: sql`${orders.version} + 1`, updatedDate: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}
