import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What coupons and automatic discounts share (pricing/offer-rules.ts reads them): a percentage (percent text,
 * "10" = 10 %) or an amount (decimal text in the shop's currency) off, or free shipping, over a scope
 * (GLOBAL, SPECIFIC_ITEMS of listed products or collections, SHIPPING), with an optional minimum subtotal and
 * dates. Amounts are kept as decimal text, never floats; the cart's currency turns them into minor units.
 */
const offerColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  type: text('type', { enum: ['PERCENT', 'AMOUNT', 'FREE_SHIPPING'] }).notNull(),
  percentage: text('percentage'),
  amount: text('amount'),
  scope: text('scope', { enum: ['GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING'] }).notNull(),
  productIds: text('product_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  collectionIds: text('collection_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  minimumSubtotal: text('minimum_subtotal'),
  startDate: ts('start_date'),
  expirationDate: ts('expiration_date'),
  active: boolean('active').notNull().default(true),
  createdDate: ts('created_date').notNull().defaultNow(),
  updatedDate: ts('updated_date').notNull().defaultNow(),
});

/** Coupons: an offer a shopper gets by entering its code (unique whatever its case), with usage limits. */
export const coupons = pgTable(
  'coupons',
  {
    ...offerColumns(),
    code: text('code').notNull(),
    usageLimit: integer('usage_limit'),
    usageLimitPerBuyer: integer('usage_limit_per_buyer'),
  },
  (t) => [uniqueIndex('coupons_code_idx').on(sql`lower(${t.code})`)],
);

/**
 * One use of a coupon by an order (recorded when the order is placed): counted against the coupon's total
 * limit, and against its per-buyer limit by the buyer's member id, visitor subject or email (lower case).
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    subjectId: text('subject_id').notNull(),
    memberId: text('member_id'),
    email: text('email'),
    usedDate: ts('used_date').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_uses_order_idx').on(t.couponId, t.orderId)],
);

/** Automatic discounts: offers applied without a code whenever their conditions hold. */
export const discountRules = pgTable('discount_rules', offerColumns());

/**
 * Manual tax rates by country (ISO 3166-1 alpha-2) and optional subdivision (ISO 3166-2, "US-NY"); the rate is
 * a fraction as decimal text ("0.08875"). One rate per country and per subdivision.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    subdivision: text('subdivision'),
    rate: text('rate').notNull(),
    createdDate: ts('created_date').notNull().defaultNow(),
    updatedDate: ts('updated_date').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tax_rates_place_idx').on(t.country, sql`coalesce(${t.subdivision}, '')`)],
);

/** The shop's tax settings: one row (id 1); absent, prices exclude tax and shipping is not taxed. */
export const taxSettings = pgTable(
  'tax_settings',
  {
    id: integer('id').primaryKey().default(1),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    taxShipping: boolean('tax_shipping').notNull().default(false),
    updatedDate: ts('updated_date').notNull().defaultNow(),
  },
  (t) => [check('tax_settings_one_row', sql`${t.id} = 1`)],
);
