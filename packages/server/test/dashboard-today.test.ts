import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../src/db/schema';
import { permissionsOf, STAFF_ROLES, type StaffRole } from '../src/http/permissions';
import { cancelUnpaidOrders, type OrderDraft } from '../src/modules/orders';
import { headers, memberToken, type OutboxMessage } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { ADMIN_KEY, appCode, asAdmin, rowsOf, startTestApp, type TestApp } from './helpers';
import { BANK, draftOf, ORDERS_TEST_ENV, placeOrder, stockOf } from './orders-helpers';
import { addStaff, bearer, freshStaffSession, setUpOwner } from './staff-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

let t: TestApp;
let vase: Record<string, any>;
const DAY = 86_400_000;
const PICKUP = { id: 'pickup', kind: 'PAY_ON_PICKUP', title: 'Pay on pickup', instructions: 'At the studio' };

beforeAll(async () => {
  t = await startTestApp(ORDERS_TEST_ENV);
  vase = await createProduct(t.app, {
    name: 'Today vase',
    priceData: { price: '40.00' },
    stock: { trackInventory: true, quantity: 100 },
  });
}, 60_000);
afterAll(() => t.close());

const get = (url: string, h: Record<string, string> = asAdmin) =>
  t.app.inject({ method: 'GET', url, headers: h });
const post = (url: string, h: Record<string, string> = asAdmin) =>
  t.app.inject({ method: 'POST', url, headers: h, payload: {} });

let serial = 0;
/** An order of `quantity` vases placed `daysAgo` days ago (its created date moved back, as time would). */
async function order(extra: Partial<OrderDraft> = {}, daysAgo = 0, quantity = 1, productId = vase.id) {
  const email = `buyer-${++serial}@today.example`;
  const row = await placeOrder(
    t.app,
    draftOf([{ productId, quantity, unitPrice: '40.00', name: 'Today vase' }], {
      paymentMethod: BANK,
      buyer: { email, firstName: 'Ada', lastName: `Buyer${serial}` },
      ...extra,
    }),
  );
  if (daysAgo > 0)
    await t.app.ctx.db
      .update(orders)
      .set({ createdDate: new Date(Date.now() - daysAgo * DAY) })
      .where(eq(orders.id, row.id));
  return { ...row, buyerEmail: email };
}

const markPaid = async (id: string) =>
  expect((await post(`/v1/orders/${id}/mark-as-paid`)).statusCode).toBe(200);

async function mailsTo(to: string): Promise<OutboxMessage[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/dev/outbox',
    query: { to, limit: '100' },
    headers: { authorization: ADMIN_KEY },
  });
  return res.json<{ messages: OutboxMessage[] }>().messages.reverse();
}

const slot = (fromMs: number, hours = 3) => ({
  title: 'Local courier',
  logistics: {
    deliveryTimeSlot: {
      from: new Date(fromMs).toISOString(),
      to: new Date(fromMs + hours * 3_600_000).toISOString(),
    },
  },
});

