import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopperListing } from '../src/modules/catalog/listing/shopper-listing';
import { besideUncommittedWrite, createCollection, createProduct } from './catalog-helpers';
import { asAdmin, rowsOf, startTestApp, type TestApp } from './helpers';

/**
 * A product's document version (migration 0011): renewed by the database on every write of the
 * row, whoever writes it, and copied onto its membership rows, so a collection page reads its ids and
 * versions from one index of the membership rows and the cache still never serves a stale document.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A product's version, and the versions its membership rows carry (by collection name). */
async function versionsOf(productId: string) {
  const [product] = await rowsOf<{ v: string }>(
    t.app.ctx.db,
    sql`select doc_version::text as v from products where id = ${productId}`,
  );
  const members = await rowsOf<{ name: string; v: string | null }>(
    t.app.ctx.db,
    sql`select c.name, pc.doc_version::text as v from product_collections pc
        join collections c on c.id = pc.collection_id where pc.product_id = ${productId} order by c.name`,
  );
  return { product: BigInt(product!.v), members: members.map((m) => [m.name, m.v && BigInt(m.v)]) };
}

async function admin(method: 'PATCH' | 'POST', url: string, payload: object) {
  const res = await t.app.inject({ method, url, headers: asAdmin, payload });
  expect(res.statusCode, res.body).toBe(200);
}

async function list(query: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/products/query-platformized',
    payload: { query },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { products: { name: string; description: string }[] }).products;
}

describe("a product's document version", () => {
  it('is new after every write of the row, by the services or in SQL, and its members carry it', async () => {
    const lamps = await createCollection(t.app, { name: 'Lamps' });
    const sale = await createCollection(t.app, { name: 'Sale' });
    const lamp = await createProduct(t.app, {
      name: 'Arc lamp',
      priceData: { price: 120 },
      collectionIds: [lamps.id],
    });
    const id = lamp.id as string;
    const seen: bigint[] = [];
    /** The product's version, after checking it is new and every membership row carries it. */
    const current = async (collections: string[]) => {
      const { product, members } = await versionsOf(id);
      expect(members).toEqual(collections.map((name) => [name, product]));
      for (const earlier of seen) expect(product).toBeGreaterThan(earlier);
      seen.push(product);
      return product;
    };
    await current(['Lamps']);

    await admin('PATCH', `/v1/products/${id}`, { product: { description: 'Bent steel.' } });
    await current(['Lamps']);
    await admin('POST', `/v1/collections/${sale.id}/productIds`, { productIds: [id] });
    await current(['Lamps', 'Sale']);
    await admin('PATCH', `/v1/products/${id}`, { product: { visible: false } });
    await current(['Lamps', 'Sale']);
    // Writers that bypass the services: an update that changes no value is a new row all the same.
    await t.app.ctx.db.execute(sql`update products set visible = true where id = ${id}`);
    await current(['Lamps', 'Sale']);
    await t.app.ctx.db.execute(sql`update products set name = name where id = ${id}`);
    const latest = await current(['Lamps', 'Sale']);
    // A membership row takes its product's version whatever its writer sets.
    await t.app.ctx.db.execute(sql`update product_collections set doc_version = 1 where product_id = ${id}`);
    await t.app.ctx.db.execute(
      sql`delete from product_collections where product_id = ${id} and collection_id = ${sale.id}`,
    );
    await t.app.ctx.db.execute(
      sql`insert into product_collections (collection_id, product_id, doc_version) values (${sale.id}, ${id}, 2)`,
    );
    expect(await versionsOf(id)).toEqual({
      product: latest,
      members: [
        ['Lamps', latest],
        ['Sale', latest],
      ],
    });
  });

  it('makes a collection page send a changed product anew, whatever changed it', async () => {
    const shelf = await createCollection(t.app, { name: 'Shelf' });
    const made = [];
    for (const [i, name] of ['Cup', 'Plate', 'Jar'].entries())
      made.push(
        await createProduct(t.app, { name, priceData: { price: 10 + i }, collectionIds: [shelf.id] }),
      );
    const page = {
      filter: { collectionIds: { $hasSome: [shelf.id] } },
      sort: [{ fieldName: 'price', order: 'ASC' }],
    };
    const { hits } = t.app.ctx.shopperDocs!.lookups;
    await list(page);
    expect((await list(page)).map((p) => p.name)).toEqual(['Cup', 'Plate', 'Jar']);
    expect(t.app.ctx.shopperDocs!.lookups.hits - hits).toBe(3);

    // Neither a sort key nor visibility: before 0011 the membership rows did not follow such a change.
    await t.app.ctx.db.execute(
      sql`update products set shopper_doc = replace(shopper_doc, '"name":"Jar"', '"name":"Urn"') where id = ${made[2]!.id}`,
    );
    expect((await list(page)).map((p) => p.name)).toEqual(['Cup', 'Plate', 'Urn']);
    await admin('PATCH', `/v1/products/${made[0]!.id}`, { product: { description: 'Thrown by hand.' } });
    expect((await list(page))[0]!.description).toBe('Thrown by hand.');
  });
});

async function shopperPrice(productId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/products/${productId}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { product: { priceData: { price: number } } }).product.priceData.price;
}

