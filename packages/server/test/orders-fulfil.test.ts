import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import { headers, latestMail, visitorToken } from './auth-helpers';
import { createProduct, eventsOf } from './catalog-helpers';
import { draftOf, placeOrder, ZERO } from './orders-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let vase: Record<string, any>;
let bowl: Record<string, any>;
let visitor: string;
let visitorId: string;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200', REGISTER_REQUIRES_CAPTCHA: 'false' });
  vase = await createProduct(t.app, {
    name: 'Vase',
    priceData: { price: '25.00' },
    stock: { trackInventory: true, quantity: 50 },
  });
  bowl = await createProduct(t.app, {
    name: 'Bowl',
    priceData: { price: '15.00' },
    stock: { trackInventory: true, quantity: 50 },
  });
  visitor = await visitorToken(t.app);
  const cart = await t.app.inject({
    method: 'POST',
    url: '/v1/carts',
    headers: headers(visitor),
    payload: {},
  });
  visitorId = cart.json().cart.buyerInfo.visitorId;
});
afterAll(() => t.close());

const fulfil = (orderId: string, fulfillment: unknown, h: Record<string, string> = asAdmin) =>
  t.app.inject({
    method: 'POST',
    url: `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`,
    headers: h,
    payload: { fulfillment } as object,
  });

const twoLines = (email: string) =>
  placeOrder(
    t.app,
    draftOf(
      [
        { productId: vase.id, quantity: 3, unitPrice: '25.00', name: 'Vase' },
        { productId: bowl.id, quantity: 1, unitPrice: '15.00', name: 'Bowl' },
      ],
      { buyer: { subjectId: visitorId, email, firstName: 'Fay' } },
    ),
  );

describe('create-fulfillment', () => {
  it('ships some units, then the rest: PARTIALLY_FULFILLED then FULFILLED, tracking in activities and mail', async () => {
    const row = await twoLines('ship@example.com');
    const tracking = {
      trackingNumber: '1Z999',
      shippingProvider: 'UPS',
      trackingLink: 'https://ups.example/track/1Z999',
    };
    const first = await fulfil(row.id, {
      lineItems: [{ id: 'line-1', quantity: 2 }],
      trackingInfo: tracking,
    });
    expect(first.statusCode, first.body).toBe(200);
    const a = first.json();
    expect(a.orderWithFulfillments.orderId).toBe(row.id);
    expect(a.orderWithFulfillments.fulfillments).toHaveLength(1);
    expect(a.orderWithFulfillments.fulfillments[0]).toMatchObject({
      id: a.fulfillmentId,
      lineItems: [{ id: 'line-1', quantity: 2 }],
      trackingInfo: tracking,
    });
    expect(a.order.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect(a.order.lineItems.map((l: any) => l.fulfilledQuantity)).toEqual([2, 0]);
    expect(a.order.activities.at(-1)).toMatchObject({
      type: 'TRACKING_NUMBER_ADDED',
      trackingInfo: tracking,
    });
    const mail = await latestMail(t.app, 'ship@example.com');
    expect(mail?.subject).toContain('on its way');
    expect(mail?.text).toContain('https://ups.example/track/1Z999');
    expect(mail?.text).toContain('1Z999');
    expect(mail?.html).toContain('href="https://ups.example/track/1Z999"');

    const rest = await fulfil(row.id, {});
    expect(rest.statusCode, rest.body).toBe(200);
    const b = rest.json();
    expect(b.order.fulfillmentStatus).toBe('FULFILLED');
    expect(b.order.lineItems.map((l: any) => l.fulfilledQuantity)).toEqual([3, 1]);
    expect(b.orderWithFulfillments.fulfillments[1].lineItems).toEqual([
      { id: 'line-1', quantity: 1 },
      { id: 'line-2', quantity: 1 },
    ]);
    expect(b.order.activities.map((x: any) => x.type)).toEqual([
      'ORDER_PLACED',
      'TRACKING_NUMBER_ADDED',
      'ORDER_FULFILLED',
    ]);
    expect(await eventsOf(t.app, row.id)).toEqual([
      'ecom.order.created',
      'ecom.order.approved',
      'ecom.order.updated',
      'ecom.order.updated',
    ]);

    const again = await fulfil(row.id, {});
    expect(again.statusCode).toBe(409);
    expect(appCode(again)).toBe('ORDER_ALREADY_FULFILLED');

    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/fulfillments/orders/${row.id}`,
      headers: headers(visitor),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().orderWithFulfillments.fulfillments).toHaveLength(2);
    const order = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${row.id}`,
      headers: headers(visitor),
    });
    expect(order.json().order.fulfillments[0].trackingInfo.trackingNumber).toBe('1Z999');
  });

  it('refuses too many units, an unknown or repeated line, a bad link, a canceled order', async () => {
    const row = await twoLines('refuse@example.com');
    const cases: [unknown, number, string][] = [
      [{ lineItems: [{ id: 'line-2', quantity: 2 }] }, 400, 'FULFILLMENT_QUANTITY_EXCEEDED'],
      [{ lineItems: [{ id: 'nope' }] }, 400, 'LINE_ITEM_NOT_FOUND'],
      [{ lineItems: [{ id: 'line-1' }, { id: 'line-1' }] }, 400, 'LINE_ITEM_REPEATED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await fulfil(row.id, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(appCode(res)).toBe(code);
    }
    const link = await fulfil(row.id, {
      trackingInfo: { trackingNumber: '1', shippingProvider: 'X', trackingLink: 'javascript:alert(1)' },
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().details.validationError.fieldViolations[0].field).toBe(
      'fulfillment.trackingInfo.trackingLink',
    );
    const noNumber = await fulfil(row.id, { trackingInfo: { shippingProvider: 'X' } });
    expect(noNumber.statusCode).toBe(400);
    await t.app.inject({ method: 'POST', url: `/v1/orders/${row.id}/cancel`, headers: asAdmin, payload: {} });
    const canceled = await fulfil(row.id, {});
    expect(canceled.statusCode).toBe(409);
    expect(appCode(canceled)).toBe('ORDER_CANCELED');
    const untouched = await t.app.inject({ method: 'GET', url: `/v1/orders/${row.id}`, headers: asAdmin });
    expect(untouched.json().order.fulfillments).toEqual([]);
  });

  it('is the shop’s; reading fulfilments is the buyer’s or the shop’s', async () => {
    const row = await twoLines('roles@example.com');
    expect((await fulfil(row.id, {}, headers(visitor))).statusCode).toBe(403);
    expect((await fulfil(row.id, {}, {})).statusCode).toBe(401);
    expect((await fulfil(ZERO, {})).statusCode).toBe(404);
    const other = await visitorToken(t.app);
    const read = (h: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/ecom/v1/fulfillments/orders/${row.id}`, headers: h });
    expect((await read(headers(other))).statusCode).toBe(404);
    expect((await read(asAdmin)).statusCode).toBe(200);
    expect((await read({})).statusCode).toBe(401);
  });
});
