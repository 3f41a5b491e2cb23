import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneIdempotencyKeys } from '../src/http/idempotency';
import { seedDemoGiftCards } from '../src/modules/gift-cards';
import { seedDemoPaymentMethods } from '../src/modules/payment-methods';
import { seedDemoPricing } from '../src/modules/pricing';
import { seedDemoShipping } from '../src/modules/shipping';
import { memberToken, visitorToken } from './auth-helpers';
import { createProduct, eventsOf } from './catalog-helpers';
import { caller, checkoutOf, line, newCheckout, NY } from './checkout-helpers';
import { appCode, asAdmin, rowsOf, startTestApp, type TestApp } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let call: ReturnType<typeof caller>;
let vase: Record<string, any>;
let ebook: Record<string, any>;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t.app);
  await seedDemoShipping(t.database.db);
  await seedDemoPricing(t.database.db);
  await seedDemoGiftCards(t.database.db);
  await seedDemoPaymentMethods(t.database.db);
  vase = await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
    weight: 1.2,
    stock: { trackInventory: true, quantity: 50 },
  });
  ebook = await createProduct(t.app, {
    name: 'Glazing Guide',
    productType: 'digital',
    priceData: { price: '12.00' },
  });
});
afterAll(() => t.close());

const n = (m: { amount: string }) => Math.round(Number(m.amount) * 100);

const stockOf = async (productId: string) =>
  (
    await rowsOf<{ quantity: number }>(
      t.database.db,
      sql`select quantity from product_variants where product_id = ${productId}`,
    )
  )[0]!.quantity;

