import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { createProduct } from './catalog-helpers';
import { addStaff, bearer, freshStaffSession, setUpOwner } from './staff-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The stock page's routes: tracked variants fewest units first (GET /v1/dashboard/stock-levels), one
 * variant's units set or changed with an audit entry (POST /v1/stock/adjust); and a product of 1,000
 * variants, each changed by its own entry in batches of the variants route.
 */
let t: TestApp;
let catalogStaff: Record<string, string>;
let fulfilment: Record<string, string>;
let shirt: any;
let untracked: any;

const ZERO = '00000000-0000-0000-0000-000000000000';
const levels = async (query = '', headers = catalogStaff) =>
  t.app.inject({ method: 'GET', url: `/v1/dashboard/stock-levels${query}`, headers });
const adjust = (payload: unknown, headers = catalogStaff) =>
  t.app.inject({ method: 'POST', url: '/v1/stock/adjust', headers, payload: payload as object });

beforeAll(async () => {
  t = await startTestApp();
  await setUpOwner(t.app);
  catalogStaff = bearer(
    await freshStaffSession(t.app, (await addStaff(t.app, 'CATALOG', 'stock-cat@shop.example')).id),
  );
  fulfilment = bearer(
    await freshStaffSession(t.app, (await addStaff(t.app, 'FULFILMENT', 'stock-ful@shop.example')).id),
  );
  shirt = await createProduct(t.app, {
    name: 'Stocked shirt',
    sku: 'SHIRT',
    priceData: { price: '20.00' },
    stock: { trackInventory: true, quantity: 5 },
    productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'M' }, { value: 'L' }] }],
  });
  const variants = shirt.variants as { id: string; choices: Record<string, string> }[];
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/v1/products/${shirt.id}/variants`,
    headers: asAdmin,
    payload: {
      variants: [
        { variantIds: [variants[0]!.id], stock: { quantity: 1 }, sku: 'SHIRT-S' },
        { variantIds: [variants[1]!.id], stock: { quantity: 9 } },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  untracked = await createProduct(t.app, { name: 'Uncounted', priceData: { price: '1.00' } });
});
afterAll(() => t.close());

describe('GET /v1/dashboard/stock-levels', () => {
  it('lists tracked variants fewest units first, with the count of all', async () => {
    const res = await levels();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.threshold).toBe(3);
    expect(body.total).toBe(3);
    expect(body.variants.map((v: any) => [v.variantName, v.quantity, v.sku])).toEqual([
      ['Size: S', 1, 'SHIRT-S'],
      ['Size: L', 5, 'SHIRT'],
      ['Size: M', 9, 'SHIRT'],
    ]);
    // Each row names its product's revision (created, then its variants saved), for a checked change of units.
    expect(body.variants.map((v: any) => v.revision)).toEqual([2, 2, 2]);
    expect(body.variants.some((v: any) => v.productId === untracked.id)).toBe(false);
  });

  it('filters to low stock and to a search, and pages', async () => {
    expect((await levels('?low=true')).json().variants.map((v: any) => v.quantity)).toEqual([1]);
    const found = (await levels('?q=SHIRT-S')).json();
    expect(found.total).toBe(1);
    expect((await levels('?q=nothing%25')).json()).toMatchObject({ total: 0, variants: [] });
    const second = (await levels('?limit=1&offset=1')).json();
    expect(second.variants.map((v: any) => v.quantity)).toEqual([5]);
    expect(second.total).toBe(3);
    expect((await levels('?offset=10')).json()).toMatchObject({ total: 3, variants: [] });
  });

  it('refuses a bad page size, and callers without catalog:read', async () => {
    expect((await levels('?limit=0')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v1/dashboard/stock-levels' })).statusCode).toBe(401);
    expect((await levels('', fulfilment)).statusCode).toBe(200);
  });
});

describe('POST /v1/stock/adjust', () => {
  const small = () => (shirt.variants as { id: string }[])[0]!.id;

  it('adds and takes units, and sets a count, each with an audit entry', async () => {
    const added = await adjust({ productId: shirt.id, variantId: small(), change: 4 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().level).toMatchObject({ quantity: 5, inStock: true });
    const taken = await adjust({ productId: shirt.id, variantId: small(), change: -5 });
    expect(taken.json().level).toMatchObject({ quantity: 0, inStock: false });
    const set = await adjust({ productId: shirt.id, variantId: small(), set: 12 });
    expect(set.json().level).toMatchObject({ quantity: 12, inStock: true });
    const entries = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.adjusted'), eq(auditLog.entityId, small())));
    expect(entries.map((e) => [(e.before as any).quantity, (e.after as any).quantity])).toEqual([
      [1, 5],
      [5, 0],
      [0, 12],
    ]);
    const product = await t.app.inject({ method: 'GET', url: `/v1/products/${shirt.id}`, headers: asAdmin });
    const variant = product.json().product.variants.find((v: any) => v.id === small());
    expect(variant.stock.quantity).toBe(12);
  });

  it('refuses a count below zero, naming what is in stock', async () => {
    const res = await adjust({ productId: shirt.id, variantId: small(), change: -13 });
    expect(res.statusCode).toBe(400);
    const violation = res.json().details.validationError.fieldViolations[0];
    expect(violation).toMatchObject({ field: 'change', violatedRule: 'MIN' });
    expect(violation.description).toContain('12 are in stock');
  });

  it('refuses neither or both of set and change, an untracked product and an unknown variant', async () => {
    expect((await adjust({ productId: shirt.id, variantId: small() })).statusCode).toBe(400);
    expect((await adjust({ productId: shirt.id, variantId: small(), set: 1, change: 1 })).statusCode).toBe(
      400,
    );
    const plain = await adjust({ productId: untracked.id, variantId: ZERO, set: 3 });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().details.validationError.fieldViolations[0].field).toBe('variantId');
    const unknown = await adjust({ productId: shirt.id, variantId: ZERO, set: 3 });
    expect(unknown.statusCode).toBe(404);
    expect((await adjust({ productId: 'x', variantId: small(), set: 1 })).statusCode).toBe(400);
  });

  it('is refused to callers without catalog:write', async () => {
    expect((await adjust({ productId: shirt.id, variantId: small(), set: 1 }, fulfilment)).statusCode).toBe(
      403,
    );
    const none = await t.app.inject({
      method: 'POST',
      url: '/v1/stock/adjust',
      payload: { productId: shirt.id, variantId: small(), set: 1 },
    });
    expect(none.statusCode).toBe(401);
  });
});

describe('a product of 1,000 variants', () => {
  it('is made from its options and each variant saved by its own entry, in batches', async () => {
    const values = (n: number, p: string) => Array.from({ length: n }, (_, i) => ({ value: `${p}${i + 1}` }));
    const product = await createProduct(t.app, {
      name: 'Thousand',
      priceData: { price: '10.00' },
      stock: { trackInventory: true, quantity: 0 },
      productOptions: [
        { name: 'Width', choices: values(10, 'W') },
        { name: 'Length', choices: values(10, 'L') },
        { name: 'Finish', choices: values(10, 'F') },
      ],
    });
    const listed: any[] = [];
    for (let offset = 0; offset < 1000; offset += 100) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/products/${product.id}/variants/query`,
        headers: asAdmin,
        payload: { paging: { limit: 100, offset }, includeMerchantSpecificData: true },
      });
      listed.push(...res.json().variants);
    }
    expect(listed).toHaveLength(1000);
    for (let start = 0; start < 1000; start += 250) {
      const batch = listed.slice(start, start + 250).map((v, i) => ({
        variantIds: [v.id],
        price: ((1000 + start + i) / 100).toFixed(2),
        sku: `T-${start + i}`,
        stock: { quantity: start + i },
      }));
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/v1/products/${product.id}/variants`,
        headers: catalogStaff,
        payload: { variants: batch },
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    }
    const last = await t.app.inject({
      method: 'POST',
      url: `/v1/products/${product.id}/variants/query`,
      headers: asAdmin,
      payload: { variantIds: [listed[999].id], includeMerchantSpecificData: true },
    });
    expect(last.json().variants[0]).toMatchObject({ variant: { sku: 'T-999' }, stock: { quantity: 999 } });
  });

  it('is the most: one more choice is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/products',
      headers: asAdmin,
      payload: {
        product: {
          name: 'Too many',
          priceData: { price: 1 },
          productOptions: [
            { name: 'A', choices: Array.from({ length: 91 }, (_, i) => ({ value: `a${i}` })) },
            { name: 'B', choices: Array.from({ length: 11 }, (_, i) => ({ value: `b${i}` })) },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations[0].description).toContain('1000 variants');
  });
});
