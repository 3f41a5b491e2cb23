import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCode, startTestApp, type TestApp } from './helpers';
import { headers, visitorToken } from './auth-helpers';
import { createProduct, eventsOf } from './catalog-helpers';
import {
  BANK,
  draftOf,
  placeOrder,
  shopCalls,
  stockOf,
  testProvider,
  ZERO,
  ORDERS_TEST_ENV,
  visitorWithId,
} from './orders-helpers';
import { confirmProviderPayment, startCardPayment } from '../src/modules/orders';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let vase: Record<string, any>;
let ebook: Record<string, any>;
let visitor: string;
let visitorId: string;
beforeAll(async () => {
  t = await startTestApp(ORDERS_TEST_ENV);
  vase = await createProduct(t.app, {
    name: 'Vase',
    priceData: { price: '25.00' },
    stock: { trackInventory: true, quantity: 100 },
  });
  ebook = await createProduct(t.app, {
    name: 'Glaze guide',
    productType: 'digital',
    priceData: { price: '9.00' },
  });
  ({ token: visitor, visitorId } = await visitorWithId(t.app));
});
afterAll(() => t.close());

const { post, get } = shopCalls(() => t.app);

/** An order of 3 vases (25.00 each) and 5.00 shipping: 80.00. */
const order = () =>
  placeOrder(
    t.app,
    draftOf(
      [{ productId: vase.id, quantity: 3, unitPrice: '25.00' }],
      { buyer: { subjectId: visitorId }, paymentMethod: BANK },
      '5.00',
    ),
  );

