import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPaymentMethods } from '../src/modules/payment-methods';
import { ADMIN_KEY, appCode, asAdmin, rowsOf, startTestApp, type TestApp } from './helpers';
import { visitorToken, type OutboxMessage } from './auth-helpers';
import { createProduct, eventsOf } from './catalog-helpers';
import { caller, line, placedCheckout } from './checkout-helpers';

/**
 * An order a gift card paid in part, placed through create-order: the card's share is the order's GIFT_CARD
 * payment and the order PARTIALLY_PAID; the payments list, collectability, mark-as-paid, refundability, refunds
 * and cancel agree with it; the confirmation says what is still to pay.
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let call: ReturnType<typeof caller>;
let guide: Record<string, any>;
let bank: string;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t.app);
  await seedDemoPaymentMethods(t.database.db);
  // Digital: no delivery to choose, so the checkout needs only the buyer's email.
  guide = await createProduct(t.app, {
    name: 'Glazing Guide',
    productType: 'digital',
    priceData: { price: '25.00' },
  });
  const methods = (await call('GET', '/v1/payment-methods', await visitorToken(t.app))).json().paymentMethods;
  bank = methods.find((m: any) => m.kind === 'BANK_TRANSFER').id;
});
afterAll(() => t.close());

const post = (url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: asAdmin, payload: payload as object });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: asAdmin });

let serial = 0;
async function issueCard(initialBalance: string) {
  const code = `PART-PAY-${++serial}-WXYZ`;
  const res = await post('/v1/gift-cards', { giftCard: { initialBalance, currency: 'USD', code } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().giftCard as { id: string; code: string };
}
const cardBalance = async (id: string) =>
  (await get(`/v1/gift-cards/${id}`)).json().giftCard.balance as string;

/** `units` guides (25.00 each), by bank transfer, `card` applied: placed through create-order. */
async function orderWithCard(card: { code: string }, units: number, email = `buyer-${++serial}@example.com`) {
  const placed = await placedCheckout(t.app, [line(guide.id, units)], {
    checkout: { buyerInfo: { email }, paymentMethodId: bank },
    giftCardCode: card.code,
  });
  return { ...placed, email };
}

const paymentsOf = async (orderId: string) =>
  (await get(`/v1/payments/orders/${orderId}`)).json().orderTransactions;
const refundabilityOf = async (orderId: string) =>
  (await get(`/v1/order-refunds/orders/${orderId}/refundability`)).json();

