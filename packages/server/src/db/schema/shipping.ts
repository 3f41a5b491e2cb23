import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Address } from '../../lib/address';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money in minor units of the shop's currency (cents), never a float. */
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/** A country the region covers (ISO 3166-1 alpha-2), limited to some subdivisions when they are listed. */
export interface RegionDestination {
  country: string;
  /** ISO 3166-2 codes without the country prefix ("NY"); absent or empty: the whole country. */
  subdivisions?: string[];
}

/** One band of a banded rate: `upTo` (kg or money, decimal text, inclusive) and its price (decimal text). */
export interface RateBand {
  /** Absent on the last band only: everything above the previous band. */
  upTo?: string;
  price: string;
}

/** Delivery windows offered on each of the next `days` days, in the shop's time zone. */
export interface DeliverySlots {
  days: number;
  /** "HH:MM" local times, e.g. [{ from: "09:00", to: "12:00" }]. */
  windows: { from: string; to: string }[];
  timeZone: string;
}

export type RateKind = 'FLAT' | 'BY_WEIGHT' | 'BY_SUBTOTAL';
export type PickupMethod = 'STORE_PICKUP' | 'PICKUP_POINT';

/** Where the shop ships to: a named list of countries (and optionally subdivisions). */
export const shippingRegions = pgTable('shipping_regions', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  destinations: jsonb('destinations').$type<RegionDestination[]>().notNull(),
  createdDate: ts('created_date').notNull().defaultNow(),
  updatedDate: ts('updated_date').notNull().defaultNow(),
});

/**
 * A way of shipping to a region and what it costs: a flat price, or a price by weight band (kg) or by
 * subtotal band; free when the subtotal reaches `freeAbove`. A rate with `slots` is local delivery in time
 * windows. Deleting a region deletes its rates.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    regionId: uuid('region_id')
      .notNull()
      .references(() => shippingRegions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').$type<RateKind>().notNull(),
    /** FLAT: the price; banded kinds: unused (0). */
    price: minor('price')
      .notNull()
      .default(sql`0`),
    bands: jsonb('bands').$type<RateBand[]>().notNull().default([]),
    freeAbove: minor('free_above'),
    deliveryTime: text('delivery_time'),
    instructions: text('instructions'),
    slots: jsonb('slots').$type<DeliverySlots>(),
    createdDate: ts('created_date').notNull().defaultNow(),
    updatedDate: ts('updated_date').notNull().defaultNow(),
  },
  (t) => [index('shipping_rates_region_idx').on(t.regionId)],
);

/** Places a shopper may collect an order: the studio (STORE_PICKUP) or a pickup point. */
export const pickupLocations = pgTable('pickup_locations', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  address: jsonb('address').$type<Address>().notNull(),
  pickupMethod: text('pickup_method').$type<PickupMethod>().notNull(),
  instructions: text('instructions'),
  price: minor('price')
    .notNull()
    .default(sql`0`),
  deliveryTime: text('delivery_time'),
  createdDate: ts('created_date').notNull().defaultNow(),
  updatedDate: ts('updated_date').notNull().defaultNow(),
});
