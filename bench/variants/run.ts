// `npm run bench:variants [-- --databases pglite,postgres --rounds 15]`
// A product of 1,000 variants (10 x 10 x 10 choices), as the dashboard's variants page reads and saves it:
// - load: the product, then its variants in pages of 100 read side by side (lib/shop/catalog-admin.ts);
// - save: 1,000 changed variants (price, SKU, stock), one entry each, in 4 batches of 250 sent one after
//   another (lib/shop/variant-grid.ts), each a PATCH /v1/products/{id}/variants naming in If-Match the
//   revision the page loaded or the previous batch answered.
// p50/p95 over the rounds, on PGlite (fresh data directory) and, when DATABASE_URL or BENCH_POSTGRES_URL is
// given or PostgreSQL answers on 127.0.0.1, on PostgreSQL (a fresh database). Beside them a bare node:http
// server answering a page of the same bytes the same way (the transport's floor). The grid's render is not
// timed here: see bench/README.md.
// Writes bench/results/variants-<date>-<commit>.{json,md}.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { repoRoot, startAtelierServer, startBaseline, type Running } from '../lib/processes';
import { resultName } from '../lib/result-name';

const { values } = parseArgs({
  options: {
    databases: { type: 'string', default: 'pglite,postgres' },
    rounds: { type: 'string', default: '15' },
    out: { type: 'string', default: path.join(repoRoot, 'bench/results') },
  },
});
const rounds = Number(values.rounds);
const BATCH = 250;
const PAGE = 100;

type Kind = 'pglite' | 'postgres';

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), n: sorted.length };
};

