import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCouponUse } from '../src/modules/pricing';
import { visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import { addStaff, bearer, freshStaffSession, setUpOwner } from './staff-helpers';

/**
 * POST /v1/discounts/estimate: the dashboard's "try it on a cart". A cart of catalog products priced as a
 * shopper's would be, with the coupon's shopper sentence when it does not apply (the same one a cart shows),
 * stored nowhere; staff with marketing:read only.
 */
let t: TestApp;
let vase: { id: string };
let bowl: { id: string };
const URL = '/v1/discounts/estimate';

beforeAll(async () => {
  t = await startTestApp();
  await setUpOwner(t.app);
  vase = (await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
  })) as typeof vase;
  bowl = (await createProduct(t.app, { name: 'Rice Bowl', priceData: { price: '10.00' } })) as typeof bowl;
  const coupons = [
    { code: 'OVER40', type: 'PERCENT', percentage: '10', minimumSubtotal: '40' },
    { code: 'BOWLS', type: 'AMOUNT', amount: '2', scope: 'SPECIFIC_ITEMS', productIds: [bowl.id] },
    { code: 'ONCE', type: 'AMOUNT', amount: '3', usageLimit: 1 },
  ];
  for (const coupon of coupons) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/coupons',
      headers: asAdmin,
      payload: { coupon: { name: `${coupon.code} offer`, ...coupon } },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const rule = await t.app.inject({
    method: 'POST',
    url: '/v1/discount-rules',
    headers: asAdmin,
    payload: { discountRule: { name: 'Big basket', type: 'AMOUNT', amount: '1', minimumSubtotal: '60' } },
  });
  expect(rule.statusCode, rule.body).toBe(200);
  await recordCouponUse(t.database.db, {
    code: 'ONCE',
    buyer: { subjectId: randomUUID() },
    orderId: randomUUID(),
  });
});
afterAll(() => t.close());

const estimate = (payload: object, headers: Record<string, string> = asAdmin) =>
  t.app.inject({ method: 'POST', url: URL, headers, payload });

