// `npm run bench:catalog [-- --sizes demo,1000,10000,100000 --databases pglite,postgres --seconds 3
//   --rounds 3 --connections 50 --curve 1,10 --uncached demo]`
// query-platformized (page of 50) on the demo catalog and on generated catalogs, each beside a bare
// node:http baseline answering the same bytes; on PGlite and PostgreSQL. Writes bench/results/catalog-<date>-<commit>.*.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { LoadRequest } from '../lib/load';
import { measureBesideBaseline } from '../lib/measure';
import { embeddedSelectOneMicros } from '../lib/machine-reference';
import { pinLoadGenerator } from '../lib/pin';
import { DEMO_MINIMUM, startSeededServer, waitForCatalog } from '../lib/demo-catalog';
import { repoRoot, startAtelierServer } from '../lib/processes';
import { checkGuard, GUARD_SIZE } from './guard';
import { resultName } from '../lib/result-name';
import { catalogMarkdown, scaleChart, type CatalogReport } from './report';
import { prepareCatalog, type DatabaseKind } from './prepare';

const serverCpu = pinLoadGenerator();

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: 'demo,1000,10000,100000' },
    databases: { type: 'string', default: 'pglite,postgres' },
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    curve: { type: 'string', default: '1,10' },
    // Sizes also measured with SHOPPER_DOC_CACHE_MB=0: every document read from the database.
    uncached: { type: 'string', default: 'demo' },
    out: { type: 'string', default: path.join(repoRoot, 'bench/results') },
  },
});
const list = (s: string) => s.split(',').filter(Boolean);
const sizes = list(values.sizes).map((s) => (s === 'demo' ? 'demo' : Number(s)));
const databases = list(values.databases) as DatabaseKind[];
const uncached = new Set(list(values.uncached));
const options = {
  connections: Number(values.connections),
  seconds: Number(values.seconds),
  rounds: Number(values.rounds),
  curve: list(values.curve).map(Number),
  baselineCpu: serverCpu,
};

const query = (q: unknown): LoadRequest => ({
  method: 'POST',
  path: '/v1/products/query-platformized',
  body: JSON.stringify({ query: q }),
});

/** The listings a shop asks for most: the newest page, and one collection cheapest first. */
const REQUESTS: { name: string; request: (collectionId: string) => LoadRequest }[] = [
  {
    name: 'newest',
    request: () => query({ sort: [{ fieldName: 'lastUpdated', order: 'DESC' }], paging: { limit: 50 } }),
  },
  {
    name: 'collection by price',
    request: (collectionId) =>
      query({
        filter: { collectionIds: { $hasSome: [collectionId] } },
        sort: [{ fieldName: 'price', order: 'ASC' }],
        paging: { limit: 50 },
      }),
  },
];

async function post(url: string, urlPath: string, body: unknown) {
  const res = await fetch(url + urlPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${urlPath} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function largestCollection(url: string): Promise<string> {
  const { collections } = (await post(url, '/v1/collections/query', {
    query: { paging: { limit: 100 } },
  })) as {
    collections: { id: string; numberOfProducts: number }[];
  };
  const top = [...collections].sort((a, b) => b.numberOfProducts - a.numberOfProducts)[0];
  if (!top) throw new Error('the catalog has no collection');
  return top.id;
}

async function main() {
  const report: CatalogReport = {
    date: new Date().toISOString(),
    command: `npm run bench:catalog -- ${process.argv.slice(2).join(' ')}`.trim(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      embeddedSelectOneMicros: await embeddedSelectOneMicros(),
    },
    options,
    results: [],
  };
  for (const database of databases) {
    for (const size of sizes) {
      const env = await prepareCatalog(size, database);
      const serverEnv = {
        ...env,
        ADMIN_API_KEY: randomBytes(24).toString('hex'),
        ...(database === 'pglite' ? { DATABASE_URL: '' } : {}),
      };
      const settings = uncached.has(String(size)) ? ['32', '0'] : ['32'];
      try {
        for (const [i, cacheMb] of settings.entries()) {
          const env = { ...serverEnv, SHOPPER_DOC_CACHE_MB: cacheMb };
          const server =
            size === 'demo' && i === 0
              ? await startSeededServer(env, serverCpu)
              : await startAtelierServer(env, serverCpu);
          try {
            await waitForCatalog(server.url, size === 'demo' ? DEMO_MINIMUM : Math.min(size, 1000));
            const collectionId = await largestCollection(server.url);
            for (const { name, request } of REQUESTS) {
              const listing = cacheMb === '0' ? `${name}, no document cache` : name;
              const label = `${database} ${size} ${listing}`;
              console.log(`- ${label}`);
              const m = await measureBesideBaseline(label, server, request(collectionId), options);
              report.results.push({ database, size, request: listing, ...m });
              console.log(
                `  ${m.atelier.medianRps} req/s vs baseline ${m.baseline.medianRps} (ratio ${m.ratio}); p50 ${m.atelier.p50} p95 ${m.atelier.p95} p99 ${m.atelier.p99} ms`,
              );
            }
          } finally {
            await server.stop();
          }
        }
      } finally {
        if (size === 'demo' && env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
      }
    }
  }
  fs.mkdirSync(values.out, { recursive: true });
  const name = resultName('catalog');
  fs.writeFileSync(path.join(values.out, `${name}.json`), JSON.stringify(report, null, 2));
  fs.writeFileSync(path.join(values.out, `${name}.md`), catalogMarkdown(report, name));
  fs.writeFileSync(path.join(values.out, `${name}.svg`), scaleChart(report));
  console.log(`\n${catalogMarkdown(report, name)}\nWritten to ${values.out}/${name}.{json,md,svg}`);
  if (sizes.includes(GUARD_SIZE)) {
    const guard = checkGuard(report);
    console.log(`\nRegression guard (p95 under 50 ms on 100,000 products):\n${guard.lines.join('\n')}`);
    if (!guard.held) process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
