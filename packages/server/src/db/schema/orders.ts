import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Order numbers shoppers read and quote: 10001, 10002, ... (a gap where a transaction rolled back). */
export const orderNumbers = pgSequence('order_numbers', { startWith: 10001 });

/**
 * A line as the order keeps it: what was bought at the price it was bought, whatever the catalog says later.
 * Money is decimal text in the order's currency. `restockedQuantity` counts the units given back to stock
 * (cancel or refund with restock), so that the units an open order holds are quantity - restockedQuantity.
 */
export interface StoredOrderLine {
  id: string;
  /** PHYSICAL, DIGITAL, GIFT_CARD, SERVICE or CUSTOM_AMOUNT_ITEM (spec section 3, Item type). */
  itemType: string;
  /** Catalog lines name their product and variant; custom lines have neither. */
  productId?: string;
  variantId?: string;
  name: string;
  slug?: string;
  sku?: string;
  quantity: number;
  unitPrice: string;
  fullPrice: string;
  priceBeforeDiscounts: string;
  /** unitPrice x quantity. */
  lineSubtotal: string;
  discount: string;
  tax: string;
  taxRate: string;
  /** What the line costs after discounts and with its tax. */
  lineTotal: string;
  /** Weight of one unit, in the order's weight unit. */
  weight?: number;
  /** The product's picture at the time of the order (Wix image shape, with urlExpirationDate). */
  image?: Record<string, unknown>;
  /** Wix descriptionLines: the chosen options. */
  descriptionLines?: Record<string, unknown>[];
  /** Digital products: the file, and until when the download link works (set when the order is paid). */
  digitalFile?: { fileId: string; link?: string; expirationDate?: string };
  fulfilledQuantity: number;
  refundedQuantity: number;
  restockedQuantity: number;
}

/** The order's money, decimal text in its currency. */
export interface StoredPriceSummary {
  subtotal: string;
  shipping: string;
  tax: string;
  discount: string;
  /** What the buyer owes for the order (after discounts, with shipping and tax). */
  total: string;
  /** Paid by gift card at checkout: the buyer owes total - giftCard by other means. */
  giftCard: string;
}

/** One entry of the order's history (spec section 3: activities with createdDate). */
export interface StoredActivity {
  id: string;
  /** ORDER_PLACED, ORDER_PAID, ORDER_CANCELED, TRACKING_NUMBER_ADDED, ORDER_FULFILLED, ORDER_REFUNDED, ... */
  type: string;
  createdDate: string;
  /** Merchant comments, tracking numbers, amounts: what the type needs to be read. */
  details?: Record<string, unknown>;
}

export interface StoredFulfillment {
  id: string;
  createdDate: string;
  lineItems: { id: string; quantity: number }[];
  trackingInfo?: { trackingNumber: string; shippingProvider: string; trackingLink?: string };
}

