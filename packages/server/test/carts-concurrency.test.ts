import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepIdleVisitorCarts } from '../src/modules/carts';
import { startTestApp, type TestApp } from './helpers';
import { headers, memberLogin, visitorToken } from './auth-helpers';
import { createProduct, eventsOf } from './catalog-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** Run on PostgreSQL too (DATABASE_URL): PGlite is one connection and would pass the race by accident. */
let t: TestApp;
const products: Record<string, any>[] = [];
beforeAll(async () => {
  t = await startTestApp();
  for (let i = 0; i < 8; i++)
    products.push(await createProduct(t.app, { name: `Cup ${i}`, priceData: { price: `${i + 1}.00` } }));
});
afterAll(() => t.close());

const add = (token: string, productId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/carts/current/add-to-cart',
    headers: headers(token),
    payload: { lineItems: [{ quantity: 1, catalogReference: { appId: STORES, catalogItemId: productId } }] },
  });

describe('concurrent writes of one cart', () => {
  it('never lose a line: adds at once, even the very first, all land in one current cart', async () => {
    const visitor = await visitorToken(t.app);
    const answers = await Promise.all([...products, ...products].map((p) => add(visitor, p.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const res = await t.app.inject({ method: 'GET', url: '/v1/carts/current', headers: headers(visitor) });
    const cart = res.json().cart;
    expect(cart.lineItems).toHaveLength(products.length);
    expect(cart.lineItems.every((l: any) => l.quantity === 2)).toBe(true);
    // Version 1 when made, then one per write.
    expect(cart.revision).toBe(String(1 + products.length * 2));
  });
});

describe("visitors' idle carts", () => {
  it('are deleted after VISITOR_CART_DAYS with their event; members’ carts are kept', async () => {
    const visitor = await visitorToken(t.app);
    const member = (await memberLogin(t.app)).access_token;
    const visitorCart = (await add(visitor, products[0]!.id)).json().cart.id as string;
    const memberCart = (await add(member, products[0]!.id)).json().cart.id as string;
    await t.app.ctx.db.execute(sql`update carts set updated_date = now() - interval '31 days'`);
    const fresh = await visitorToken(t.app);
    const freshCart = (await add(fresh, products[1]!.id)).json().cart.id as string;
    expect(await sweepIdleVisitorCarts(t.app.ctx.db, 30)).toBeGreaterThanOrEqual(1);
    const ids = (
      (await t.app.ctx.db.execute(sql`select id from carts`)) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id);
    expect(ids).not.toContain(visitorCart);
    expect(ids).toContain(memberCart);
    expect(ids).toContain(freshCart);
    expect((await eventsOf(t.app, visitorCart)).at(-1)).toBe('ecom.cart.deleted');
  });
});
