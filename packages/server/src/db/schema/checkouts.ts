import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredCartLine, StoredCustomLine, StoredMerchantDiscount } from './carts';

/** What a checkout's buyer saw of its totals, as decimal text in the checkout's currency. */
export interface ReviewedTotals {
  total: string;
  giftCard: string;
  couponApplied: boolean;
}

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Checkouts. Like a cart, one row holds the whole basket (the same line shapes, priced from the catalog at
 * every read, never from what a client sent), plus what buying needs: the buyer, the addresses, the chosen
 * shipping option, a gift card and the offline payment method. A checkout belongs to the token subject that
 * made it; `orderId` is set once, by the transaction that creates its order.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The cart it was made from, if any (kept as a plain id: the cart may be deleted). */
    cartId: uuid('cart_id'),
    ownerSubjectId: uuid('owner_subject_id'),
    ownerMemberId: uuid('owner_member_id'),
    /** Spec section 3, Channel type. */
    channelType: text('channel_type').notNull().default('WEB'),
    version: integer('version').notNull().default(1),
    lines: jsonb('lines').$type<StoredCartLine[]>().notNull().default([]),
    customLines: jsonb('custom_lines').$type<StoredCustomLine[]>().notNull().default([]),
    couponCode: text('coupon_code'),
    giftCardCode: text('gift_card_code'),
    merchantDiscounts: jsonb('merchant_discounts').$type<StoredMerchantDiscount[]>().notNull().default([]),
    /** { email, firstName?, lastName?, phone? } of the buyer. */
    buyerInfo: jsonb('buyer_info').$type<Record<string, unknown>>(),
    /** Where it ships: { address, contactDetails } (Wix: shippingInfo.shippingDestination). */
    shippingDestination: jsonb('shipping_destination').$type<Record<string, unknown>>(),
    /** { address, contactDetails } (Wix: billingInfo). */
    billingInfo: jsonb('billing_info').$type<Record<string, unknown>>(),
    selectedShippingOption: jsonb('selected_shipping_option').$type<{ code: string; carrierId?: string }>(),
    /** The id of one of the merchant's offline payment methods. */
    paymentMethodId: text('payment_method_id'),
    buyerNote: text('buyer_note'),
    overrideCheckoutUrl: text('override_checkout_url'),
    /** Set when the stock hold is on: the checkout's units are reserved until then (see stock_holds). */
    holdExpiresAt: ts('hold_expires_at'),
    /**
     * The totals its buyer last saw (priceSummary.total and the gift card's share, with whether the coupon
     * applied): create-order places nothing when the order's would differ (CHECKOUT_TOTAL_CHANGED).
     */
    reviewedTotals: jsonb('reviewed_totals').$type<ReviewedTotals>(),
    orderId: uuid('order_id'),
    completedDate: ts('completed_date'),
    createdDate: ts('created_date').notNull().defaultNow(),
    updatedDate: ts('updated_date').notNull().defaultNow(),
  },
  (t) => [
    index('checkouts_owner_idx').on(t.ownerSubjectId, t.createdDate),
    index('checkouts_open_updated_idx')
      .on(t.updatedDate)
      .where(sql`${t.orderId} is null`),
  ],
);

/**
 * Units a checkout reserves while the stock hold setting is on: taken from stock when held, given back when
 * the hold expires (by whichever process sweeps first, rows locked with SKIP LOCKED) or consumed by the order.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.checkoutId, t.productId, t.variantId] }),
    index('stock_holds_expires_idx').on(t.expiresAt),
  ],
);

/**
 * `Idempotency-Key` headers (http/idempotency.ts): a key is claimed (IN_FLIGHT, with the claim's token) before
 * its request is worked on, then holds the answer (DONE) for 24 hours: the same key (within one caller's scope and
 * one route) gets the same stored answer; the same key with another body is refused. A failed request deletes
 * its claim; a claim left by a crashed process expires.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** IN_FLIGHT (claimed, being worked on) or DONE (the answer is kept). */
    state: text('state').notNull().default('DONE'),
    /** The claim's own token: only the request that claimed the key stores its answer or lets it go. */
    claim: uuid('claim'),
    /** Set once DONE. */
    statusCode: integer('status_code'),
    response: jsonb('response').$type<unknown>(),
    /** When it was claimed, then when its answer was stored. */
    createdDate: ts('created_date').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdDate)],
);
