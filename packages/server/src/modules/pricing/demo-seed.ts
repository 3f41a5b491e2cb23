import { eq } from 'drizzle-orm';
import { allEmpty } from '../../db/counting';
import type { Db } from '../../db/open';
import { writingSettings } from './kept-settings';
import { collections, coupons, discountRules, taxRates, taxSettings } from '../../db/schema';

/** True when the merchant never set up pricing: no coupon, automatic discount, tax rate or tax setting. */
export async function pricingNeverUsed(db: Db): Promise<boolean> {
  return allEmpty(db, [coupons, discountRules, taxRates, taxSettings]);
}

/**
 * The demo studio's pricing (New York, prices without tax): coupons WELCOME10 (10 % off), FREESHIP (free
 * shipping from $50), CERAMICS15 ($15 off the ceramics collection, when the demo catalog has it) and the
 * expired SUMMER25; 10 % off automatically from $300; tax for New York, California, Canada and the EU
 * countries it ships to; shipping taxed. Seeds only a shop whose pricing was never used.
 */
export async function seedDemoPricing(db: Db): Promise<{ seeded: boolean }> {
  return writingSettings(db, () => seedInTransaction(db));
}

async function seedInTransaction(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    if (!(await pricingNeverUsed(tx))) return { seeded: false };
    // The demo catalog's collection, read by its slug (pricing never changes the catalog).
    const [ceramics] = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.slug, 'ceramics'));
    const offer = {
      productIds: [],
      collectionIds: [],
      percentage: null,
      amount: null,
      minimumSubtotal: null,
    };
    await tx.insert(coupons).values([
      {
        ...offer,
        code: 'WELCOME10',
        name: 'Welcome: 10 % off',
        type: 'PERCENT',
        percentage: '10',
        scope: 'GLOBAL',
      },
      {
        ...offer,
        code: 'FREESHIP',
        name: 'Free shipping from $50',
        type: 'FREE_SHIPPING',
        scope: 'SHIPPING',
        minimumSubtotal: '50.00',
      },
      ...(ceramics
        ? [
            {
              ...offer,
              code: 'CERAMICS15',
              name: '$15 off ceramics',
              type: 'AMOUNT' as const,
              amount: '15.00',
              scope: 'SPECIFIC_ITEMS' as const,
              collectionIds: [ceramics.id],
            },
          ]
        : []),
      {
        ...offer,
        code: 'SUMMER25',
        name: 'Summer 2025: 25 % off',
        type: 'PERCENT',
        percentage: '25',
        scope: 'GLOBAL',
        startDate: new Date('2025-06-01T00:00:00Z'),
        expirationDate: new Date('2025-09-01T00:00:00Z'),
      },
    ]);
    await tx.insert(discountRules).values({
      ...offer,
      name: '10 % off orders of $300 or more',
      type: 'PERCENT',
      percentage: '10',
      scope: 'GLOBAL',
      minimumSubtotal: '300.00',
    });
    await tx.insert(taxRates).values([
      { country: 'US', subdivision: 'US-NY', rate: '0.08875', name: 'New York' },
      { country: 'US', subdivision: 'US-CA', rate: '0.0725', name: 'California' },
      { country: 'CA', subdivision: null, rate: '0.05', name: 'Canada GST' },
      { country: 'DE', subdivision: null, rate: '0.19', name: 'Germany VAT' },
      { country: 'FR', subdivision: null, rate: '0.2', name: 'France VAT' },
      { country: 'NL', subdivision: null, rate: '0.21', name: 'Netherlands VAT' },
      { country: 'IT', subdivision: null, rate: '0.22', name: 'Italy VAT' },
      { country: 'ES', subdivision: null, rate: '0.21', name: 'Spain VAT' },
    ]);
    await tx.insert(taxSettings).values({ id: 1, pricesIncludeTax: false, taxShipping: true });
    return { seeded: true };
  });
}
