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

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

const admin = (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) => () =>
  t.app.inject({ method, url, headers: asAdmin, ...(payload ? { payload } : {}) });

/** Starts the calls, in order, while another transaction holds the product locked. */
const behindLocked = <T = Answer>(productId: unknown, ...calls: (() => Promise<T>)[]) =>
  besideUncommittedWrite(t.app, sql`select id from products where id = ${productId} for update`, ...calls);

const expectOk = (...answers: Answer[]) => answers.forEach((a) => expect(a.statusCode, a.body).toBe(200));

/** A new collection, and a new product in it and in any others given. */
async function shelfWith(shelf: string, product: string, price: number, others: string[] = []) {
  const collection = await createCollection(t.app, {
    name: shelf,
    slug: shelf.toLowerCase().replace(/ /g, '-'),
  });
  const piece = await createProduct(t.app, {
    name: product,
    priceData: { price },
    collectionIds: [...others, collection.id],
  });
  return { shelfId: collection.id as string, productId: piece.id as string };
}

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
    const { shelfId, productId } = await shelfWith('Closing shelf', 'Shelf vase', 40);
    // The product write updates the vase's membership rows, which the delete cascades to.
    expectOk(
      ...(await behindLocked(
        productId,
        admin('PATCH', `/v1/products/${productId}`, { product: { priceData: { price: 45 } } }),
        admin('DELETE', `/v1/collections/${shelfId}`),
      )),
    );
    expect(await shopperView(productId)).toEqual({ price: 45, collections: [] });
  });

  it('waits for a write that names the collection again, then deletes it', async () => {
    const { shelfId, productId } = await shelfWith('Second closing shelf', 'Shelf bowl', 30);
    // Naming its collections rewrites the bowl's memberships: a new one checks its collection.
    expectOk(
      ...(await behindLocked(
        productId,
        admin('PATCH', `/v1/products/${productId}`, {
          product: { priceData: { price: 35 }, collectionIds: [shelfId] },
        }),
        admin('DELETE', `/v1/collections/${shelfId}`),
      )),
    );
    expect(await shopperView(productId)).toEqual({ price: 35, collections: [] });
  });

  it('waits for a bulk change of its products, then deletes it', async () => {
    const { shelfId, productId } = await shelfWith('Third closing shelf', 'Shelf mug', 9);
    expectOk(
      ...(await behindLocked(
        productId,
        admin('POST', '/v1/bulk/products/update', { ids: [productId], set: { price: 11 } }),
        admin('DELETE', `/v1/collections/${shelfId}`),
      )),
    );
    expect(await shopperView(productId)).toEqual({ price: 11, collections: [] });
  });

  it('waits, before deleting, for a write of one of its products by another collection', async () => {
    const kept = await createCollection(t.app, { name: 'Kept shelf' });
    const { shelfId, productId } = await shelfWith('Fourth closing shelf', 'Shelf plate', 18, [kept.id]);
    // The rename rewrites the plate's document, and so its membership rows, which the delete
    // cascades to.
    expectOk(
      ...(await behindLocked(
        productId,
        admin('PATCH', `/v1/collections/${kept.id}`, { collection: { name: 'Kept shelf, renamed' } }),
        admin('DELETE', `/v1/collections/${shelfId}`),
      )),
    );
    expect(await shopperView(productId)).toEqual({ price: 18, collections: ['Kept shelf, renamed'] });
  });

  it('makes a product write that names it, waiting meanwhile, answer that it is unknown', async () => {
    const { shelfId, productId } = await shelfWith('Fifth closing shelf', 'Held cup', 12);
    // The delete holds the collection while it waits for its member; the new product waits for it.
    const [deleted, created] = await behindLocked(
      productId,
      admin('DELETE', `/v1/collections/${shelfId}`),
      admin('POST', '/v1/products', {
        product: { name: 'Late cup', priceData: { price: 14 }, collectionIds: [shelfId] },
      }),
    );
    expectOk(deleted!);
    expect(created!.statusCode, created!.body).toBe(400);
    expect(created!.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({
        field: 'product.collectionIds[0]',
        description: 'is not a known collection',
        violatedRule: 'VALIDATION',
      }),
    ]);
    const found = await admin('POST', '/v1/products/query', { query: { filter: { name: 'Late cup' } } })();
    expect(found.json<{ products: unknown[] }>().products).toEqual([]);
  });

  it('is waited for by an import naming it, which then makes it anew', async () => {
    const { shelfId, productId } = await shelfWith('Imported shelf', 'Held tray', 16);
    const [deleted, imported] = await behindLocked<unknown>(
      productId,
      admin('DELETE', `/v1/collections/${shelfId}`),
      () =>
        importProducts(t.app.ctx.db, 'name,price,collections\nImported tray,17,imported-shelf', {
          currency: 'USD',
        }),
    );
    expectOk(deleted as Answer);
    expect(imported).toMatchObject({ products: 1, collectionsCreated: 1 });
    const res = await t.app.inject({ method: 'GET', url: '/v1/collections/slug/imported-shelf' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ collection: { numberOfProducts: number } }>().collection.numberOfProducts).toBe(1);
  });
});

describe('a collection renamed beside a product write adding a product to it', () => {
  it('shows the new name in that product as well', async () => {
    const { shelfId, productId } = await shelfWith('Plain shelf', 'Held jug', 22);
    const added = await createProduct(t.app, { name: 'Added jug', priceData: { price: 24 } });
    // The rename holds the collection while it waits for its member; the other write names it.
    expectOk(
      ...(await behindLocked(
        productId,
        admin('PATCH', `/v1/collections/${shelfId}`, { collection: { name: 'Fine shelf' } }),
        admin('PATCH', `/v1/products/${added.id}`, { product: { collectionIds: [shelfId] } }),
      )),
    );
    expect((await shopperView(productId)).collections).toEqual(['Fine shelf']);
    expect((await shopperView(added.id)).collections).toEqual(['Fine shelf']);
  });
});
