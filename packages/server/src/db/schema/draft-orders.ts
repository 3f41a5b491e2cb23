import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Address } from '../../lib/address';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A line of a draft order: a catalog product (and variant) and how many. */
export interface StoredDraftLine {
  id: string;
  productId: string;
  variantId: string;
  quantity: number;
  /** The product's name when the line was last saved: shown if the product leaves the catalog. */
  name?: string;
}

/**
 * Orders the merchant builds for a customer (phone and mail sales) before sending them: lines, the customer,
 * the address, the shipping option and the offline payment method. Sending places the order through the
 * checkout's own create-order and keeps its id here (`order_id`, unique: one order per draft).
 */
export const draftOrders = pgTable(
  'draft_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** DRAFT until sent; SENT once its order is placed. */
    status: text('status').notNull().default('DRAFT'),
    lines: jsonb('lines').$type<StoredDraftLine[]>().notNull().default([]),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    shippingOptionCode: text('shipping_option_code'),
    paymentMethodId: text('payment_method_id'),
    buyerNote: text('buyer_note'),
    orderId: uuid('order_id'),
    orderNumber: text('order_number'),
    /** Who started it (a staff member's name, or the app). */
    createdBy: text('created_by').notNull(),
    version: integer('version').notNull().default(1),
    sentDate: ts('sent_date'),
    createdDate: ts('created_date').notNull().defaultNow(),
    updatedDate: ts('updated_date').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draft_orders_order_idx').on(t.orderId),
    index('draft_orders_status_created_idx').on(t.status, t.createdDate),
  ],
);
