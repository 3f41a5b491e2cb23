import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import { headers, latestMail, memberLogin, visitorToken, type MemberLogin } from './auth-helpers';
import { createProduct, eventsOf, shirt } from './catalog-helpers';
import { draftOf, placeOrder, stockOf, ZERO, ORDERS_TEST_ENV, visitorWithId } from './orders-helpers';
import { redeemGiftCard, returnGiftCardRedemptions } from '../src/modules/gift-cards';

/* eslint-disable @typescript-eslint/no-explicit-any */
const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
let t: TestApp;
let vase: Record<string, any>;
let linen: Record<string, any>;
let visitor: string;
let visitorId: string;
let member: MemberLogin;
beforeAll(async () => {
  t = await startTestApp(ORDERS_TEST_ENV);
  vase = await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
    weight: 1.2,
    stock: { trackInventory: true, quantity: 50 },
  });
  linen = await createProduct(t.app, shirt);
  ({ token: visitor, visitorId } = await visitorWithId(t.app));
  member = await memberLogin(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, h: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers: h, ...(payload !== undefined ? { payload: payload as object } : {}) });

const vaseLine = (quantity = 1, extra: Record<string, unknown> = {}) => ({
  quantity,
  catalogReference: { appId: STORES, catalogItemId: vase.id, options: { variantId: ZERO } },
  ...extra,
});

