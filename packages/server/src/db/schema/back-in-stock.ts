import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from './catalog';
import { members } from './identity';

/**
 * A member's wish to be told when a sold-out variant is back in stock. Waiting while `notified_date`
 * is null; the sweep of back-in-stock/ mails the member once and sets it. A variant or member that
 * goes takes its requests with it.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    notifiedDate: timestamp('notified_date', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    foreignKey({
      name: 'back_in_stock_requests_variant_fk',
      columns: [t.productId, t.variantId],
      foreignColumns: [productVariants.productId, productVariants.id],
    }).onDelete('cascade'),
    uniqueIndex('back_in_stock_requests_member_variant_idx').on(t.memberId, t.productId, t.variantId),
    index('back_in_stock_requests_variant_idx').on(t.productId, t.variantId),
    index('back_in_stock_requests_waiting_idx')
      .on(t.productId, t.variantId)
      .where(sql`notified_date is null`),
  ],
);
