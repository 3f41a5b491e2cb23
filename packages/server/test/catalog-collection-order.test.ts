import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { createCollection, createProduct, eventsOf } from './catalog-helpers';
import { startTestApp, type TestApp } from './helpers';
import { addStaff, bearer, freshStaffSession, setUpOwner } from './staff-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A collection's product order: staff set it with the full list of its products (PUT
 * /v1/collections/:id/product-order) and read it back; the shop's collection page lists in that order
 * unless the shopper picks another sort; a list that is not the collection's products is refused.
 */
let t: TestApp;
let owner: Record<string, string>;
let catalog: Record<string, string>;
let fulfilment: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  owner = bearer((await setUpOwner(t.app)).session.accessToken);
  const cat = await addStaff(t.app, 'CATALOG', 'catalog@shop.example');
  catalog = bearer(await freshStaffSession(t.app, cat.id));
  const ff = await addStaff(t.app, 'FULFILMENT', 'packer@shop.example');
  fulfilment = bearer(await freshStaffSession(t.app, ff.id));
});
afterAll(() => t.close());

const putOrder = (id: string, productIds: string[], headers: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/collections/${id}/product-order`,
    headers,
    payload: { productIds },
  });
const getOrder = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/v1/collections/${id}/product-order`, headers });

/** The shop's collection page, as a shopper asks for it (no sign-in). */
async function shopPage(collectionId: string, extra: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/products/query',
    payload: { query: { filter: { collectionIds: { $hasSome: [collectionId] } }, ...extra } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().products as { name: string }[]).map((p) => p.name);
}

/** A collection of three products made in the order Cup, Plate, Jar (so listed newest first). */
async function shelf(name: string) {
  const c = await createCollection(t.app, { name });
  const ids: Record<string, string> = {};
  for (const [i, n] of ['Cup', 'Plate', 'Jar'].entries())
    ids[n] = (
      await createProduct(t.app, { name: n, priceData: { price: 10 + i }, collectionIds: [c.id] })
    ).id;
  return { id: c.id as string, ids };
}

const violations = (res: { json(): any }) =>
  (res.json().details.validationError.fieldViolations as { field: string; description: string }[]).map(
    (v) => `${v.field}: ${v.description}`,
  );

