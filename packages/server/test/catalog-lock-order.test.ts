import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importProducts } from '../src/modules/catalog/import/run';
import { besideUncommittedWrite, createCollection, createProduct } from './catalog-helpers';
import { asAdmin, startTestApp, type TestApp } from './helpers';

/**
 * Catalog writers lock collections before products (collection-service.ts, shareCollections): a
 * collection renamed or deleted beside writes of its products ends without a deadlock, and every
 * shopper document ends as the last write left it. Each race is lined up behind a product that
 * another transaction holds locked.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const lockProduct = (id: unknown) => sql`select id from products where id = ${id} for update`;

const admin = (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) => () =>
  t.app.inject({ method, url, headers: asAdmin, ...(payload ? { payload } : {}) });

/** What a shopper reads of a product: its price and the names of its collections. */
async function shopperView(productId: unknown) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/products/${String(productId)}` });
  expect(res.statusCode, res.body).toBe(200);
  const { product } = res.json<{
    product: { priceData: { price: number }; collections: { name: string }[] };
  }>();
  return { price: product.priceData.price, collections: product.collections.map((c) => c.name) };
}

describe('a collection deleted beside a write of one of its products', () => {
  it('waits for that write, then deletes the collection and its memberships', async () => {
    const shelf = await createCollection(t.app, { name: 'Closing shelf' });
    const vase = await createProduct(t.app, {
      name: 'Shelf vase',
      priceData: { price: 40 },
      collectionIds: [shelf.id],
    });
    // The product write updates the vase's membership rows, which the delete cascades to.
    const [changed, deleted] = await besideUncommittedWrite(
      t.app,
      lockProduct(vase.id),
      admin('PATCH', `/v1/products/${vase.id}`, { product: { priceData: { price: 45 } } }),
      admin('DELETE', `/v1/collections/${shelf.id}`),
    );
    expect(changed!.statusCode, changed!.body).toBe(200);
    expect(deleted!.statusCode, deleted!.body).toBe(200);
    expect(await shopperView(vase.id)).toEqual({ price: 45, collections: [] });
  });

  it('waits for a write that names the collection again, then deletes it', async () => {
    const shelf = await createCollection(t.app, { name: 'Second closing shelf' });
    const bowl = await createProduct(t.app, {
      name: 'Shelf bowl',
      priceData: { price: 30 },
      collectionIds: [shelf.id],
    });
    // Naming its collections rewrites the bowl's memberships: a new one checks its collection.
    const [changed, deleted] = await besideUncommittedWrite(
      t.app,
      lockProduct(bowl.id),
      admin('PATCH', `/v1/products/${bowl.id}`, {
        product: { priceData: { price: 35 }, collectionIds: [shelf.id] },
      }),
      admin('DELETE', `/v1/collections/${shelf.id}`),
    );
    expect(changed!.statusCode, changed!.body).toBe(200);
    expect(deleted!.statusCode, deleted!.body).toBe(200);
    expect(await shopperView(bowl.id)).toEqual({ price: 35, collections: [] });
  });

  it('makes a product write that names it, waiting meanwhile, answer that it is unknown', async () => {
    const shelf = await createCollection(t.app, { name: 'Third closing shelf' });
    const held = await createProduct(t.app, {
      name: 'Held cup',
      priceData: { price: 12 },
      collectionIds: [shelf.id],
    });
    // The delete holds the collection while it waits for its member; the new product waits for it.
    const [deleted, created] = await besideUncommittedWrite(
      t.app,
      lockProduct(held.id),
      admin('DELETE', `/v1/collections/${shelf.id}`),
      admin('POST', '/v1/products', {
        product: { name: 'Late cup', priceData: { price: 14 }, collectionIds: [shelf.id] },
      }),
    );
    expect(deleted!.statusCode, deleted!.body).toBe(200);
    expect(created!.statusCode, created!.body).toBe(400);
    expect(created!.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({
        field: 'product.collectionIds[0]',
        description: 'is not a known collection',
        violatedRule: 'VALIDATION',
      }),
    ]);
    const found = await t.app.inject({
      method: 'POST',
      url: '/v1/products/query',
      headers: asAdmin,
      payload: { query: { filter: { name: 'Late cup' } } },
    });
    expect(found.json<{ products: unknown[] }>().products).toEqual([]);
  });
  it('waits, before deleting, for a write of one of its products by another collection', async () => {
    const [kept, closing] = [
      await createCollection(t.app, { name: 'Kept shelf' }),
      await createCollection(t.app, { name: 'Fourth closing shelf' }),
    ];
    const plate = await createProduct(t.app, {
      name: 'Shelf plate',
      priceData: { price: 18 },
      collectionIds: [kept.id, closing.id],
    });
    // The rename rewrites the plate's document, and so its membership rows, which the delete
    // cascades to.
    const [renamed, deleted] = await besideUncommittedWrite(
      t.app,
      lockProduct(plate.id),
      admin('PATCH', `/v1/collections/${kept.id}`, { collection: { name: 'Kept shelf, renamed' } }),
      admin('DELETE', `/v1/collections/${closing.id}`),
    );
    expect(renamed!.statusCode, renamed!.body).toBe(200);
    expect(deleted!.statusCode, deleted!.body).toBe(200);
    expect(await shopperView(plate.id)).toEqual({ price: 18, collections: ['Kept shelf, renamed'] });
  });
  it('waits for a bulk change of its products, then deletes it', async () => {
    const shelf = await createCollection(t.app, { name: 'Fifth closing shelf' });
    const mug = await createProduct(t.app, {
      name: 'Shelf mug',
      priceData: { price: 9 },
      collectionIds: [shelf.id],
    });
    const [changed, deleted] = await besideUncommittedWrite(
      t.app,
      lockProduct(mug.id),
      admin('POST', '/v1/bulk/products/update', { ids: [mug.id], set: { price: 11 } }),
      admin('DELETE', `/v1/collections/${shelf.id}`),
    );
    expect(changed!.statusCode, changed!.body).toBe(200);
    expect(deleted!.statusCode, deleted!.body).toBe(200);
    expect(await shopperView(mug.id)).toEqual({ price: 11, collections: [] });
  });

  it('is waited for by an import naming it, which then makes it anew', async () => {
    const shelf = await createCollection(t.app, { name: 'Imported shelf', slug: 'imported-shelf' });
    const held = await createProduct(t.app, {
      name: 'Held tray',
      priceData: { price: 16 },
      collectionIds: [shelf.id],
    });
    const csv = 'name,price,collections\nImported tray,17,imported-shelf';
    const [deleted, imported] = await besideUncommittedWrite<unknown>(
      t.app,
      lockProduct(held.id),
      admin('DELETE', `/v1/collections/${shelf.id}`),
      () => importProducts(t.app.ctx.db, csv),
    );
    expect((deleted as { statusCode: number }).statusCode).toBe(200);
    expect(imported).toMatchObject({ products: 1, collectionsCreated: 1 });
    const res = await t.app.inject({ method: 'GET', url: '/v1/collections/slug/imported-shelf' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ collection: { id: string; numberOfProducts: number } }>().collection).toMatchObject({
      numberOfProducts: 1,
    });
  });
});

describe('a collection renamed beside a product write adding a product to it', () => {
  it('shows the new name in that product as well', async () => {
    const shelf = await createCollection(t.app, { name: 'Plain shelf' });
    const held = await createProduct(t.app, {
      name: 'Held jug',
      priceData: { price: 22 },
      collectionIds: [shelf.id],
    });
    const added = await createProduct(t.app, { name: 'Added jug', priceData: { price: 24 } });
    // The rename holds the collection while it waits for its member; the other write names it.
    const [renamed, changed] = await besideUncommittedWrite(
      t.app,
      lockProduct(held.id),
      admin('PATCH', `/v1/collections/${shelf.id}`, { collection: { name: 'Fine shelf' } }),
      admin('PATCH', `/v1/products/${added.id}`, { product: { collectionIds: [shelf.id] } }),
    );
    expect(renamed!.statusCode, renamed!.body).toBe(200);
    expect(changed!.statusCode, changed!.body).toBe(200);
    expect((await shopperView(held.id)).collections).toEqual(['Fine shelf']);
    expect((await shopperView(added.id)).collections).toEqual(['Fine shelf']);
  });
});