async function call(
  url: string,
  key: string,
  method: string,
  body?: unknown,
  extra: Record<string, string> = {},
) {
  const res = await fetch(url, {
    method,
    headers: { authorization: key, ...(body ? { 'content-type': 'application/json' } : {}), ...extra },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const choices = (n: number, p: string) => Array.from({ length: n }, (_, i) => ({ value: `${p}${i + 1}` }));

async function freshPostgres(): Promise<string | undefined> {
  const base =
    process.env.DATABASE_URL ??
    process.env.BENCH_POSTGRES_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = 'atelier_bench_variants';
  const client = new pg.Client({ connectionString: base });
  try {
    await client.connect();
  } catch {
    return undefined;
  }
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The page's read: the product, then the variants' pages side by side. */
async function load(api: string, key: string, id: string) {
  const { product } = await call(`${api}/v1/products/${id}?includeMerchantSpecificData=true`, key, 'GET');
  const page = (offset: number) =>
    call(`${api}/v1/products/${id}/variants/query`, key, 'POST', {
      paging: { limit: PAGE, offset },
      includeMerchantSpecificData: true,
    });
  const first = await page(0);
  const offsets: number[] = [];
  for (let o = PAGE; o < first.totalResults; o += PAGE) offsets.push(o);
  const rest = await Promise.all(offsets.map(page));
  return {
    revision: product.revision as number,
    variants: [first, ...rest].flatMap((p) => p.variants as { id: string }[]),
  };
}

async function measure(kind: Kind) {
  const key = randomBytes(24).toString('hex');
  let env: Record<string, string>;
  if (kind === 'pglite') {
    env = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-variants-')), DATABASE_URL: '' };
  } else {
    const url = await freshPostgres();
    if (!url) {
      console.log('PostgreSQL does not answer: skipped.');
      return undefined;
    }
    env = { DATABASE_URL: url };
  }
  const server: Running = await startAtelierServer({ ...env, ADMIN_API_KEY: key });
  let baseline: Running | undefined;
  try {
    const { product } = await call(`${server.url}/v1/products`, key, 'POST', {
      product: {
        name: 'Bench thousand',
        priceData: { price: '10.00' },
        stock: { trackInventory: true, quantity: 0 },
        productOptions: [
          { name: 'Width', choices: choices(10, 'W') },
          { name: 'Length', choices: choices(10, 'L') },
          { name: 'Finish', choices: choices(10, 'F') },
        ],
      },
    });
    const id = product.id as string;
    const loads: number[] = [];
    const saves: number[] = [];
    let conflicts = 0;
    let variants: { id: string }[] = [];
    for (let round = 0; round < rounds; round += 1) {
      let t = performance.now();
      const loaded = await load(server.url, key, id);
      variants = loaded.variants;
      let revision = loaded.revision;
      loads.push(performance.now() - t);
      if (variants.length !== 1000) throw new Error(`read ${variants.length} variants`);
      const entries = variants.map((v, i) => ({
        variantIds: [v.id],
        price: (10 + ((i + round) % 500) / 100).toFixed(2),
        sku: `B-${round}-${i}`,
        stock: { quantity: (i + round) % 50 },
      }));
      t = performance.now();
      for (let start = 0; start < entries.length; start += BATCH) {
        const body = { variants: entries.slice(start, start + BATCH) };
        // Sent again, as the dashboard does, when a write of the product committing at that moment refused it.
        for (let attempt = 1; ; attempt += 1) {
          try {
            // Each batch names the revision the one before answered, as the grid does.
            const saved = await call(`${server.url}/v1/products/${id}/variants`, key, 'PATCH', body, {
              'if-match': String(revision),
            });
            revision = saved.revision as number;
            break;
          } catch (error) {
            if (attempt >= 3 || !String(error).includes('WRITE_CONFLICT')) throw error;
            conflicts += 1;
          }
        }
      }
      saves.push(performance.now() - t);
      console.log(
        `  ${kind} round ${round + 1}: load ${loads.at(-1)!.toFixed(0)} ms, save ${saves.at(-1)!.toFixed(0)} ms`,
      );
    }
    // The floor: a bare node:http server answering a page of the same bytes, read the page's way (1 + 9 side by side).
    const bytes = Buffer.from(
      JSON.stringify(
        await call(`${server.url}/v1/products/${id}/variants/query`, key, 'POST', {
          paging: { limit: PAGE, offset: 0 },
          includeMerchantSpecificData: true,
        }),
      ),
    );
    baseline = await startBaseline({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: bytes,
    });
    const floors: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const t = performance.now();
      await (await fetch(baseline.url)).arrayBuffer();
      await Promise.all(Array.from({ length: 10 }, async () => (await fetch(baseline!.url)).arrayBuffer()));
      floors.push(performance.now() - t);
    }
    return {
      database: kind,
      load: summary(loads),
      save: summary(saves),
      baselineLoad: summary(floors),
      conflicts,
    };
  } finally {
    await baseline?.stop();
    await server.stop();
  }
}

async function main() {
  const command = `npm run bench:variants -- ${process.argv.slice(2).join(' ')}`.trim();
  // The machine may be shared: its load beside the figures.
  const loadAverage = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  const loadBefore = loadAverage();
  const results = [];
  for (const kind of values.databases.split(',').filter(Boolean) as Kind[]) {
    console.log(`- ${kind}`);
    const r = await measure(kind);
    if (r) results.push(r);
  }
  const loadAfter = loadAverage();
  const name = resultName('variants');
  const lines = [
    `# Variants page benchmark — ${new Date().toISOString()}`,
    '',
    `\`${command}\` · a product of 1,000 variants · ${rounds} rounds · ${os.cpus().length} cpus · load average (1, 5, 15 min) before ${loadBefore}, after ${loadAfter} · results \`${name}\``,
    '',
    'load: the product and its 10 pages of 100 variants; save: 1,000 changed variants in 4 batches of 250, one after another.',
    '',
    '| database | load p50 ms | load p95 ms | bare node:http, same page bytes x 11, p50 / p95 ms | save 1,000 p50 ms | save 1,000 p95 ms | batches sent again (write conflict) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.load.p50} | ${r.load.p95} | ${r.baselineLoad.p50} / ${r.baselineLoad.p95} | ${r.save.p50} | ${r.save.p95} | ${r.conflicts} |`,
    ),
  ];
  const md = `${lines.join('\n')}\n`;
  fs.mkdirSync(values.out, { recursive: true });
  fs.writeFileSync(
    path.join(values.out, `${name}.json`),
    JSON.stringify({ command, rounds, loadBefore, loadAfter, results }, null, 2),
  );
  fs.writeFileSync(path.join(values.out, `${name}.md`), md);
  console.log(`\n${md}\nWritten to ${values.out}/${name}.{json,md}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
