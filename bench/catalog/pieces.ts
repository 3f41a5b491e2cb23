// `npx tsx bench/catalog/pieces.ts [sizes] [databases]`: each listing piece on and off, in one process, one run.
//
// The request benchmark (run.ts) measures whole listings over HTTP; a piece whose share of a request is
// a few per cent drowns there in the machine's noise. Here each piece's statement (or read path) runs
// on the kept benchmark catalogs with and without the piece, in alternating blocks, on one connection,
// and the medians per call are compared. Defaults: sizes demo,100000; databases pglite,postgres.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { literalRowCount } from '../../packages/server/src/db/counting';
import { openDatabase, type Database, type Db } from '../../packages/server/src/db/open';
import { repeatedRead, type Statement } from '../../packages/server/src/db/repeated-read';
import { productCollections, products } from '../../packages/server/src/db/schema';
import { compileQuery } from '../../packages/server/src/http/query';
import { seedDemoCatalog, ShopperDocCache } from '../../packages/server/src/modules/catalog';
import {
  visibleMembersCountSql,
  visibleProductsCountSql,
} from '../../packages/server/src/modules/catalog/listing/listing-counts';
import { SHOPPER_READER } from '../../packages/server/src/modules/catalog/listing/shopper-docs';
import {
  collectionPagePlans,
  shopperListing,
} from '../../packages/server/src/modules/catalog/listing/shopper-listing';
import { queryProducts } from '../../packages/server/src/modules/catalog/read-service';
import { productFields } from '../../packages/server/src/modules/catalog/query-fields';
import { JsonText } from '../../packages/server/src/lib/json-text';
import { prepareCatalog, type DatabaseKind } from './prepare';

const BLOCK = 20;
const BLOCKS = Number(process.env.PIECES_BLOCKS ?? 15);

type Call = () => Promise<unknown>;

/** Median and spread (10th-90th percentile) of per-call microseconds over blocks of calls, A and B alternating. */
async function compare(on: Call, off: Call) {
  for (let i = 0; i < BLOCK; i++) {
    await on();
    await off();
  }
  const times: { on: number[]; off: number[] } = { on: [], off: [] };
  for (let b = 0; b < BLOCKS; b++) {
    for (const [name, call] of [
      ['on', on],
      ['off', off],
    ] as const) {
      const started = process.hrtime.bigint();
      for (let i = 0; i < BLOCK; i++) await call();
      times[name].push(Number(process.hrtime.bigint() - started) / 1000 / BLOCK);
    }
  }
  const stats = (xs: number[]) => {
    const s = [...xs].sort((x, y) => x - y);
    const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
    return { median: at(0.5), p10: at(0.1), p90: at(0.9) };
  };
  return { on: stats(times.on), off: stats(times.off) };
}

/** A reply as the route sends it: bytes of JSON. */
async function serialized(reply: unknown): Promise<number> {
  if (reply instanceof JsonText) return reply.bytes().length;
  return Buffer.byteLength(JSON.stringify(reply));
}

async function biggestCollection(db: Db): Promise<string> {
  const rows = (await db.execute(
    sql`select collection_id from product_collections group by collection_id order by count(*) desc limit 1`,
  )) as unknown as { rows: { collection_id: string }[] };
  return rows.rows[0]!.collection_id;
}

/** The keys statement of a listing as it was before stock was kept apart: ids and document versions only. */
function keysWithoutStock(db: Db, input: unknown, collection: string | undefined): Statement {
  const q = compileQuery(productFields, input);
  if (collection) {
    const byPrice = [sql`${productCollections.price} asc`, sql`${productCollections.productId} asc`];
    return db
      .select({
        counted: visibleMembersCountSql(collection).as('counted'),
        id: productCollections.productId,
        version: productCollections.docVersion,
      })
      .from(productCollections)
      .where(and(eq(productCollections.collectionId, collection), sql`${productCollections.visible}`))
      .orderBy(...byPrice)
      .limit(literalRowCount(q.limit + 1))
      .offset(literalRowCount(q.offset))
      .toSQL();
  }
  return db
    .select({
      counted: visibleProductsCountSql().as('counted'),
      id: products.id,
      version: products.docVersion,
    })
    .from(products)
    .where(sql`${products.visible}`)
    .orderBy(...q.orderBy)
    .limit(literalRowCount(q.limit + 1))
    .offset(literalRowCount(q.offset))
    .toSQL();
}

