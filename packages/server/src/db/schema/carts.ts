import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A catalog line as stored: the product and variant it names, never a price (prices come from the catalog). */
export interface StoredCartLine {
  id: string;
  productId: string;
  variantId: string;
  quantity: number;
  /** The product's name and slug when the line was last written: shown if the product leaves the catalog. */
  name?: string;
  slug?: string;
  /** Elevated callers only (Wix: catalogOverrideFields): what the catalog said is replaced by these. */
  overrides?: Record<string, unknown>;
}

/** A custom line (elevated callers only): its own name and price, no catalog behind it. */
export interface StoredCustomLine {
  id: string;
  quantity: number;
  /** Decimal text in the shop's currency. */
  price: string;
  fullPrice?: string;
  fields: Record<string, unknown>;
}

export interface StoredMerchantDiscount {
  /** Decimal text in the shop's currency ("0" when a percentage is given). */
  amount: string;
  /** Percent text ("10" = 10 %) of the lines' prices: then the amount follows from it. */
  percentage?: string;
  lineItemIds?: string[];
}

/**
 * Carts. The whole cart is one row (lines as JSON, `version` bumped by every write) so that adding
 * to it is one locked row read and one write. A cart belongs to the token subject that made it
 * (visitor or member); each subject has at most one current cart.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The visitor's or member's token subject; null for a cart an elevated caller made for nobody. */
    ownerSubjectId: uuid('owner_subject_id'),
    /** Set when the owner is a member: members' carts are kept, visitors' swept after VISITOR_CART_DAYS. */
    ownerMemberId: uuid('owner_member_id'),
    /**
     * 1 on the owner's current cart (GET /v1/carts/current), null on its others: the unique index on
     * (owner, current) then allows one current cart per owner and any number of others.
     */
    current: integer('current'),
    version: integer('version').notNull().default(1),
    lines: jsonb('lines').$type<StoredCartLine[]>().notNull().default([]),
    customLines: jsonb('custom_lines').$type<StoredCustomLine[]>().notNull().default([]),
    couponCode: text('coupon_code'),
    merchantDiscounts: jsonb('merchant_discounts').$type<StoredMerchantDiscount[]>().notNull().default([]),
    contactInfo: jsonb('contact_info').$type<Record<string, unknown>>(),
    buyerNote: text('buyer_note'),
    selectedShippingOption: jsonb('selected_shipping_option').$type<{ code: string; carrierId?: string }>(),
    createdDate: ts('created_date').notNull().defaultNow(),
    updatedDate: ts('updated_date').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_current_owner_idx').on(t.ownerSubjectId, t.current),
    index('carts_visitor_updated_idx')
      .on(t.updatedDate)
      .where(sql`${t.ownerMemberId} is null`),
  ],
);
