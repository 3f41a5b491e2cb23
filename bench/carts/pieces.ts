// `npx tsx bench/carts/pieces.ts [databases] [out.md]`: where a cart request's time goes, in one process
// (results: bench/results/cart-pieces-<date>-<commit>.md unless a file is named).
//
// The HTTP benchmark (run.ts) gives req/s, which on a shared machine moves by tens of per cent from run to
// run. Here the cart requests of the benchmark's scenarios run through `app.inject` on a fresh demo shop,
// one at a time: the SQL statements each sends (counted at the database client, BEGIN and COMMIT included)
// and the median time per request over alternating blocks; then the pieces of a request on their own.
// Defaults: databases pglite,postgres (PostgreSQL: a new database on DATABASE_URL's server, dropped after).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase, type Database } from '../../packages/server/src/db/open';
import { EmbeddedClient } from '../../packages/server/src/db/embedded/client';
import { seedDemoCatalog } from '../../packages/server/src/modules/catalog';
import { seedDemoPricing } from '../../packages/server/src/modules/pricing';
import { seedDemoShipping } from '../../packages/server/src/modules/shipping';
import { createPostgresDatabase } from '../../packages/server/test/postgres-server';
import { keptPricingSettings } from '../../packages/server/src/modules/pricing/kept-settings';
import { keptShipping } from '../../packages/server/src/modules/shipping/kept-options';
import { resultName } from '../lib/result-name';
import { pieceTimers } from './piece-timers';

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const ADMIN = 'bench-admin-key-0123456789abcdef';
const BLOCK = 20;
const BLOCKS = Number(process.env.PIECES_BLOCKS ?? 10);

