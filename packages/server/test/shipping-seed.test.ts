import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShipping } from '../src/modules/shipping';
import { asAdmin, freshDatabase, startTestApp, type TestApp } from './helpers';

/** The demo shop's shipping: seeded once, only into a shop without shipping of its own. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Rate = {
  code: string;
  title: string;
  cost: { price: string };
  logistics: { deliveryTimeSlot?: object };
};
const rates = async (shippingDestination: object, weight = 1.2, price = '40.00') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/getRates',
    payload: {
      lineItems: [{ quantity: 1, price, physicalProperties: { weight } }],
      shippingDestination,
      weightUnit: 'KG',
      currency: 'USD',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().shippingRates as Rate[];
};

describe('demo shipping', () => {
  it('seeds the domestic, local, Canadian and European rates and the studio pickup', async () => {
    expect(await seedDemoShipping(t.database.db)).toEqual({ regions: 4, rates: 5, pickupLocations: 1 });

    const newYork = await rates({ country: 'US', subdivision: 'US-NY', postalCode: '10013' });
    expect(newYork.filter((r) => !r.logistics.deliveryTimeSlot).map((r) => [r.title, r.cost.price])).toEqual([
      ['Pick up at the studio', '0.00'],
      ['Standard delivery', '8.95'],
      ['Express delivery', '24.95'],
    ]);
    expect(newYork.filter((r) => r.title === 'Local courier')).toHaveLength(6);

    const texas = await rates({ country: 'US', subdivision: 'TX', postalCode: '73301' }, 1.2, '120.00');
    expect(texas.map((r) => [r.title, r.cost.price])).toEqual([
      ['Pick up at the studio', '0.00'],
      ['Standard delivery', '0.00'],
      ['Express delivery', '24.95'],
    ]);
    expect(
      (await rates({ country: 'CA', subdivision: 'ON', postalCode: 'M5V 2T6' })).map((r) => r.title),
    ).toContain('Canada Post');
    for (const [country, postalCode] of [
      ['DE', '10115'],
      ['FR', '75001'],
      ['NL', '1012 AB'],
      ['IT', '00184'],
      ['ES', '28013'],
    ]) {
      const europe = await rates({ country, postalCode });
      expect(
        europe.map((r) => [r.title, r.cost.price]),
        country,
      ).toContainEqual(['International delivery', '34.95']);
    }
  });

  it('seeds nothing a second time', async () => {
    expect(await seedDemoShipping(t.database.db)).toBeUndefined();
    const regions = await t.app.inject({ method: 'GET', url: '/v1/shipping-regions', headers: asAdmin });
    expect(regions.json().regions).toHaveLength(4);
  });

  it('leaves a shop with shipping of its own alone', async () => {
    const database = await freshDatabase();
    try {
      await database.db.execute(
        // a merchant's own pickup counter, and nothing else
        sql`insert into pickup_locations (title, address, pickup_method) values ('Counter', '{"country":"US"}', 'STORE_PICKUP')`,
      );
      expect(await seedDemoShipping(database.db)).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
