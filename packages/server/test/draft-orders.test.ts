import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPaymentMethods } from '../src/modules/payment-methods';
import { seedDemoPricing } from '../src/modules/pricing';
import { seedDemoShipping } from '../src/modules/shipping';
import { visitorToken } from './auth-helpers';
import { createProduct, eventsOf } from './catalog-helpers';
import { caller, line, NY } from './checkout-helpers';
import { asAdmin, rowsOf, startTestApp, type TestApp } from './helpers';
import { ORDERS_TEST_ENV } from './orders-helpers';
import { addStaff, bearer, sessionOf, setUpOwner } from './staff-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let vase: Record<string, any>;
let bowl: Record<string, any>;
let bank: { id: string };
let pickupPay: { id: string };
let as: Record<'owner' | 'fulfilment' | 'catalog' | 'readOnly', Record<string, string>>;

beforeAll(async () => {
  t = await startTestApp(ORDERS_TEST_ENV);
  await seedDemoShipping(t.database.db);
  await seedDemoPricing(t.database.db);
  await seedDemoPaymentMethods(t.database.db);
  vase = await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
    weight: 1.2,
    stock: { trackInventory: true, quantity: 50 },
  });
  bowl = await createProduct(t.app, {
    name: 'Tea Bowl',
    priceData: { price: '18.50' },
    weight: 0.4,
    stock: { trackInventory: true, quantity: 5 },
  });
  const methods = (await t.app.inject({ method: 'GET', url: '/v1/payment-methods', headers: asAdmin })).json()
    .paymentMethods as any[];
  bank = methods.find((m) => m.kind === 'BANK_TRANSFER');
  pickupPay = methods.find((m) => m.kind === 'PAY_ON_PICKUP');
  const owner = await setUpOwner(t.app);
  await addStaff(t.app, 'FULFILMENT', 'fulfil@shop.example');
  await addStaff(t.app, 'CATALOG', 'catalog@shop.example');
  await addStaff(t.app, 'READ_ONLY', 'read@shop.example');
  as = {
    owner: bearer(owner.session.accessToken),
    fulfilment: bearer(await sessionOf(t.app, 'fulfil@shop.example')),
    catalog: bearer(await sessionOf(t.app, 'catalog@shop.example')),
    readOnly: bearer(await sessionOf(t.app, 'read@shop.example')),
  };
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  h = as.fulfilment,
  payload?: unknown,
) =>
  t.app.inject({ method, url, headers: h, ...(payload !== undefined ? { payload: payload as object } : {}) });

const appError = (res: { json: () => any }) => res.json().details.applicationError;
/** The fields a validation error names, each once (a union's branches each report the same field). */
const fieldsOf = (res: { json: () => any }) => [
  ...new Set((res.json().details.validationError.fieldViolations as { field: string }[]).map((v) => v.field)),
];