describe('an order a gift card paid in part', () => {
  it('records the card’s share as an APPROVED GIFT_CARD payment and reads PARTIALLY_PAID', async () => {
    const card = await issueCard('30');
    const { order, visitor } = await orderWithCard(card, 3); // 75.00: 30.00 card, 45.00 to pay
    expect(order.priceSummary.total.amount).toBe('75.00');
    expect(order.paymentStatus).toBe('PARTIALLY_PAID');
    expect(order.balanceSummary).toMatchObject({ paid: { amount: '30.00' }, balance: { amount: '45.00' } });
    expect(await cardBalance(card.id)).toBe('0.00');

    // The buyer sees the card among the payments, by its last four characters only.
    const res = await call('GET', `/v1/payments/orders/${order.id}`, visitor);
    expect(res.statusCode, res.body).toBe(200);
    const { payments, refunds } = res.json().orderTransactions;
    expect(payments).toEqual([
      expect.objectContaining({
        amount: expect.objectContaining({ amount: '30.00' }),
        refundDisabled: false,
        regularPaymentDetails: { paymentMethod: 'GIFT_CARD', offlinePayment: false, status: 'APPROVED' },
        giftCardPaymentDetails: { giftCardId: card.id, obfuscatedCode: '****WXYZ' },
      }),
    ]);
    expect(refunds).toEqual([]);
    expect(res.body).not.toContain(card.code);

    const collect = await call(
      'GET',
      `/v1/payments-collector/orders/${order.id}/payment-collectability-status`,
      visitor,
    );
    expect(collect.json()).toEqual({
      status: 'COLLECTABLE',
      amount: expect.objectContaining({ amount: '45.00' }),
    });
  });

  it('is paid in full by mark-as-paid of the balance: PAID, ORDER_PAID of 45.00, payment_status_updated', async () => {
    const card = await issueCard('30');
    const { order } = await orderWithCard(card, 3);
    const paid = await post(`/v1/orders/${order.id}/mark-as-paid`);
    expect(paid.statusCode, paid.body).toBe(200);
    const o = paid.json().order;
    expect(o.paymentStatus).toBe('PAID');
    expect(o.balanceSummary).toMatchObject({ paid: { amount: '75.00' }, balance: { amount: '0.00' } });
    expect(o.activities.at(-1)).toMatchObject({ type: 'ORDER_PAID', amount: { amount: '45.00' } });
    expect(await eventsOf(t.app, order.id)).toContain('ecom.order.payment_status_updated');
    const again = await post(`/v1/orders/${order.id}/mark-as-paid`);
    expect([again.statusCode, appCode(again)]).toEqual([409, 'ORDER_ALREADY_PAID']);
    const { payments } = await paymentsOf(order.id);
    expect(payments.map((p: any) => [p.regularPaymentDetails.paymentMethod, p.amount.amount])).toEqual([
      ['GIFT_CARD', '30.00'],
      ['BANK_TRANSFER', '45.00'],
    ]);
  });

  it('names the card’s payment in refundability and refunds, gives the card back last, and adds up', async () => {
    const card = await issueCard('30');
    const { order } = await orderWithCard(card, 3);
    const unpaid = await refundabilityOf(order.id);
    const cardPayment = (await paymentsOf(order.id)).payments[0].id as string;
    // Before the rest is paid, the card's share is what can be refunded.
    expect(unpaid).toEqual({
      refundabilities: [{ paymentId: cardPayment, refundabilityStatus: 'REFUNDABLE' }],
      refundableAmount: expect.objectContaining({ amount: expect.stringMatching(/^\d+\.\d\d$/) }),
      orderRefundability: { refundabilityStatus: 'REFUNDABLE' },
    });
    expect((await post(`/v1/orders/${order.id}/mark-as-paid`)).statusCode).toBe(200);
    const { payments } = await paymentsOf(order.id);
    const bankPayment = payments[1].id as string;
    expect((await refundabilityOf(order.id)).refundabilities).toEqual([
      { paymentId: bankPayment, refundabilityStatus: 'MANUAL', manuallyRefundableReason: 'OFFLINE' },
      { paymentId: cardPayment, refundabilityStatus: 'REFUNDABLE' },
    ]);

    const part = await post(`/v1/order-refunds/orders/${order.id}/refund`, { amount: { amount: '50.00' } });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().refund.transactions.map((x: any) => [x.paymentId, x.amount.amount])).toEqual([
      [bankPayment, '45.00'],
      [cardPayment, '5.00'],
    ]);
    expect(part.json().order.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(await cardBalance(card.id)).toBe('5.00');

    const rest = await post(`/v1/order-refunds/orders/${order.id}/refund`);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().refund.transactions.map((x: any) => [x.paymentId, x.amount.amount])).toEqual([
      [cardPayment, '25.00'],
    ]);
    const o = rest.json().order;
    expect(o.paymentStatus).toBe('FULLY_REFUNDED');
    expect(o.balanceSummary.refunded.amount).toBe('75.00');
    expect(await cardBalance(card.id)).toBe('30.00');
    const listed = await paymentsOf(order.id);
    // The two parts of one refund share its moment: compared as a set.
    const parts = listed.refunds.map((r: any) => [
      r.transactions[0].paymentId,
      r.transactions[0].amount.amount,
    ]);
    expect(parts).toHaveLength(3);
    expect(parts).toEqual(
      expect.arrayContaining([
        [bankPayment, '45.00'],
        [cardPayment, '5.00'],
        [cardPayment, '25.00'],
      ]),
    );
    expect((await refundabilityOf(order.id)).refundabilities.map((r: any) => r.nonRefundableReason)).toEqual([
      'ALREADY_REFUNDED',
      'ALREADY_REFUNDED',
    ]);
  });

  it('gives the card its share back when canceled, once', async () => {
    const card = await issueCard('30');
    const { order } = await orderWithCard(card, 3);
    const canceled = await post(`/v1/orders/${order.id}/cancel`, {});
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().order.activities.at(-1)).toMatchObject({ type: 'ORDER_CANCELED' });
    expect(await cardBalance(card.id)).toBe('30.00');
    expect((await refundabilityOf(order.id)).refundabilities).toEqual([
      expect.objectContaining({
        refundabilityStatus: 'NOT_REFUNDABLE',
        nonRefundableReason: 'ALREADY_REFUNDED',
      }),
    ]);
    const refund = await post(`/v1/order-refunds/orders/${order.id}/refund`);
    expect([refund.statusCode, appCode(refund)]).toEqual([409, 'ALREADY_REFUNDED']);
    expect(await cardBalance(card.id)).toBe('30.00');
  });

  it('is PAID when the card paid it all, with the card’s payment listed', async () => {
    const card = await issueCard('100');
    const { order } = await orderWithCard(card, 2);
    expect(order.paymentStatus).toBe('PAID');
    expect(order.balanceSummary.balance.amount).toBe('0.00');
    const { payments } = await paymentsOf(order.id);
    expect(payments.map((p: any) => [p.regularPaymentDetails.paymentMethod, p.amount.amount])).toEqual([
      ['GIFT_CARD', '50.00'],
    ]);
    expect(await cardBalance(card.id)).toBe('50.00');
  });
});

