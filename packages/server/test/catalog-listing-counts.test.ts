import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import {
  attachCountFolding,
  foldAndVacuumCatalogCounts,
  foldCatalogCounts,
} from '../src/modules/catalog/listing/listing-counts';
import { importProducts } from '../src/modules/catalog/import/run';
import { createCollection, createProduct, shirt } from './catalog-helpers';
import { asAdmin, rowsOf, startTestApp, type TestApp } from './helpers';

/**
 * The counts the database keeps for a shopper's listings (all visible products; a collection's
 * visible members) against the rows themselves, after every kind of write, folded or not.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Keys whose kept count differs from a count of the rows, with both figures. */
const drift = () =>
  rowsOf<{ key: string; kept: number; live: number }>(
    t.app.ctx.db,
    sql`
    select key, coalesce(kept, 0)::int as kept, coalesce(live, 0)::int as live
    from (select key, sum(delta) as kept from catalog_count_deltas group by key) as k
    full join (
      select 'products' as key, count(*) as live from products where visible
      union all
      select collection_id::text, count(*) from product_collections where visible group by 1
    ) as l using (key)
    where coalesce(kept, 0) <> coalesce(live, 0)`,
  );

/**
 * The index entries under a count's key, dead ones included: a bitmap index scan hands every
 * matching entry to the heap, live or not, and reports how many it found.
 */
