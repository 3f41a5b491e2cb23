import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCouponUse, seedDemoPricing } from '../src/modules/pricing';
import { headers, visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';

/**
 * Coupons on carts, end to end with pricing's coupons: each reason a code does not apply answers its own code
 * and a shopper's sentence and leaves the cart as it was; a code that applies shows in appliedDiscounts; a
 * code that stops applying when lines go stays on the cart and says why.
 */
const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

let t: TestApp;
let vase: { id: string };
let bowl: { id: string };
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoPricing(t.database.db);
  vase = (await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
  })) as typeof vase;
  bowl = (await createProduct(t.app, { name: 'Rice Bowl', priceData: { price: '10.00' } })) as typeof bowl;
  const coupons = [
    { code: 'FUTURE5', type: 'PERCENT', percentage: '5', startDate: '2099-01-01T00:00:00Z' },
    { code: 'BIGSPEND', type: 'PERCENT', percentage: '20', minimumSubtotal: '500' },
    { code: 'ONCE', type: 'AMOUNT', amount: '3', usageLimit: 1 },
    { code: 'MINEONCE', type: 'AMOUNT', amount: '3', usageLimitPerBuyer: 1 },
    { code: 'BOWLS', type: 'AMOUNT', amount: '2', scope: 'SPECIFIC_ITEMS', productIds: [bowl.id] },
    { code: 'OVER40', type: 'PERCENT', percentage: '10', minimumSubtotal: '40' },
  ];
  for (const coupon of coupons) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/coupons',
      headers: asAdmin,
      payload: { coupon: { name: coupon.code, ...coupon } },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await recordCouponUse(t.database.db, {
    code: 'ONCE',
    buyer: { subjectId: randomUUID() },
    orderId: randomUUID(),
  });
});
afterAll(() => t.close());

const line = (productId: string, quantity = 1) => ({
  quantity,
  catalogReference: { appId: STORES, catalogItemId: productId },
});

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: headers(token),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function cartOf(...lines: ReturnType<typeof line>[]) {
  const token = await visitorToken(t.app);
  const res = await call('POST', '/v1/carts/current/add-to-cart', token, { lineItems: lines });
  expect(res.statusCode, res.body).toBe(200);
  return { token, cart: res.json().cart };
}

describe('a coupon that does not apply', () => {
  it('is refused with its own code and a shopper’s sentence, and the cart is left unchanged', async () => {
    const { token, cart } = await cartOf(line(vase.id, 2));
    await recordCouponUse(t.database.db, {
      code: 'MINEONCE',
      buyer: { subjectId: cart.buyerInfo.visitorId },
      orderId: randomUUID(),
    });
    const cases = [
      ['NOPE', 'COUPON_NOT_FOUND', 'This code does not exist: check its spelling'],
      ['SUMMER25', 'COUPON_EXPIRED', 'This code expired on 1 September 2025'],
      ['FUTURE5', 'COUPON_NOT_STARTED', 'This code can be used from 1 January 2099'],
      ['BIGSPEND', 'COUPON_MINIMUM_NOT_REACHED', 'Spend $500.00 to use this code'],
      ['ONCE', 'COUPON_USED_UP', 'This code has been used as many times as it can be'],
      ['MINEONCE', 'COUPON_LIMIT_PER_BUYER', 'You have already used this code'],
      ['BOWLS', 'COUPON_NOT_FOR_THESE_ITEMS', 'This code is not for the items in your cart'],
    ];
    for (const [couponCode, code, description] of cases) {
      for (const url of ['/v1/carts/current', `/ecom/v1/carts/${cart.id}`]) {
        const res = await call('PATCH', url, token, { couponCode });
        expect(res.statusCode, `${couponCode} ${res.body}`).toBe(400);
        expect(appCode(res)).toBe(code);
        expect(res.json().details.applicationError.description).toBe(description);
      }
    }
    const after = (await call('GET', '/v1/carts/current', token)).json().cart;
    expect(after).toEqual(cart);

    // A new cart with a code that does not apply is not made at all.
    const before = (await call('GET', '/v1/carts/current', token)).json().cart.id;
    const created = await call('POST', '/v1/carts', token, {
      lineItems: [line(vase.id)],
      couponCode: 'NOPE',
    });
    expect(appCode(created)).toBe('COUPON_NOT_FOUND');
    expect((await call('GET', '/v1/carts/current', token)).json().cart.id).toBe(before);
  });
});

