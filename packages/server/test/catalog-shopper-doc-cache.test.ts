import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ShopperDocCache } from '../src/modules/catalog/listing/shopper-doc-cache';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { createCollection, createProduct, shirt } from './catalog-helpers';

/**
 * Shopper listings take documents from the cache only at the row version the database answers in
 * the same statement: whatever changes a product's row, through the services or not, is sent anew.
 */
let t: TestApp;
let cache: ShopperDocCache;
let collectionId: string;
const ids: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  cache = t.app.ctx.shopperDocs!;
  const col = await createCollection(t.app, { name: 'Vessels' });
  collectionId = col.id as string;
  for (const [i, name] of ['Vase', 'Bowl', 'Jug'].entries()) {
    const p = await createProduct(t.app, {
      ...(i === 0 ? shirt : {}),
      name,
      priceData: { price: `${10 + i}.00` },
      collectionIds: [collectionId],
    });
    ids.push(p.id as string);
  }
});
afterAll(() => t.close());

const newest = { sort: [{ fieldName: 'lastUpdated', order: 'DESC' }], paging: { limit: 50 } };

async function list(query: unknown, options: { includeVariants?: boolean; headers?: object } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/products/query-platformized',
    headers: { ...options.headers },
    payload: { query, includeVariants: options.includeVariants ?? false },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const names = (body: string) =>
  (JSON.parse(body) as { products: { name: string }[] }).products.map((p) => p.name).sort();

describe('the shopper document cache', () => {
  it('serves a repeated listing the same bytes, its documents from memory', async () => {
    const first = await list(newest);
    const { hits, misses } = cache.lookups;
    const again = await list(newest);
    expect(again.body).toBe(first.body);
    expect(cache.lookups.hits - hits).toBe(3);
    expect(cache.lookups.misses - misses).toBe(0);
  });

  it('sends a document anew once its row changed, by the services or by any other writer', async () => {
    await list(newest);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${ids[1]}`,
      headers: asAdmin,
      payload: { product: { name: 'Deep bowl' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(names((await list(newest)).body)).toEqual(['Deep bowl', 'Jug', 'Vase']);

    // A writer that bypasses the services (an operator's UPDATE): the row's version changes all the same.
    await t.app.ctx.db.execute(
      sql`update products set shopper_doc = replace(shopper_doc, '"name":"Jug"', '"name":"Pitcher"') where id = ${ids[2]}`,
    );
    expect(names((await list(newest)).body)).toEqual(['Deep bowl', 'Pitcher', 'Vase']);
  });

  it('reads variants the cache does not hold yet, and collection pages alike', async () => {
    await list(newest);
    const withVariants = JSON.parse((await list(newest, { includeVariants: true })).body) as {
      products: { name: string; variants?: unknown[] }[];
    };
    expect(withVariants.products.find((p) => p.name === 'Vase')!.variants).toHaveLength(4);
    const again = await list(newest, { includeVariants: true });
    expect(JSON.parse(again.body)).toEqual(withVariants);

    const page = {
      filter: { collectionIds: { $hasSome: [collectionId] } },
      sort: [{ fieldName: 'price', order: 'ASC' }],
    };
    const cheapest = JSON.parse((await list(page)).body) as { products: { id: string }[] };
    expect(cheapest.products.map((p) => p.id)).toEqual(ids);
  });

  it('forgets nothing it should not serve: a deleted product leaves the listing', async () => {
    await list(newest);
    const res = await t.app.inject({ method: 'DELETE', url: `/v1/products/${ids[2]}`, headers: asAdmin });
    expect(res.statusCode, res.body).toBe(200);
    expect(names((await list(newest)).body)).toEqual(['Deep bowl', 'Vase']);
  });

  it('is not used for a merchant, whose listing has data shoppers never see', async () => {
    const { hits, misses } = cache.lookups;
    const merchant = JSON.parse((await list(newest, { headers: asAdmin })).body) as {
      products: { costAndProfitData?: unknown }[];
    };
    expect(merchant.products.some((p) => p.costAndProfitData)).toBe(true);
    expect(cache.lookups).toEqual({ hits, misses });
  });
});

describe('without the shopper document cache (SHOPPER_DOC_CACHE_MB=0)', () => {
  it('reads every document from the database', async () => {
    const s = await startTestApp({ SHOPPER_DOC_CACHE_MB: '0' });
    try {
      expect(s.app.ctx.shopperDocs).toBeUndefined();
      await createProduct(s.app, { name: 'Lamp', priceData: { price: '30.00' } });
      const res = await s.app.inject({
        method: 'POST',
        url: '/v1/products/query-platformized',
        payload: { query: newest },
      });
      expect(res.statusCode).toBe(200);
      expect(names(res.body)).toEqual(['Lamp']);
    } finally {
      await s.close();
    }
  });
});
