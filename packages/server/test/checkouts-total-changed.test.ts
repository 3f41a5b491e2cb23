import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShipping } from '../src/modules/shipping';
import { visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { caller, checkoutOf, line, readyCheckoutOf } from './checkout-helpers';
import { appCode, asAdmin, rowsOf, startTestApp, type TestApp } from './helpers';

/**
 * create-order places the order at the totals its buyer last saw, or not at all: a coupon that ran out or
 * expired, a gift card drained or disabled, a price changed since the review answer 409 CHECKOUT_TOTAL_CHANGED
 * with the new total, place nothing, and leave the checkout showing the new total; placing again then gives
 * the order at it.
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let call: ReturnType<typeof caller>;
const admin = asAdmin.authorization;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t.app);
  await seedDemoShipping(t.database.db);
});
afterAll(() => t.close());

let serial = 0;
const unique = (prefix: string) => `${prefix}-${++serial}-${Date.now().toString(36)}`.toUpperCase();

async function product(price: string) {
  return createProduct(t.app, {
    name: unique('Vase'),
    priceData: { price },
    stock: { trackInventory: true, quantity: 20 },
  });
}

async function coupon(fields: Record<string, unknown>) {
  const code = unique('TILL');
  const res = await call('POST', '/v1/coupons', admin, {
    coupon: { name: code, code, type: 'AMOUNT', amount: '10', ...fields },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { code, id: res.json().coupon.id as string };
}

async function giftCard(balance: string) {
  const code = unique('CARD');
  const res = await call('POST', '/v1/gift-cards', admin, {
    giftCard: { code, initialBalance: balance, currency: 'USD' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { code, id: res.json().giftCard.id as string };
}

const stockOf = async (productId: string) =>
  (
    await rowsOf<{ quantity: number }>(
      t.database.db,
      sql`select quantity from product_variants where product_id = ${productId}`,
    )
  )[0]!.quantity;

const place = (token: string, id: string, alias = '') =>
  call('POST', `${alias}/v1/checkouts/${id}/create-order`, token, { id });

/** A shopper's reviewed checkout of one `productId`, with `extra` (a coupon, a gift card) applied. */
async function reviewed(productId: string, extra: Record<string, unknown>) {
  const token = await visitorToken(t.app);
  const c = await readyCheckoutOf(t.app, token, [line(productId)], `${unique('buyer')}@example.com`, extra);
  return { token, c };
}

/**
 * create-order after the change: 409 CHECKOUT_TOTAL_CHANGED with `reason`, nothing placed, the new totals
 * shown by GET; placing again gives the order at them. Answers that order.
 */
async function refusedThenPlaced(
  shopper: { token: string; c: Record<string, any> },
  productId: string,
  reason: string,
  alias = '',
) {
  const { token, c } = shopper;
  const stock = await stockOf(productId);
  const refused = await place(token, c.id, alias);
  expect(refused.statusCode, refused.body).toBe(409);
  expect(appCode(refused)).toBe('CHECKOUT_TOTAL_CHANGED');
  const data = refused.json().details.applicationError.data;
  expect(data).toMatchObject({
    checkoutId: c.id,
    reason,
    currency: 'USD',
    reviewedTotal: { amount: c.priceSummary.total.amount, formattedAmount: expect.any(String) },
    reviewedGiftCard: { amount: c.giftCard?.amount.amount ?? '0.00' },
  });
  expect(refused.json().message).toMatch(
    /Nothing was ordered: review the checkout and place the order again$/,
  );
  // Nothing placed: no order, stock untouched, the checkout open and showing the new totals.
  expect(await stockOf(productId)).toBe(stock);
  const now = checkoutOf(await call('GET', `/v1/checkouts/${c.id}`, token));
  expect(now.orderId).toBeUndefined();
  expect(now.completed).toBe(false);
  expect(now.priceSummary.total.amount).toBe(data.total.amount);
  expect(now.giftCard?.amount.amount ?? '0.00').toBe(data.giftCard.amount);
  const again = await place(token, c.id, alias);
  expect(again.statusCode, again.body).toBe(200);
  const order = again.json().order;
  expect(order.priceSummary.total.amount).toBe(data.total.amount);
  expect(order.priceSummary.giftCard.amount).toBe(data.giftCard.amount);
  expect(await stockOf(productId)).toBe(stock - 1);
  return { data, order };
}

describe('create-order when the total changed since the review', () => {
  it('refuses an order whose coupon ran out meanwhile (its one use taken by another order)', async () => {
    const vase = await product('26.08');
    const { code } = await coupon({ amount: '9.80', usageLimit: 1 });
    const late = await reviewed(vase.id, { couponCode: code });
    const early = await reviewed(vase.id, { couponCode: code });
    expect(late.c.appliedDiscounts).toHaveLength(1);
    expect((await place(early.token, early.c.id)).statusCode).toBe(200);
    const { data, order } = await refusedThenPlaced(late, vase.id, 'COUPON_USED_UP');
    expect(Number(data.total.amount) - Number(data.reviewedTotal.amount)).toBeCloseTo(9.8, 2);
    expect(order.appliedDiscounts).toEqual([]);
  });

  it('refuses an order whose coupon expired meanwhile, on the /ecom alias too', async () => {
    const vase = await product('30.00');
    const { code, id } = await coupon({ amount: '10' });
    const shopper = await reviewed(vase.id, { couponCode: code });
    const expired = await call('PATCH', `/v1/coupons/${id}`, admin, {
      coupon: { expirationDate: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(expired.statusCode, expired.body).toBe(200);
    await refusedThenPlaced(shopper, vase.id, 'COUPON_EXPIRED', '/ecom');
  });

  it('refuses an order whose gift card was drained by another order', async () => {
    const vase = await product('20.00');
    const card = await giftCard('15.00');
    const late = await reviewed(vase.id, { giftCardCode: card.code });
    const early = await reviewed(vase.id, { giftCardCode: card.code });
    expect(late.c.giftCard.amount.amount).toBe('15.00');
    expect((await place(early.token, early.c.id)).statusCode).toBe(200);
    const { data, order } = await refusedThenPlaced(late, vase.id, 'GIFT_CARD_USED_UP');
    expect(data.giftCard.amount).toBe('0.00');
    expect(data.total.amount).toBe(data.reviewedTotal.amount);
    expect(order.giftCard).toBeUndefined();
  });

  it('refuses an order whose gift card was disabled', async () => {
    const vase = await product('20.00');
    const card = await giftCard('50.00');
    const shopper = await reviewed(vase.id, { giftCardCode: card.code });
    const off = await call('PATCH', `/v1/gift-cards/${card.id}`, admin, { giftCard: { disabled: true } });
    expect(off.statusCode, off.body).toBe(200);
    const refused = await refusedThenPlaced(shopper, vase.id, 'GIFT_CARD_DISABLED');
    expect(refused.data.giftCard.amount).toBe('0.00');
  });

  it('refuses an order whose product’s price changed', async () => {
    const vase = await product('40.00');
    const shopper = await reviewed(vase.id, {});
    const priced = await call('PATCH', `/v1/products/${vase.id}`, admin, {
      product: { priceData: { price: '44.00' } },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const { data } = await refusedThenPlaced(shopper, vase.id, 'PRICES_CHANGED');
    expect(Number(data.total.amount) - Number(data.reviewedTotal.amount)).toBeGreaterThanOrEqual(4);
  });

  it('places at the new total a buyer was shown by reading the checkout again', async () => {
    const vase = await product('12.00');
    const shopper = await reviewed(vase.id, {});
    await call('PATCH', `/v1/products/${vase.id}`, admin, { product: { priceData: { price: '13.00' } } });
    const read = checkoutOf(await call('GET', `/v1/checkouts/${shopper.c.id}`, shopper.token));
    const placed = await place(shopper.token, shopper.c.id);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().order.priceSummary.total.amount).toBe(read.priceSummary.total.amount);
  });
});