describe('POST /v1/discounts/estimate', () => {
  it('below the minimum: the coupon does not apply and says why in the shopper’s words', async () => {
    const res = await estimate({ lineItems: [{ productId: vase.id, quantity: 1 }], couponCode: 'over40' });
    expect(res.statusCode, res.body).toBe(200);
    const { estimate: e } = res.json();
    expect(e.coupon).toEqual({
      code: 'OVER40',
      applied: false,
      problem: { code: 'COUPON_MINIMUM_NOT_REACHED', description: 'Spend $40.00 to use this code' },
    });
    expect(e.subtotal.amount).toBe('25.00');
    expect(e.discount.amount).toBe('0.00');
    expect(e.appliedDiscounts).toEqual([]);
    expect(e.lineItems[0]).toMatchObject({ name: 'Stoneware Vase', quantity: 1, quantityPriced: 1 });
  });

  it('the same sentence a shopper’s cart answers when applying the code', async () => {
    const token = await visitorToken(t.app);
    const add = await t.app.inject({
      method: 'POST',
      url: '/v1/carts/current/add-to-cart',
      headers: { authorization: token },
      payload: {
        lineItems: [
          {
            quantity: 1,
            catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: vase.id },
          },
        ],
      },
    });
    expect(add.statusCode, add.body).toBe(200);
    const apply = await t.app.inject({
      method: 'PATCH',
      url: '/v1/carts/current',
      headers: { authorization: token },
      payload: { couponCode: 'OVER40' },
    });
    const tried = await estimate({ lineItems: [{ productId: vase.id, quantity: 1 }], couponCode: 'OVER40' });
    expect(apply.statusCode).toBe(400);
    expect(apply.json().details.applicationError.description).toBe(
      tried.json().estimate.coupon.problem.description,
    );
  });

  it('above the minimum: the coupon applies, beside an automatic discount that holds', async () => {
    const res = await estimate({
      lineItems: [
        { productId: vase.id, quantity: 2 },
        { productId: bowl.id, quantity: 1 },
      ],
      couponCode: 'OVER40',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { estimate: e } = res.json();
    expect(e.coupon).toEqual({ code: 'OVER40', applied: true });
    expect(e.subtotal.amount).toBe('60.00');
    // The automatic discount first (1.00), then 10 % of what is left (5.90).
    expect(e.appliedDiscounts).toEqual([
      { kind: 'AUTOMATIC', name: 'Big basket', amount: { amount: '1.00', formattedAmount: '$1.00' } },
      {
        kind: 'COUPON',
        name: 'OVER40 offer',
        code: 'OVER40',
        amount: { amount: '5.90', formattedAmount: '$5.90' },
      },
    ]);
    expect(e.discount.amount).toBe('6.90');
    expect(e.total.amount).toBe('53.10');
  });

  it('each reason a coupon does not apply: items, used up, unknown', async () => {
    const items = await estimate({ lineItems: [{ productId: vase.id, quantity: 1 }], couponCode: 'BOWLS' });
    expect(items.json().estimate.coupon.problem.code).toBe('COUPON_NOT_FOR_THESE_ITEMS');
    const bowls = await estimate({ lineItems: [{ productId: bowl.id, quantity: 1 }], couponCode: 'BOWLS' });
    expect(bowls.json().estimate.coupon.applied).toBe(true);
    const once = await estimate({ lineItems: [{ productId: vase.id, quantity: 1 }], couponCode: 'ONCE' });
    expect(once.json().estimate.coupon.problem.code).toBe('COUPON_USED_UP');
    const none = await estimate({ lineItems: [{ productId: vase.id, quantity: 1 }], couponCode: 'NOPE' });
    expect(none.json().estimate.coupon).toEqual({
      code: 'NOPE',
      applied: false,
      problem: { code: 'COUPON_NOT_FOUND', description: 'This code does not exist: check its spelling' },
    });
  });

  it('without a code: only the automatic discounts, and no coupon in the answer', async () => {
    const res = await estimate({ lineItems: [{ productId: vase.id, quantity: 3 }] });
    expect(res.json().estimate.coupon).toBeUndefined();
    expect(res.json().estimate.appliedDiscounts.map((d: { name: string }) => d.name)).toEqual(['Big basket']);
  });

  it('stores nothing: a coupon used up by estimates never is', async () => {
    for (let i = 0; i < 3; i++)
      await estimate({ lineItems: [{ productId: bowl.id, quantity: 1 }], couponCode: 'BOWLS' });
    const list = await t.app.inject({ method: 'GET', url: '/v1/coupons', headers: asAdmin });
    const bowls = list.json().coupons.find((c: { code: string }) => c.code === 'BOWLS');
    expect(bowls.timesUsed).toBe(0);
  });

  it('an unknown product is a field violation; a malformed body is refused', async () => {
    const res = await estimate({ lineItems: [{ productId: randomUUID(), quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations[0].field).toBe('lineItems[0].productId');
    expect((await estimate({ lineItems: [] })).statusCode).toBe(400);
    expect((await estimate({ lineItems: [{ productId: vase.id, quantity: 0 }] })).statusCode).toBe(400);
    expect((await estimate({ lineItems: [{ productId: vase.id, quantity: 1 }], extra: 1 })).statusCode).toBe(
      400,
    );
  });

  it('staff who read marketing may try; others and shoppers may not', async () => {
    const body = { lineItems: [{ productId: vase.id, quantity: 1 }] };
    const readOnly = await addStaff(t.app, 'READ_ONLY', 'reader@shop.example');
    const ok = await estimate(body, bearer(await freshStaffSession(t.app, readOnly.id)));
    expect(ok.statusCode, ok.body).toBe(200);
    const fulfilment = await addStaff(t.app, 'FULFILMENT', 'packer@shop.example');
    const denied = await estimate(body, bearer(await freshStaffSession(t.app, fulfilment.id)));
    expect(denied.statusCode).toBe(403);
    expect(appCode(denied)).toBe('PERMISSION_DENIED');
    const visitor = await estimate(body, { authorization: await visitorToken(t.app) });
    expect(visitor.statusCode).toBe(403);
    expect((await estimate(body, {})).statusCode).toBe(401);
  });
});