async function measure(database: Database, size: string, kind: DatabaseKind) {
  const db = database.db;
  const collection = await biggestCollection(db);
  const newest = { paging: { limit: 50 } };
  const byPrice = {
    filter: { collectionIds: { $hasSome: [collection] } },
    sort: [{ fieldName: 'price', order: 'ASC' }],
    paging: { limit: 50 },
  };
  const plans = collectionPagePlans(db, byPrice, true);
  const lines: string[] = [];
  const row = (piece: string, r: Awaited<ReturnType<typeof compare>>) => {
    const f = (s: { median: number; p10: number; p90: number }) =>
      `${s.median.toFixed(0)} µs (${s.p10.toFixed(0)}–${s.p90.toFixed(0)})`;
    const gain = r.off.median / r.on.median;
    lines.push(`| ${kind} | ${size} | ${piece} | ${f(r.on)} | ${f(r.off)} | ${gain.toFixed(2)}x |`);
    console.log(lines.at(-1));
  };

  row(
    'sort keys on membership rows: collection page keys',
    await compare(
      () => repeatedRead(db, plans.members.keys),
      () => repeatedRead(db, plans.general.keys),
    ),
  );
  row(
    'sort keys on membership rows: collection page documents',
    await compare(
      () => repeatedRead(db, plans.members.documents),
      () => repeatedRead(db, plans.general.documents),
    ),
  );
  row(
    'stored shopper documents: newest page, whole read',
    await compare(
      async () => serialized(await queryProducts(db, newest, SHOPPER_READER)),
      async () => serialized(await queryProducts(db, newest, { ...SHOPPER_READER, elevated: true })),
    ),
  );
  const newestKeys = shopperListing(db, newest, true).keys;
  const plainNewest = keysWithoutStock(db, newest, undefined);
  row(
    'stock version in the keys (off: ids and versions only): newest',
    await compare(
      () => repeatedRead(db, newestKeys),
      () => repeatedRead(db, plainNewest),
    ),
  );
  const plainByPrice = keysWithoutStock(db, byPrice, collection);
  row(
    'stock version in the keys (off: ids and versions only): collection',
    await compare(
      () => repeatedRead(db, plans.members.keys),
      () => repeatedRead(db, plainByPrice),
    ),
  );
  if (kind === 'pglite') {
    // The document cache as the shop runs it on PGlite (keys with this process's stock marks), and as
    // on PostgreSQL (keys joined with each product's stock row for its version).
    const marks = new ShopperDocCache(64 * 1024 * 1024, true);
    const versions = new ShopperDocCache(64 * 1024 * 1024, false);
    for (const [name, input] of [
      ['newest', newest],
      ['collection', byPrice],
    ] as const)
      row(
        `stock marks of this process in the cached listing (off: stock versions joined): ${name}`,
        await compare(
          async () => serialized(await queryProducts(db, input, SHOPPER_READER, marks)),
          async () => serialized(await queryProducts(db, input, SHOPPER_READER, versions)),
        ),
      );
  }
  return lines;
}

async function open(size: number | 'demo', kind: DatabaseKind): Promise<Database> {
  const env = await prepareCatalog(size, kind, () => {});
  const database = await openDatabase(
    kind === 'pglite' ? { kind, dataDir: env.DATA_DIR! } : { kind, url: env.DATABASE_URL! },
  );
  if (size === 'demo') {
    const media = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-pieces-media-'));
    await seedDemoCatalog(database.db, media);
  }
  return database;
}

const sizes = (process.argv[2] ?? 'demo,100000').split(',').map((s) => (s === 'demo' ? 'demo' : Number(s)));
const kinds = (process.argv[3] ?? 'pglite,postgres').split(',') as DatabaseKind[];
console.log('| database | catalog | piece | on: µs per call (p10–p90) | off | on pays |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const kind of kinds) {
  for (const size of sizes) {
    const database = await open(size, kind);
    try {
      await measure(database, String(size), kind);
    } finally {
      await database.close();
    }
  }
}
