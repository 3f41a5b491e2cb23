import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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

/**
 * The open checkout (no order, not completed) a buyer (`subjectId`, the token's subject) made last from a cart:
 * the one pressing Checkout again goes back to.
 */
export async function openCheckoutOfCart(
  db: Db,
  cartId: string,
  subjectId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.cartId, cartId),
        eq(checkouts.ownerSubjectId, subjectId),
        isNull(checkouts.orderId),
        isNull(checkouts.completedDate),
      ),
    )
    .orderBy(desc(checkouts.updatedDate))
    .limit(1);
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