/** Every statement a database client sends, by its text (BEGIN and COMMIT included). */
const sent: string[] = [];
function countStatements() {
  const pgQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    sent.push(typeof first === 'string' ? first : first.text);
    return (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pgQuery;
  const proto = EmbeddedClient.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
  for (const method of ['query', 'queryRaw'] as const) {
    const original = proto[method]!;
    proto[method] = function (this: unknown, ...args: unknown[]) {
      sent.push(args[0] as string);
      return original.apply(this, args);
    };
  }
  const transaction = proto.transaction!;
  proto.transaction = async function (this: unknown, ...args: unknown[]) {
    sent.push('begin');
    const answer = await transaction.apply(this, args);
    sent.push('commit');
    return answer;
  };
}

async function open(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-cart-pieces-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return {
      database,
      drop: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const created = await createPostgresDatabase(
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const database = await openDatabase({ kind: 'postgres', url: created.url });
  return {
    database,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}

type Call = () => Promise<unknown>;

/** Median ms (wall clock) and CPU ms of this process per call, over alternating blocks of each call. */
async function timeAlternating(calls: Record<string, Call>) {
  const names = Object.keys(calls);
  for (let i = 0; i < BLOCK; i++) for (const n of names) await calls[n]!();
  const wall: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  const cpu: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let b = 0; b < BLOCKS; b++) {
    for (const n of names) {
      const started = process.hrtime.bigint();
      const used = process.cpuUsage();
      for (let i = 0; i < BLOCK; i++) await calls[n]!();
      const spent = process.cpuUsage(used);
      wall[n]!.push(Number(process.hrtime.bigint() - started) / 1e6 / BLOCK);
      cpu[n]!.push((spent.user + spent.system) / 1e3 / BLOCK);
    }
  }
  const sorted = (xs: number[]) => [...xs].sort((x, y) => x - y);
  return Object.fromEntries(
    names.map((n) => {
      const s = sorted(wall[n]!);
      const c = sorted(cpu[n]!);
      return [
        n,
        {
          median: s[Math.floor(s.length / 2)]!,
          p10: s[Math.floor(s.length * 0.1)]!,
          p90: s.at(-1)!,
          cpu: c[Math.floor(c.length / 2)]!,
        },
      ];
    }),
  );
}

async function inject(
  app: App,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  token: string,
  body?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: token },
    ...(body ? { payload: body } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

async function visitor(app: App): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: { clientId: 'storefront', grantType: 'anonymous' },
  });
  return (res.json() as { access_token: string }).access_token;
}

const short = (text: string) => text.replace(/\s+/g, ' ').slice(0, 90);

async function measure(kind: 'pglite' | 'postgres'): Promise<string[]> {
  const { database, drop } = await open(kind);
  const out: string[] = [];
  try {
    const media = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-cart-media-'));
    await seedDemoCatalog(database.db, media);
    await seedDemoShipping(database.db);
    await seedDemoPricing(database.db);
    const app = await buildApp({
      config: loadConfig({ ADMIN_API_KEY: ADMIN, LOG_LEVEL: 'silent', DATA_DIR: media }),
      database,
      logger: false,
    });
    await app.ready();
    const products = (
      (await inject(app, 'POST', '/v1/products/query-platformized', ADMIN, {
        query: { paging: { limit: 3 } },
      })) as { products: { id: string }[] }
    ).products;
    const line = (id: string) => ({ catalogReference: { appId: APP_ID, catalogItemId: id }, quantity: 1 });
    const adder = await visitor(app);
    const adding = { lineItems: [line(products[0]!.id)] };
    const reader = await visitor(app);
    await inject(app, 'POST', '/v1/carts/current/add-to-cart', reader, {
      lineItems: products.map((p) => line(p.id)),
    });
    // A cart with an address, a selected shipping option and a coupon: every piece of pricing at work.
    const shopper = await visitor(app);
    await inject(app, 'POST', '/v1/carts/current/add-to-cart', shopper, {
      lineItems: products.map((p) => line(p.id)),
    });
    const address = {
      country: 'US',
      subdivision: 'US-NY',
      city: 'New York',
      postalCode: '10001',
      addressLine1: '1 Main St',
    };
    const estimate = (await inject(app, 'POST', '/v1/carts/current/estimate-totals', shopper, {
      shippingAddress: address,
    })) as { shippingInfo: { carrierServiceOptions: { shippingOptions: { code: string }[] }[] } };
    const code = estimate.shippingInfo.carrierServiceOptions[0]!.shippingOptions[0]!.code;
    await inject(app, 'PATCH', '/v1/carts/current', shopper, {
      cartInfo: { contactInfo: { address }, selectedShippingOption: { code } },
      couponCode: 'WELCOME10',
    });

    const requests: Record<string, Call> = {
      'add-to-cart': () => inject(app, 'POST', '/v1/carts/current/add-to-cart', adder, adding),
      'get-current-cart (3 lines)': () => inject(app, 'GET', '/v1/carts/current', reader),
      'get-current-cart (3 lines, coupon, shipping selected)': () =>
        inject(app, 'GET', '/v1/carts/current', shopper),
      'estimate-totals (same cart)': () =>
        inject(app, 'POST', '/v1/carts/current/estimate-totals', shopper, { shippingAddress: address }),
    };
    out.push(
      `### ${kind}`,
      '',
      '| request | statements | of which | ms per request, median (p10–max) | CPU of this process, ms per request |',
      '| --- | --- | --- | --- | --- |',
    );
    const counts: Record<string, string[]> = {};
    for (const [name, call] of Object.entries(requests)) {
      await call();
      sent.length = 0;
      await call();
      counts[name] = [...sent];
    }
    const times = await timeAlternating(requests);
    for (const [name, statements] of Object.entries(counts)) {
      const kinds = new Map<string, number>();
      for (const s of statements) kinds.set(short(s), (kinds.get(short(s)) ?? 0) + 1);
      const t = times[name]!;
      out.push(
        `| ${name} | ${statements.length} | ${[...kinds].map(([s, n]) => `${n}× \`${s}\``).join('<br>')} | ${t.median.toFixed(2)} (${t.p10.toFixed(2)}–${t.p90.toFixed(2)}) | ${t.cpu.toFixed(2)} |`,
      );
    }
    out.push('');
    out.push(...(await keptOnOff(database, requests)), '');
    const pieces = await pieceTimers(database.db, app, adder, reader, shopper, timeAlternating);
    out.push(...pieces, '');
    await app.close();
  } finally {
    await drop();
  }
  return out;
}

/**
 * The kept settings on and off in alternating blocks: off, each call first forgets the kept pricing and
 * shipping settings, so it reads them as every request did before they were kept.
 */
async function keptOnOff(database: Database, requests: Record<string, Call>): Promise<string[]> {
  const forget = () => {
    keptPricingSettings.forget(database.db);
    keptShipping.forget(database.db);
  };
  const out = [
    '| request | kept settings on: ms (CPU ms) | off: ms (CPU ms) | on/off, wall clock |',
    '| --- | --- | --- | --- |',
  ];
  for (const [name, call] of Object.entries(requests)) {
    const t = await timeAlternating({
      on: call,
      off: async () => {
        forget();
        return call();
      },
    });
    out.push(
      `| ${name} | ${t.on!.median.toFixed(2)} (${t.on!.cpu.toFixed(2)}) | ${t.off!.median.toFixed(2)} (${t.off!.cpu.toFixed(2)}) | ${(t.on!.median / t.off!.median).toFixed(2)} |`,
    );
  }
  return out;
}

countStatements();
const kinds = (process.argv[2] ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const lines: string[] = [`# Cart requests in one process (${new Date().toISOString()})`, ''];
for (const kind of kinds) {
  const part = await measure(kind);
  console.log(part.join('\n'));
  lines.push(...part);
}
const file = process.argv[3] ?? path.join('bench', 'results', `${resultName('cart-pieces')}.md`);
fs.writeFileSync(file, lines.join('\n') + '\n');
console.log(`Written to ${file}`);
process.exit(0);