describe('beside a concurrent write of the product', () => {
  it("gives a membership row written meanwhile that write's version", async () => {
    const shelf = await createCollection(t.app, { name: 'Race shelf' });
    const vase = await createProduct(t.app, { name: 'Race vase', priceData: { price: 40 } });
    // Awaited inside, so that it starts at once (a Drizzle query runs when awaited).
    await besideUncommittedWrite(
      t.app,
      sql`update products set name = 'Raced vase' where id = ${vase.id}`,
      async () => {
        await t.app.ctx.db.execute(
          sql`insert into product_collections (collection_id, product_id) values (${shelf.id}, ${vase.id})`,
        );
      },
    );
    const { product, members } = await versionsOf(vase.id as string);
    expect(members).toEqual([['Race shelf', product]]);
    const [member] = await rowsOf<{ name: string }>(
      t.app.ctx.db,
      sql`select name from product_collections where product_id = ${vase.id}`,
    );
    expect(member!.name).toBe('Raced vase');
  });

  it('builds the shopper document from the product as that write left it', async () => {
    const shelf = await createCollection(t.app, { name: 'Jugs' });
    const jug = await createProduct(t.app, {
      name: 'Race jug',
      priceData: { price: 40 },
      collectionIds: [shelf.id],
    });
    const cup = await createProduct(t.app, { name: 'Race cup', priceData: { price: 20 } });
    // A collection renamed, and a product added to it: each rewrites its products' documents.
    await besideUncommittedWrite(t.app, sql`update products set price = 45 where id = ${jug.id}`, () =>
      admin('PATCH', `/v1/collections/${shelf.id}`, { collection: { name: 'Jugs and ewers' } }),
    );
    expect(await shopperPrice(jug.id as string)).toBe(45);
    await besideUncommittedWrite(t.app, sql`update products set price = 25 where id = ${cup.id}`, () =>
      admin('POST', `/v1/collections/${shelf.id}/productIds`, { productIds: [cup.id] }),
    );
    expect(await shopperPrice(cup.id as string)).toBe(25);
  });

  it('adds one product to two collections at once without a deadlock', async () => {
    const [a, b] = [
      await createCollection(t.app, { name: 'Left' }),
      await createCollection(t.app, { name: 'Right' }),
    ];
    const bowl = await createProduct(t.app, { name: 'Shared bowl', priceData: { price: 30 } });
    await Promise.all(
      [a, b].map((c) => admin('POST', `/v1/collections/${c.id}/productIds`, { productIds: [bowl.id] })),
    );
    const { product, members } = await versionsOf(bowl.id as string);
    expect(members).toEqual([
      ['Left', product],
      ['Right', product],
    ]);
  });
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan of a listing's keys statement, with the planner kept off the heap where it can be. */
async function keysPlan(query: object) {
  const { sql: text, params } = shopperListing(t.app.ctx.db, query, false).keys;
  // Literal values stand for the bound ones: EXPLAIN takes no parameters.
  const literal = text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1])}'`);
  return t.app.ctx.db.transaction(async (tx) => {
    // A catalog this small is cheaper to read whole; the question is whether an index can answer.
    for (const setting of ['enable_seqscan', 'enable_bitmapscan'])
      await tx.execute(sql.raw(`set local ${setting} = off`));
    const explained = (await tx.execute(sql.raw(`explain (analyze, format json) ${literal}`))) as unknown as {
      rows: { 'QUERY PLAN': unknown }[];
    };
    const raw = explained.rows[0]!['QUERY PLAN'];
    return nodesOf(((typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }])[0].Plan);
  });
}

describe("a shopper's page of ids and versions", () => {
  it('is read from one index alone, for a collection page and for the whole catalog', async () => {
    const bowls = await createCollection(t.app, { name: 'Bowls' });
    for (const i of [1, 2, 3])
      await createProduct(t.app, {
        name: `Bowl ${i}`,
        priceData: { price: 20 + i },
        collectionIds: [bowls.id],
      });
    // Pages all-visible, as after the embedded maintenance pass or autovacuum.
    await t.app.ctx.db.execute(sql`vacuum products, product_collections`);

    const collectionPage = await keysPlan({
      filter: { collectionIds: { $hasSome: [bowls.id] } },
      sort: [{ fieldName: 'price', order: 'ASC' }],
    });
    const onRelation = (plan: PlanNode[], relation: string) =>
      plan.filter((n) => n['Relation Name'] === relation);
    expect(onRelation(collectionPage, 'product_collections')).toEqual([
      expect.objectContaining({
        'Node Type': 'Index Only Scan',
        'Index Name': 'product_collections_by_price_idx',
        'Heap Fetches': 0,
      }),
    ]);
    expect(onRelation(collectionPage, 'products')).toEqual([]);

    for (const [fieldName, index] of [
      ['lastUpdated', 'products_updated_idx'],
      ['createdDate', 'products_created_idx'],
      ['name', 'products_name_idx'],
    ]) {
      const newest = await keysPlan({ sort: [{ fieldName, order: 'DESC' }] });
      expect(onRelation(newest, 'products')).toEqual([
        expect.objectContaining({ 'Node Type': 'Index Only Scan', 'Index Name': index, 'Heap Fetches': 0 }),
      ]);
    }
  });
});
