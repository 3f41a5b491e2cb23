import { collections, createClient, products, StaffSessionStrategy } from '@atelier/sdk';
import { describe, expect, it } from 'vitest';
import { readCollection } from './catalog-admin';
import type { StaffClient } from './staff';

const COLLECTION = '0b7c4a52-5a1e-4f7e-9d6b-2f3a4c5d6e7f';
const ids = Array.from({ length: 250 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
// The collection's own order: not the order of the ids, nor of the names.
const order = [...ids].reverse();

/** A commerce server of one collection of 250 products; a query answers at most 100 products. */
function shop() {
  const queries: number[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const json = (body: unknown) => Response.json(body);
    if (path === `/v1/collections/${COLLECTION}`)
      return json({ collection: { id: COLLECTION, name: 'Mugs', slug: 'mugs', numberOfProducts: 250 } });
    if (path === `/v1/collections/${COLLECTION}/product-order`) return json({ productIds: order });
    if (path === '/v1/products/query-platformized') {
      const { query } = JSON.parse(String(init.body)) as {
        query: { filter: { id: { $in: string[] } }; paging?: { limit: number } };
      };
      const wanted = query.filter.id.$in;
      const limit = Math.min(query.paging?.limit ?? 50, 100);
      queries.push(wanted.length);
      // The server's own order (by id), as a query without a sort gives it.
      const found = ids.filter((id) => wanted.includes(id)).slice(0, limit);
      return json({
        products: found.map((id) => ({ id, name: `Mug ${id.slice(-3)}`, visible: true })),
        metadata: { items: found.length, offset: 0, total: found.length },
      });
    }
    return new Response('{}', { status: 404 });
  };
  const client = createClient({
    baseUrl: 'https://api.test',
    fetch,
    auth: StaffSessionStrategy({ accessToken: `sa_${'x'.repeat(40)}` }),
    modules: { collections, products },
  }) as unknown as StaffClient;
  return { client, queries };
}

describe('a collection in the dashboard', () => {
  it('reads every one of its products past the first 100, in the collection’s order', async () => {
    const { client, queries } = shop();
    const read = await readCollection(client, COLLECTION);
    expect(read?.products.map((p) => p._id)).toEqual(order);
    expect(queries).toEqual([100, 100, 50]);
  });
});
