import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headers, latestMail, memberLogin, visitorToken, type MemberLogin } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import { BANK, draftOf, ORDERS_TEST_ENV, placeOrder, stockOf } from './orders-helpers';
import { addStaff, bearer, freshStaffSession, setUpOwner } from './staff-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The shop's own view of an order: staff notes (never the buyer's), the history, the confirmation mailed
 * again, mark-as-paid with an amount and reference, the refundable amount, and stale writes refused
 * (409 ORDER_CHANGED with who changed what).
 */
let t: TestApp;
let vase: Record<string, any>;
let member: MemberLogin;
let owner: Record<string, string>;
let readOnly: Record<string, string>;
let fulfilment: Record<string, string>;
let visitor: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp(ORDERS_TEST_ENV);
  vase = await createProduct(t.app, {
    name: 'Vase',
    priceData: { price: '25.00' },
    stock: { trackInventory: true, quantity: 100 },
  });
  member = await memberLogin(t.app);
  owner = bearer((await setUpOwner(t.app)).session.accessToken);
  const ro = await addStaff(t.app, 'READ_ONLY', 'reader@shop.example');
  readOnly = bearer(await freshStaffSession(t.app, ro.id));
  const ff = await addStaff(t.app, 'FULFILMENT', 'packer@shop.example');
  fulfilment = bearer(await freshStaffSession(t.app, ff.id));
  visitor = headers(await visitorToken(t.app));
});
afterAll(() => t.close());

/** 3 vases (25.00 each) and 5.00 shipping, by the member, by bank transfer: 80.00. */
const memberOrder = (email: string | undefined = member.email) =>
  placeOrder(
    t.app,
    draftOf(
      [{ productId: vase.id, quantity: 3, unitPrice: '25.00' }],
      {
        buyer: { memberId: member.memberId, ...(email ? { email } : {}) },
        paymentMethod: BANK,
        shippingInfo: {
          code: 'courier',
          title: 'Courier',
          logistics: {
            shippingDestination: {
              address: { country: 'US', city: 'New York', postalCode: '10013', addressLine1: '1 Main St' },
              contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
            },
          },
        },
      },
      '5.00',
    ),
  );

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, h: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
const memberHeaders = () => headers(member.access_token);