describe('the confirmation of an order a gift card paid in part', () => {
  it('says what the card paid, what is still to pay and how', async () => {
    const card = await issueCard('30');
    const { email } = await orderWithCard(card, 3);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/dev/outbox',
      query: { to: email, limit: '10' },
      headers: { authorization: ADMIN_KEY },
    });
    const mail = res
      .json<{ messages: OutboxMessage[] }>()
      .messages.find((m) => m.kind === 'order-confirmation')!;
    expect(mail.text).toContain('Total: $75.00\nPaid by gift card: $30.00\nStill to pay: $45.00');
    expect(mail.text).toContain('How to pay:');
    expect(mail.html).toContain('Paid by gift card');
    expect(mail.html).toContain('Still to pay');
    expect(mail.html).toContain('$45.00');
  });
});

describe('orders placed before the card’s share was a payment (migration 0026)', () => {
  it('get their GIFT_CARD payment and PARTIALLY_PAID, once, and refund as before', async () => {
    const card = await issueCard('30');
    const { order } = await orderWithCard(card, 3);
    // As such an order was: no GIFT_CARD payment, NOT_PAID.
    await t.database.db.execute(sql`delete from order_transactions where order_id = ${order.id}`);
    await t.database.db.execute(sql`update orders set payment_status = 'NOT_PAID' where id = ${order.id}`);
    expect((await paymentsOf(order.id)).payments).toEqual([]);
    // Before the migration, the redemption stands in for the card's payment.
    expect((await refundabilityOf(order.id)).refundabilities).toEqual([
      { paymentId: expect.any(String), refundabilityStatus: 'REFUNDABLE' },
    ]);
    const migration = fs.readFileSync(
      new URL('../src/db/migrations/0026_gift_card_payments.sql', import.meta.url),
      'utf8',
    );
    for (let run = 0; run < 2; run++)
      for (const statement of migration.split('--> statement-breakpoint'))
        await t.database.db.execute(sql.raw(statement));
    const { payments } = await paymentsOf(order.id);
    expect(payments).toEqual([
      expect.objectContaining({
        amount: expect.objectContaining({ amount: '30.00' }),
        regularPaymentDetails: { paymentMethod: 'GIFT_CARD', offlinePayment: false, status: 'APPROVED' },
        giftCardPaymentDetails: { giftCardId: card.id, obfuscatedCode: '****WXYZ' },
      }),
    ]);
    const [row] = await rowsOf<{ payment_status: string }>(
      t.database.db,
      sql`select payment_status from orders where id = ${order.id}`,
    );
    expect(row!.payment_status).toBe('PARTIALLY_PAID');
    expect((await post(`/v1/orders/${order.id}/mark-as-paid`)).json().order.paymentStatus).toBe('PAID');
    const refund = await post(`/v1/order-refunds/orders/${order.id}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().order.paymentStatus).toBe('FULLY_REFUNDED');
    expect(await cardBalance(card.id)).toBe('30.00');
  });
});