/**
 * Orders. One row per order, its lines and money as JSON written once when it is placed; later writes
 * (payment, fulfilment, cancel, refunds) change its statuses, activities and the lines' counters, bumping
 * `version`. At most one order per checkout: the unique index on checkout_id decides, whatever the race.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' })
      .notNull()
      .default(sql`nextval('order_numbers')`),
    checkoutId: uuid('checkout_id'),
    /** Who bought: the token subject (visitor or member), the member, and the email the mail goes to. */
    buyerSubjectId: uuid('buyer_subject_id'),
    buyerMemberId: uuid('buyer_member_id'),
    buyerEmail: text('buyer_email'),
    /** { email, firstName?, lastName?, phone?, visitorId?, memberId? } */
    buyerInfo: jsonb('buyer_info').$type<Record<string, unknown>>().notNull().default({}),
    channelType: text('channel_type').notNull().default('WEB'),
    /** INITIALIZED, APPROVED or CANCELED. */
    status: text('status').notNull().default('APPROVED'),
    /** Spec section 3: NOT_PAID, PAID, PARTIALLY_REFUNDED, FULLY_REFUNDED, PENDING, PARTIALLY_PAID. */
    paymentStatus: text('payment_status').notNull().default('NOT_PAID'),
    /** NOT_FULFILLED, FULFILLED, PARTIALLY_FULFILLED. */
    fulfillmentStatus: text('fulfillment_status').notNull().default('NOT_FULFILLED'),
    currency: text('currency').notNull(),
    taxIncludedInPrices: boolean('tax_included_in_prices').notNull().default(false),
    weightUnit: text('weight_unit').notNull().default('KG'),
    lines: jsonb('lines').$type<StoredOrderLine[]>().notNull(),
    priceSummary: jsonb('price_summary').$type<StoredPriceSummary>().notNull(),
    /** { address, contactDetails } */
    billingInfo: jsonb('billing_info').$type<Record<string, unknown>>(),
    /** Wix shippingInfo: { carrierId?, code, title, logistics { deliveryTime?, deliverByDate?, deliveryTimeSlot?,
     * shippingDestination { address, contactDetails }, pickupDetails? }, cost { price, ... } } */
    shippingInfo: jsonb('shipping_info').$type<Record<string, unknown>>(),
    /** { address, contactDetails } of who receives it. */
    recipientInfo: jsonb('recipient_info').$type<Record<string, unknown>>(),
    appliedDiscounts: jsonb('applied_discounts').$type<Record<string, unknown>[]>().notNull().default([]),
    taxSummary: jsonb('tax_summary').$type<Record<string, unknown>>(),
    couponCode: text('coupon_code'),
    /** The gift card that paid part of it: { id, code (last 4 shown), amount }. */
    giftCard: jsonb('gift_card').$type<{ id: string; code: string; amount: string }>(),
    /** The offline method chosen, as it was then: { id, kind, title, instructions }. */
    paymentMethod: jsonb('payment_method').$type<Record<string, unknown>>(),
    buyerNote: text('buyer_note'),
    activities: jsonb('activities').$type<StoredActivity[]>().notNull().default([]),
    fulfillments: jsonb('fulfillments').$type<StoredFulfillment[]>().notNull().default([]),
    archived: boolean('archived').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdDate: ts('created_date').notNull().defaultNow(),
    updatedDate: ts('updated_date').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_checkout_idx').on(t.checkoutId),
    index('orders_member_created_idx').on(t.buyerMemberId, t.createdDate),
    index('orders_subject_created_idx').on(t.buyerSubjectId, t.createdDate),
    index('orders_created_idx').on(t.createdDate),
    // The dashboard's list sorted by total (orders/search.ts's `priceSummary.total.amount`), with the tiebreaker.
    index('orders_total_idx').on(sql`((${t.priceSummary}->>'total')::numeric)`, t.id),
    // The dashboard's lists and the unpaid-order sweep read open orders only: a small range however many are done.
    index('orders_open_unpaid_idx')
      .on(t.createdDate)
      .where(sql`status = 'APPROVED' and payment_status in ('NOT_PAID', 'PARTIALLY_PAID')`),
    index('orders_open_unfulfilled_idx')
      .on(t.createdDate)
      .where(sql`status = 'APPROVED' and fulfillment_status <> 'FULFILLED'`),
  ],
);

/**
 * Money moving for an order: payments (offline ones marked by the merchant, card ones confirmed by the
 * provider's webhook) and refunds. An order's paid amount is the sum of its APPROVED payments less its
 * refunds; its payment status follows from that (orders/rules).
 */
export const orderTransactions = pgTable(
  'order_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** PAYMENT or REFUND. */
    kind: text('kind').notNull(),
    /** Spec section 3, Transaction status: APPROVED, PENDING, DECLINED, REFUNDED, AUTHORIZED, VOIDED, ... */
    status: text('status').notNull(),
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    /** BANK_TRANSFER, PAY_ON_PICKUP, CARD, GIFT_CARD, MANUAL, ... */
    method: text('method').notNull(),
    provider: text('provider'),
    /** The provider's own id: a confirmation webhook repeated finds the transaction it already recorded. */
    providerTransactionId: text('provider_transaction_id'),
    /** Refunds: which lines and how many units, and whether they went back to stock. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdDate: ts('created_date').notNull().defaultNow(),
  },
  (t) => [
    index('order_transactions_order_idx').on(t.orderId, t.createdDate),
    uniqueIndex('order_transactions_provider_idx').on(t.provider, t.providerTransactionId),
  ],
);

/**
 * Staff notes on an order: written by the shop's people for each other, never shown to the buyer (no buyer
 * route reads this table). Each keeps its author as the audit log names them, and is never edited.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind').notNull(),
    authorId: text('author_id').notNull(),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email'),
    text: text('text').notNull(),
    createdDate: ts('created_date').notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdDate)],
);