describe('GET /v1/dashboard/orders-to-handle', () => {
  it('lists unpaid bank transfers oldest first, with their days waiting and what is due', async () => {
    const recent = await order({}, 1);
    const old = await order({}, 9);
    const paid = await order({}, 12);
    await markPaid(paid.id);
    const onPickup = await order({ paymentMethod: PICKUP }, 20);
    const res = await get('/v1/dashboard/orders-to-handle');
    expect(res.statusCode, res.body).toBe(200);
    const { awaitingPayment } = res.json();
    const ids = awaitingPayment.orders.map((o: any) => o.id);
    expect(ids.indexOf(old.id)).toBeLessThan(ids.indexOf(recent.id));
    expect(ids).not.toContain(paid.id);
    expect(ids).not.toContain(onPickup.id);
    expect(awaitingPayment.total).toBe(ids.length);
    expect(awaitingPayment.orders.find((o: any) => o.id === old.id)).toMatchObject({
      number: String(old.number),
      daysWaiting: 9,
      buyerName: `Ada Buyer${serial - 2}`,
      buyerEmail: old.buyerEmail,
      total: { amount: '40.00', formattedAmount: '$40.00' },
      amountDue: { amount: '40.00' },
      paymentMethodTitle: 'Bank transfer',
    });
  });

  it('lists paid orders to fulfil, late ones first, then those due tomorrow in the shop’s time zone, then the rest', async () => {
    const zone = await t.app.inject({
      method: 'PATCH',
      url: '/v1/shop-settings',
      headers: asAdmin,
      payload: { shopSettings: { timeZone: 'Pacific/Auckland' } },
    });
    expect(zone.statusCode, zone.body).toBe(200);
    // Tomorrow's noon in Auckland, whatever the hour here.
    const aucklandToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(
      new Date(),
    );
    const tomorrowNoon = Date.parse(`${aucklandToday}T12:00:00+12:00`) + DAY;
    const undated = await order({}, 5);
    const tomorrow = await order({ shippingInfo: slot(tomorrowNoon) }, 1);
    const late = await order({ shippingInfo: slot(Date.now() - 2 * DAY) }, 3);
    const unpaid = await order({ shippingInfo: slot(Date.now() - 2 * DAY) }, 3);
    for (const o of [undated, tomorrow, late]) await markPaid(o.id);
    const { toFulfil } = (await get('/v1/dashboard/orders-to-handle')).json();
    const mine = toFulfil.orders.filter((o: any) =>
      [undated.id, tomorrow.id, late.id, unpaid.id].includes(o.id),
    );
    expect(mine.map((o: any) => [o.id, o.urgency])).toEqual([
      [late.id, 'LATE'],
      [tomorrow.id, expect.stringMatching(/^(TOMORROW|TODAY)$/)],
      [undated.id, 'LATER'],
    ]);
    expect(mine[0]).toMatchObject({ deliveryTitle: 'Local courier', dueFrom: expect.any(String) });
  });

  it('lists pickups ready to collect: paid ones, and those paid on pickup', async () => {
    const pickupInfo = {
      title: 'Studio pickup',
      logistics: { pickupDetails: { address: { city: 'New York' }, pickupMethod: 'STORE_PICKUP' } },
    };
    const payOnPickup = await order({ paymentMethod: PICKUP, shippingInfo: pickupInfo }, 2);
    const paidPickup = await order({ shippingInfo: pickupInfo }, 1);
    await markPaid(paidPickup.id);
    const unpaidPickup = await order({ shippingInfo: pickupInfo }, 1);
    const { readyForPickup, toFulfil } = (await get('/v1/dashboard/orders-to-handle')).json();
    const byId = new Map(readyForPickup.orders.map((o: any) => [o.id, o]));
    expect(byId.get(payOnPickup.id)).toMatchObject({ paid: false, pickupTitle: 'Studio pickup' });
    expect(byId.get(paidPickup.id)).toMatchObject({ paid: true });
    expect(byId.has(unpaidPickup.id)).toBe(false);
    expect(toFulfil.orders.map((o: any) => o.id)).not.toContain(paidPickup.id);
  });
});

describe('GET /v1/dashboard/stock-to-handle', () => {
  it('lists tracked variants at or below the threshold, fewest first, and the variants members wait for', async () => {
    const few = await createProduct(t.app, {
      name: 'Nearly gone bowl',
      priceData: { price: '10' },
      stock: { trackInventory: true, quantity: 2 },
    });
    const gone = await createProduct(t.app, {
      name: 'Sold out jug',
      priceData: { price: '10' },
      stock: { trackInventory: true, quantity: 0 },
    });
    for (let i = 0; i < 2; i++) {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/v1/back-in-stock/requests',
        headers: headers(await memberToken(t.app)),
        payload: { productId: gone.id, variantId: '00000000-0000-0000-0000-000000000000' },
      });
      expect(asked.statusCode, asked.body).toBe(200);
    }
    const res = await get('/v1/dashboard/stock-to-handle');
    expect(res.statusCode, res.body).toBe(200);
    const { lowStock, backInStock } = res.json();
    expect(lowStock.threshold).toBe(3);
    const names = lowStock.variants.map((v: any) => [v.productName, v.quantity]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['Sold out jug', 0],
        ['Nearly gone bowl', 2],
      ]),
    );
    expect(names.findIndex((n: any) => n[0] === 'Sold out jug')).toBeLessThan(
      names.findIndex((n: any) => n[0] === 'Nearly gone bowl'),
    );
    expect(names.map((n: any) => n[0])).not.toContain('Today vase');
    expect(backInStock.variants).toContainEqual(
      expect.objectContaining({
        productId: gone.id,
        productName: 'Sold out jug',
        variantName: '',
        waiting: 2,
      }),
    );
    expect(few.id).toBeTruthy();
  });
});

