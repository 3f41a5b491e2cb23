import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderTransactions } from '../src/db/schema';
import type { OrderRow } from '../src/modules/orders';
import { createProduct, roleHeaders } from './catalog-helpers';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import { BANK, draftOf, ORDERS_TEST_ENV, placeOrder, ZERO } from './orders-helpers';
import { addStaff, bearer, freshStaffSession, setUpOwner } from './staff-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Bank reconciliation through the routes: a statement previewed (each credit's match, nothing written), the
 * chosen pairs confirmed (each paid through mark-as-paid's path, one audit entry each, a refused pair undoing
 * none of the others, a replay paying nothing twice), and who may do either.
 */
let t: TestApp;
let productId: string;
let owner: string;
beforeAll(async () => {
  t = await startTestApp(ORDERS_TEST_ENV);
  owner = (await setUpOwner(t.app)).session.accessToken;
  productId = (await createProduct(t.app, { name: 'Vase', priceData: { price: '5.00' } })).id as string;
});
afterAll(() => t.close());

const unpaid = (unitPrice: string, buyer: Record<string, string> = {}) =>
  placeOrder(
    t.app,
    draftOf([{ productId, quantity: 1, unitPrice }], {
      paymentMethod: BANK,
      buyer: { email: 'buyer@example.com', ...buyer },
    }),
  );

const post = (url: string, payload: unknown, headers: Record<string, string> = bearer(owner)) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const preview = (csv: string, headers?: Record<string, string>) =>
  post('/v1/reconciliation/preview', { csv }, headers);
const confirm = (pairs: unknown[], headers?: Record<string, string>) =>
  post('/v1/reconciliation/confirm', { pairs }, headers);

const orderOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/orders/${id}`, headers: asAdmin })).json().order;
const entriesOf = async (id: string) =>
  (await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id))).filter(
    (e) => e.action === 'order.marked_paid',
  );
const paymentsOf = (id: string) =>
  t.app.ctx.db.select().from(orderTransactions).where(eq(orderTransactions.orderId, id));

const pairOf = (credit: any) => ({
  line: credit.line,
  orderId: credit.order.id,
  amount: credit.amount,
  reference: credit.reference,
  date: credit.date,
});

describe('POST /v1/reconciliation/preview', () => {
  let a: OrderRow, b: OrderRow, c: OrderRow, d: OrderRow;
  beforeAll(async () => {
    a = await unpaid('25.00');
    b = await unpaid('40.00');
    c = await unpaid('12.00', { firstName: 'Ada', lastName: 'Lovelace' });
    d = await unpaid('9.00');
    await t.app.inject({ method: 'POST', url: `/v1/orders/${d.id}/mark-as-paid`, headers: asAdmin });
  });

  it('answers each credit with its match, near miss or none, and writes nothing', async () => {
    const csv = [
      'Account;DE89 3704 0044 0532 0130 00',
      'Buchungstag;Verwendungszweck;Betrag;Währung',
      `02.11.2026;Bestellung ${a.number};25,00;USD`,
      `02.11.2026;Order ${b.number};39,99;USD`,
      '03.11.2026;Transfer from ADA LOVELACE;12,00;USD',
      `03.11.2026;Order ${d.number};9,00;USD`,
      '04.11.2026;Miete;-800,00;USD',
      '04.11.2026;Unknown payer;3,00;USD',
      `05.11.2026;again ${a.number};25,00;USD`,
      '05.11.2026;broken;zwölf;USD',
    ].join('\r\n');
    const res = await preview(csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.credits.map((x: any) => [x.line, x.status, x.code, x.order?.number])).toEqual([
      [3, 'MATCH', 'MATCHED', a.number],
      [4, 'NEAR_MISS', 'AMOUNT_DIFFERS', b.number],
      [5, 'NEAR_MISS', 'NAME_AND_AMOUNT', c.number],
      [6, 'NEAR_MISS', 'ORDER_PAID', d.number],
      [8, 'NO_MATCH', 'NO_ORDER', undefined],
      [9, 'NEAR_MISS', 'ALREADY_MATCHED', a.number],
    ]);
    expect(body.credits[0]).toMatchObject({
      date: '02.11.2026',
      amount: '25.00',
      currency: 'USD',
      reference: `Bestellung ${a.number}`,
      order: { id: a.id, owed: '25.00', formattedOwed: '$25.00', buyerName: '' },
    });
    expect(body.credits[1].reason).toBe(`Order ${b.number} owes $40.00, the credit is 39.99`);
    expect(body.credits[5].reason).toBe(`Order ${a.number} already matched by line 3`);
    expect(body.problems).toEqual([{ line: 10, reason: 'amount "zwölf" is not an amount' }]);
    expect([body.debits, body.rows]).toEqual([1, 8]);
    expect((await orderOf(a.id)).paymentStatus).toBe('NOT_PAID');
    expect(await entriesOf(a.id)).toEqual([]);
  });

  it('refuses a statement it cannot read, too many rows, too much text or no text, with the reason', async () => {
    const unreadable = await preview('hello\nworld');
    expect([unreadable.statusCode, appCode(unreadable)]).toEqual([400, 'STATEMENT_UNREADABLE']);
    expect(unreadable.json().message).toMatch(/No header row found/);
    const rows = ['Date,Reference,Amount', ...Array.from({ length: 5001 }, () => '2026-11-02,x,1.00')];
    const tooMany = await preview(rows.join('\n'));
    expect([tooMany.statusCode, appCode(tooMany)]).toEqual([400, 'STATEMENT_TOO_LONG']);
    expect(tooMany.json().message).toMatch(/5001 rows, more than 5000/);
    const tooLong = await preview(`Date,Reference,Amount\n${'x'.repeat(2 * 1024 * 1024)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details.validationError.fieldViolations[0].field).toBe('csv');
    const missing = await post('/v1/reconciliation/preview', {});
    expect(missing.statusCode).toBe(400);
  });
});

