import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import { headers, latestMail, visitorToken } from './auth-helpers';
import { createProduct, eventsOf } from './catalog-helpers';
import { draftOf, placeOrder, ZERO, ORDERS_TEST_ENV, visitorWithId } from './orders-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let vase: Record<string, any>;
let bowl: Record<string, any>;
let visitor: string;
let visitorId: string;
beforeAll(async () => {
  t = await startTestApp(ORDERS_TEST_ENV);
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
  ({ token: visitor, visitorId } = await visitorWithId(t.app));
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

const edit = (orderId: string, fulfillmentId: string, body: unknown, h: Record<string, string> = asAdmin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/ecom/v1/fulfillments/${fulfillmentId}/orders/${orderId}`,
    headers: h,
    payload: body as object,
  });
const remove = (orderId: string, fulfillmentId: string, h: Record<string, string> = asAdmin) =>
  t.app.inject({ method: 'DELETE', url: `/v1/fulfillments/${fulfillmentId}/orders/${orderId}`, headers: h });

describe('correcting a fulfilment', () => {
  const wrong = { trackingNumber: '1Z-TYPO', shippingProvider: 'UPS' };
  const right = {
    trackingNumber: '1Z-RIGHT',
    shippingProvider: 'DHL',
    trackingLink: 'https://dhl.example/track/1Z-RIGHT',
  };

  it('updates the tracking: an activity, the buyer mailed the new link, the lines untouched', async () => {
    const row = await twoLines('edit@example.com');
    const made = (
      await fulfil(row.id, { lineItems: [{ id: 'line-1', quantity: 2 }], trackingInfo: wrong })
    ).json();
    const res = await edit(row.id, made.fulfillmentId, {
      fulfillment: { id: made.fulfillmentId, trackingInfo: right },
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.orderWithFulfillments.fulfillments).toEqual([
      {
        id: made.fulfillmentId,
        createdDate: expect.any(String),
        lineItems: [{ id: 'line-1', quantity: 2 }],
        trackingInfo: right,
      },
    ]);
    expect(r.order.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect(r.order.activities.at(-1)).toMatchObject({ type: 'TRACKING_NUMBER_EDITED', trackingInfo: right });
    const mail = await latestMail(t.app, 'edit@example.com');
    expect(mail?.text).toContain('1Z-RIGHT');
    expect(mail?.html).toContain('href="https://dhl.example/track/1Z-RIGHT"');
    expect(await eventsOf(t.app, row.id)).toContain('ecom.order.updated');
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/fulfillments/orders/${row.id}`,
      headers: asAdmin,
    });
    expect(read.json().orderWithFulfillments.fulfillments[0].trackingInfo).toEqual(right);

    // null removes the tracking; nothing is mailed for that.
    const cleared = await edit(row.id, made.fulfillmentId, { fulfillment: { trackingInfo: null } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().orderWithFulfillments.fulfillments[0].trackingInfo).toBeUndefined();
    expect((await latestMail(t.app, 'edit@example.com'))?.id).toBe(mail?.id);
    const added = await edit(row.id, made.fulfillmentId, { fulfillment: { trackingInfo: wrong } });
    expect(added.json().order.activities.at(-1)).toMatchObject({ type: 'TRACKING_NUMBER_ADDED' });
  });

  it('refuses bad tracking, other fields, a mismatched id, an unknown order or fulfilment, and callers not the shop', async () => {
    const row = await twoLines('edit-refuse@example.com');
    const made = (await fulfil(row.id, { trackingInfo: wrong })).json();
    const cases: [unknown, number, string | undefined][] = [
      [{ fulfillment: { trackingInfo: { ...right, trackingLink: 'javascript:alert(1)' } } }, 400, undefined],
      [{ fulfillment: { trackingInfo: { shippingProvider: 'DHL' } } }, 400, undefined],
      [{ fulfillment: { trackingInfo: right, lineItems: [] } }, 400, undefined],
      [{ fulfillment: {} }, 400, undefined],
      [{ fulfillment: { id: ZERO, trackingInfo: right } }, 400, 'FULFILLMENT_ID_MISMATCH'],
    ];
    for (const [body, status, code] of cases) {
      const res = await edit(row.id, made.fulfillmentId, body);
      expect(res.statusCode, res.body).toBe(status);
      if (code) expect(appCode(res)).toBe(code);
    }
    const badLink = await edit(row.id, made.fulfillmentId, cases[0]![0]);
    expect(badLink.json().details.validationError.fieldViolations.map((v: any) => v.field)).toContain(
      'fulfillment.trackingInfo.trackingLink',
    );
    const body = { fulfillment: { trackingInfo: right } };
    expect((await edit(ZERO, made.fulfillmentId, body)).statusCode).toBe(404);
    const unknown = await edit(row.id, ZERO, body);
    expect([unknown.statusCode, appCode(unknown)]).toEqual([404, 'NOT_FOUND']);
    expect((await edit(row.id, 'not-an-id', body)).statusCode).toBe(400);
    expect((await edit(row.id, made.fulfillmentId, body, headers(visitor))).statusCode).toBe(403);
    expect((await edit(row.id, made.fulfillmentId, body, {})).statusCode).toBe(401);
    const untouched = await t.app.inject({ method: 'GET', url: `/v1/orders/${row.id}`, headers: asAdmin });
    expect(untouched.json().order.fulfillments[0].trackingInfo).toEqual(wrong);
  });

  it('deletes a fulfilment: its units are to ship again and the status follows the fulfilments left', async () => {
    const row = await twoLines('delete@example.com');
    const first = (await fulfil(row.id, { lineItems: [{ id: 'line-1', quantity: 2 }] })).json();
    const second = (await fulfil(row.id, {})).json();
    expect(second.order.fulfillmentStatus).toBe('FULFILLED');
    const res = await remove(row.id, second.fulfillmentId);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.orderWithFulfillments.fulfillments.map((f: any) => f.id)).toEqual([first.fulfillmentId]);
    expect(r.order.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect(r.order.lineItems.map((l: any) => l.fulfilledQuantity)).toEqual([2, 0]);
    expect(r.order.activities.at(-1)).toMatchObject({ type: 'ORDER_NOT_FULFILLED' });
    const last = await t.app.inject({
      method: 'DELETE',
      url: `/ecom/v1/fulfillments/${first.fulfillmentId}/orders/${row.id}`,
      headers: asAdmin,
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().order.fulfillmentStatus).toBe('NOT_FULFILLED');
    expect(last.json().orderWithFulfillments.fulfillments).toEqual([]);
    // Shipped again, all of it.
    const again = await fulfil(row.id, {});
    expect(again.json().order.fulfillmentStatus).toBe('FULFILLED');

    const gone = await remove(row.id, first.fulfillmentId);
    expect([gone.statusCode, appCode(gone)]).toEqual([404, 'NOT_FOUND']);
    expect((await remove(ZERO, first.fulfillmentId)).statusCode).toBe(404);
    expect((await remove(row.id, again.json().fulfillmentId, headers(visitor))).statusCode).toBe(403);
    expect((await remove(row.id, again.json().fulfillmentId, {})).statusCode).toBe(401);
  });
});
