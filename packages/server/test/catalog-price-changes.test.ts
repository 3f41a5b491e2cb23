import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import { createCollection, createProduct } from './catalog-helpers';
import { addStaff, bearer, freshStaffSession } from './staff-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

let t: TestApp;
let vase: any;
let cup: any;
let shirt: any;
let collection: any;
const staffHeaders: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await startTestApp();
  collection = await createCollection(t.app, { name: 'Ceramics' });
  vase = await createProduct(t.app, { name: 'Blue vase', priceData: { price: '19.99' } });
  cup = await createProduct(t.app, { name: 'Tea cup', priceData: { price: '10.00' }, sku: 'CUP-1' });
  shirt = await createProduct(t.app, {
    name: 'Linen shirt',
    priceData: { price: '40.00' },
    productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] }],
  });
  await t.app.inject({
    method: 'POST',
    url: `/v1/collections/${collection.id}/productIds`,
    headers: asAdmin,
    payload: { productIds: [vase.id, cup.id] },
  });
  // The M shirt has a price of its own.
  await t.app.inject({
    method: 'PATCH',
    url: `/v1/products/${shirt.id}/variants`,
    headers: asAdmin,
    payload: { variants: [{ choices: { Size: 'M' }, price: '45.00' }] },
  });
  for (const role of ['CATALOG', 'FULFILMENT', 'READ_ONLY'] as const) {
    const person = await addStaff(t.app, role, `${role.toLowerCase()}@shop.example`);
    staffHeaders[role] = bearer(await freshStaffSession(t.app, person.id));
  }
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers = staffHeaders.CATALOG!) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload !== undefined ? { payload } : {}) });
const priceOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/products/${id}`, headers: asAdmin })).json().product;
const auditOf = async (changeId: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/v1/audit-log/query',
      headers: asAdmin,
      payload: { query: { filter: { 'entity.id': changeId } } },
    })
  ).json().entries;

describe('bulk price changes', () => {
  it('previews a collection raised 10 percent, writing nothing', async () => {
    const res = await post('/v1/bulk/products/prices/preview', {
      target: { collectionId: collection.id },
      change: { mode: 'PERCENT', value: '10' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      changes: [
        expect.objectContaining({
          productName: 'Blue vase',
          variantId: null,
          oldPrice: '19.99',
          newPrice: '21.99',
        }),
        expect.objectContaining({
          productName: 'Tea cup',
          variantId: null,
          oldPrice: '10.00',
          newPrice: '11.00',
        }),
      ],
      products: 2,
      unchanged: 0,
    });
    expect((await priceOf(vase.id)).priceData.price).toBe(19.99);
  });

  it('lists a variant’s own price beside its product’s, and never goes below zero', async () => {
    const res = await post('/v1/bulk/products/prices/preview', {
      target: { ids: [shirt.id] },
      change: { mode: 'AMOUNT', value: '-42' },
    });
    expect(res.json().changes).toEqual([
      expect.objectContaining({ variantId: null, oldPrice: '40.00', newPrice: '0.00' }),
      expect.objectContaining({ variantName: 'M', oldPrice: '45.00', newPrice: '3.00' }),
    ]);
  });

  it('finds products by a filter of words and a price range', async () => {
    const res = await post('/v1/bulk/products/prices/preview', {
      target: { filter: { search: 'cup', minPrice: '5', maxPrice: '15' } },
      change: { mode: 'SET', value: '12.50' },
    });
    expect(res.json().changes.map((c: any) => c.productName)).toEqual(['Tea cup']);
    const none = await post('/v1/bulk/products/prices/preview', {
      target: { filter: { search: 'cup', minPrice: '20' } },
      change: { mode: 'SET', value: '12.50' },
    });
    expect(none.json()).toEqual({ changes: [], products: 0, unchanged: 0 });
  });

  it('applies in one go with one audit entry, and undoes it', async () => {
    const res = await post('/v1/bulk/products/prices/apply', {
      target: { ids: [vase.id, shirt.id] },
      change: { mode: 'PERCENT', value: '10' },
    });
    expect(res.statusCode).toBe(200);
    const { changeId, changes } = res.json();
    expect(changes).toHaveLength(3);
    expect((await priceOf(vase.id)).priceData.price).toBe(21.99);
    expect((await priceOf(shirt.id)).priceData.price).toBe(44);
    const entries = await auditOf(changeId);
    expect(entries).toHaveLength(1);
    expect(entries[0].action).toBe('product.prices_changed');
    expect(entries[0].after.changes).toHaveLength(3);

    const status = await t.app.inject({
      method: 'GET',
      url: `/v1/bulk/products/prices/${changeId}`,
      headers: staffHeaders.READ_ONLY!,
    });
    expect(status.json()).toMatchObject({ changeId, undone: false, overtaken: [] });

    const undo = await post(`/v1/bulk/products/prices/${changeId}/undo`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json().restored).toHaveLength(3);
    expect(undo.json().skipped).toEqual([]);
    expect((await priceOf(vase.id)).priceData.price).toBe(19.99);
    const variants = (await priceOf(shirt.id)).variants.map((v: any) => v.variant.priceData.price);
    expect(variants).toEqual([40, 45]);
    expect((await auditOf(changeId)).map((e: any) => e.action)).toEqual(
      expect.arrayContaining(['product.prices_changed', 'product.prices_change_undone']),
    );

    const again = await post(`/v1/bulk/products/prices/${changeId}/undo`);
    expect(again.statusCode).toBe(409);
    expect(appCode(again)).toBe('ALREADY_UNDONE');
  });

  it('skips on undo a product whose price was changed again since, and says so', async () => {
    const res = await post('/v1/bulk/products/prices/apply', {
      target: { collectionId: collection.id },
      change: { mode: 'AMOUNT', value: '1' },
    });
    const { changeId } = res.json();
    await post('/v1/bulk/products/update', { ids: [cup.id], set: { price: '15.00' } }, asAdmin);
    const status = await t.app.inject({
      method: 'GET',
      url: `/v1/bulk/products/prices/${changeId}`,
      headers: asAdmin,
    });
    expect(status.json().overtaken).toEqual([expect.objectContaining({ productId: cup.id })]);
    const undo = await post(`/v1/bulk/products/prices/${changeId}/undo`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json().restored.map((l: any) => l.productName)).toEqual(['Blue vase']);
    expect(undo.json().skipped).toEqual([
      {
        productId: cup.id,
        productName: 'Tea cup',
        reason: 'its price was changed again since (it is no longer 11.00)',
      },
    ]);
    expect((await priceOf(cup.id)).priceData.price).toBe(15);
    expect((await priceOf(vase.id)).priceData.price).toBe(19.99);
  });

  it('refuses an undo when every product was changed since', async () => {
    const { changeId } = (
      await post('/v1/bulk/products/prices/apply', {
        target: { ids: [cup.id] },
        change: { mode: 'SET', value: '9.00' },
      })
    ).json();
    await post('/v1/bulk/products/update', { ids: [cup.id], set: { price: '8.00' } }, asAdmin);
    const undo = await post(`/v1/bulk/products/prices/${changeId}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(appCode(undo)).toBe('CHANGED_SINCE');
    expect((await priceOf(cup.id)).priceData.price).toBe(8);
  });

  it('answers each error in the error format', async () => {
    const bad = async (payload: object, field: string) => {
      const res = await post('/v1/bulk/products/prices/preview', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.validationError.fieldViolations.map((v: any) => v.field)).toContain(field);
    };
    await bad({ target: {}, change: { mode: 'SET', value: '1' } }, 'target');
    await bad(
      { target: { ids: [vase.id], collectionId: collection.id }, change: { mode: 'SET', value: '1' } },
      'target',
    );
    await bad(
      { target: { ids: ['00000000-0000-4000-8000-000000000001'] }, change: { mode: 'SET', value: '1' } },
      'target.ids[0]',
    );
    await bad(
      {
        target: { collectionId: '00000000-0000-4000-8000-000000000001' },
        change: { mode: 'SET', value: '1' },
      },
      'target.collectionId',
    );
    await bad({ target: { ids: [vase.id] }, change: { mode: 'SET', value: '-1' } }, 'change.value');
    await bad({ target: { ids: [vase.id] }, change: { mode: 'AMOUNT', value: '1.001' } }, 'change.value');
    await bad({ target: { ids: [vase.id] }, change: { mode: 'PERCENT', value: '-101' } }, 'change.value');
    await bad(
      { target: { filter: { minPrice: 'cheap' } }, change: { mode: 'SET', value: '1' } },
      'target.filter.minPrice',
    );
    const nothing = await post('/v1/bulk/products/prices/apply', {
      target: { ids: [vase.id] },
      change: { mode: 'PERCENT', value: '0' },
    });
    expect(nothing.statusCode).toBe(400);
    const unknown = await post('/v1/bulk/products/prices/00000000-0000-4000-8000-000000000001/undo');
    expect(unknown.statusCode).toBe(404);
    const unknownGet = await t.app.inject({
      method: 'GET',
      url: '/v1/bulk/products/prices/00000000-0000-4000-8000-000000000001',
      headers: asAdmin,
    });
    expect(unknownGet.statusCode).toBe(404);
  });

  it('refuses people whose role may not change the catalog', async () => {
    const body = { target: { ids: [vase.id] }, change: { mode: 'SET', value: '1' } };
    for (const role of ['FULFILMENT', 'READ_ONLY']) {
      for (const url of ['/v1/bulk/products/prices/preview', '/v1/bulk/products/prices/apply']) {
        const res = await post(url, body, staffHeaders[role]);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
      const undo = await post(
        '/v1/bulk/products/prices/00000000-0000-4000-8000-000000000001/undo',
        undefined,
        staffHeaders[role],
      );
      expect(undo.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/bulk/products/prices/preview',
      payload: body,
    });
    expect([401, 403]).toContain(anonymous.statusCode);
    expect((await priceOf(vase.id)).priceData.price).toBe(19.99);
  });
});