const count = async (table: string) =>
  Number(
    (await rowsOf<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n,
  );
const stockOf = async (productId: string) =>
  (
    await rowsOf<{ quantity: number }>(
      t.database.db,
      sql`select quantity from product_variants where product_id = ${productId}`,
    )
  )[0]!.quantity;

/** A draft ready to send: two lines, the customer, a New York address, a delivery option and bank transfer. */
async function readyDraft(
  h = as.fulfilment,
  lines = [
    { productId: vase.id, quantity: 2 },
    { productId: bowl.id, quantity: 1 },
  ],
) {
  const made = await call('POST', '/v1/draft-orders', h, {
    draftOrder: {
      lineItems: lines,
      customer: { email: 'Customer@Example.com', firstName: 'Ada', lastName: 'Lovelace' },
      shippingAddress: NY,
      paymentMethodId: bank.id,
    },
  });
  expect(made.statusCode, made.body).toBe(200);
  const draft = made.json().draftOrder;
  const option = draft.shippingOptions.find((o: any) => !o.pickup);
  const res = await call('PATCH', `/v1/draft-orders/${draft.id}`, h, {
    draftOrder: { shippingOptionCode: option.code },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().draftOrder;
}

describe('draft orders', () => {
  it('creates a draft priced as the shop prices it, with the options and methods on offer', async () => {
    const draft = await readyDraft();
    expect(draft).toMatchObject({
      status: 'DRAFT',
      customer: { email: 'customer@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      shippingAddress: { city: 'New York' },
      paymentMethodId: bank.id,
      createdBy: 'FULFILMENT',
      problems: [],
    });
    expect(draft.lineItems.map((l: any) => [l.productName, l.quantity, l.lineTotal.amount])).toEqual([
      ['Stoneware Vase', 2, '50.00'],
      ['Tea Bowl', 1, '18.50'],
    ]);
    expect(draft.totals.subtotal.amount).toBe('68.50');
    expect(Number(draft.totals.total.amount)).toBeGreaterThanOrEqual(68.5);
    expect(draft.paymentMethods.map((m: any) => m.kind)).toContain('BANK_TRANSFER');
    const got = await call('GET', `/v1/draft-orders/${draft.id}`, as.readOnly);
    expect(got.statusCode).toBe(200);
    expect(got.json().draftOrder.totals).toEqual(draft.totals);
    const entries = await rowsOf<{ action: string; actor_name: string }>(
      t.database.db,
      sql`select action, actor_name from audit_log where entity_id = ${draft.id} order by created_date`,
    );
    expect(entries.map((e) => e.action)).toEqual(['draftOrder.created', 'draftOrder.updated']);
    expect(entries[0]!.actor_name).toBe('FULFILMENT');
  });

  it('sends a draft as an order equal in totals to a shop checkout of the same lines, and mails the customer', async () => {
    const draft = await readyDraft();
    const vaseBefore = await stockOf(vase.id);
    const sent = await call('POST', `/v1/draft-orders/${draft.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    const { orderId, orderNumber, draftOrder } = sent.json();
    expect(draftOrder).toMatchObject({ status: 'SENT', orderId, orderNumber, problems: [] });
    expect(await stockOf(vase.id)).toBe(vaseBefore - 2);
    const order = (await call('GET', `/v1/orders/${orderId}`, as.readOnly)).json().order;
    expect(order).toMatchObject({
      number: orderNumber,
      paymentStatus: 'NOT_PAID',
      buyerInfo: { email: 'customer@example.com' },
      channelInfo: { type: 'BACKOFFICE_MERCHANT' },
      priceSummary: { total: { amount: draft.totals.total.amount } },
    });
    expect(order.lineItems.map((l: any) => l.id)).toEqual(draft.lineItems.map((l: any) => l.id));

    // The same lines, address and option through the shop's checkout come to the same totals.
    const visitor = await visitorToken(t.app);
    const shop = caller(t.app);
    const c = await shop('POST', '/v1/checkouts', visitor, {
      lineItems: [line(vase.id, 2), line(bowl.id, 1)],
      checkoutInfo: {
        buyerInfo: { email: 'shopper@example.com' },
        shippingInfo: {
          shippingDestination: { address: NY },
          selectedCarrierServiceOption: { code: draft.shippingOptionCode },
        },
        paymentMethodId: bank.id,
      },
    });
    expect(c.statusCode, c.body).toBe(200);
    const placed = await shop('POST', `/v1/checkouts/${c.json().checkout.id}/create-order`, visitor);
    expect(placed.statusCode, placed.body).toBe(200);
    const shopSummary = placed.json().order.priceSummary;
    for (const k of ['subtotal', 'shipping', 'tax', 'discount', 'total'])
      expect(order.priceSummary[k].amount, k).toBe(shopSummary[k].amount);

    const mails = await rowsOf<{ text: string }>(
      t.database.db,
      sql`select text from mail_outbox where kind = 'order-confirmation' and "to" = 'customer@example.com'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Stoneware Vase');
    expect(mails[0]!.text).toContain('Transfer the amount');
    const actions = await rowsOf<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_id in (${draft.id}, ${orderId})`,
    );
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['draftOrder.sent', 'order.created']),
    );
    expect(await eventsOf(t.app, orderId)).toEqual(['ecom.order.created', 'ecom.order.approved']);
  });

  it('sending twice makes one order and one mail; a sent draft no longer changes or deletes', async () => {
    const draft = await readyDraft(as.owner, [{ productId: vase.id, quantity: 1 }]);
    const orders = await count('orders');
    const [a, b] = await Promise.all([
      call('POST', `/v1/draft-orders/${draft.id}/send`, as.owner),
      call('POST', `/v1/draft-orders/${draft.id}/send`, as.owner),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().orderId).toBe(b.json().orderId);
    const again = await call('POST', `/v1/draft-orders/${draft.id}/send`, as.owner);
    expect(again.json().orderId).toBe(a.json().orderId);
    expect(await count('orders')).toBe(orders + 1);
    const patched = await call('PATCH', `/v1/draft-orders/${draft.id}`, as.owner, {
      draftOrder: { buyerNote: 'late' },
    });
    expect(patched.statusCode).toBe(409);
    expect(appError(patched).code).toBe('DRAFT_ORDER_SENT');
    const deleted = await call('DELETE', `/v1/draft-orders/${draft.id}`, as.owner);
    expect(deleted.statusCode).toBe(409);
  });

  it('refuses a draft whose product went out of stock, naming the line, and keeps nothing', async () => {
    const draft = await readyDraft(as.fulfilment, [
      { productId: vase.id, quantity: 1 },
      { productId: bowl.id, quantity: 2 },
    ]);
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${bowl.id}`,
      headers: asAdmin,
      payload: { product: { stock: { trackInventory: true, quantity: 1 } } },
    });
    const seen = (await call('GET', `/v1/draft-orders/${draft.id}`)).json().draftOrder;
    expect(seen.problems).toEqual([
      expect.objectContaining({
        code: 'INSUFFICIENT_STOCK',
        lineItemId: draft.lineItems[1].id,
        availableQuantity: 1,
      }),
    ]);
    const before = {
      orders: await count('orders'),
      checkouts: await count('checkouts'),
      vase: await stockOf(vase.id),
      mails: await count('mail_outbox'),
    };
    const res = await call('POST', `/v1/draft-orders/${draft.id}/send`);
    expect(res.statusCode).toBe(409);
    expect(appError(res)).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      data: { lines: [{ lineItemId: draft.lineItems[1].id, availableQuantity: 1 }] },
    });
    expect({
      orders: await count('orders'),
      checkouts: await count('checkouts'),
      vase: await stockOf(vase.id),
      mails: await count('mail_outbox'),
    }).toEqual(before);
    expect((await call('GET', `/v1/draft-orders/${draft.id}`)).json().draftOrder.status).toBe('DRAFT');
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${bowl.id}`,
      headers: asAdmin,
      payload: { product: { stock: { trackInventory: true, quantity: 50 } } },
    });
  });

  it('names the field of each thing missing before sending', async () => {
    const made = await call('POST', '/v1/draft-orders', as.fulfilment, {
      draftOrder: { lineItems: [{ productId: vase.id, quantity: 1 }] },
    });
    const id = made.json().draftOrder.id;
    expect(made.json().draftOrder.problems).toEqual([
      expect.objectContaining({ code: 'BUYER_EMAIL_REQUIRED', field: 'customer.email' }),
    ]);
    const noEmail = await call('POST', `/v1/draft-orders/${id}/send`);
    expect(noEmail.statusCode).toBe(400);
    expect(appError(noEmail).code).toBe('BUYER_EMAIL_REQUIRED');
    expect(noEmail.json().message).toMatch(/customer’s email/);
    await call('PATCH', `/v1/draft-orders/${id}`, as.fulfilment, {
      draftOrder: { customer: { email: 'c@example.com' } },
    });
    const noAddress = await call('POST', `/v1/draft-orders/${id}/send`);
    expect(appError(noAddress).code).toBe('SHIPPING_ADDRESS_REQUIRED');
    const elsewhere = await call('PATCH', `/v1/draft-orders/${id}`, as.fulfilment, {
      draftOrder: {
        shippingAddress: { country: 'AQ', city: 'McMurdo', postalCode: '1', addressLine1: 'Hut 1' },
        shippingOptionCode: 'no-such-option',
      },
    });
    expect(elsewhere.json().draftOrder.problems[0]).toMatchObject({ field: 'shippingOptionCode' });
    const noShipping = await call('POST', `/v1/draft-orders/${id}/send`);
    expect(noShipping.statusCode).toBe(400);
    expect(appError(noShipping).code).toBe('SHIPPING_OPTION_NOT_OFFERED');
    const pickupOnly = await call('PATCH', `/v1/draft-orders/${id}`, as.fulfilment, {
      draftOrder: { shippingAddress: NY, shippingOptionCode: null, paymentMethodId: pickupPay.id },
    });
    expect(pickupOnly.json().draftOrder.problems[0]).toMatchObject({ field: 'paymentMethodId' });
    const empty = await call('PATCH', `/v1/draft-orders/${id}`, as.fulfilment, {
      draftOrder: { lineItems: [] },
    });
    expect(empty.json().draftOrder.totals).toBeUndefined();
    const nothing = await call('POST', `/v1/draft-orders/${id}/send`);
    expect(appError(nothing)).toMatchObject({ code: 'NOTHING_TO_ORDER', data: { field: 'lineItems' } });
  });

  it('refuses an invalid email, a product gone, a quantity out of range and a method the shop does not offer', async () => {
    const badEmail = await call('POST', '/v1/draft-orders', as.fulfilment, {
      draftOrder: { customer: { email: 'not an email' } },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(fieldsOf(badEmail)).toEqual(['draftOrder.customer.email']);
    const gone = await call('POST', '/v1/draft-orders', as.fulfilment, {
      draftOrder: { lineItems: [{ productId: '6f1d1c5e-0000-4000-8000-000000000001', quantity: 1 }] },
    });
    expect(gone.statusCode).toBe(400);
    expect(fieldsOf(gone)).toEqual(['draftOrder.lineItems[0].productId']);
    const many = await call('POST', '/v1/draft-orders', as.fulfilment, {
      draftOrder: { lineItems: [{ productId: vase.id, quantity: 0 }] },
    });
    expect(fieldsOf(many)).toEqual(['draftOrder.lineItems[0].quantity']);
    const method = await call('POST', '/v1/draft-orders', as.fulfilment, {
      draftOrder: { paymentMethodId: '6f1d1c5e-0000-4000-8000-000000000002' },
    });
    expect(fieldsOf(method)).toEqual(['draftOrder.paymentMethodId']);
    expect(await count('draft_orders')).toBeGreaterThan(0);
  });

  it('shows a line whose product left the catalog, and refuses to send it', async () => {
    const doomed = await createProduct(t.app, { name: 'Doomed Jug', priceData: { price: '9.00' } });
    const draft = await readyDraft(as.fulfilment, [
      { productId: vase.id, quantity: 1 },
      { productId: doomed.id, quantity: 1 },
    ]);
    await t.app.inject({ method: 'DELETE', url: `/v1/products/${doomed.id}`, headers: asAdmin });
    const seen = (await call('GET', `/v1/draft-orders/${draft.id}`)).json().draftOrder;
    expect(seen.lineItems[1]).toMatchObject({ productName: 'Doomed Jug' });
    expect(seen.lineItems[1].price).toBeUndefined();
    expect(seen.problems).toEqual([
      expect.objectContaining({ code: 'PRODUCT_UNAVAILABLE', lineItemId: draft.lineItems[1].id }),
    ]);
    const res = await call('POST', `/v1/draft-orders/${draft.id}/send`);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['draftOrder.lineItems[1].productId']);
  });

  it('lists drafts, newest change first, by status; deletes a draft; refuses a stale update', async () => {
    const a = await readyDraft();
    const list = await call('GET', '/v1/draft-orders?status=DRAFT&limit=100', as.readOnly);
    expect(list.statusCode).toBe(200);
    const { draftOrders, metadata } = list.json();
    expect(draftOrders[0]).toMatchObject({
      id: a.id,
      status: 'DRAFT',
      customer: { email: 'customer@example.com', name: 'Ada Lovelace' },
      lineCount: 2,
      units: 3,
    });
    expect(draftOrders.every((d: any) => d.status === 'DRAFT')).toBe(true);
    expect(metadata.total).toBe(draftOrders.length);
    const sent = (await call('GET', '/v1/draft-orders?status=SENT', as.readOnly)).json().draftOrders;
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0].orderNumber).toMatch(/^\d+$/);

    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/v1/draft-orders/${a.id}`,
      headers: { ...as.fulfilment, 'if-match': '2020-01-01T00:00:00.000Z' },
      payload: { draftOrder: { buyerNote: 'x' } },
    });
    expect(stale.statusCode).toBe(409);
    expect(appError(stale)).toMatchObject({
      code: 'DRAFT_ORDER_CHANGED',
      data: { updatedDate: a.updatedDate },
    });
    const fresh = await t.app.inject({
      method: 'PATCH',
      url: `/v1/draft-orders/${a.id}`,
      headers: { ...as.fulfilment, 'if-match': a.updatedDate },
      payload: { draftOrder: { buyerNote: 'Gift wrap' } },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);

    const del = await call('DELETE', `/v1/draft-orders/${a.id}`);
    expect(del.statusCode).toBe(200);
    expect((await call('GET', `/v1/draft-orders/${a.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/draft-orders/${a.id}`)).statusCode).toBe(404);
    const entries = await rowsOf<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_id = ${a.id}`,
    );
    expect(entries.map((e) => e.action)).toContain('draftOrder.deleted');
  });

  it('lets orders:read read and orders:write write; refuses others and shoppers', async () => {
    const draft = await readyDraft();
    const visitor = { authorization: await visitorToken(t.app) };
    const body = { draftOrder: { buyerNote: 'x' } };
    for (const h of [as.catalog, as.readOnly]) {
      expect((await call('GET', `/v1/draft-orders/${draft.id}`, h)).statusCode).toBe(200);
      expect((await call('GET', '/v1/draft-orders', h)).statusCode).toBe(200);
      expect((await call('POST', '/v1/draft-orders', h, body)).statusCode).toBe(403);
      expect((await call('PATCH', `/v1/draft-orders/${draft.id}`, h, body)).statusCode).toBe(403);
      expect((await call('DELETE', `/v1/draft-orders/${draft.id}`, h)).statusCode).toBe(403);
      expect((await call('POST', `/v1/draft-orders/${draft.id}/send`, h)).statusCode).toBe(403);
    }
    expect((await call('GET', '/v1/draft-orders', visitor)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/draft-orders' })).statusCode).toBe(401);
    expect((await call('PATCH', `/v1/draft-orders/${draft.id}`, as.owner, body)).statusCode).toBe(200);
  });
});