describe('mark as paid', () => {
  it('records an APPROVED payment of the balance, PAID, ORDER_PAID and payment_status_updated', async () => {
    const row = await order();
    const res = await post(`/ecom/v1/orders/${row.id}/mark-as-paid`);
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json().order;
    expect(o.paymentStatus).toBe('PAID');
    expect(o.balanceSummary).toMatchObject({ balance: { amount: '0.00' }, paid: { amount: '80.00' } });
    expect(o.activities.at(-1)).toMatchObject({ type: 'ORDER_PAID', amount: { amount: '80.00' } });
    expect(await eventsOf(t.app, row.id)).toContain('ecom.order.payment_status_updated');
    const list = await get(`/v1/payments/orders/${row.id}`, headers(visitor));
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().orderTransactions.payments).toEqual([
      expect.objectContaining({
        amount: expect.objectContaining({ amount: '80.00' }),
        regularPaymentDetails: { paymentMethod: 'BANK_TRANSFER', offlinePayment: true, status: 'APPROVED' },
      }),
    ]);
    const collect = await get(`/v1/payments-collector/orders/${row.id}/payment-collectability-status`);
    expect(collect.json().status).toBe('NONCOLLECTABLE_ORDER_IS_PAID');
    const again = await post(`/v1/orders/${row.id}/mark-as-paid`);
    expect(again.statusCode).toBe(409);
    expect(appCode(again)).toBe('ORDER_ALREADY_PAID');
  });

  it('refuses a canceled order, is the shop’s, 404 for none', async () => {
    const row = await order();
    expect((await post(`/v1/orders/${row.id}/mark-as-paid`, {}, headers(visitor))).statusCode).toBe(403);
    expect((await post(`/v1/orders/${row.id}/mark-as-paid`, {}, {})).statusCode).toBe(401);
    expect((await post(`/v1/orders/${ZERO}/mark-as-paid`)).statusCode).toBe(404);
    await post(`/v1/orders/${row.id}/cancel`);
    expect(appCode(await post(`/v1/orders/${row.id}/mark-as-paid`))).toBe('ORDER_CANCELED');
    expect((await get(`/v1/payments/orders/${row.id}`, headers(await visitorToken(t.app)))).statusCode).toBe(
      404,
    );
  });

  it('gives a paid order’s digital lines a download link that expires', async () => {
    const row = await placeOrder(
      t.app,
      draftOf([{ productId: ebook.id, quantity: 1, unitPrice: '9.00', itemType: 'DIGITAL' }], {
        paymentMethod: BANK,
      }),
    );
    const before = await get(`/v1/orders/${row.id}`);
    expect(before.json().order.lineItems[0].digitalFile).toBeUndefined();
    const paid = (await post(`/v1/orders/${row.id}/mark-as-paid`)).json().order;
    const file = paid.lineItems[0].digitalFile;
    expect(file.fileId).toBe(ebook.id);
    const days = (Date.parse(file.expirationDate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    const url = new URL(file.link);
    const valid = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(appCode(valid)).toBe('DIGITAL_FILE_NOT_AVAILABLE');
    const forged = new URL(file.link);
    forged.searchParams.set('expires', '2999-01-01T00:00:00.000Z');
    const bad = await t.app.inject({ method: 'GET', url: `${forged.pathname}${forged.search}` });
    expect(bad.statusCode).toBe(403);
    expect(appCode(bad)).toBe('INVALID_DOWNLOAD_LINK');
  });
});

describe('refunds', () => {
  it('an unpaid order is NOT_REFUNDABLE (NOT_PAID); a paid offline one is MANUAL', async () => {
    const row = await order();
    const before = await get(`/v1/order-refunds/orders/${row.id}/refundability`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      refundabilities: [],
      refundableAmount: expect.objectContaining({ amount: '0.00' }),
      orderRefundability: { refundabilityStatus: 'NOT_REFUNDABLE', nonRefundableReason: 'NOT_PAID' },
    });
    const refused = await post(`/v1/order-refunds/orders/${row.id}/refund`);
    expect(refused.statusCode).toBe(409);
    expect(appCode(refused)).toBe('NOT_PAID');
    await post(`/v1/orders/${row.id}/mark-as-paid`);
    const after = (await get(`/v1/order-refunds/orders/${row.id}/refundability`)).json();
    expect(after.orderRefundability).toEqual({
      refundabilityStatus: 'MANUAL',
      manuallyRefundableReason: 'OFFLINE',
    });
    expect(after.refundabilities[0]).toMatchObject({ refundabilityStatus: 'MANUAL' });
    expect(after.refundableAmount.amount).toBe('80.00');
  });

  it('refunds per line with restock, then the rest: PARTIALLY_REFUNDED, FULLY_REFUNDED, then ALREADY_REFUNDED', async () => {
    const stock = await stockOf(t.app, vase.id);
    const row = await order();
    await post(`/v1/orders/${row.id}/mark-as-paid`);
    const first = await post(`/ecom/v1/order-refunds/orders/${row.id}/refund`, {
      refundDetails: { items: [{ lineItemId: 'line-1', quantity: 1 }], reason: 'Chipped' },
      sideEffects: { restockInfo: { type: 'ALL_ITEMS' } },
    });
    expect(first.statusCode, first.body).toBe(200);
    const a = first.json();
    expect(a.order.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(a.order.lineItems[0]).toMatchObject({ refundQuantity: 1, restockQuantity: 1 });
    expect(a.refund.transactions[0]).toMatchObject({
      amount: { amount: '25.00' },
      refundStatus: 'SUCCEEDED',
      externalRefund: true,
    });
    expect(a.refund.details).toEqual({
      items: [{ lineItemId: 'line-1', quantity: 1 }],
      shippingIncluded: false,
      reason: 'Chipped',
    });
    expect(a.order.activities.at(-1)).toMatchObject({
      type: 'ORDER_REFUNDED',
      orderRefunded: { manual: true, amount: { amount: '25.00' }, reason: 'Chipped' },
    });
    expect(await stockOf(t.app, vase.id)).toBe(stock! - 2);

    const rest = await post(`/v1/order-refunds/orders/${row.id}/refund`, {});
    expect(rest.statusCode, rest.body).toBe(200);
    const b = rest.json();
    expect(b.order.paymentStatus).toBe('FULLY_REFUNDED');
    expect(b.refund.transactions[0].amount.amount).toBe('55.00');
    expect(b.refund.details.shippingIncluded).toBe(true);
    expect(b.order.lineItems[0]).toMatchObject({ refundQuantity: 3, restockQuantity: 1 });
    expect(b.order.balanceSummary.refunded.amount).toBe('80.00');
    expect(await stockOf(t.app, vase.id)).toBe(stock! - 2);

    const third = await post(`/v1/order-refunds/orders/${row.id}/refund`, {});
    expect(third.statusCode).toBe(409);
    expect(appCode(third)).toBe('ALREADY_REFUNDED');
    const list = (await get(`/v1/payments/orders/${row.id}`)).json().orderTransactions;
    expect(list.refunds.map((r: any) => r.transactions[0].amount.amount)).toEqual(['25.00', '55.00']);
  });

  it('refuses more units than bought, more money than paid, an unknown line; the shop’s only', async () => {
    const row = await order();
    await post(`/v1/orders/${row.id}/mark-as-paid`);
    const url = `/v1/order-refunds/orders/${row.id}/refund`;
    const cases: [unknown, number, string][] = [
      [
        { refundDetails: { items: [{ lineItemId: 'line-1', quantity: 4 }] } },
        400,
        'REFUND_QUANTITY_EXCEEDED',
      ],
      [{ refundDetails: { items: [{ lineItemId: 'nope', quantity: 1 }] } }, 400, 'LINE_ITEM_NOT_FOUND'],
      [{ amount: { amount: '80.01' } }, 409, 'REFUND_EXCEEDS_PAID'],
      [{ amount: { amount: '0' } }, 409, 'ZERO_PRICE'],
    ];
    for (const [body, status, code] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(appCode(res)).toBe(code);
    }
    expect((await post(url, { amount: { amount: '1.001' } })).statusCode).toBe(400);
    expect((await post(url, {}, headers(visitor))).statusCode).toBe(403);
    expect((await get(`/v1/order-refunds/orders/${row.id}/refundability`, headers(visitor))).statusCode).toBe(
      403,
    );
    expect((await post(`/v1/order-refunds/orders/${ZERO}/refund`)).statusCode).toBe(404);
    const partial = await post(url, { amount: { amount: '10.00' } });
    expect(partial.json().order.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(partial.json().order.lineItems[0].refundQuantity).toBe(0);
    const untouched = (await get(`/v1/orders/${row.id}`)).json().order;
    expect(untouched.balanceSummary.refunded.amount).toBe('10.00');
  });
});

describe('card payments through a provider', () => {
  const provider = testProvider;

  it('starts PENDING, the confirmation approves it once (a repeat changes nothing), refunds wait for the provider', async () => {
    const row = await order();
    const started = await startCardPayment(t.app.ctx, provider, row);
    expect(started.redirectUrl).toBe('https://pay.example/x');
    const pending = (await get(`/v1/orders/${row.id}`)).json().order;
    expect(pending.paymentStatus).toBe('PENDING');
    expect(
      (await get(`/v1/payments-collector/orders/${row.id}/payment-collectability-status`)).json().status,
    ).toBe('NONCOLLECTABLE_ORDER_IS_PENDING');
    const confirmed = await confirmProviderPayment(t.app.ctx, provider, {
      providerTransactionId: `pt-${row.id}`,
      status: 'APPROVED',
    });
    expect(confirmed?.paymentStatus).toBe('PAID');
    expect(
      await confirmProviderPayment(t.app.ctx, provider, {
        providerTransactionId: `pt-${row.id}`,
        status: 'APPROVED',
      }),
    ).toBeUndefined();
    expect(
      await confirmProviderPayment(t.app.ctx, provider, {
        providerTransactionId: 'unknown',
        status: 'APPROVED',
      }),
    ).toBeUndefined();
    const list = (await get(`/v1/payments/orders/${row.id}`)).json().orderTransactions.payments;
    expect(list).toHaveLength(1);
    expect(list[0].regularPaymentDetails).toMatchObject({
      paymentMethod: 'CARD',
      status: 'APPROVED',
      offlinePayment: false,
    });
    const refundability = (await get(`/v1/order-refunds/orders/${row.id}/refundability`)).json();
    expect(refundability.orderRefundability).toEqual({
      refundabilityStatus: 'NOT_REFUNDABLE',
      nonRefundableReason: 'PROVIDER_IS_DOWN',
    });
  });

  it('a declined payment leaves the order NOT_PAID', async () => {
    const row = await order();
    await startCardPayment(t.app.ctx, provider, row);
    const declined = await confirmProviderPayment(t.app.ctx, provider, {
      providerTransactionId: `pt-${row.id}`,
      status: 'DECLINED',
    });
    expect(declined?.paymentStatus).toBe('NOT_PAID');
    expect(declined?.activities.at(-1)?.type).toBe('PAYMENT_DECLINED');
  });
});