describe('GET /v1/dashboard/sales', () => {
  it('sums paid, not canceled orders per day of the last 30, with the average and the top products', async () => {
    const before = (await get('/v1/dashboard/sales')).json().sales;
    const bowl = await createProduct(t.app, {
      name: 'Top bowl',
      priceData: { price: '40.00' },
      stock: { trackInventory: true, quantity: 100 },
    });
    const paidToday = await order({}, 0, 3, bowl.id);
    await markPaid(paidToday.id);
    const paidEarlier = await order({}, 4, 1, bowl.id);
    await markPaid(paidEarlier.id);
    await order({}, 0, 5, bowl.id); // unpaid: not counted
    const canceled = await order({}, 0, 2, bowl.id);
    await markPaid(canceled.id);
    expect((await post(`/v1/orders/${canceled.id}/cancel`)).statusCode).toBe(200);
    const tooOld = await order({}, 40, 1, bowl.id);
    await markPaid(tooOld.id);

    const res = await get('/v1/dashboard/sales');
    expect(res.statusCode, res.body).toBe(200);
    const { sales } = res.json();
    expect(sales.days).toHaveLength(30);
    expect(sales.currency).toBe('USD');
    expect(sales.timeZone).toBe('Pacific/Auckland');
    const today = sales.days.at(-1);
    const todayBefore = before.days.at(-1);
    expect(today.orders - todayBefore.orders).toBe(1);
    expect(Number(today.revenue.amount) - Number(todayBefore.revenue.amount)).toBe(120);
    expect(sales.orders - before.orders).toBe(2);
    expect(Number(sales.revenue.amount) - Number(before.revenue.amount)).toBe(160);
    expect(Number(sales.averageOrderValue.amount)).toBeCloseTo(
      Number(sales.revenue.amount) / sales.orders,
      2,
    );
    expect(sales.topByUnits.find((p: any) => p.productId === bowl.id)).toMatchObject({
      name: 'Today vase',
      units: 4,
    });
    const units = sales.topByUnits.map((p: any) => p.units);
    expect(units).toEqual([...units].sort((x: number, y: number) => y - x));
    expect(sales.topByRevenue.find((p: any) => p.productId === bowl.id).revenue.amount).toBe('160.00');
    const sum = sales.days.reduce((s: number, d: any) => s + d.orders, 0);
    expect(sum).toBe(sales.orders);
  });
});

describe('POST /v1/orders/:id/payment-reminder', () => {
  it('mails the buyer the payment instructions, notes it on the order and in the audit log', async () => {
    const unpaid = await order({}, 3);
    const res = await post(`/v1/orders/${unpaid.id}/payment-reminder`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sentTo).toBe(unpaid.buyerEmail);
    expect(res.json().order.activities.at(-1)).toMatchObject({ type: 'PAYMENT_REMINDER_SENT' });
    const [mail] = await mailsTo(unpaid.buyerEmail);
    expect(mail).toMatchObject({ kind: 'order-payment-reminder' });
    expect(mail!.subject).toContain(`order ${unpaid.number} is waiting for your payment`);
    expect(mail!.text).toContain('IBAN');
    expect(mail!.text).toContain('Amount to pay: $40.00');
    const entries = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, unpaid.id), eq(auditLog.action, 'order.payment_reminder_sent')));
    expect(entries).toHaveLength(1);
    const listed = (await get('/v1/dashboard/orders-to-handle')).json().awaitingPayment.orders;
    expect(listed.find((o: any) => o.id === unpaid.id).lastReminderDate).toEqual(expect.any(String));
  });

  it('refuses a paid order, a canceled one, one without an email, and an unknown one', async () => {
    const paid = await order();
    await markPaid(paid.id);
    const canceled = await order();
    await post(`/v1/orders/${canceled.id}/cancel`);
    const anonymous = await order({ buyer: {} });
    const answer = async (id: string) => {
      const res = await post(`/v1/orders/${id}/payment-reminder`);
      return [res.statusCode, res.statusCode === 404 ? 'NOT_FOUND' : appCode(res)];
    };
    expect(await answer(paid.id)).toEqual([409, 'ORDER_ALREADY_PAID']);
    expect(await answer(canceled.id)).toEqual([409, 'ORDER_CANCELED']);
    expect(await answer(anonymous.id)).toEqual([409, 'ORDER_HAS_NO_EMAIL']);
    expect((await answer('00000000-0000-0000-0000-00000000beef'))[0]).toBe(404);
    expect(await mailsTo(paid.buyerEmail)).toHaveLength(0);
  });
});