const indexEntries = (key: string) =>
  t.app.ctx.db.transaction(async (tx) => {
    for (const setting of ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'])
      await tx.execute(sql.raw(`set local ${setting} = off`));
    const explained = (await tx.execute(
      sql.raw(
        `explain (analyze, format json) select sum(delta) from catalog_count_deltas where key = '${key}'`,
      ),
    )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
    const raw = explained.rows[0]!['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    const find = (node: PlanNode): PlanNode | undefined =>
      node['Node Type'] === 'Bitmap Index Scan' ? node : node.Plans?.map(find).find(Boolean);
    return Number(find(plan[0].Plan)!['Actual Rows']);
  });
interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

const keptRows = async () =>
  (await rowsOf<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from catalog_count_deltas`))[0]!.n;

const total = async (filter?: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/products/query-platformized',
    payload: { query: { ...(filter ? { filter } : {}), paging: { limit: 1 } } },
  });
  expect(res.statusCode).toBe(200);
  return res.json().metadata as { total: number; tooManyToCount?: boolean };
};

/** A collection's numberOfProducts as a shopper (visible members, kept) or the merchant (every member, counted) reads it. */
const numberOfProducts = async (collectionId: string, headers?: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/collections/${collectionId}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().collection.numberOfProducts as number;
};

const patch = (id: string, product: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/v1/products/${id}`, headers: asAdmin, payload: { product } });
const members = (collectionId: string, action: '' | '/delete', productIds: string[]) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/collections/${collectionId}/productIds${action}`,
    headers: asAdmin,
    payload: { productIds },
  });

describe('kept listing counts', () => {
  it('follow every kind of write, through the API and in SQL, and survive folding', async () => {
    const bowls = await createCollection(t.app, { name: 'Bowls' });
    const cups = await createCollection(t.app, { name: 'Cups' });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++)
      ids.push((await createProduct(t.app, { ...shirt, name: `Counted ${i}`, visible: i % 3 !== 0 })).id);
    expect(await drift()).toEqual([]);
    expect((await total()).total).toBe(4);

    expect((await members(bowls.id, '', ids)).statusCode).toBe(200);
    expect((await members(cups.id, '', ids.slice(0, 3))).statusCode).toBe(200);
    expect(await drift()).toEqual([]);
    expect((await total({ collectionIds: { $hasSome: [bowls.id] } })).total).toBe(4);
    expect((await total({ collectionIds: { $hasSome: [cups.id] } })).total).toBe(2);

    await patch(ids[0]!, { visible: true });
    await patch(ids[1]!, { visible: false });
    await patch(ids[2]!, { name: 'Renamed, still visible' });
    await members(bowls.id, '/delete', [ids[4]!]);
    await t.app.inject({ method: 'DELETE', url: `/v1/products/${ids[5]}`, headers: asAdmin });
    expect(await drift()).toEqual([]);
    expect((await total()).total).toBe(3);
    expect((await total({ collectionIds: { $hasSome: [bowls.id] } })).total).toBe(2);
    expect([await numberOfProducts(bowls.id), await numberOfProducts(bowls.id, asAdmin)]).toEqual([2, 4]);

    // Writers other than the server's services are counted alike.
    await t.app.ctx.db.execute(sql`update products set visible = not visible`);
    await t.app.ctx.db.execute(sql`update products set visible = visible`);
    expect(await drift()).toEqual([]);
    expect([await numberOfProducts(bowls.id), await numberOfProducts(bowls.id, asAdmin)]).toEqual([2, 4]);
    await t.app.inject({ method: 'DELETE', url: `/v1/collections/${cups.id}`, headers: asAdmin });
    expect(await drift()).toEqual([]);
    expect((await total({ collectionIds: { $hasSome: [cups.id] } })).total).toBe(0);

    const before = [await total(), await total({ collectionIds: { $hasSome: [bowls.id] } })];
    expect(await keptRows()).toBeGreaterThan(3);
    await foldCatalogCounts(t.app.ctx.db);
    // One row per count left, none for a count of 0 (the deleted collection's).
    const keys = await rowsOf<{ key: string; n: number }>(
      t.app.ctx.db,
      sql`select key, count(*)::int as n from catalog_count_deltas group by key order by key`,
    );
    expect(keys.every((k) => k.n === 1)).toBe(true);
    expect(keys.map((k) => k.key)).not.toContain(cups.id);
    expect(await drift()).toEqual([]);
    expect([await total(), await total({ collectionIds: { $hasSome: [bowls.id] } })]).toEqual(before);
    await foldCatalogCounts(t.app.ctx.db);
    expect(
      await rowsOf(t.app.ctx.db, sql`select key from catalog_count_deltas group by key having count(*) > 1`),
    ).toEqual([]);
  });

  it('counts an import, caps at 1,000 as a counted listing does, and forgets a truncated table', async () => {
    const header = 'name,price,collections';
    const rows = Array.from({ length: 1_005 }, (_, i) => `Imported ${i},${(i % 50) + 1}.00,imported`);
    await importProducts(t.app.ctx.db, [header, ...rows].join('\n'), { currency: 'USD' });
    expect(await drift()).toEqual([]);
    // The import settles its counts: one row each, and no dead entries left behind by folding them.
    expect(
      await rowsOf(t.app.ctx.db, sql`select key from catalog_count_deltas group by key having count(*) > 1`),
    ).toEqual([]);
    expect(await indexEntries('products')).toBe(1);
    expect(await total()).toMatchObject({ total: 1_000, tooManyToCount: true });
    const [imported] = await rowsOf<{ id: string }>(
      t.app.ctx.db,
      sql`select id from collections where slug = 'imported'`,
    );
    expect(await total({ collectionIds: { $hasSome: [imported!.id] } })).toMatchObject({
      total: 1_000,
      tooManyToCount: true,
    });
    // A collection's numberOfProducts is exact, not capped as a listing's total is.
    expect(await numberOfProducts(imported!.id)).toBe(1_005);

    await t.app.ctx.db.execute(sql`truncate product_collections`);
    expect(await drift()).toEqual([]);
    expect((await total({ collectionIds: { $hasSome: [imported!.id] } })).total).toBe(0);
    await t.app.ctx.db.execute(sql`truncate products cascade`);
    expect(await drift()).toEqual([]);
    expect(await keptRows()).toBe(0);
    expect(await total()).toMatchObject({ total: 0 });
  });

  it('answer how many rows a fold took, and leave no dead entries when the fold vacuums', async () => {
    for (let i = 0; i < 4; i++) await createProduct(t.app, { ...shirt, name: `Vacuumed ${i}` });
    const rowsBefore = await keptRows();
    const taken = await foldCatalogCounts(t.app.ctx.db);
    expect(taken).toBeGreaterThanOrEqual(4);
    expect(await keptRows()).toBe(rowsBefore - taken + 1);
    expect(await foldCatalogCounts(t.app.ctx.db)).toBe(0);
    // Folded without a vacuum, the rows taken stay in the index behind the one live row.
    expect(await indexEntries('products')).toBeGreaterThan(4);

    for (let i = 0; i < 4; i++) await createProduct(t.app, { ...shirt, name: `Vacuumed again ${i}` });
    await foldAndVacuumCatalogCounts(t.app.ctx.db, true);
    expect(await indexEntries('products')).toBe(1);
    expect(await drift()).toEqual([]);
  });

  it('stays exact under concurrent writers and folds', async () => {
    const shelf = await createCollection(t.app, { name: 'Concurrent shelf' });
    const writes = Array.from({ length: 24 }, async (_, i) => {
      const p = await createProduct(t.app, { ...shirt, name: `Raced ${i}`, visible: i % 4 !== 0 });
      await members(shelf.id, '', [p.id]);
      if (i % 3 === 0) await patch(p.id, { visible: i % 4 === 0 });
    });
    const folds = Array.from({ length: 6 }, () => foldCatalogCounts(t.app.ctx.db));
    await Promise.all([...writes, ...folds]);
    await Promise.all([foldCatalogCounts(t.app.ctx.db), foldCatalogCounts(t.app.ctx.db)]);
    expect(await drift()).toEqual([]);
    const live = await rowsOf<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from product_collections where visible and collection_id = ${shelf.id}`,
    );
    expect((await total({ collectionIds: { $hasSome: [shelf.id] } })).total).toBe(live[0]!.n);
  });

  it('are folded on a schedule while the app runs, which stops with it', async () => {
    for (let i = 0; i < 3; i++) await createProduct(t.app, { ...shirt, name: `Folded ${i}` });
    const unfolded = () =>
      rowsOf(t.app.ctx.db, sql`select key from catalog_count_deltas group by key having count(*) > 1`);
    expect(await unfolded()).not.toEqual([]);
    const app = Fastify({ logger: false });
    attachCountFolding(app, t.app.ctx.db, { everyMs: 10 });
    await app.ready();
    const deadline = Date.now() + 10_000;
    while ((await unfolded()).length > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    await app.close();
    expect(await unfolded()).toEqual([]);
    expect(await drift()).toEqual([]);
  });
});
