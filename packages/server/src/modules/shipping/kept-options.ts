import type { Db } from '../../db/open';
import { pickupLocations, shippingRates, shippingRegions } from '../../db/schema';
import { KeptPerDatabase } from '../../db/kept-per-database';

/**
 * The shop's regions, rates and pickup locations, kept in memory for up to a second: a cart with a
 * selected shipping option and every estimate-totals reads them, three statements a request otherwise
 * (bench/README.md, "the cart's speed"). This process's writes (admin.ts, demo.ts) are seen at once.
 */
export const keptShipping = new KeptPerDatabase(async (db: Db) => {
  // One after the other: a transaction's connection takes one statement at a time.
  const regions = await db.select().from(shippingRegions);
  const rates = await db.select().from(shippingRates);
  const pickups = await db.select().from(pickupLocations);
  return { regions, rates, pickups };
}, 1000);

/** Runs a write of the shipping settings; the next options read them again. */
export const writingShipping = <T>(db: Db, write: () => Promise<T>) => keptShipping.writing(db, write);