describe('POST /v1/reconciliation/confirm', () => {
  it('pays each chosen order through mark-as-paid, audits each, answers each, and never pays twice', async () => {
    const a = await unpaid('25.00');
    const b = await unpaid('30.00');
    const c = await unpaid('15.00');
    const csv = [
      'Date,Reference,Amount',
      `2026-11-02,Order ${a.number},25.00`,
      `2026-11-02,Order ${b.number},30.00`,
      `2026-11-03,Order ${c.number},15.00`,
    ].join('\n');
    const credits = (await preview(csv)).json().credits as any[];
    expect(credits.map((x) => x.status)).toEqual(['MATCH', 'MATCH', 'MATCH']);
    // c is paid by hand between the preview and the confirm.
    await t.app.inject({ method: 'POST', url: `/v1/orders/${c.id}/mark-as-paid`, headers: asAdmin });
    const pairs = [
      ...credits.map(pairOf),
      { ...pairOf(credits[0]), orderId: ZERO },
      { ...pairOf(credits[1]), line: 9, orderId: ZERO },
    ];
    const res = await confirm(pairs);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      paid: 2,
      results: [
        { line: 2, orderId: a.id, orderNumber: a.number, outcome: 'PAID', paymentStatus: 'PAID' },
        { line: 3, orderId: b.id, orderNumber: b.number, outcome: 'PAID', paymentStatus: 'PAID' },
        {
          line: 4,
          orderId: c.id,
          orderNumber: c.number,
          outcome: 'REFUSED',
          code: 'ORDER_ALREADY_PAID',
          message: 'This order is already paid',
        },
        {
          line: 2,
          orderId: ZERO,
          outcome: 'REFUSED',
          code: 'CREDIT_USED_TWICE',
          message: 'Line 2 already pays another order in this confirmation',
        },
        { line: 9, orderId: ZERO, outcome: 'REFUSED', code: 'NOT_FOUND', message: 'No such order' },
      ],
    });
    for (const o of [a, b]) {
      expect((await orderOf(o.id)).paymentStatus).toBe('PAID');
      const [entry, ...more] = await entriesOf(o.id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ actorKind: 'staff', entityType: 'order' });
      expect((entry!.after as any).bankCredit).toEqual({
        amount: credits[o === a ? 0 : 1].amount,
        reference: `Order ${o.number}`,
        date: '2026-11-02',
        line: o === a ? 2 : 3,
      });
      expect((entry!.after as any).paymentStatus).toBe('PAID');
    }
    const payments = await paymentsOf(a.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ method: 'BANK_TRANSFER', amount: '25.00', status: 'APPROVED' });

    // The same confirm again: nothing paid twice, each pair says why.
    const again = await confirm(credits.slice(0, 2).map(pairOf));
    expect(again.json().paid).toBe(0);
    expect(again.json().results.map((r: any) => [r.outcome, r.code])).toEqual([
      ['REFUSED', 'CREDIT_ALREADY_RECORDED'],
      ['REFUSED', 'CREDIT_ALREADY_RECORDED'],
    ]);
    expect(await paymentsOf(a.id)).toHaveLength(1);
    expect(await entriesOf(a.id)).toHaveLength(1);
  });

  it('refuses a pair whose order now owes another amount, or is canceled, and pays the others', async () => {
    const a = await unpaid('20.00');
    const b = await unpaid('10.00');
    const c = await unpaid('7.00');
    await t.app.inject({ method: 'POST', url: `/v1/orders/${c.id}/cancel`, headers: asAdmin, payload: {} });
    const res = await confirm([
      { line: 2, orderId: a.id, amount: '19.00', reference: `Order ${a.number}`, date: '2026-11-02' },
      { line: 3, orderId: b.id, amount: '10', reference: `Order ${b.number}`, date: '2026-11-02' },
      { line: 4, orderId: c.id, amount: '7.00', reference: `Order ${c.number}`, date: '2026-11-02' },
    ]);
    expect(res.json().results.map((r: any) => [r.line, r.outcome, r.code, r.message])).toEqual([
      [2, 'REFUSED', 'AMOUNT_CHANGED', 'The order now owes $20.00, not 19.00'],
      [3, 'PAID', undefined, undefined],
      [4, 'REFUSED', 'ORDER_CANCELED', 'A canceled order is not paid'],
    ]);
    expect((await orderOf(a.id)).paymentStatus).toBe('NOT_PAID');
    expect((await orderOf(b.id)).paymentStatus).toBe('PAID');
  });

  it('pays once when the same confirmation arrives twice at once', async () => {
    const a = await unpaid('11.00');
    const pair = {
      line: 2,
      orderId: a.id,
      amount: '11.00',
      reference: `Order ${a.number}`,
      date: '2026-11-02',
    };
    const answers = await Promise.all([confirm([pair]), confirm([pair])]);
    expect(answers.map((r) => r.json().paid).sort()).toEqual([0, 1]);
    expect(await paymentsOf(a.id)).toHaveLength(1);
    expect(await entriesOf(a.id)).toHaveLength(1);
  });

  it('refuses a malformed body naming the field', async () => {
    for (const payload of [
      { pairs: [] },
      { pairs: [{ line: 1, orderId: ZERO, amount: '0.00', reference: 'x', date: 'd' }] },
      { pairs: [{ line: 1, orderId: 'nope', amount: '1.00', reference: 'x', date: 'd' }] },
      { pairs: [{ line: 1, orderId: ZERO, amount: '1.00', reference: 'a\u0000b', date: 'd' }] },
      { pairs: [{ line: 1, orderId: ZERO, amount: '1.00', reference: 'x', date: 'd', extra: 1 }] },
    ]) {
      const res = await post('/v1/reconciliation/confirm', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details.validationError.fieldViolations.length).toBeGreaterThan(0);
    }
  });
});