describe("a collection's product order", () => {
  it('is newest first until set; once set, the shop page and the read follow it', async () => {
    const { id, ids } = await shelf('Shelf one');
    expect(await shopPage(id)).toEqual(['Jar', 'Plate', 'Cup']);
    expect((await getOrder(id, owner)).json().productIds).toEqual([ids.Jar, ids.Plate, ids.Cup]);

    const set = await putOrder(id, [ids.Plate!, ids.Cup!, ids.Jar!], catalog);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().productIds).toEqual([ids.Plate, ids.Cup, ids.Jar]);
    expect((await getOrder(id, fulfilment)).json().productIds).toEqual([ids.Plate, ids.Cup, ids.Jar]);
    expect(await shopPage(id)).toEqual(['Plate', 'Cup', 'Jar']);
    // Paging follows the order too.
    expect(await shopPage(id, { paging: { limit: 2, offset: 1 } })).toEqual(['Cup', 'Jar']);

    // A sort the shopper picks still applies.
    expect(await shopPage(id, { sort: [{ fieldName: 'price', order: 'DESC' }] })).toEqual([
      'Jar',
      'Plate',
      'Cup',
    ]);
    expect(await shopPage(id, { sort: [{ fieldName: 'name', order: 'ASC' }] })).toEqual([
      'Cup',
      'Jar',
      'Plate',
    ]);

    // A product added later comes first; the others keep their order.
    const bowl = await createProduct(t.app, { name: 'Bowl', priceData: { price: 5 }, collectionIds: [id] });
    expect(await shopPage(id)).toEqual(['Bowl', 'Plate', 'Cup', 'Jar']);
    expect((await getOrder(id, owner)).json().productIds).toEqual([bowl.id, ids.Plate, ids.Cup, ids.Jar]);

    // The change is audited with the order before and after.
    const [entry] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'collection.product_order_set'), eq(auditLog.entityId, id)));
    expect(entry?.before).toEqual({ productIds: [ids.Jar, ids.Plate, ids.Cup] });
    expect(entry?.after).toEqual({ productIds: [ids.Plate, ids.Cup, ids.Jar] });
    expect((await eventsOf(t.app, id)).at(-1)).toBe('catalog.collection.changed');
  });

  it('refuses ids not in the collection, ids listed twice and products left out, and changes nothing', async () => {
    const { id, ids } = await shelf('Shelf two');
    const other = await createProduct(t.app, { name: 'Vase', priceData: { price: 9 } });
    const stranger = await putOrder(id, [ids.Cup!, ids.Plate!, ids.Jar!, other.id], owner);
    expect(stranger.statusCode).toBe(400);
    expect(typeof stranger.json().message).toBe('string');
    expect(violations(stranger)).toEqual(['productIds[3]: is not a product of this collection']);

    const twice = await putOrder(id, [ids.Cup!, ids.Cup!, ids.Plate!, ids.Jar!], owner);
    expect(twice.statusCode).toBe(400);
    expect(violations(twice)).toEqual(['productIds[1]: is listed twice']);

    const missing = await putOrder(id, [ids.Cup!, ids.Plate!], owner);
    expect(missing.statusCode).toBe(400);
    expect(violations(missing)).toEqual([
      `productIds: must list every product of the collection; missing: ${ids.Jar}`,
    ]);
    expect(await shopPage(id)).toEqual(['Jar', 'Plate', 'Cup']);

    const unknown = '11111111-1111-4111-8111-111111111111';
    expect((await putOrder(unknown, [], owner)).statusCode).toBe(404);
    expect((await getOrder(unknown, owner)).statusCode).toBe(404);
    expect((await putOrder(id, ['not-an-id'], owner)).statusCode).toBe(400);
  });

  it('lets only people who may change the catalog set it, and only staff read it', async () => {
    const { id, ids } = await shelf('Shelf three');
    const order = [ids.Cup!, ids.Jar!, ids.Plate!];
    expect((await putOrder(id, order, fulfilment)).statusCode).toBe(403);
    expect((await putOrder(id, order, {})).statusCode).toBe(401);
    expect((await getOrder(id, {})).statusCode).toBe(401);
    expect(await shopPage(id)).toEqual(['Jar', 'Plate', 'Cup']);
    expect((await putOrder(id, order, owner)).statusCode).toBe(200);
    expect(await shopPage(id)).toEqual(['Cup', 'Jar', 'Plate']);
  });

  it('reads and sets the order of a collection of more than 100 products', async () => {
    const csv = ['name,price,collections', ...Array.from({ length: 150 }, (_, i) => `Tile ${i},2.00,tiles`)];
    const imported = await t.app.inject({
      method: 'POST',
      url: '/v1/products/import',
      headers: catalog,
      payload: { csv: csv.join('\n'), dryRun: false },
    });
    expect(imported.json()).toMatchObject({ created: 150 });
    const tiles = await t.app.inject({ method: 'GET', url: '/v1/collections/slug/tiles' });
    const id = tiles.json().collection.id as string;
    const before = (await getOrder(id, catalog)).json().productIds as string[];
    expect(new Set(before).size).toBe(150);
    // The last of the file first: a move past the first hundred.
    const order = [before.at(-1)!, ...before.slice(0, -1)];
    expect((await putOrder(id, order, catalog)).statusCode).toBe(200);
    expect((await getOrder(id, catalog)).json().productIds).toEqual(order);
    const first = await shopPage(id, { paging: { limit: 1 } });
    const last = await t.app.inject({ method: 'GET', url: `/v1/products/${order[0]!}`, headers: owner });
    expect(first).toEqual([last.json().product.name]);
  });
});