describe('each staff role', () => {
  it('reads and writes what its permissions cover, and is refused the rest', async () => {
    await setUpOwner(t.app);
    const unpaid = await order();
    const routes: [string, 'GET' | 'POST', string][] = [
      ['orders:read', 'GET', '/v1/dashboard/orders-to-handle'],
      ['catalog:read', 'GET', '/v1/dashboard/stock-to-handle'],
      ['orders:read', 'GET', '/v1/dashboard/sales'],
      ['orders:write', 'POST', `/v1/orders/${unpaid.id}/payment-reminder`],
    ];
    const seen: string[] = [];
    for (const role of STAFF_ROLES) {
      const member = await addStaff(t.app, role, `${role.toLowerCase()}@today.example`);
      const token = await freshStaffSession(t.app, member.id);
      for (const [permission, method, url] of routes) {
        const res = method === 'GET' ? await get(url, bearer(token)) : await post(url, bearer(token));
        const held = permissionsOf(role as StaffRole).has(permission as never);
        seen.push(`${role} ${url.split('/').at(-1)} ${res.statusCode}`);
        expect(res.statusCode, `${role} ${url}`).toBe(held ? 200 : 403);
      }
    }
    expect(seen.filter((s) => s.endsWith('403')).length).toBeGreaterThan(0);
  });
});

describe('the automatic cancel of unpaid bank transfers', () => {
  const setDays = async (days: number | null) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/shop-settings',
      headers: asAdmin,
      payload: { shopSettings: { unpaidOrderCancelDays: days } },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().shopSettings.unpaidOrderCancelDays;
  };
  const statusOf = async (id: string) =>
    (await t.app.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('is off by default: an old unpaid order stays', async () => {
    const old = await order({}, 60);
    expect((await get('/v1/shop-settings')).json().shopSettings.unpaidOrderCancelDays).toBeNull();
    expect(await cancelUnpaidOrders(t.app.ctx)).toEqual([]);
    expect((await statusOf(old.id)).status).toBe('APPROVED');
  });

  it('on, cancels an unpaid bank transfer older than the days set and returns its stock; paid and younger ones stay', async () => {
    const jug = await createProduct(t.app, {
      name: 'Swept jug',
      priceData: { price: '40.00' },
      stock: { trackInventory: true, quantity: 10 },
    });
    const old = await order({}, 8, 3, jug.id);
    const young = await order({}, 6, 1, jug.id);
    const paidOld = await order({}, 9, 1, jug.id);
    await markPaid(paidOld.id);
    expect(await stockOf(t.app, jug.id)).toBe(5);
    expect(await setDays(7)).toBe(7);
    const canceled = await cancelUnpaidOrders(t.app.ctx);
    expect(canceled).toContain(old.id);
    expect(canceled).not.toContain(young.id);
    expect(canceled).not.toContain(paidOld.id);
    expect((await statusOf(old.id)).status).toBe('CANCELED');
    expect((await statusOf(young.id)).status).toBe('APPROVED');
    expect((await statusOf(paidOld.id)).status).toBe('APPROVED');
    expect(await stockOf(t.app, jug.id)).toBe(8);
    const [mail] = await mailsTo(old.buyerEmail);
    expect(mail).toMatchObject({ kind: 'order-canceled' });
    expect(mail!.text).toContain('within 7 days');
    const entries = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, old.id), eq(auditLog.action, 'order.canceled')));
    expect(entries.map((e) => [e.actorKind, e.actorId])).toEqual([['system', 'unpaid-order-cancel']]);
    // 0 turns it off again.
    expect(await setDays(0)).toBeNull();
    expect(await cancelUnpaidOrders(t.app.ctx, new Date(Date.now() + 30 * DAY))).toEqual([]);
  });

  it('cancels each order once when two sweeps run at once', async () => {
    const jar = await createProduct(t.app, {
      name: 'Raced jar',
      priceData: { price: '40.00' },
      stock: { trackInventory: true, quantity: 20 },
    });
    const due = [];
    for (let i = 0; i < 6; i++) due.push(await order({}, 10, 2, jar.id));
    expect(await stockOf(t.app, jar.id)).toBe(8);
    await setDays(7);
    const [a, b] = await Promise.all([cancelUnpaidOrders(t.app.ctx), cancelUnpaidOrders(t.app.ctx)]);
    const mine = new Set(due.map((o) => o.id));
    const both = [...a, ...b].filter((id) => mine.has(id));
    expect(both.sort()).toEqual([...mine].sort());
    expect(await stockOf(t.app, jar.id)).toBe(20);
    for (const o of due) {
      const row = await statusOf(o.id);
      expect(row.activities.filter((x) => x.type === 'ORDER_CANCELED')).toHaveLength(1);
      expect((await mailsTo(o.buyerEmail)).filter((m) => m.kind === 'order-canceled')).toHaveLength(1);
    }
    const [counted] = await rowsOf<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from audit_log where action = 'order.canceled' and actor_kind = 'system'
        and entity_id in (${sql.join(
          due.map((o) => sql`${o.id}`),
          sql`, `,
        )})`,
    );
    expect(Number(counted!.n)).toBe(6);
    await setDays(null);
  });
});