describe('staff notes', () => {
  it('a staff member adds notes with author and time; they list oldest first and are audited', async () => {
    const row = await memberOrder();
    const first = await call('POST', `/v1/orders/${row.id}/notes`, owner, { text: ' Call before delivery ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().note).toMatchObject({
      orderId: row.id,
      text: 'Call before delivery',
      author: { kind: 'staff', name: 'Olive Owner', email: 'owner@shop.example' },
    });
    const second = await call('POST', `/ecom/v1/orders/${row.id}/notes`, fulfilment, { text: 'Packed' });
    expect(second.statusCode, second.body).toBe(200);
    const list = await call('GET', `/v1/orders/${row.id}/notes`, readOnly);
    expect(list.statusCode).toBe(200);
    expect(list.json().notes.map((n: any) => [n.text, n.author.name])).toEqual([
      ['Call before delivery', 'Olive Owner'],
      ['Packed', 'FULFILMENT'],
    ]);
    const history = await call('GET', `/v1/orders/${row.id}/history`, readOnly);
    expect(history.json().entries.filter((e: any) => e.action === 'order.note_added')).toHaveLength(2);
  });

  it('refuses an empty or too long note, an unknown order, and callers without orders:write', async () => {
    const row = await memberOrder();
    const empty = await call('POST', `/v1/orders/${row.id}/notes`, owner, { text: '' });
    expect(empty.statusCode).toBe(400);
    const blank = await call('POST', `/v1/orders/${row.id}/notes`, owner, { text: '   ' });
    expect([blank.statusCode, appCode(blank)]).toEqual([400, 'NOTE_EMPTY']);
    const long = await call('POST', `/v1/orders/${row.id}/notes`, owner, { text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    const extra = await call('POST', `/v1/orders/${row.id}/notes`, owner, { text: 'a', pinned: true });
    expect(extra.statusCode).toBe(400);
    const unknown = await call('POST', `/v1/orders/${crypto.randomUUID()}/notes`, owner, { text: 'a' });
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', `/v1/orders/${row.id}/notes`, readOnly, { text: 'a' })).statusCode).toBe(403);
    for (const h of [visitor, memberHeaders()]) {
      expect((await call('POST', `/v1/orders/${row.id}/notes`, h, { text: 'a' })).statusCode).toBe(403);
      expect((await call('GET', `/v1/orders/${row.id}/notes`, h)).statusCode).toBe(403);
      expect((await call('GET', `/v1/orders/${row.id}/history`, h)).statusCode).toBe(403);
    }
    expect((await call('GET', `/v1/orders/${row.id}/notes`, {})).statusCode).toBe(401);
  });

  it('never reaches the buyer: no shopper-facing answer about the order carries a note', async () => {
    const row = await memberOrder();
    const secret = `Staff only ${crypto.randomUUID()}`;
    expect((await call('POST', `/v1/orders/${row.id}/notes`, owner, { text: secret })).statusCode).toBe(200);
    const answers = await Promise.all([
      call('GET', `/v1/orders/${row.id}`, memberHeaders()),
      call('POST', '/v1/orders/search', memberHeaders(), {}),
      call('GET', `/v1/payments/orders/${row.id}`, memberHeaders()),
      call('GET', `/v1/fulfillments/orders/${row.id}`, memberHeaders()),
      call('GET', `/v1/payments-collector/orders/${row.id}/payment-collectability-status`, memberHeaders()),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain(secret);
    }
    expect(answers[1]!.json().orders.map((o: any) => o.id)).toContain(row.id);
    // Nor the shop's own order answer: notes are read only through their route.
    expect((await call('GET', `/v1/orders/${row.id}`, owner)).body).not.toContain(secret);
    // Nor the mails the buyer gets.
    await call('POST', `/v1/orders/${row.id}/resend-confirmation`, owner);
    expect((await latestMail(t.app, member.email))!.text).not.toContain(secret);
  });
});

describe('resend confirmation', () => {
  it('mails the confirmation again, audited, and it shows in the history', async () => {
    const row = await memberOrder();
    const res = await call('POST', `/v1/orders/${row.id}/resend-confirmation`, fulfilment);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const mail = await latestMail(t.app, member.email);
    expect(mail?.subject).toContain(String(row.number));
    const history = (await call('GET', `/v1/orders/${row.id}/history`, owner)).json().entries;
    expect(history.at(-1)).toMatchObject({
      action: 'order.confirmation_resent',
      actor: { kind: 'staff', name: 'FULFILMENT' },
      mail: { kind: 'ORDER_CONFIRMATION', to: member.email },
    });
  });

  it('refuses an order without an email, a canceled one, an unknown one, and READ_ONLY, visitor, member', async () => {
    const noMail = await memberOrder(null as unknown as undefined);
    const res = await call('POST', `/v1/orders/${noMail.id}/resend-confirmation`, owner);
    expect([res.statusCode, appCode(res)]).toEqual([409, 'ORDER_HAS_NO_EMAIL']);
    const canceled = await memberOrder();
    expect((await call('POST', `/v1/orders/${canceled.id}/cancel`, owner, {})).statusCode).toBe(200);
    const again = await call('POST', `/v1/orders/${canceled.id}/resend-confirmation`, owner);
    expect([again.statusCode, appCode(again)]).toEqual([409, 'ORDER_CANCELED']);
    const unknown = await call('POST', `/v1/orders/${crypto.randomUUID()}/resend-confirmation`, owner);
    expect(unknown.statusCode).toBe(404);
    const row = await memberOrder();
    for (const h of [readOnly, visitor, memberHeaders()])
      expect((await call('POST', `/v1/orders/${row.id}/resend-confirmation`, h)).statusCode).toBe(403);
  });
});

describe('mark as paid with an amount and a reference', () => {
  it('records part of the balance with the bank reference; the rest later; shown in the payments', async () => {
    const row = await memberOrder();
    const part = await call('POST', `/v1/orders/${row.id}/mark-as-paid`, fulfilment, {
      amount: { amount: '30.00' },
      reference: 'BANK-REF-42',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().order.paymentStatus).toBe('PARTIALLY_PAID');
    expect(part.json().order.balanceSummary.balance.amount).toBe('50.00');
    const rest = await call('POST', `/v1/orders/${row.id}/mark-as-paid`, owner, {});
    expect(rest.json().order.paymentStatus).toBe('PAID');
    const payments = (await call('GET', `/v1/payments/orders/${row.id}`, owner)).json().orderTransactions
      .payments;
    expect(payments.map((p: any) => [p.amount.amount, p.regularPaymentDetails.reference])).toEqual([
      ['30.00', 'BANK-REF-42'],
      ['50.00', undefined],
    ]);
    const history = (await call('GET', `/v1/orders/${row.id}/history`, owner)).json().entries;
    expect(history.filter((e: any) => e.action === 'order.marked_paid')).toHaveLength(2);
  });

  it('refuses an amount above the balance, of zero or with too many decimals (field errors), and READ_ONLY', async () => {
    const row = await memberOrder();
    const url = `/v1/orders/${row.id}/mark-as-paid`;
    const above = await call('POST', url, owner, { amount: { amount: '80.01' } });
    expect(above.statusCode).toBe(400);
    expect(above.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'amount.amount',
      violatedRule: 'DECIMAL_LTE',
    });
    const zero = await call('POST', url, owner, { amount: { amount: '0' } });
    expect(zero.json().details.validationError.fieldViolations[0].violatedRule).toBe('DECIMAL_GT');
    const scale = await call('POST', url, owner, { amount: { amount: '1.001' } });
    expect(scale.statusCode).toBe(400);
    expect((await call('POST', url, owner, { reference: '' })).statusCode).toBe(400);
    expect((await call('POST', url, readOnly, {})).statusCode).toBe(403);
    expect((await call('POST', url, memberHeaders(), {})).statusCode).toBe(403);
  });
});

describe('refundability', () => {
  it('says how much the order can still give back', async () => {
    const row = await memberOrder();
    const before = (await call('GET', `/v1/order-refunds/orders/${row.id}/refundability`, owner)).json();
    expect(before.refundableAmount.amount).toBe('0.00');
    await call('POST', `/v1/orders/${row.id}/mark-as-paid`, owner, {});
    const refund = await call('POST', `/v1/order-refunds/orders/${row.id}/refund`, fulfilment, {
      refundDetails: { items: [{ lineItemId: 'line-1', quantity: 1 }], reason: 'Chipped' },
      sideEffects: { restockInfo: { type: 'ALL_ITEMS' } },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = (await call('GET', `/v1/order-refunds/orders/${row.id}/refundability`, readOnly)).json();
    expect(after.refundableAmount.amount).toBe('55.00');
  });
});

describe('a stale view of the order', () => {
  it('is refused (409 ORDER_CHANGED) with who changed what since, for each write; the current view passes', async () => {
    const row = await memberOrder();
    const shown = (await call('GET', `/v1/orders/${row.id}`, owner)).json().order.updatedDate;
    // Another person changes the shipping address first.
    const patch = {
      order: {
        shippingInfo: {
          logistics: { shippingDestination: { address: { country: 'US', city: 'Portland' } } },
        },
      },
      fieldMask: 'shippingInfo.logistics.shippingDestination',
    };
    const billing = { order: { billingInfo: { address: { country: 'US', city: 'Salem' } } } };
    const first = await call('PATCH', `/v1/orders/${row.id}`, { ...fulfilment, 'if-match': shown }, billing);
    expect(first.statusCode, first.body).toBe(200);
    const current = first.json().order.updatedDate;
    const stale = { ...owner, 'if-match': shown };
    const writes = [
      call('PATCH', `/v1/orders/${row.id}`, stale, patch),
      call('POST', `/v1/orders/${row.id}/mark-as-paid`, stale, {}),
      call('POST', `/v1/orders/${row.id}/cancel`, stale, { restockAllItems: true }),
      call('POST', `/v1/order-refunds/orders/${row.id}/refund`, stale, {}),
      call('POST', `/v1/fulfillments/orders/${row.id}/create-fulfillment`, stale, {
        fulfillment: { lineItems: [] },
      }),
    ];
    for (const res of await Promise.all(writes)) {
      expect([res.statusCode, appCode(res)], res.body).toEqual([409, 'ORDER_CHANGED']);
      const data = res.json().details.applicationError.data;
      expect(data.updatedDate).toBe(current);
      expect(data.changes).toEqual([
        expect.objectContaining({
          actorName: 'FULFILMENT',
          actorEmail: 'packer@shop.example',
          action: 'order.updated',
          fields: expect.arrayContaining(['billingInfo']),
        }),
      ]);
      expect(res.json().message).toContain('FULFILMENT changed this order at');
    }
    // Nothing was written: the stock and the order are as the first change left them.
    expect(await stockOf(t.app, vase.id)).toBeGreaterThan(0);
    const now = (await call('GET', `/v1/orders/${row.id}`, owner)).json().order;
    expect([now.updatedDate, now.status, now.paymentStatus]).toEqual([current, 'APPROVED', 'NOT_PAID']);
    // Quoted as an entity tag, the current view passes; a revision that is no date never does.
    const ok = await call('PATCH', `/v1/orders/${row.id}`, { ...owner, 'if-match': `"${current}"` }, patch);
    expect(ok.statusCode, ok.body).toBe(200);
    const paid = await call('POST', `/v1/orders/${row.id}/mark-as-paid`, {
      ...owner,
      'if-match': ok.json().order.updatedDate,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const junk = await call('POST', `/v1/orders/${row.id}/cancel`, { ...owner, 'if-match': 'yesterday' }, {});
    expect(appCode(junk)).toBe('ORDER_CHANGED');
    // Without a revision, writes go through as before.
    expect((await call('POST', `/v1/orders/${row.id}/cancel`, owner, {})).statusCode).toBe(200);
  });
});

describe('fulfilment mails the buyer', () => {
  it('sends the shipping mail with the tracking number, and notes it in the history', async () => {
    const row = await memberOrder();
    const res = await call('POST', `/v1/fulfillments/orders/${row.id}/create-fulfillment`, fulfilment, {
      fulfillment: {
        lineItems: [{ id: 'line-1', quantity: 3 }],
        trackingInfo: { trackingNumber: 'TRACK-123', shippingProvider: 'UPS' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await latestMail(t.app, member.email))!.text).toContain('TRACK-123');
    const history = (await call('GET', `/v1/orders/${row.id}/history`, asAdmin)).json().entries;
    expect(history.map((e: any) => e.action)).toEqual(['order.fulfilled', 'order.mail_sent']);
    expect(history[1].mail).toEqual({ kind: 'ORDER_SHIPPED', to: member.email });
  });
});
