import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import type { FetchFn } from '../transport';
import { ELEVATED_CLIENT_REQUIRED_MESSAGE } from '../errors';
import { pricing } from './pricing-admin';
import { shippingAdmin } from './shipping-admin';

const elevated = (fetch: FetchFn) =>
  createClient({
    baseUrl: 'https://api.test',
    fetch,
    auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
    modules: { pricing, shippingAdmin },
  });

const coupon = {
  id: 'c1',
  code: 'OVER40',
  name: 'Over 40',
  type: 'PERCENT',
  percentage: '10',
  scope: 'GLOBAL',
  productIds: [],
  collectionIds: [],
  expirationDate: '2027-01-01T00:00:00.000Z',
  active: true,
  timesUsed: 0,
  createdDate: '2026-11-01T00:00:00.000Z',
  updatedDate: '2026-11-01T00:00:00.000Z',
};

describe('pricing (merchant)', () => {
  it('reads and writes coupons in client form, each call on its path', async () => {
    const { fetch, calls } = fakeFetch({ body: { coupons: [coupon], coupon } });
    const client = elevated(fetch);
    const [listed] = await client.pricing.listCoupons();
    expect(listed).toMatchObject({ _id: 'c1', code: 'OVER40' });
    expect(listed!.expirationDate).toEqual(new Date('2027-01-01T00:00:00.000Z'));
    await client.pricing.createCoupon({ code: 'OVER40', name: 'Over 40', type: 'PERCENT', percentage: '10' });
    await client.pricing.updateCoupon('c1', { active: false });
    await client.pricing.deleteCoupon('c1');
    expect(calls.map((c) => [c.method, c.url.replace('https://api.test', ''), c.body])).toEqual([
      ['GET', '/v1/coupons', undefined],
      [
        'POST',
        '/v1/coupons',
        { coupon: { code: 'OVER40', name: 'Over 40', type: 'PERCENT', percentage: '10' } },
      ],
      ['PATCH', '/v1/coupons/c1', { coupon: { active: false } }],
      ['DELETE', '/v1/coupons/c1', undefined],
    ]);
  });

  it('estimates a cart’s discounts and answers the estimate itself', async () => {
    const estimate = { currency: 'USD', coupon: { code: 'OVER40', applied: false } };
    const { fetch, calls } = fakeFetch({ body: { estimate } });
    const got = await elevated(fetch).pricing.estimateDiscounts({
      lineItems: [{ productId: 'p', quantity: 2 }],
      couponCode: 'OVER40',
    });
    expect(got).toEqual(estimate);
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.test/v1/discounts/estimate' });
  });

  it('needs an elevated client', () => {
    const { fetch } = fakeFetch({ body: {} });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { pricing, shippingAdmin } });
    expect(() => client.pricing.listTaxRates()).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
    expect(() => client.shippingAdmin.createRate({ regionId: 'r', title: 'T', kind: 'FLAT' })).toThrow(
      ELEVATED_CLIENT_REQUIRED_MESSAGE,
    );
  });
});

describe('shippingAdmin', () => {
  it('manages regions, rates and pickup locations', async () => {
    const { fetch, calls } = fakeFetch({ body: { rates: [], rate: {}, regions: [], pickupLocations: [] } });
    const client = elevated(fetch);
    await client.shippingAdmin.listRegions();
    await client.shippingAdmin.listRates();
    await client.shippingAdmin.updateRate('r1', { freeAbove: null });
    await client.shippingAdmin.listPickups();
    await client.shippingAdmin.deletePickup('p1');
    expect(calls.map((c) => [c.method, c.url.replace('https://api.test', '')])).toEqual([
      ['GET', '/v1/shipping-regions'],
      ['GET', '/v1/shipping-rates'],
      ['PATCH', '/v1/shipping-rates/r1'],
      ['GET', '/v1/pickup-locations'],
      ['DELETE', '/v1/pickup-locations/p1'],
    ]);
    expect(calls[2]!.body).toEqual({ rate: { freeAbove: null } });
  });
});
