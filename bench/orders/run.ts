// `npm run bench:orders [-- --size 100000 --databases pglite,postgres --seconds 3 --rounds 3 --connections 5]`
// The dashboard's orders list over generated orders: POST /v1/orders/search for the list's first page in its
// default order, first page by total, and one filtered and searched query, each beside a bare node:http
// baseline answering the same bytes, on PGlite and PostgreSQL. p95 target: under 300 ms at 100,000 orders.
// Writes bench/results/orders-list-<date>-<commit>.{json,md}.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { LoadRequest } from '../lib/load';
import { measureBesideBaseline, type Measurement } from '../lib/measure';
import { pinLoadGenerator } from '../lib/pin';
import { repoRoot, startAtelierServer } from '../lib/processes';
import { resultName } from '../lib/result-name';
import { prepareOrders, type DatabaseKind } from './prepare';

const serverCpu = pinLoadGenerator();

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    databases: { type: 'string', default: 'pglite,postgres' },
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '5' },
    curve: { type: 'string', default: '1' },
    out: { type: 'string', default: path.join(repoRoot, 'bench/results') },
  },
});
const list = (s: string) => s.split(',').filter(Boolean);
const size = Number(values.size);
const options = {
  connections: Number(values.connections),
  seconds: Number(values.seconds),
  rounds: Number(values.rounds),
  curve: list(values.curve).map(Number),
  baselineCpu: serverCpu,
};
const TARGET_P95_MS = 300;
const PAGE = 25;

/** The list's requests, as the dashboard sends them (lib/shop/order-list-state.ts's orderQueryOf). */
const REQUESTS: { name: string; search: Record<string, unknown> }[] = [
  {
    name: 'first page, newest first (the default)',
    search: { sort: [{ fieldName: 'createdDate', order: 'DESC' }], paging: { limit: PAGE, offset: 0 } },
  },
  {
    name: 'first page, highest total first',
    search: {
      sort: [{ fieldName: 'priceSummary.total.amount', order: 'DESC' }],
      paging: { limit: PAGE, offset: 0 },
    },
  },
  {
    name: 'not paid, shipped, last 90 days, searched "smith"',
    search: {
      filter: {
        $and: [
          { paymentStatus: 'NOT_PAID' },
          { deliveryMethod: 'SHIPPING' },
          { createdDate: { $gte: new Date(Date.now() - 90 * 86_400_000).toISOString() } },
          {
            $or: [
              { 'buyerInfo.email': { $contains: 'smith' } },
              { 'buyerInfo.name': { $contains: 'smith' } },
            ],
          },
        ],
      },
      sort: [{ fieldName: 'createdDate', order: 'DESC' }],
      paging: { limit: PAGE, offset: 0 },
    },
  },
];

interface Result extends Measurement {
  database: DatabaseKind;
  request: string;
  p95Ratio: number;
}

function markdown(results: Result[], name: string, command: string): string {
  const lines = [
    `# Orders list benchmark — ${new Date().toISOString()}`,
    '',
    `\`${command}\` · ${size.toLocaleString('en-US')} orders · ${options.connections} connections, ${options.rounds} rounds of ${options.seconds} s · ${os.cpus().length} cpus · results \`${name}\``,
    '',
    '| database | request | req/s (ratio to baseline) | p50 ms | p95 ms (baseline p95, ratio) | p99 ms | p95 at 1 connection |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of results) {
    const one = r.curve.find((c) => c.connections === 1)?.atelier.p95;
    lines.push(
      `| ${r.database} | ${r.request} | ${r.atelier.medianRps} (${r.ratio}) | ${r.atelier.p50} | ${r.atelier.p95} (${r.baseline.p95}, ${r.p95Ratio}x) | ${r.atelier.p99} | ${one ?? ''} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const command = `npm run bench:orders -- ${process.argv.slice(2).join(' ')}`.trim();
  const results: Result[] = [];
  for (const database of list(values.databases) as DatabaseKind[]) {
    const env = await prepareOrders(size, database);
    const adminKey = randomBytes(24).toString('hex');
    const server = await startAtelierServer(
      { ...env, ADMIN_API_KEY: adminKey, ...(database === 'pglite' ? { DATABASE_URL: '' } : {}) },
      serverCpu,
    );
    try {
      for (const { name, search } of REQUESTS) {
        const request: LoadRequest = {
          method: 'POST',
          path: '/v1/orders/search',
          headers: { authorization: adminKey, 'content-type': 'application/json' },
          body: JSON.stringify({ search }),
        };
        console.log(`- ${database} ${name}`);
        const m = await measureBesideBaseline(`${database} ${name}`, server, request, options);
        const p95Ratio = Math.round((m.atelier.p95 / Math.max(0.01, m.baseline.p95)) * 10) / 10;
        results.push({ database, request: name, ...m, p95Ratio });
        console.log(
          `  ${m.atelier.medianRps} req/s vs baseline ${m.baseline.medianRps} (ratio ${m.ratio}); p50 ${m.atelier.p50} p95 ${m.atelier.p95} (baseline ${m.baseline.p95}) p99 ${m.atelier.p99} ms`,
        );
      }
    } finally {
      await server.stop();
    }
  }
  fs.mkdirSync(values.out, { recursive: true });
  const name = resultName('orders-list');
  fs.writeFileSync(
    path.join(values.out, `${name}.json`),
    JSON.stringify({ command, size, options, results }, null, 2),
  );
  const md = markdown(results, name, command);
  fs.writeFileSync(path.join(values.out, `${name}.md`), md);
  console.log(`\n${md}\nWritten to ${values.out}/${name}.{json,md}`);
  // No request answered in a round (every one timed out) reads as p95 0: that is a miss too.
  const slow = results.filter((r) => r.atelier.p95 >= TARGET_P95_MS || r.atelier.medianRps === 0);
  console.log(
    slow.length === 0
      ? `Target held: every p95 under ${TARGET_P95_MS} ms.`
      : `Target missed (p95 ≥ ${TARGET_P95_MS} ms): ${slow.map((r) => `${r.database} ${r.request} ${r.atelier.p95} ms`).join('; ')}`,
  );
  if (slow.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