describe('a coupon that applies', () => {
  it('shows in appliedDiscounts and the totals, and remove-coupon takes it off', async () => {
    const { token, cart } = await cartOf(line(vase.id, 2));
    const res = await call('PATCH', `/v1/carts/${cart.id}`, token, { couponCode: 'welcome10' });
    expect(res.statusCode, res.body).toBe(200);
    const withCoupon = res.json().cart;
    expect(withCoupon.couponCode).toBe('welcome10');
    expect(withCoupon.appliedDiscounts).toEqual([
      {
        discountType: 'GLOBAL',
        coupon: {
          id: expect.any(String),
          code: 'WELCOME10',
          name: 'Welcome: 10 % off',
          amount: expect.objectContaining({ amount: '5.00' }),
        },
      },
    ]);
    expect(withCoupon.priceSummary).toMatchObject({
      subtotal: { amount: '50.00' },
      discount: { amount: '5.00' },
      total: { amount: '45.00' },
    });
    const removed = (await call('POST', '/ecom/v1/carts/current/remove-coupon', token)).json().cart;
    expect(removed.couponCode).toBeUndefined();
    expect(removed.appliedDiscounts).toEqual([]);
    expect(removed.priceSummary.total.amount).toBe('50.00');
  });

  it('stays on the cart when lines go and it stops applying, saying why', async () => {
    const { token, cart } = await cartOf(line(vase.id, 2), line(bowl.id));
    const [vaseLine, bowlLine] = cart.lineItems;
    await call('PATCH', '/v1/carts/current', token, { couponCode: 'OVER40' });
    const fewer = await call('POST', '/v1/carts/current/update-line-items-quantity', token, {
      lineItems: [{ id: vaseLine.id, quantity: 1 }],
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json().cart).toMatchObject({
      couponCode: 'OVER40',
      couponProblem: { code: 'COUPON_MINIMUM_NOT_REACHED', description: 'Spend $40.00 to use this code' },
      appliedDiscounts: [],
      priceSummary: { discount: { amount: '0.00' }, total: { amount: '35.00' } },
    });

    await call('POST', '/v1/carts/current/remove-coupon', token);
    const bowls = (await call('PATCH', '/v1/carts/current', token, { couponCode: 'BOWLS' })).json().cart;
    expect(bowls.appliedDiscounts).toMatchObject([
      { discountType: 'SPECIFIC_ITEMS', lineItemIds: [bowlLine.id], coupon: { code: 'BOWLS' } },
    ]);
    const noBowl = await call('POST', '/v1/carts/current/remove-line-items', token, {
      lineItemIds: [bowlLine.id],
    });
    expect(noBowl.json().cart).toMatchObject({
      couponCode: 'BOWLS',
      couponProblem: { code: 'COUPON_NOT_FOR_THESE_ITEMS' },
      appliedDiscounts: [],
    });
  });
});

describe('a coupon’s dates', () => {
  it('are written in the shop’s time zone', async () => {
    const coupons = [
      { code: 'ENDED3AM', expirationDate: '2025-12-01T03:00:00Z' },
      { code: 'STARTS3AM', startDate: '2099-12-01T03:00:00Z' },
    ];
    for (const coupon of coupons) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/coupons',
        headers: asAdmin,
        payload: { coupon: { name: coupon.code, type: 'AMOUNT', amount: '1', ...coupon } },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const setZone = async (timeZone: string) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/v1/shop-settings',
        headers: asAdmin,
        payload: { shopSettings: { timeZone } },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const { token } = await cartOf(line(vase.id));
    const refusal = async (couponCode: string) => {
      const res = await call('PATCH', '/v1/carts/current', token, { couponCode });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().details.applicationError.description as string;
    };

    // A shop that never chose a zone is on UTC: 03:00 on 1 December is 1 December.
    expect(await refusal('ENDED3AM')).toBe('This code expired on 1 December 2025');
    expect(await refusal('STARTS3AM')).toBe('This code can be used from 1 December 2099');

    // In New York it is still 30 November then (10 PM).
    await setZone('America/New_York');
    try {
      expect(await refusal('ENDED3AM')).toBe('This code expired on 30 November 2025');
      expect(await refusal('STARTS3AM')).toBe('This code can be used from 30 November 2099');
    } finally {
      await setZone('UTC');
    }
  });
});
