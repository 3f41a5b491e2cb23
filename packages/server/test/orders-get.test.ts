import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import { headers, memberLogin, visitorToken, type MemberLogin } from './auth-helpers';
import { createProduct, eventsOf } from './catalog-helpers';
import { draftOf, placeOrder, stockOf, ZERO, ORDERS_TEST_ENV, visitorWithId } from './orders-helpers';
import { createOrder } from '../src/modules/orders';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let vase: Record<string, any>;
let visitor: string;
let visitorId: string;
let member: MemberLogin;
beforeAll(async () => {
  t = await startTestApp(ORDERS_TEST_ENV);
  vase = await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
    weight: 1.2,
    stock: { trackInventory: true, quantity: 20 },
  });
  ({ token: visitor, visitorId } = await visitorWithId(t.app));
  member = await memberLogin(t.app);
});
afterAll(() => t.close());

const get = (id: string, h: Record<string, string> = {}, prefix = '') =>
  t.app.inject({ method: 'GET', url: `${prefix}/v1/orders/${id}`, headers: h });

const address = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  postalCode: '10001',
  addressLine1: '1 Main St',
  location: { latitude: 40.75, longitude: -73.99 },
};

describe('createOrder', () => {
  it('takes stock, numbers the order, records ORDER_PLACED and the created and approved events', async () => {
    const draft = draftOf(
      [{ productId: vase.id, quantity: 2, unitPrice: '25.00', weight: 1.2, name: 'Vase' }],
      {
        buyer: { subjectId: visitorId, email: 'v@example.com', firstName: 'Ada' },
        billingInfo: { address, contactDetails: { firstName: 'Ada', lastName: 'L' } },
        recipientInfo: { address, contactDetails: { firstName: 'Ada' } },
        shippingInfo: {
          title: 'Standard',
          code: 'standard',
          logistics: {
            deliverByDate: '2026-12-01T00:00:00.000Z',
            deliveryTimeSlot: { from: '2026-12-01T09:00:00.000Z', to: '2026-12-01T12:00:00.000Z' },
            shippingDestination: { address, contactDetails: { firstName: 'Ada' } },
          },
        },
        paymentMethod: { id: 'pm1', kind: 'BANK_TRANSFER', title: 'Bank transfer', instructions: 'IBAN X' },
      },
      '5.00',
    );
    const row = await placeOrder(t.app, draft);
    expect(row.number).toBeGreaterThanOrEqual(10001);
    expect(await stockOf(t.app, vase.id)).toBe(18);
    expect(await eventsOf(t.app, row.id)).toEqual(['ecom.order.created', 'ecom.order.approved']);

    const res = await get(row.id, headers(visitor));
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().order;
    expect(order).toMatchObject({
      id: row.id,
      number: String(row.number),
      status: 'APPROVED',
      paymentStatus: 'NOT_PAID',
      fulfillmentStatus: 'NOT_FULFILLED',
      currency: 'USD',
      weightUnit: 'KG',
      buyerInfo: { visitorId, email: 'v@example.com' },
      channelInfo: { type: 'WEB' },
      priceSummary: {
        subtotal: { amount: '50.00' },
        shipping: { amount: '5.00' },
        total: { amount: '55.00' },
      },
      balanceSummary: {
        balance: { amount: '55.00' },
        paid: { amount: '0.00' },
        refunded: { amount: '0.00' },
      },
      paymentMethod: { kind: 'BANK_TRANSFER', instructions: 'IBAN X' },
    });
    expect(order.activities).toHaveLength(1);
    expect(order.activities[0]).toMatchObject({ type: 'ORDER_PLACED' });
    expect(Date.parse(order.activities[0].createdDate)).not.toBeNaN();
    const line = order.lineItems[0];
    expect(line).toMatchObject({
      quantity: 2,
      productName: { original: 'Vase' },
      catalogReference: { catalogItemId: vase.id, options: { variantId: ZERO } },
      physicalProperties: { weight: 1.2, shippable: true },
      price: { amount: '25.00', formattedAmount: '$25.00' },
      totalPriceAfterTax: { amount: '50.00' },
      paymentOption: 'FULL_PAYMENT_OFFLINE',
      refundQuantity: 0,
      restockQuantity: 0,
    });
    expect(order.billingInfo.address).toMatchObject({ city: 'New York', geocode: { latitude: 40.75 } });
    expect(order.recipientInfo.address.addressLine).toBe('1 Main St');
    expect(order.shippingInfo.logistics).toMatchObject({
      deliverByDate: '2026-12-01T00:00:00.000Z',
      deliveryTimeSlot: { from: '2026-12-01T09:00:00.000Z', to: '2026-12-01T12:00:00.000Z' },
      shippingDestination: { address: { postalCode: '10001' } },
    });
    expect(order.shippingInfo.cost.price.amount).toBe('5.00');
  });

  it('writes nothing and names the shortfall when stock is short', async () => {
    const before = await stockOf(t.app, vase.id);
    const result = await t.app.ctx.db.transaction((tx) =>
      createOrder(tx, draftOf([{ productId: vase.id, quantity: 99, unitPrice: '25.00' }])),
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.shortfalls[0]).toMatchObject({ productId: vase.id, requested: 99, available: before });
    expect(await stockOf(t.app, vase.id)).toBe(before);
  });

  it('writes the caller’s own events beside the order’s, naming the new order', async () => {
    const checkoutId = '33333333-3333-4333-8333-333333333333';
    const result = await t.app.ctx.db.transaction((tx) =>
      createOrder(tx, draftOf([{ productId: vase.id, quantity: 1, unitPrice: '25.00' }]), {}, (row) => [
        { type: 'ecom.checkout.completed', entityId: checkoutId, entity: { orderId: row.id } },
      ]),
    );
    expect(result.ok).toBe(true);
    expect(await eventsOf(t.app, checkoutId)).toEqual(['ecom.checkout.completed']);
  });

  it('refuses a draft without lines', async () => {
    await expect(
      t.app.ctx.db.transaction((tx) => createOrder(tx, { ...draftOf([]), lines: [] })),
    ).rejects.toThrow(/INVALID_ARGUMENT/);
  });

  it('keeps one order per checkout', async () => {
    const checkoutId = '11111111-1111-4111-8111-111111111111';
    await placeOrder(
      t.app,
      draftOf([{ productId: vase.id, quantity: 1, unitPrice: '25.00' }], { checkoutId }),
    );
    await expect(
      placeOrder(t.app, draftOf([{ productId: vase.id, quantity: 1, unitPrice: '25.00' }], { checkoutId })),
    ).rejects.toThrow();
  });
});

