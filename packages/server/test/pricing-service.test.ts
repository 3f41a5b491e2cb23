import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/http/errors';
import {
  checkCoupon,
  priceCart,
  recordCouponUse,
  seedDemoPricing,
  type PricingRequest,
} from '../src/modules/pricing';
import { asAdmin, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const request = (over: Partial<PricingRequest> = {}): PricingRequest => ({
  currency: 'USD',
  lines: [
    { id: 'l1', productId: 'p1', collectionIds: [], quantity: 2, unitPrice: 3_000n, unitFullPrice: 3_000n },
  ],
  customLines: [],
  couponCode: undefined,
  merchantDiscounts: [],
  shipping: { code: 'standard', cost: 900n },
  destination: { country: 'US', subdivision: 'US-NY', postalCode: '10013' },
  buyer: { subjectId: 'visitor-1' },
  now: new Date(),
  ...over,
});
const refusal = async (code: string, req = request()) => {
  try {
    await checkCoupon(t.database.db, code, req);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return (error as AppError).code;
  }
  return 'APPLIES';
};

describe('the demo pricing', () => {
  it('is seeded once, into a shop without pricing, and prices a New York cart', async () => {
    expect(await seedDemoPricing(t.database.db)).toEqual({ seeded: true });
    expect(await seedDemoPricing(t.database.db)).toEqual({ seeded: false });
    const priced = await priceCart(t.database.db, request({ couponCode: 'welcome10' }));
    // 60.00 - 10 % = 54.00; shipping 9.00; tax 8.875 % of 54.00 (4.79) and of 9.00 (0.80)
    expect(priced.totals).toEqual({
      subtotal: 6_000n,
      discount: 600n,
      shipping: 900n,
      shippingDiscount: 0n,
      tax: 479n + 80n,
      total: 6_000n - 600n + 900n + 479n + 80n,
    });
    expect(priced.coupon).toEqual({ code: 'WELCOME10' });
    expect(priced.tax).toMatchObject({
      mode: 'MANUAL_RATE',
      rate: '0.08875',
      jurisdiction: { name: 'New York' },
    });
    expect(await refusal('FREESHIP')).toBe('APPLIES');
    expect(await refusal('SUMMER25')).toBe('COUPON_EXPIRED');
    expect(await refusal('NOSUCHCODE')).toBe('COUPON_NOT_FOUND');
    const big = request({
      lines: [
        {
          id: 'l1',
          productId: 'p1',
          collectionIds: [],
          quantity: 1,
          unitPrice: 40_000n,
          unitFullPrice: 40_000n,
        },
      ],
      destination: { country: 'FR' },
    });
    const automatic = await priceCart(t.database.db, big);
    expect(automatic.appliedDiscounts).toEqual([
      expect.objectContaining({
        kind: 'AUTOMATIC',
        amount: 4_000n,
        discountRule: expect.objectContaining({ percentage: '10' }),
      }),
    ]);
    expect(automatic.tax).toMatchObject({ rate: '0.2', jurisdiction: { type: 'COUNTRY' } });
  });
});

describe('coupon use', () => {
  it('is counted in all and per buyer, once per order', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/coupons',
      headers: asAdmin,
      payload: {
        coupon: {
          code: 'TWICE',
          name: 'Two uses',
          type: 'PERCENT',
          percentage: '5',
          usageLimit: 2,
          usageLimitPerBuyer: 1,
        },
      },
    });
    expect(created.statusCode).toBe(200);
    const ada = { subjectId: 'visitor-ada', memberId: 'member-ada', email: 'Ada@Example.com' };
    const db = t.database.db;
    await recordCouponUse(db, { code: 'twice', buyer: ada, orderId: 'order-1' });
    await recordCouponUse(db, { code: 'TWICE', buyer: ada, orderId: 'order-1' }); // the same order again
    // Ada again, as another visitor with her email: one use per buyer.
    expect(
      await refusal('TWICE', request({ buyer: { subjectId: 'visitor-2', email: 'ada@example.com' } })),
    ).toBe('COUPON_LIMIT_PER_BUYER');
    await expect(
      recordCouponUse(db, {
        code: 'TWICE',
        buyer: { subjectId: 'x', memberId: 'member-ada' },
        orderId: 'order-2',
      }),
    ).rejects.toMatchObject({ code: 'COUPON_LIMIT_PER_BUYER' });
    expect(await refusal('TWICE', request({ buyer: { subjectId: 'visitor-bob' } }))).toBe('APPLIES');
    await recordCouponUse(db, { code: 'TWICE', buyer: { subjectId: 'visitor-bob' }, orderId: 'order-3' });
    expect(await refusal('TWICE', request({ buyer: { subjectId: 'visitor-cy' } }))).toBe('COUPON_USED_UP');
    const priced = await priceCart(db, request({ couponCode: 'TWICE', buyer: { subjectId: 'visitor-cy' } }));
    expect(priced.coupon?.problem?.code).toBe('COUPON_USED_UP');
    expect(priced.totals.discount).toBe(0n);
    const listed = await t.app.inject({ method: 'GET', url: '/v1/coupons', headers: asAdmin });
    expect(listed.json().coupons.find((c: { code: string }) => c.code === 'TWICE').timesUsed).toBe(2);
  });

  it('never passes its limit when orders race for the last use', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/v1/coupons',
      headers: asAdmin,
      payload: { coupon: { code: 'LASTONE', name: 'Last one', type: 'FREE_SHIPPING', usageLimit: 1 } },
    });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        t.database.db.transaction((tx) =>
          recordCouponUse(tx, { code: 'LASTONE', buyer: { subjectId: `racer-${i}` }, orderId: `race-${i}` }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'COUPON_USED_UP' });
    }
  });

  it('of a code that does not exist is refused', async () => {
    await expect(
      recordCouponUse(t.database.db, { code: 'GHOST', buyer: { subjectId: 's' }, orderId: 'o' }),
    ).rejects.toMatchObject({ code: 'COUPON_NOT_FOUND', status: 400 });
  });
});
