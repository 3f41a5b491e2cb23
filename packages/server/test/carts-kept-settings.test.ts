import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoPricing } from '../src/modules/pricing';
import { seedDemoShipping } from '../src/modules/shipping';
import { headers, visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { asAdmin, startTestApp, type TestApp } from './helpers';

/**
 * Pricing's tax and automatic discounts and shipping's regions, rates and pickups are kept in memory for a
 * second (db/kept-per-database.ts): the merchant's changes through the API show in the next cart read, and a
 * change made by another process (here, straight in the database) within a second.
 */
const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const NEW_YORK = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10013' };

let t: TestApp;
let vase: { id: string };
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoShipping(t.database.db);
  await seedDemoPricing(t.database.db);
  vase = (await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '100.00' },
    weight: 1,
  })) as typeof vase;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  auth: Record<string, string>,
  payload?: object,
) {
  const res = await t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A visitor's cart of one $100 vase, taxed at its New York contact address. */
async function newYorkCart() {
  const token = await visitorToken(t.app);
  await call('POST', '/v1/carts/current/add-to-cart', headers(token), {
    lineItems: [{ quantity: 1, catalogReference: { appId: STORES, catalogItemId: vase.id } }],
  });
  await call('PATCH', '/v1/carts/current', headers(token), {
    cartInfo: { contactInfo: { address: NEW_YORK } },
  });
  return token;
}

const taxOf = async (token: string) =>
  (await call('GET', '/v1/carts/current', headers(token))).cart.priceSummary.tax.amount as string;

describe('kept pricing and shipping settings', () => {
  it('price a cart with the merchant’s tax rate as soon as it is changed through the API', async () => {
    const token = await newYorkCart();
    expect(await taxOf(token)).toBe('8.88');
    const rates = (await call('GET', '/v1/tax-rates', asAdmin)).taxRates as {
      id: string;
      subdivision?: string;
    }[];
    const ny = rates.find((r) => r.subdivision === 'US-NY')!;
    await call('PATCH', `/v1/tax-rates/${ny.id}`, asAdmin, { taxRate: { rate: '0.1' } });
    expect(await taxOf(token)).toBe('10.00');
    await call('PATCH', '/v1/tax-settings', asAdmin, { taxSettings: { pricesIncludeTax: true } });
    expect((await call('GET', '/v1/carts/current', headers(token))).cart.taxIncludedInPrices).toBe(true);
    await call('PATCH', '/v1/tax-settings', asAdmin, { taxSettings: { pricesIncludeTax: false } });
    await call('PATCH', `/v1/tax-rates/${ny.id}`, asAdmin, { taxRate: { rate: '0.08875' } });
    expect(await taxOf(token)).toBe('8.88');
  });

  it('keep the settings a second: another process’s change of a tax rate shows after it', async () => {
    const token = await newYorkCart();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    expect(await taxOf(token)).toBe('8.88');
    await t.database.db.execute(sql`update tax_rates set rate = '0.05' where subdivision = 'US-NY'`);
    expect(await taxOf(token)).toBe('8.88');
    clock.mockReturnValue(now + 1001);
    expect(await taxOf(token)).toBe('5.00');
    vi.restoreAllMocks();
    await call('PATCH', '/v1/tax-rates/' + (await nyRateId()), asAdmin, { taxRate: { rate: '0.08875' } });
    expect(await taxOf(token)).toBe('8.88');
  });

  it('offer a pickup at its new price as soon as it is changed through the API', async () => {
    const token = await newYorkCart();
    const pickupCost = async () => {
      const estimate = await call('POST', '/v1/carts/current/estimate-totals', headers(token), {
        shippingAddress: NEW_YORK,
      });
      const options = estimate.shippingInfo.carrierServiceOptions.flatMap(
        (c: { shippingOptions: unknown[] }) => c.shippingOptions,
      ) as { title: string; cost: { price: { amount: string } } }[];
      return options.find((o) => o.title === 'Pick up at the studio')!.cost.price.amount;
    };
    const before = await pickupCost();
    const pickups = (await call('GET', '/v1/pickup-locations', asAdmin)).pickupLocations as { id: string }[];
    await call('PATCH', `/v1/pickup-locations/${pickups[0]!.id}`, asAdmin, {
      pickupLocation: { price: '3.50' },
    });
    expect(await pickupCost()).toBe('3.50');
    await call('PATCH', `/v1/pickup-locations/${pickups[0]!.id}`, asAdmin, {
      pickupLocation: { price: before },
    });
    expect(await pickupCost()).toBe(before);
  });
});

async function nyRateId() {
  const rates = (await call('GET', '/v1/tax-rates', asAdmin)).taxRates as {
    id: string;
    subdivision?: string;
  }[];
  return rates.find((r) => r.subdivision === 'US-NY')!.id;
}
