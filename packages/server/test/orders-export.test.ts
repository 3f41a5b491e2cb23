import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headers, memberToken, visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { draftOf, ORDERS_TEST_ENV, placeOrder } from './orders-helpers';
import { addStaff, bearer, freshStaffSession, ownerSession } from './staff-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let owner: Record<string, string>;
const numbers: Record<string, number> = {};

const pickup = {
  title: 'Pick up at the workshop',
  code: 'workshop',
  logistics: { pickupDetails: { pickupMethod: 'STORE_PICKUP', address: { country: 'US' } } },
};
const courier = {
  title: 'Courier, next day',
  code: 'courier',
  logistics: { shippingDestination: { address: { country: 'US' } } },
};

beforeAll(async () => {
  t = await startTestApp(ORDERS_TEST_ENV);
  owner = bearer(await ownerSession(t.app));
  const vase = await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
    stock: { trackInventory: true, quantity: 50 },
  });
  const place = async (key: string, unitPrice: string, extra: Record<string, unknown>) =>
    (numbers[key] = (
      await placeOrder(t.app, draftOf([{ productId: vase.id, quantity: 2, unitPrice }], extra, '0.00'))
    ).number);
  await place('plain', '10.00', {
    buyer: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
    shippingInfo: courier,
  });
  await place('tricky', '12.25', {
    buyer: { email: 'quote@example.com', firstName: '=HYPERLINK("x")', lastName: 'Smith, "Jr"' },
    shippingInfo: pickup,
  });
  await place('digital', '3.50', { buyer: { email: 'grace@example.com', firstName: 'Grace' } });
}, 60_000);
afterAll(() => t.close());

const exportCsv = (h: Record<string, string>, query: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/v1/orders/export.csv',
    headers: h,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
  });

const rowsOf = (body: string) => body.split('\r\n').filter((l) => l !== '');

describe('GET /v1/orders/export.csv', () => {
  it('streams every matching order as CSV: a header row, quoting, money as decimals, ISO dates', async () => {
    const res = await exportCsv(owner, { sort: [{ fieldName: 'number', order: 'ASC' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment; filename="orders.csv"');
    const rows = rowsOf(res.body);
    expect(rows[0]).toBe(
      'number,createdDate,status,paymentStatus,fulfillmentStatus,buyerEmail,buyerName,deliveryMethod,' +
        'deliveryTitle,currency,subtotal,shipping,tax,discount,total,items',
    );
    expect(rows).toHaveLength(4);
    const plain = rows.find((r) => r.startsWith(`${numbers.plain},`))!;
    expect(plain).toMatch(
      new RegExp(
        `^${numbers.plain},\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z,APPROVED,NOT_PAID,NOT_FULFILLED,` +
          'ada@example.com,Ada Lovelace,SHIPPING,"Courier, next day",USD,20.00,0.00,0.00,0.00,20.00,2$',
      ),
    );
    const tricky = rows.find((r) => r.startsWith(`${numbers.tricky},`))!;
    expect(tricky).toContain(`,"'=HYPERLINK(""x"") Smith, ""Jr""",PICKUP,Pick up at the workshop,USD,24.50,`);
    const digital = rows.find((r) => r.startsWith(`${numbers.digital},`))!;
    expect(digital).toContain(',grace@example.com,Grace,NONE,,USD,7.00,');
  });

  it('exports what the list filter finds: status, delivery method, buyer name and email', async () => {
    const only = async (filter: unknown) =>
      rowsOf((await exportCsv(owner, { filter })).body)
        .slice(1)
        .map((r) => Number(r.split(',')[0]));
    expect(await only({ deliveryMethod: 'PICKUP' })).toEqual([numbers.tricky]);
    expect(await only({ deliveryMethod: { $in: ['SHIPPING', 'NONE'] } })).toHaveLength(2);
    expect(await only({ 'buyerInfo.name': { $contains: 'LOVE' } })).toEqual([numbers.plain]);
    expect(
      await only({
        $or: [{ 'buyerInfo.email': { $contains: 'grace' } }, { 'buyerInfo.name': { $contains: 'grace' } }],
      }),
    ).toEqual([numbers.digital]);
    expect(await only({ paymentStatus: 'PAID' })).toEqual([]);
    expect(await only({ 'shippingInfo.title': { $startsWith: 'courier' } })).toEqual([numbers.plain]);
  });

  it('refuses a filter outside the query language with a field violation, before any byte of CSV', async () => {
    const res = await exportCsv(owner, { filter: { password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations[0].field).toBe('query.filter.password');
    const bad = await t.app.inject({ method: 'GET', url: '/v1/orders/export.csv?filter=%7Bnot-json' });
    expect(bad.statusCode).toBe(401);
    const badJson = await t.app.inject({
      method: 'GET',
      url: '/v1/orders/export.csv?filter=%7Bnot-json',
      headers: owner,
    });
    expect(badJson.statusCode).toBe(400);
  });

  it('is for staff who read orders: READ_ONLY and CATALOG staff may, members, visitors and no one may not', async () => {
    const readOnly = await addStaff(t.app, 'READ_ONLY', 'reader@shop.example');
    expect((await exportCsv(bearer(await freshStaffSession(t.app, readOnly.id)))).statusCode).toBe(200);
    const catalog = await addStaff(t.app, 'CATALOG', 'catalog@shop.example');
    expect((await exportCsv(bearer(await freshStaffSession(t.app, catalog.id)))).statusCode).toBe(200);
    expect((await exportCsv(asAdmin)).statusCode).toBe(200);
    expect((await exportCsv(headers(await memberToken(t.app)))).statusCode).toBe(403);
    expect((await exportCsv(headers(await visitorToken(t.app)))).statusCode).toBe(403);
    expect((await exportCsv({})).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/ecom/v1/orders/export.csv', headers: owner })).statusCode,
    ).toBe(200);
  });
});

describe('POST /v1/orders/search, the dashboard list fields', () => {
  it('finds orders by buyer name, delivery method and delivery title, and refuses an unknown method', async () => {
    const search = (filter: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/orders/search',
        headers: owner,
        payload: { search: { filter } },
      });
    const byName = await search({ 'buyerInfo.name': { $contains: 'smith' } });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().orders.map((o: any) => Number(o.number))).toEqual([numbers.tricky]);
    const byMethod = await search({ deliveryMethod: 'NONE' });
    expect(byMethod.json().orders.map((o: any) => Number(o.number))).toEqual([numbers.digital]);
    const bad = await search({ deliveryMethod: 'TELEPORT' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].violatedRule).toBe('INVALID_ENUM_VALUE');
  });
});
