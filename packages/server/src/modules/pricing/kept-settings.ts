import type { Db } from '../../db/open';
import { KeptPerDatabase } from '../../db/kept-per-database';
import type { PricingData } from './cart-rules';
import { listDiscountRules, listTaxRates, loadTaxSettings } from './store';

export type PricingSettings = Omit<PricingData, 'coupon' | 'timeZone'>;

/**
 * The shop's automatic discounts, tax rates and tax setting, kept in memory for up to a second: every cart
 * read and write prices its cart, and reading them cost three statements a request (bench/README.md, "the
 * cart's speed"). This process's writes (admin.ts, demo-seed.ts) are seen at once.
 */
export const keptPricingSettings = new KeptPerDatabase<PricingSettings>(async (db: Db) => {
  // One after the other: a transaction's connection takes one statement at a time.
  const automatic = await listDiscountRules(db);
  const taxRates = await listTaxRates(db);
  const taxSettings = await loadTaxSettings(db);
  return { automatic, taxRates, taxSettings };
}, 1000);

/** Runs a write of the pricing settings; the next price reads them again. */
export const writingSettings = <T>(db: Db, write: () => Promise<T>) => keptPricingSettings.writing(db, write);