describe('POST /v1/orders (elevated)', () => {
  it('creates an order of catalog and custom lines, priced from the merchant’s prices, and takes stock', async () => {
    const before = await stockOf(t.app, vase.id);
    const res = await call('POST', '/ecom/v1/orders', asAdmin, {
      order: {
        lineItems: [
          vaseLine(2, {
            price: { amount: '20.00' },
            totalDiscount: { amount: '5.00' },
            taxDetails: { taxRate: '0.1' },
          }),
          { quantity: 1, productName: { original: 'Engraving' }, price: { amount: '7.50' } },
        ],
        buyerInfo: { email: 'shop-buyer@example.com' },
        shippingInfo: { title: 'Courier', cost: { price: { amount: '4.00' } } },
        billingInfo: { address: { country: 'US', city: 'Austin', addressLine: '2 Elm St' } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().order;
    expect(await stockOf(t.app, vase.id)).toBe(before! - 2);
    expect(order.channelInfo.type).toBe('BACKOFFICE_MERCHANT');
    const [a, b] = order.lineItems;
    expect(a).toMatchObject({
      productName: { original: 'Stoneware Vase' },
      price: { amount: '20.00' },
      lineItemPrice: { amount: '40.00' },
      totalDiscount: { amount: '5.00' },
      taxDetails: { taxRate: '0.1', totalTax: { amount: '3.50' } },
      totalPriceAfterTax: { amount: '38.50' },
      itemType: { preset: 'PHYSICAL' },
    });
    expect(b).toMatchObject({
      itemType: { preset: 'CUSTOM_AMOUNT_ITEM' },
      totalPriceAfterTax: { amount: '7.50' },
    });
    expect(b.catalogReference).toBeUndefined();
    expect(order.priceSummary).toMatchObject({
      subtotal: { amount: '47.50' },
      discount: { amount: '5.00' },
      tax: { amount: '3.50' },
      shipping: { amount: '4.00' },
      total: { amount: '50.00' },
    });
    expect(order.billingInfo.address).toMatchObject({ addressLine1: '2 Elm St', addressLine: '2 Elm St' });
    expect(await eventsOf(t.app, order.id)).toEqual(['ecom.order.created', 'ecom.order.approved']);
  });

  it('uses the catalog’s price and name when the merchant gives none', async () => {
    const variant = linen.variants.find((v: any) => v.choices.Size === 'L') ?? linen.variants[0];
    const res = await call('POST', '/v1/orders', asAdmin, {
      order: {
        lineItems: [
          {
            quantity: 1,
            catalogReference: { appId: STORES, catalogItemId: linen.id, options: { variantId: variant.id } },
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const line = res.json().order.lineItems[0];
    expect(line.productName.original).toBe('Linen Shirt');
    expect(line.price.amount).toBe('36.00');
    expect(line.descriptionLines.length).toBe(2);
  });

  it('answers each bad input with a field violation and changes nothing', async () => {
    const before = await stockOf(t.app, vase.id);
    const cases: [unknown, string][] = [
      [{ order: { lineItems: [] } }, 'order.lineItems'],
      [
        { order: { lineItems: [{ quantity: 1, productName: { original: 'X' } }] } },
        'order.lineItems[0].price',
      ],
      [
        { order: { lineItems: [{ quantity: 1, price: { amount: '1.00' } }] } },
        'order.lineItems[0].productName',
      ],
      [{ order: { lineItems: [vaseLine(0)] } }, 'order.lineItems[0].quantity'],
      [
        { order: { lineItems: [vaseLine(1, { price: { amount: '-1' } })] } },
        'order.lineItems[0].price.amount',
      ],
      [
        { order: { lineItems: [vaseLine(1, { price: { amount: '1.001' } })] } },
        'order.lineItems[0].price.amount',
      ],
      [
        { order: { lineItems: [vaseLine(1, { totalDiscount: { amount: '99.00' } })] } },
        'order.lineItems[0].totalDiscount.amount',
      ],
      [
        { order: { lineItems: [{ quantity: 1, catalogReference: { appId: STORES, catalogItemId: ZERO } }] } },
        'order.lineItems[0].catalogReference',
      ],
      [
        {
          order: {
            lineItems: [{ ...vaseLine(1), catalogReference: { appId: 'other', catalogItemId: vase.id } }],
          },
        },
        'order.lineItems[0].catalogReference.appId',
      ],
      [{ order: { lineItems: [vaseLine(1)], currency: 'EUR' } }, 'order.lineItems[0].catalogReference'],
      [{ order: { lineItems: [vaseLine(1)], priceSummary: {} } }, 'order.priceSummary'],
      [{ order: { lineItems: [vaseLine(1)], buyerInfo: { email: 'nope' } } }, 'order.buyerInfo.email'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', '/v1/orders', asAdmin, payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      const fields = res.json().details.validationError.fieldViolations.map((v: any) => v.field);
      expect(fields, res.body).toContain(field);
    }
    expect(await stockOf(t.app, vase.id)).toBe(before);
  });

  it('answers 409 INSUFFICIENT_STOCK naming the line and what is left, taking nothing', async () => {
    const before = await stockOf(t.app, vase.id);
    const res = await call('POST', '/v1/orders', asAdmin, { order: { lineItems: [vaseLine(before! + 1)] } });
    expect(res.statusCode).toBe(409);
    expect(appCode(res)).toBe('INSUFFICIENT_STOCK');
    expect(res.json().details.applicationError.data.lines).toEqual([
      {
        lineItemId: expect.any(String),
        productId: vase.id,
        variantId: expect.any(String),
        requestedQuantity: before! + 1,
        availableQuantity: before,
      },
    ]);
    expect(await stockOf(t.app, vase.id)).toBe(before);
  });

  it('is the shop’s: 401 without a token, 403 for a visitor or member', async () => {
    const body = { order: { lineItems: [vaseLine(1)] } };
    expect((await call('POST', '/v1/orders', {}, body)).statusCode).toBe(401);
    expect((await call('POST', '/v1/orders', headers(visitor), body)).statusCode).toBe(403);
    expect((await call('POST', '/v1/orders', headers(member.access_token), body)).statusCode).toBe(403);
  });
});

describe('POST /v1/orders/search', () => {
  let mine: string[];
  beforeAll(async () => {
    const a = await placeOrder(
      t.app,
      draftOf([{ productId: vase.id, quantity: 1, unitPrice: '10.00' }], { buyer: { subjectId: visitorId } }),
    );
    const b = await placeOrder(
      t.app,
      draftOf([{ productId: vase.id, quantity: 1, unitPrice: '30.00' }], { buyer: { subjectId: visitorId } }),
    );
    const c = await placeOrder(
      t.app,
      draftOf([{ productId: vase.id, quantity: 1, unitPrice: '20.00' }], {
        buyer: { memberId: member.memberId },
      }),
    );
    mine = [a.id, b.id, c.id];
  });

  const search = (h: Record<string, string>, s: unknown) =>
    call('POST', '/ecom/v1/orders/search', h, { search: s });

  it('shows a visitor only its token’s orders and a member only its own, newest first', async () => {
    const v = await search(headers(visitor), {});
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json().orders.map((o: any) => o.id)).toEqual([mine[1], mine[0]]);
    const m = await search(headers(member.access_token), {});
    expect(m.json().orders.map((o: any) => o.id)).toEqual([mine[2]]);
    const stranger = await search(headers(await visitorToken(t.app)), {});
    expect(stranger.json().orders).toEqual([]);
    expect(stranger.json().metadata).toMatchObject({ count: 0, hasNext: false });
  });

  it('filters and sorts with the query language, and pages by cursor (elevated sees all)', async () => {
    const all = await search(asAdmin, {
      filter: { id: { $in: mine } },
      sort: [{ fieldName: 'priceSummary.total.amount', order: 'ASC' }],
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().orders.map((o: any) => o.priceSummary.total.amount)).toEqual([
      '10.00',
      '20.00',
      '30.00',
    ]);
    const dear = await search(asAdmin, {
      filter: { id: { $in: mine }, 'priceSummary.total.amount': { $gt: '15' } },
    });
    expect(dear.json().orders).toHaveLength(2);
    const notPaid = await search(headers(visitor), { filter: JSON.stringify({ paymentStatus: 'NOT_PAID' }) });
    expect(notPaid.json().orders).toHaveLength(2);
    const first = await search(asAdmin, { filter: { id: { $in: mine } }, cursorPaging: { limit: 2 } });
    expect(first.json().orders).toHaveLength(2);
    expect(first.json().metadata.hasNext).toBe(true);
    const next = await search(asAdmin, {
      cursorPaging: { limit: 2, cursor: first.json().metadata.cursors.next },
    });
    expect(next.json().orders).toHaveLength(1);
    expect(next.json().metadata).toMatchObject({ hasNext: false, count: 1 });
    expect(new Set([...first.json().orders, ...next.json().orders].map((o: any) => o.id))).toEqual(
      new Set(mine),
    );
  });

  it('takes a sort as one item or as JSON text, as the catalog query does', async () => {
    const asList = await search(asAdmin, { sort: [{ fieldName: 'number', order: 'ASC' }] });
    expect(asList.statusCode, asList.body).toBe(200);
    const numbers = asList.json().orders.map((o: { number: string }) => o.number);
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers).toEqual([...numbers].sort((a: string, b: string) => Number(a) - Number(b)));
    for (const sort of [{ fieldName: 'number', order: 'ASC' }, '[{"fieldName":"number","order":"ASC"}]']) {
      const res = await search(asAdmin, { sort });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().orders.map((o: { number: string }) => o.number)).toEqual(numbers);
    }
  });

  it('answers 400 for an unknown field, operator, enum value or a bad cursor, 401 without a token', async () => {
    for (const s of [
      { filter: { nope: 1 } },
      { filter: { paymentStatus: 'SOMETIMES' } },
      { filter: { number: { $regex: '1' } } },
      { sort: [{ fieldName: 'buyerNote' }] },
      { cursorPaging: { cursor: 'forged' } },
      { cursorPaging: { limit: 1000 } },
      { unknown: true },
      { sort: [{ fieldName: 'createdDate', order: 'UP' }] },
      { sort: 'createdDate' },
      { paging: { limit: 'ten' } },
      { filter: 7 },
    ]) {
      const res = await search(asAdmin, s);
      expect(res.statusCode, JSON.stringify(s)).toBe(400);
      expect(res.json().message).toMatch(/^INVALID_ARGUMENT/);
    }
    expect((await search({}, {})).statusCode).toBe(401);
  });
});

describe('PATCH /v1/orders/{order.id} (elevated)', () => {
  it('changes what the mask names, records the activity and the updated event', async () => {
    const row = await placeOrder(
      t.app,
      draftOf([{ productId: vase.id, quantity: 1, unitPrice: '10.00' }], {
        shippingInfo: { title: 'Std', logistics: { shippingDestination: { address: { city: 'Old' } } } },
      }),
    );
    const res = await call('PATCH', `/ecom/v1/orders/${row.id}`, asAdmin, {
      order: {
        id: row.id,
        buyerNote: 'Leave at the door',
        buyerInfo: { email: 'new@example.com' },
        shippingInfo: { logistics: { shippingDestination: { address: { city: 'New', country: 'US' } } } },
        archived: true,
      },
      fieldMask: 'buyerNote,buyerInfo.email,shippingInfo.logistics.shippingDestination',
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().order;
    expect(order.buyerNote).toBe('Leave at the door');
    expect(order.buyerInfo.email).toBe('new@example.com');
    expect(order.archived).toBe(false);
    expect(order.shippingInfo.logistics.shippingDestination.address).toMatchObject({
      city: 'New',
      country: 'US',
    });
    expect(order.priceSummary.total.amount).toBe('10.00');
    expect(order.activities.map((a: any) => a.type)).toEqual([
      'ORDER_PLACED',
      'EMAIL_EDITED',
      'SHIPPING_ADDRESS_EDITED',
    ]);
    expect(await eventsOf(t.app, row.id)).toContain('ecom.order.updated');
    const noMask = await call('PATCH', `/v1/orders/${row.id}`, asAdmin, { order: { archived: true } });
    expect(noMask.json().order.archived).toBe(true);
  });

  it('never changes money or lines, and answers each error', async () => {
    const row = await placeOrder(t.app, draftOf([{ productId: vase.id, quantity: 1, unitPrice: '10.00' }]));
    const url = `/v1/orders/${row.id}`;
    const money = await call('PATCH', url, asAdmin, { order: { priceSummary: { total: { amount: '0' } } } });
    expect(money.statusCode).toBe(400);
    const masked = await call('PATCH', url, asAdmin, { order: {}, fieldMask: 'priceSummary.total' });
    expect(masked.statusCode).toBe(400);
    expect(masked.json().details.validationError.fieldViolations[0].field).toBe('fieldMask');
    const mismatch = await call('PATCH', url, asAdmin, { order: { id: ZERO, buyerNote: 'x' } });
    expect(appCode(mismatch)).toBe('ORDER_ID_MISMATCH');
    const none = await call('PATCH', '/v1/orders/22222222-2222-4222-8222-222222222222', asAdmin, {
      order: { buyerNote: 'x' },
    });
    expect(none.statusCode).toBe(404);
    expect((await call('PATCH', url, headers(visitor), { order: { buyerNote: 'x' } })).statusCode).toBe(403);
    expect((await call('PATCH', url, {}, { order: { buyerNote: 'x' } })).statusCode).toBe(401);
    const noShipping = await call('PATCH', url, asAdmin, {
      order: { shippingInfo: { logistics: { shippingDestination: { address: { city: 'X' } } } } },
    });
    expect(noShipping.statusCode).toBe(400);
  });
});

describe('POST /v1/orders/{id}/cancel (elevated)', () => {
  it('cancels, returns every unit to stock when asked and counts it, mails the buyer with the message', async () => {
    const before = await stockOf(t.app, vase.id);
    const row = await placeOrder(
      t.app,
      draftOf([{ productId: vase.id, quantity: 3, unitPrice: '10.00' }], {
        buyer: { email: 'cancel-me@example.com', firstName: 'Cy' },
      }),
    );
    expect(await stockOf(t.app, vase.id)).toBe(before! - 3);
    const res = await call('POST', `/ecom/v1/orders/${row.id}/cancel`, asAdmin, {
      sendOrderCanceledEmail: true,
      customMessage: 'Sorry, the kiln broke',
      restockAllItems: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().order;
    expect(order.status).toBe('CANCELED');
    expect(order.lineItems[0].restockQuantity).toBe(3);
    expect(order.activities.at(-1)).toMatchObject({
      type: 'ORDER_CANCELED',
      customMessage: 'Sorry, the kiln broke',
    });
    expect(await stockOf(t.app, vase.id)).toBe(before);
    expect(await eventsOf(t.app, row.id)).toEqual([
      'ecom.order.created',
      'ecom.order.approved',
      'ecom.order.updated',
      'ecom.order.canceled',
    ]);
    const mail = await latestMail(t.app, 'cancel-me@example.com');
    expect(mail?.text).toContain('Sorry, the kiln broke');
    expect(mail?.text).toContain(String(row.number));

    const again = await call('POST', `/v1/orders/${row.id}/cancel`, asAdmin, { restockAllItems: true });
    expect(again.statusCode).toBe(409);
    expect(appCode(again)).toBe('ORDER_ALREADY_CANCELED');
    expect(await stockOf(t.app, vase.id)).toBe(before);
  });

  it('keeps the stock without restockAllItems and mails no one unless asked', async () => {
    const before = await stockOf(t.app, vase.id);
    const row = await placeOrder(
      t.app,
      draftOf([{ productId: vase.id, quantity: 2, unitPrice: '10.00' }], {
        buyer: { email: 'quiet@example.com' },
      }),
    );
    const res = await call('POST', `/v1/orders/${row.id}/cancel`, asAdmin, undefined);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.lineItems[0].restockQuantity).toBe(0);
    expect(await stockOf(t.app, vase.id)).toBe(before! - 2);
    expect(await latestMail(t.app, 'quiet@example.com')).toBeUndefined();
  });

  it('is the shop’s, and answers 404 for no order and 400 for a body id that differs', async () => {
    const row = await placeOrder(
      t.app,
      draftOf([{ productId: vase.id, quantity: 1, unitPrice: '10.00' }], { buyer: { subjectId: visitorId } }),
    );
    expect((await call('POST', `/v1/orders/${row.id}/cancel`, headers(visitor), {})).statusCode).toBe(403);
    expect((await call('POST', `/v1/orders/${row.id}/cancel`, {}, {})).statusCode).toBe(401);
    expect((await call('POST', `/v1/orders/${ZERO}/cancel`, asAdmin, {})).statusCode).toBe(404);
    expect(appCode(await call('POST', `/v1/orders/${row.id}/cancel`, asAdmin, { id: ZERO }))).toBe(
      'ORDER_ID_MISMATCH',
    );
  });
});

describe('GET /v1/payments-collector/orders/{ecomOrderId}/payment-collectability-status', () => {
  const status = (id: string, h: Record<string, string> = asAdmin) =>
    call('GET', `/ecom/v1/payments-collector/orders/${id}/payment-collectability-status`, h);

  it('is COLLECTABLE with the balance for an unpaid order with a payment method; its buyer may ask', async () => {
    const row = await placeOrder(
      t.app,
      draftOf([{ productId: vase.id, quantity: 1, unitPrice: '12.00' }], {
        buyer: { subjectId: visitorId },
        paymentMethod: { id: 'bank', kind: 'BANK_TRANSFER', title: 'Bank transfer', instructions: 'IBAN' },
      }),
    );
    const res = await status(row.id, headers(visitor));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'COLLECTABLE',
      amount: expect.objectContaining({ amount: '12.00' }),
    });
    expect((await status(row.id, headers(await visitorToken(t.app)))).statusCode).toBe(404);
  });

  it('is NONCOLLECTABLE with its reason for a canceled order and one without a payment method', async () => {
    const none = await placeOrder(t.app, draftOf([{ productId: vase.id, quantity: 1, unitPrice: '12.00' }]));
    expect((await status(none.id)).json()).toMatchObject({
      status: 'NONCOLLECTABLE_MISSING_PAYMENT_METHOD',
      reason: 'MISSING_PAYMENT_METHOD',
      amount: { amount: '0.00' },
    });
    await call('POST', `/v1/orders/${none.id}/cancel`, asAdmin, {});
    expect((await status(none.id)).json()).toMatchObject({
      status: 'NONCOLLECTABLE_ORDER_IS_CANCELLED',
      reason: 'ORDER_IS_CANCELLED',
    });
    expect((await status(ZERO)).statusCode).toBe(404);
    expect((await status(none.id, {})).statusCode).toBe(401);
  });
});

describe('cancel with a gift card', () => {
  it('gives back to the card what it paid, once', async () => {
    const issued = await call('POST', '/v1/gift-cards', asAdmin, {
      giftCard: { initialBalance: '30', currency: 'USD' },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const card = issued.json().giftCard;
    const draft = draftOf([{ productId: vase.id, quantity: 1, unitPrice: '25.00' }], {
      giftCard: { id: card.id, code: card.code, amount: '25.00' },
    });
    const row = await placeOrder(t.app, {
      ...draft,
      priceSummary: { ...draft.priceSummary, giftCard: '25.00' },
    });
    await t.app.ctx.db.transaction((tx) =>
      redeemGiftCard(tx, {
        code: card.code,
        amount: 2500n,
        currency: 'USD',
        orderId: row.id,
        now: new Date(),
      }),
    );
    expect(row.paymentStatus).toBe('PAID');
    const view = (await call('GET', `/v1/orders/${row.id}`, asAdmin)).json().order;
    expect(view.giftCard).toEqual({
      code: `****${card.code.slice(-4)}`,
      amount: expect.objectContaining({ amount: '25.00' }),
    });
    expect(view.balanceSummary).toMatchObject({ balance: { amount: '0.00' }, paid: { amount: '25.00' } });
    const balance = async () =>
      (await call('GET', `/v1/gift-cards/${card.id}`, asAdmin)).json().giftCard.balance as string;
    expect(await balance()).toBe('5.00');
    const res = await call('POST', `/v1/orders/${row.id}/cancel`, asAdmin, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.activities.at(-1)).toMatchObject({ type: 'ORDER_CANCELED' });
    expect(await balance()).toBe('30.00');
    expect(await t.app.ctx.db.transaction((tx) => returnGiftCardRedemptions(tx, row.id))).toBe(0n);
    expect(await balance()).toBe('30.00');
  });
});
