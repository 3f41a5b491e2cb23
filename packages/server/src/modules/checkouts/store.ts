import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { checkouts } from '../../db/schema';

/** Reads and writes of checkout rows. A write of a checkout locks its row first, so concurrent writes queue. */

export type CheckoutRow = typeof checkouts.$inferSelect;
export type NewCheckout = Omit<
  typeof checkouts.$inferInsert,
  'id' | 'version' | 'createdDate' | 'updatedDate'
>;
export type CheckoutChanges = Partial<
  Pick<
    CheckoutRow,
    | 'lines'
    | 'customLines'
    | 'couponCode'
    | 'giftCardCode'
    | 'merchantDiscounts'
    | 'buyerInfo'
    | 'shippingDestination'
    | 'billingInfo'
    | 'selectedShippingOption'
    | 'paymentMethodId'
    | 'buyerNote'
    | 'overrideCheckoutUrl'
    | 'channelType'
    | 'holdExpiresAt'
    | 'orderId'
    | 'completedDate'
  >
>;

export async function checkoutById(db: Db, id: string, lock: boolean): Promise<CheckoutRow | undefined> {
  const query = db.select().from(checkouts).where(eq(checkouts.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertCheckout(db: Db, values: NewCheckout): Promise<CheckoutRow> {
  const [row] = await db.insert(checkouts).values(values).returning();
  return row!;
}

/** Writes a checkout's changes; bumps its version and updatedDate. */
export async function updateCheckout(
  db: Db,
  id: string,
  changes: CheckoutChanges,
  now = new Date(),
): Promise<CheckoutRow> {
  const [row] = await db
    .update(checkouts)
    .set({ ...changes, version: sql`${checkouts.version} + 1`, updatedDate: now })
    .where(eq(checkouts.id, id))
    .returning();
  return row!;
}