/** A checkout ready for an order: email, New York address and its first delivery option chosen. */
async function readyCheckout(token: string, lineItems: unknown[], extra: Record<string, unknown> = {}) {
  const c = await newCheckout(t.app, token, lineItems, true);
  const option = c.shippingInfo.carrierServiceOptions
    .flatMap((o: any) => o.shippingOptions)
    .find((o: any) => !o.logistics.pickupDetails);
  const res = await call('PATCH', `/v1/checkouts/${c.id}`, token, {
    checkout: { shippingInfo: { selectedCarrierServiceOption: { code: option.code } } },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return checkoutOf(res);
}

describe('create-order', () => {
  it('places the order of a checkout: stock taken, coupon counted, checkout completed, events written', async () => {
    const visitor = await visitorToken(t.app);
    const before = await stockOf(vase.id);
    const c = await readyCheckout(visitor, [line(vase.id, 2), line(ebook.id)], { couponCode: 'WELCOME10' });
    const res = await call('POST', `/ecom/v1/checkouts/${c.id}/create-order`, visitor, { id: c.id });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, order } = res.json();
    expect(order.id).toBe(orderId);
    expect(order).toMatchObject({
      checkoutId: c.id,
      status: 'APPROVED',
      paymentStatus: 'NOT_PAID',
      fulfillmentStatus: 'NOT_FULFILLED',
      buyerInfo: { email: 'buyer@example.com', visitorId: expect.any(String) },
      priceSummary: { total: c.priceSummary.total, subtotal: { amount: '62.00' } },
      shippingInfo: {
        code: c.shippingInfo.selectedCarrierServiceOption.code,
        logistics: { shippingDestination: { address: { city: 'New York' } } },
      },
      channelInfo: { type: 'WEB' },
    });
    expect(Number(order.number)).toBeGreaterThanOrEqual(10001);
    expect(order.lineItems.map((l: any) => [l.productName.original, l.quantity])).toEqual([
      ['Stoneware Vase', 2],
      ['Glazing Guide', 1],
    ]);
    expect(order.activities.map((a: any) => a.type)).toEqual(['ORDER_PLACED']);
    expect(await stockOf(vase.id)).toBe(before - 2);
    const uses = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from coupon_uses where order_id = ${orderId}`,
    );
    expect(Number(uses[0]!.n)).toBe(1);
    const done = checkoutOf(await call('GET', `/v1/checkouts/${c.id}`, visitor));
    expect(done).toMatchObject({ completed: true, orderId });
    expect(await eventsOf(t.app, c.id)).toEqual([
      'ecom.checkout.created',
      'ecom.checkout.updated',
      'ecom.checkout.completed',
    ]);
    expect(await eventsOf(t.app, orderId)).toEqual(['ecom.order.created', 'ecom.order.approved']);
    const read = await call('GET', `/v1/orders/${orderId}`, visitor);
    expect(read.statusCode).toBe(200);
    const changed = await call('PATCH', `/v1/checkouts/${c.id}`, visitor, {
      checkout: { buyerNote: 'late' },
    });
    expect(changed.statusCode).toBe(409);
    expect(appCode(changed)).toBe('CHECKOUT_COMPLETED');
    expect(changed.json().details.applicationError.data).toMatchObject({ orderId });
  });

  it('answers the same order to a repeated call, and another caller 404', async () => {
    const visitor = await visitorToken(t.app);
    const c = await readyCheckout(visitor, [line(vase.id)]);
    const first = await call('POST', `/v1/checkouts/${c.id}/create-order`, visitor);
    const again = await call('POST', `/v1/checkouts/${c.id}/create-order`, visitor, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().orderId).toBe(first.json().orderId);
    // The confirmation goes out once, with the order's number, however often the order is asked for.
    const number = String(first.json().order.number);
    const mails = await rowsOf<{ subject: string; text: string }>(
      t.database.db,
      sql`select subject, text from mail_outbox where kind = 'order-confirmation' and "to" = 'buyer@example.com'
          and text like ${`%${number}%`}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(c.lineItems[0].productName.original);
    expect(
      (await call('POST', `/v1/checkouts/${c.id}/create-order`, await memberToken(t.app))).statusCode,
    ).toBe(404);
    expect((await call('POST', `/v1/checkouts/${c.id}/create-order`)).statusCode).toBe(401);
    const admin = await call('POST', `/v1/checkouts/${c.id}/create-order`, asAdmin.authorization);
    expect(admin.json().orderId).toBe(first.json().orderId);
  });

  it('needs the buyer’s email, a shipping address or pickup, and something to buy (400, nothing written)', async () => {
    const visitor = await visitorToken(t.app);
    const noEmail = await newCheckout(t.app, visitor, [line(vase.id)]);
    const r1 = await call('POST', `/v1/checkouts/${noEmail.id}/create-order`, visitor);
    expect([r1.statusCode, appCode(r1)]).toEqual([400, 'BUYER_EMAIL_REQUIRED']);
    await call('PATCH', `/v1/checkouts/${noEmail.id}`, visitor, {
      checkout: { buyerInfo: { email: 'a@example.com' } },
    });
    const r2 = await call('POST', `/v1/checkouts/${noEmail.id}/create-order`, visitor);
    expect([r2.statusCode, appCode(r2)]).toEqual([400, 'SHIPPING_ADDRESS_REQUIRED']);
    await call('PATCH', `/v1/checkouts/${noEmail.id}`, visitor, {
      checkout: { shippingInfo: { shippingDestination: { address: NY } } },
    });
    const r3 = await call('POST', `/v1/checkouts/${noEmail.id}/create-order`, visitor);
    expect([r3.statusCode, appCode(r3)]).toEqual([400, 'SHIPPING_OPTION_REQUIRED']);
    // Pickup needs no address; a digital line needs no shipping at all.
    const pickup = checkoutOf(await call('GET', `/v1/checkouts/${noEmail.id}`, visitor))
      .shippingInfo.carrierServiceOptions.flatMap((o: any) => o.shippingOptions)
      .find((o: any) => o.logistics.pickupDetails);
    await call('PATCH', `/v1/checkouts/${noEmail.id}?fieldMask=checkout.shippingInfo`, visitor, {
      checkout: { shippingInfo: { selectedCarrierServiceOption: { code: pickup.code } } },
    });
    const r4 = await call('POST', `/v1/checkouts/${noEmail.id}/create-order`, visitor);
    expect(r4.statusCode, r4.body).toBe(200);
    expect(r4.json().order.shippingInfo.logistics.pickupDetails.address).toBeDefined();
    const digital = await newCheckout(t.app, visitor, [line(ebook.id)]);
    await call('PATCH', `/v1/checkouts/${digital.id}`, visitor, {
      checkout: { buyerInfo: { email: 'd@example.com' } },
    });
    expect((await call('POST', `/v1/checkouts/${digital.id}/create-order`, visitor)).statusCode).toBe(200);
    const empty = await newCheckout(t.app, visitor, []);
    await call('PATCH', `/v1/checkouts/${empty.id}`, visitor, {
      checkout: { buyerInfo: { email: 'e@example.com' } },
    });
    const r5 = await call('POST', `/v1/checkouts/${empty.id}/create-order`, visitor);
    expect([r5.statusCode, appCode(r5)]).toEqual([400, 'NOTHING_TO_ORDER']);
    expect(checkoutOf(await call('GET', `/v1/checkouts/${empty.id}`, visitor)).completed).toBe(false);
  });

  it('refuses more than the stock with 409 INSUFFICIENT_STOCK naming the line, and changes nothing', async () => {
    const visitor = await visitorToken(t.app);
    const jug = await createProduct(t.app, {
      name: 'Tall Jug',
      priceData: { price: '40.00' },
      stock: { trackInventory: true, quantity: 3 },
    });
    const c = await readyCheckout(visitor, [line(jug.id, 3), line(vase.id)]);
    const vaseBefore = await stockOf(vase.id);
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${jug.id}`,
      headers: asAdmin,
      payload: { product: { stock: { trackInventory: true, quantity: 1 } } },
    });
    const res = await call('POST', `/v1/checkouts/${c.id}/create-order`, visitor);
    expect(res.statusCode, res.body).toBe(409);
    expect(appCode(res)).toBe('INSUFFICIENT_STOCK');
    const jugLine = c.lineItems.find((l: any) => l.catalogReference.catalogItemId === jug.id);
    expect(res.json().details.applicationError.data.lines).toEqual([
      {
        lineItemId: jugLine.id,
        productId: jug.id,
        variantId: expect.any(String),
        requestedQuantity: 3,
        availableQuantity: 1,
      },
    ]);
    expect(await stockOf(jug.id)).toBe(1);
    expect(await stockOf(vase.id)).toBe(vaseBefore);
    expect(checkoutOf(await call('GET', `/v1/checkouts/${c.id}`, visitor)).completed).toBe(false);
  });

  it('empties the buyer’s cart when the checkout came from it', async () => {
    const visitor = await visitorToken(t.app);
    await call('POST', '/v1/carts/current/add-to-cart', visitor, { lineItems: [line(vase.id)] });
    const made = await call('POST', '/v1/carts/current/create-checkout', visitor, {
      channelType: 'WEB',
      email: 'cart@example.com',
      shippingAddress: NY,
    });
    const { checkoutId } = made.json();
    const c = checkoutOf(await call('GET', `/v1/checkouts/${checkoutId}`, visitor));
    const option = c.shippingInfo.carrierServiceOptions[0].shippingOptions[0];
    await call('PATCH', `/v1/checkouts/${checkoutId}`, visitor, {
      checkout: { shippingInfo: { selectedCarrierServiceOption: { code: option.code } } },
    });
    expect((await call('POST', `/v1/checkouts/${checkoutId}/create-order`, visitor)).statusCode).toBe(200);
    expect((await call('GET', '/v1/carts/current', visitor)).statusCode).toBe(404);
    expect(await eventsOf(t.app, c.cartId)).toContain('ecom.cart.deleted');
  });
});

describe('Idempotency-Key', () => {
  it('answers the stored answer to the same key and refuses the key for another request with 422', async () => {
    const visitor = await visitorToken(t.app);
    const a = await readyCheckout(visitor, [line(vase.id)]);
    const b = await readyCheckout(visitor, [line(vase.id)]);
    const key = { 'idempotency-key': `order-${a.id}` };
    const first = await call('POST', `/v1/checkouts/${a.id}/create-order`, visitor, {}, key);
    expect(first.statusCode).toBe(200);
    const again = await call('POST', `/v1/checkouts/${a.id}/create-order`, visitor, {}, key);
    expect(again.json()).toEqual(first.json());
    const other = await call('POST', `/v1/checkouts/${b.id}/create-order`, visitor, {}, key);
    expect([other.statusCode, appCode(other)]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const stranger = await visitorToken(t.app);
    // Keys are the caller's own: another caller's same key is another key (and the checkout is not theirs).
    expect((await call('POST', `/v1/checkouts/${a.id}/create-order`, stranger, {}, key)).statusCode).toBe(
      404,
    );
    // After 24 hours the answer is no longer kept.
    expect(
      await pruneIdempotencyKeys(t.database.db, new Date(Date.now() + 25 * 3600_000)),
    ).toBeGreaterThanOrEqual(1);
    const later = await call('POST', `/v1/checkouts/${b.id}/create-order`, visitor, {}, key);
    expect(later.statusCode).toBe(200);
    expect(later.json().orderId).not.toBe(first.json().orderId);
  });
});

describe('gift card and payment method', () => {
  it('shows the card obfuscated with payNow less it, redeems its share and keeps the chosen method on the order', async () => {
    const visitor = await visitorToken(t.app);
    const c = await readyCheckout(visitor, [line(vase.id, 3)]);
    const wrong = await call('PATCH', `/v1/checkouts/${c.id}`, visitor, {
      checkout: {},
      giftCardCode: 'NOPE-1234',
    });
    expect([wrong.statusCode, appCode(wrong)]).toEqual([400, 'GIFT_CARD_NOT_FOUND']);
    const badMethod = await call('PATCH', `/v1/checkouts/${c.id}`, visitor, {
      checkout: { paymentMethodId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(badMethod.statusCode).toBe(400);
    const methods = (await call('GET', '/v1/payment-methods', visitor)).json().paymentMethods;
    const bank = methods.find((m: any) => m.kind === 'BANK_TRANSFER');
    const res = await call('PATCH', `/v1/checkouts/${c.id}`, visitor, {
      checkout: { paymentMethodId: bank.id },
      giftCardCode: 'GIFT-DEMO-50',
    });
    expect(res.statusCode, res.body).toBe(200);
    const withCard = checkoutOf(res);
    expect(withCard.giftCard).toMatchObject({
      obfuscatedCode: expect.stringMatching(/^\*+O-50$/),
      amount: { amount: '50.00' },
    });
    expect(JSON.stringify(withCard)).not.toContain('GIFT-DEMO-50');
    expect(withCard.paymentMethod).toMatchObject({ id: bank.id, kind: 'BANK_TRANSFER' });
    expect(n(withCard.payNow.total)).toBe(n(withCard.priceSummary.total) - 5000);
    const placed = await call('POST', `/v1/checkouts/${c.id}/create-order`, visitor);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json().order;
    expect(order.priceSummary.giftCard.amount).toBe('50.00');
    expect(order.paymentMethod).toMatchObject({ kind: 'BANK_TRANSFER', title: bank.title });
    const balance = await call('POST', '/v1/gift-cards/balance', visitor, { code: 'GIFT-DEMO-50' });
    expect(balance.json().giftCard.balance).toBe('0.00');
    // The card is spent: another checkout refuses it.
    const next = await readyCheckout(visitor, [line(vase.id)]);
    const spent = await call('PATCH', `/v1/checkouts/${next.id}`, visitor, {
      checkout: {},
      giftCardCode: 'GIFT-DEMO-50',
    });
    expect([spent.statusCode, appCode(spent)]).toEqual([400, 'GIFT_CARD_USED_UP']);
  });
});
