// `npm run bench:catalog-admin [-- --size 100000 --databases pglite,postgres --rounds 40]`
// The dashboard's products list (/admin/products) on a generated catalog: the first page of 25, as the
// merchant reads it (POST /v1/products/query-platformized with the admin key: hidden products too, and the
// count), for its default sort, a search, a collection, a stock status and a price range. One request at a
// time, as one person pages; p50/p95 over the rounds after a warm-up. Target: p95 under 100 ms.
// The catalogs are bench:catalog's (prepare.ts), kept between runs. Writes
// bench/results/catalog-admin-list-<date>-<commit>.{json,md}.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { waitForCatalog } from '../lib/demo-catalog';
import { repoRoot, startAtelierServer } from '../lib/processes';
import { resultName } from '../lib/result-name';
import { prepareCatalog, type DatabaseKind } from './prepare';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    databases: { type: 'string', default: 'pglite,postgres' },
    rounds: { type: 'string', default: '40' },
    out: { type: 'string', default: path.join(repoRoot, 'bench/results') },
  },
});
const size = Number(values.size);
const rounds = Number(values.rounds);
const WARM_UP = 5;
const PAGE = 25;
const TARGET_MS = 100;

const newest = [{ fieldName: 'createdDate', order: 'DESC' }];
const page = { limit: PAGE, offset: 0 };

/** The list's first page for each way the dashboard narrows it (lib/shop/admin-product-list.ts). */
const LISTS: { name: string; query: (collectionId: string) => Record<string, unknown> }[] = [
  { name: 'default sort (newest)', query: () => ({ sort: newest, paging: page }) },
  { name: 'search "linen vase"', query: () => ({ search: 'linen vase', paging: page }) },
  {
    name: 'collection',
    query: (id) => ({ filter: { 'collections.id': { $hasSome: [id] } }, sort: newest, paging: page }),
  },
  {
    name: 'stock status: out of stock',
    query: () => ({
      filter: { 'stock.inventoryStatus': { $eq: 'OUT_OF_STOCK' } },
      sort: newest,
      paging: page,
    }),
  },
  {
    name: 'price 20 to 40',
    query: () => ({ filter: { 'priceData.price': { $gte: 20, $lte: 40 } }, sort: newest, paging: page }),
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (n: number) => Math.round(n * 10) / 10;

async function post(url: string, key: string, urlPath: string, body: unknown) {
  const res = await fetch(url + urlPath, {
    method: 'POST',
    headers: { authorization: key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${urlPath} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function measure(database: DatabaseKind) {
  const env = await prepareCatalog(size, database);
  const key = randomBytes(24).toString('hex');
  const server = await startAtelierServer({
    ...env,
    ADMIN_API_KEY: key,
    ...(database === 'pglite' ? { DATABASE_URL: '' } : {}),
  });
  try {
    await waitForCatalog(server.url, Math.min(size, 1000));
    const { collections } = await post(server.url, key, '/v1/collections/query', {
      query: { paging: { limit: 100 } },
    });
    const top = [...(collections as { id: string; numberOfProducts: number }[])].sort(
      (a, b) => b.numberOfProducts - a.numberOfProducts,
    )[0]!;
    const rows = [];
    for (const list of LISTS) {
      const { search, ...query } = list.query(top.id);
      const body = { query: { ...query, ...(search ? { search } : {}) } };
      const times: number[] = [];
      let found = 0;
      for (let round = 0; round < WARM_UP + rounds; round += 1) {
        const t = performance.now();
        const answer = await post(server.url, key, '/v1/products/query-platformized', body);
        if (round >= WARM_UP) times.push(performance.now() - t);
        found = answer.metadata?.total ?? answer.totalResults ?? answer.products.length;
      }
      const sorted = times.sort((a, b) => a - b);
      const row = {
        database,
        list: list.name,
        found,
        p50: ms(percentile(sorted, 50)),
        p95: ms(percentile(sorted, 95)),
      };
      console.log(`  ${database} ${row.list}: p50 ${row.p50} ms, p95 ${row.p95} ms (${found} found)`);
      rows.push(row);
    }
    return rows;
  } finally {
    await server.stop();
  }
}

async function main() {
  const command = `npm run bench:catalog-admin -- ${process.argv.slice(2).join(' ')}`.trim();
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const results = [];
  for (const database of values.databases.split(',').filter(Boolean) as DatabaseKind[]) {
    console.log(`- ${database}`);
    results.push(...(await measure(database)));
  }
  const loadAfter = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const name = resultName('catalog-admin-list');
  const lines = [
    `# Dashboard products list benchmark — ${new Date().toISOString()}`,
    '',
    `\`${command}\` · ${size.toLocaleString('en')} products · ${rounds} requests each after ${WARM_UP} warm-up, one at a time · ${os.cpus().length} cpus · load average before ${load}, after ${loadAfter} · results \`${name}\``,
    '',
    `POST /v1/products/query-platformized with the admin key, first page of ${PAGE} with its count, as /admin/products reads it. Target p95 under ${TARGET_MS} ms.`,
    '',
    '| database | list | found | p50 ms | p95 ms | under target |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.list} | ${r.found} | ${r.p50} | ${r.p95} | ${r.p95 < TARGET_MS ? 'yes' : 'no'} |`,
    ),
  ];
  const md = `${lines.join('\n')}\n`;
  fs.mkdirSync(values.out, { recursive: true });
  fs.writeFileSync(
    path.join(values.out, `${name}.json`),
    JSON.stringify({ command, size, rounds, results }, null, 2),
  );
  fs.writeFileSync(path.join(values.out, `${name}.md`), md);
  console.log(`\n${md}\nWritten to ${values.out}/${name}.{json,md}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
