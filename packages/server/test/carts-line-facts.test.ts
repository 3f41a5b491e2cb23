import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenAuthenticator } from '../src/modules/oauth';
import { cartItemFacts } from '../src/modules/catalog';
import { currentCartWithFacts } from '../src/modules/carts/store';
import { headers, visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { startTestApp, type TestApp } from './helpers';

/** A cart is read with its lines' catalog facts in one statement: they must be cartItemFacts' own. */
const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a cart read with its lines’ facts', () => {
  it('gives the facts cartItemFacts gives for the same lines, null for a product gone from the catalog', async () => {
    const names = ['Bowl', 'Cup', 'Plate'];
    const products = [] as { id: string }[];
    for (const [i, name] of names.entries())
      products.push(
        (await createProduct(t.app, {
          name,
          priceData: { price: `${12 + i}.50` },
          weight: 0.25 * (i + 1),
          stock: { trackInventory: true, quantity: 7 + i },
        })) as { id: string },
      );
    const token = await visitorToken(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/carts/current/add-to-cart',
      headers: headers(token),
      payload: {
        lineItems: products.map((p, i) => ({
          quantity: i + 1,
          catalogReference: { appId: STORES, catalogItemId: p.id },
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.database.db.execute(sql`delete from products where id = ${products[1]!.id}`);
    const caller = (await accessTokenAuthenticator(t.database.db)(token))!;
    const read = (await currentCartWithFacts(t.database.db, caller.subjectId!, false))!;
    expect(read.row.lines).toHaveLength(3);
    const expected = await cartItemFacts(t.database.db, read.row.lines);
    expect(expected[1]).toBeNull();
    expect(expected[0]?.price).toBe(1250n);
    expect(read.facts).toEqual(expected);
  });
});