describe('GET /v1/orders/{id}', () => {
  it('answers the buyer by token subject or member, and an elevated caller, at the root and under /ecom', async () => {
    const mine = await placeOrder(
      t.app,
      draftOf([{ productId: vase.id, quantity: 1, unitPrice: '25.00' }], {
        buyer: { memberId: member.memberId, email: member.email },
      }),
    );
    expect((await get(mine.id, headers(member.access_token))).statusCode).toBe(200);
    const admin = await get(mine.id, asAdmin, '/ecom');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().order.buyerInfo).toEqual({ memberId: member.memberId, email: member.email });
  });

  it('answers 404 to another visitor or member, 401 without a token, 400 for a bad id, 404 for none', async () => {
    const row = await placeOrder(
      t.app,
      draftOf([{ productId: vase.id, quantity: 1, unitPrice: '25.00' }], {
        buyer: { subjectId: visitorId },
      }),
    );
    const other = await get(row.id, headers(await visitorToken(t.app)));
    expect(other.statusCode).toBe(404);
    expect(appCode(other)).toBe('NOT_FOUND');
    expect((await get(row.id, headers(member.access_token))).statusCode).toBe(404);
    expect((await get(row.id)).statusCode).toBe(401);
    expect((await get('not-a-uuid', asAdmin)).statusCode).toBe(400);
    expect((await get('22222222-2222-4222-8222-222222222222', asAdmin)).statusCode).toBe(404);
  });
});
