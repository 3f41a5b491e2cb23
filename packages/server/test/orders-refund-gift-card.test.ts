import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCode, startTestApp, type TestApp } from './helpers';
import { headers, visitorToken } from './auth-helpers';
import { createProduct, eventsOf } from './catalog-helpers';
import { BANK, draftOf, placeOrder, shopCalls } from './orders-helpers';
import { redeemGiftCard } from '../src/modules/gift-cards';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let vase: Record<string, any>;
beforeAll(async () => {
  t = await startTestApp();
  vase = await createProduct(t.app, {
    name: 'Vase',
    priceData: { price: '25.00' },
    stock: { trackInventory: true, quantity: 100 },
  });
});
afterAll(() => t.close());

const { post, get } = shopCalls(() => t.app);
const refund = (id: string, body: unknown = {}) => post(`/v1/order-refunds/orders/${id}/refund`, body);
const refundability = async (id: string) =>
  (await get(`/v1/order-refunds/orders/${id}/refundability`)).json();

async function issueCard(initialBalance: string) {
  const res = await post('/v1/gift-cards', { giftCard: { initialBalance, currency: 'USD' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().giftCard as { id: string; code: string };
}
const cardOf = async (id: string) => (await get(`/v1/gift-cards/${id}`)).json();
const balanceOf = async (id: string) => (await cardOf(id)).giftCard.balance as string;

/**
 * An order of `units` vases (25.00 each) and 5.00 shipping, of which the card pays `share` (redeemed as
 * create-order does), the rest paid by bank transfer when `payRest`.
 */
async function orderWithCard(
  card: { id: string; code: string },
  units: number,
  share: string,
  payRest: boolean,
) {
  const draft = draftOf(
    [{ productId: vase.id, quantity: units, unitPrice: '25.00' }],
    { paymentMethod: BANK, giftCard: { id: card.id, code: card.code, amount: share } },
    '5.00',
  );
  const row = await placeOrder(t.app, { ...draft, priceSummary: { ...draft.priceSummary, giftCard: share } });
  const redeemed = await t.app.ctx.db.transaction((tx) =>
    redeemGiftCard(tx, {
      code: card.code,
      amount: BigInt(Math.round(Number(share) * 100)),
      currency: 'USD',
      orderId: row.id,
      now: new Date(),
    }),
  );
  expect(redeemed.amount).toBe(BigInt(Math.round(Number(share) * 100)));
  if (payRest) expect((await post(`/v1/orders/${row.id}/mark-as-paid`)).statusCode).toBe(200);
  return row;
}

describe('a refund of an order a gift card paid in part', () => {
  it('gives back the payments first and the card last, once, and lists the card among the refunds', async () => {
    const card = await issueCard('30');
    const row = await orderWithCard(card, 3, '30.00', true); // 80.00: 30.00 card, 50.00 bank
    expect(await balanceOf(card.id)).toBe('0.00');
    const before = await refundability(row.id);
    expect(before.refundabilities).toEqual([
      expect.objectContaining({ refundabilityStatus: 'MANUAL' }),
      expect.objectContaining({ refundabilityStatus: 'REFUNDABLE' }),
    ]);
    expect(before.orderRefundability).toMatchObject({ refundabilityStatus: 'MANUAL' });
    const cardSource = before.refundabilities[1].paymentId as string;

    const first = await refund(row.id, { refundDetails: { items: [{ lineItemId: 'line-1', quantity: 1 }] } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().refund.transactions).toEqual([
      expect.objectContaining({ amount: expect.objectContaining({ amount: '25.00' }), externalRefund: true }),
    ]);
    expect(first.json().order.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(await balanceOf(card.id)).toBe('0.00');

    const rest = await refund(row.id);
    expect(rest.statusCode, rest.body).toBe(200);
    const r = rest.json();
    expect(r.refund.transactions).toEqual([
      expect.objectContaining({ amount: expect.objectContaining({ amount: '25.00' }), externalRefund: true }),
      {
        paymentId: cardSource,
        amount: expect.objectContaining({ amount: '30.00' }),
        refundStatus: 'SUCCEEDED',
        externalRefund: false,
      },
    ]);
    expect(r.order.paymentStatus).toBe('FULLY_REFUNDED');
    expect(r.order.balanceSummary.refunded.amount).toBe('80.00');
    expect(await balanceOf(card.id)).toBe('30.00');
    expect((await cardOf(card.id)).redemptions[0]).toMatchObject({
      orderId: row.id,
      amount: '30.00',
      returnedAmount: '30.00',
      returnedDate: expect.any(String),
    });

    const again = await refund(row.id);
    expect([again.statusCode, appCode(again)]).toEqual([409, 'ALREADY_REFUNDED']);
    const listed = (await get(`/v1/payments/orders/${row.id}`)).json().orderTransactions;
    expect(listed.refunds.map((x: any) => x.transactions[0].amount.amount).sort()).toEqual([
      '25.00',
      '25.00',
      '30.00',
    ]);
    // A cancel now finds nothing left for the card.
    const canceled = await post(`/v1/orders/${row.id}/cancel`, {});
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await balanceOf(card.id)).toBe('30.00');
  });

  it('two whole refunds at once give the card back once', async () => {
    const card = await issueCard('30');
    const row = await orderWithCard(card, 3, '30.00', true);
    const answers = await Promise.all([refund(row.id), refund(row.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(card.id)).toBe('30.00');
  });
});

describe('a refund of an order a gift card paid in full (nothing to pay)', () => {
  it('is REFUNDABLE by the shop itself, and puts the money back on the card', async () => {
    const card = await issueCard('100');
    const row = await orderWithCard(card, 1, '30.00', false); // 30.00, all by card
    expect(row.paymentStatus).toBe('PAID');
    expect(await balanceOf(card.id)).toBe('70.00');
    expect(await refundability(row.id)).toEqual({
      refundabilities: [{ paymentId: expect.any(String), refundabilityStatus: 'REFUNDABLE' }],
      refundableAmount: expect.objectContaining({ amount: '30.00' }),
      orderRefundability: { refundabilityStatus: 'REFUNDABLE' },
    });

    const part = await refund(row.id, { amount: { amount: '10.00' } });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().order.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(part.json().order.activities.at(-1)).toMatchObject({ type: 'ORDER_REFUNDED' });
    expect(await balanceOf(card.id)).toBe('80.00');
    expect(await eventsOf(t.app, row.id)).toContain('ecom.order.payment_status_updated');

    const tooMuch = await refund(row.id, { amount: { amount: '20.01' } });
    expect([tooMuch.statusCode, appCode(tooMuch)]).toEqual([409, 'REFUND_EXCEEDS_PAID']);
    expect(await balanceOf(card.id)).toBe('80.00');

    const rest = await refund(row.id);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().refund.transactions[0].amount.amount).toBe('20.00');
    expect(rest.json().order.paymentStatus).toBe('FULLY_REFUNDED');
    expect(await balanceOf(card.id)).toBe('100.00');

    const again = await refund(row.id, { amount: { amount: '1.00' } });
    expect([again.statusCode, appCode(again)]).toEqual([409, 'ALREADY_REFUNDED']);
    expect(await balanceOf(card.id)).toBe('100.00');
    expect((await refundability(row.id)).refundabilities[0]).toMatchObject({
      refundabilityStatus: 'NOT_REFUNDABLE',
      nonRefundableReason: 'ALREADY_REFUNDED',
    });
  });

  it('is for the shop only', async () => {
    const card = await issueCard('30');
    const row = await orderWithCard(card, 1, '30.00', false);
    const visitor = await visitorToken(t.app);
    expect((await post(`/v1/order-refunds/orders/${row.id}/refund`, {}, headers(visitor))).statusCode).toBe(
      403,
    );
    expect((await post(`/v1/order-refunds/orders/${row.id}/refund`, {}, {})).statusCode).toBe(401);
    expect(await balanceOf(card.id)).toBe('0.00');
  });
});

describe('refunds and cancel', () => {
  it('refund then cancel: the cancel gives back only what the refund left on the order', async () => {
    const card = await issueCard('30');
    const row = await orderWithCard(card, 3, '30.00', true); // 50.00 bank, 30.00 card
    const res = await refund(row.id, { amount: { amount: '60.00' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund.transactions.map((x: any) => x.amount.amount)).toEqual(['50.00', '10.00']);
    expect(await balanceOf(card.id)).toBe('10.00');
    const canceled = await post(`/v1/orders/${row.id}/cancel`, {});
    expect(canceled.statusCode, canceled.body).toBe(200);
    const o = canceled.json().order;
    expect(o.activities.at(-1)).toMatchObject({ type: 'ORDER_CANCELED' });
    expect(o.paymentStatus).toBe('FULLY_REFUNDED');
    expect(await balanceOf(card.id)).toBe('30.00');
    const after = await refund(row.id);
    expect([after.statusCode, appCode(after)]).toEqual([409, 'ALREADY_REFUNDED']);
    expect(await balanceOf(card.id)).toBe('30.00');
  });

  it('cancel then refund: the refund gives back the payments only, the card having had its share', async () => {
    const card = await issueCard('30');
    const row = await orderWithCard(card, 3, '30.00', true);
    expect((await post(`/v1/orders/${row.id}/cancel`, {})).statusCode).toBe(200);
    expect(await balanceOf(card.id)).toBe('30.00');
    const r = await refundability(row.id);
    expect(r.refundabilities[1]).toMatchObject({
      refundabilityStatus: 'NOT_REFUNDABLE',
      nonRefundableReason: 'ALREADY_REFUNDED',
    });
    const tooMuch = await refund(row.id, { amount: { amount: '50.01' } });
    expect([tooMuch.statusCode, appCode(tooMuch)]).toEqual([409, 'REFUND_EXCEEDS_PAID']);
    const res = await refund(row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund.transactions.map((x: any) => x.amount.amount)).toEqual(['50.00']);
    expect(res.json().order.paymentStatus).toBe('FULLY_REFUNDED');
    expect(await balanceOf(card.id)).toBe('30.00');
  });
});
