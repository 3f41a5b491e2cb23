/** The demo shop's shipping (the studio is in New York; see the demo catalog). */
import { allEmpty } from '../../db/counting';
import type { Db } from '../../db/open';
import { writingShipping } from './kept-options';
import { pickupLocations, shippingRates, shippingRegions } from '../../db/schema';
import { createPickup, createRate, createRegion } from './admin';

export const DEMO_STUDIO = {
  addressLine1: '210 Grand Street',
  city: 'New York',
  subdivision: 'US-NY',
  postalCode: '10013',
  country: 'US',
  formatted: 'Atelier Studio, 210 Grand Street, New York, NY 10013, US',
};

const international = (upTo1: string, upTo5: string, upTo20: string) => [
  { upTo: '1', price: upTo1 },
  { upTo: '5', price: upTo5 },
  { upTo: '20', price: upTo20 },
];

/**
 * Seeds the demo shop's regions, rates and pickup location, only in a shop that has none of them (so a
 * merchant's own shipping is never touched). Answers what it seeded, or undefined when it seeded nothing.
 */
export async function seedDemoShipping(db: Db) {
  return writingShipping(db, () => seedInTransaction(db));
}

async function seedInTransaction(db: Db) {
  return db.transaction(async (tx) => {
    if (!(await allEmpty(tx, [shippingRegions, shippingRates, pickupLocations]))) return undefined;

    const { region: us } = await createRegion(tx, {
      name: 'United States',
      destinations: [{ country: 'US' }],
    });
    const { region: ny } = await createRegion(tx, {
      name: 'New York (local courier)',
      destinations: [{ country: 'US', subdivisions: ['NY'] }],
    });
    const { region: canada } = await createRegion(tx, { name: 'Canada', destinations: [{ country: 'CA' }] });
    const { region: europe } = await createRegion(tx, {
      name: 'Europe',
      destinations: ['DE', 'FR', 'NL', 'IT', 'ES'].map((country) => ({ country })),
    });
    const rates = [
      {
        regionId: us.id,
        title: 'Standard delivery',
        kind: 'BY_WEIGHT' as const,
        bands: [
          { upTo: '0.5', price: '5.95' },
          { upTo: '2', price: '8.95' },
          { upTo: '5', price: '12.95' },
          { upTo: '30', price: '19.95' },
        ],
        freeAbove: '100',
        deliveryTime: '3-5 business days',
      },
      {
        regionId: us.id,
        title: 'Express delivery',
        kind: 'FLAT' as const,
        price: '24.95',
        deliveryTime: '1-2 business days',
      },
      {
        regionId: ny.id,
        title: 'Local courier',
        kind: 'FLAT' as const,
        price: '9.95',
        instructions: 'Our courier calls 30 minutes before arriving.',
        slots: {
          days: 3,
          windows: [
            { from: '09:00', to: '12:00' },
            { from: '13:00', to: '17:00' },
          ],
          timeZone: 'America/New_York',
        },
      },
      {
        regionId: canada.id,
        title: 'Canada Post',
        kind: 'BY_WEIGHT' as const,
        bands: international('14.95', '24.95', '39.95'),
        freeAbove: '200',
        deliveryTime: '5-8 business days',
      },
      {
        regionId: europe.id,
        title: 'International delivery',
        kind: 'BY_WEIGHT' as const,
        bands: international('19.95', '34.95', '59.95'),
        deliveryTime: '7-12 business days',
      },
    ];
    for (const rate of rates) await createRate(tx, rate);
    await createPickup(tx, {
      title: 'Pick up at the studio',
      address: DEMO_STUDIO,
      pickupMethod: 'STORE_PICKUP',
      // When it is open is the shop's opening hours (its settings), the one source the footer shows too.
      instructions: 'Bring your order number.',
      deliveryTime: 'Ready the next business day',
    });
    return { regions: 4, rates: rates.length, pickupLocations: 1 };
  });
}