describe('who may reconcile', () => {
  it('needs orders:write: owner, manager and fulfilment yes; catalog and read-only staff, members and visitors no', async () => {
    const roles = await roleHeaders(t.app);
    const staffOf = async (role: 'MANAGER' | 'FULFILMENT' | 'CATALOG' | 'READ_ONLY') =>
      bearer(
        await freshStaffSession(t.app, (await addStaff(t.app, role, `${role.toLowerCase()}@rec.example`)).id),
      );
    const csv = 'Date,Reference,Amount\n2026-11-02,nothing,1.00';
    const cases: [string, Record<string, string>, number][] = [
      ['owner', bearer(owner), 200],
      ['manager', await staffOf('MANAGER'), 200],
      ['fulfilment', await staffOf('FULFILMENT'), 200],
      ['operator key', asAdmin, 200],
      ['catalog', await staffOf('CATALOG'), 403],
      ['read-only', await staffOf('READ_ONLY'), 403],
      ['member', roles.member, 403],
      ['visitor', roles.visitor, 403],
      ['no token', roles.none, 401],
    ];
    for (const [name, headers, status] of cases) {
      expect((await preview(csv, headers)).statusCode, `preview as ${name}`).toBe(status);
      const pair = { line: 2, orderId: ZERO, amount: '1.00', reference: 'x', date: '2026-11-02' };
      expect((await confirm([pair], headers)).statusCode, `confirm as ${name}`).toBe(status);
    }
  });
});
