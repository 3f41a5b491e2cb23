import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseOptions } from '../../packages/server/src/db/open';
import { databaseUrl } from '../../packages/server/test/postgres-server';
import { repoRoot } from '../lib/processes';

/**
 * Databases of generated orders for the orders list benchmark, made once with one bulk SQL insert per chunk
 * (generate_series, not one call per order) and kept: PGlite under bench/.cache/orders-<size>, PostgreSQL as the
 * database atelier_bench_orders_<size>. Buyers, statuses, delivery methods, totals and dates vary so the list's
 * filters and search find realistic shares of the rows.
 */
export type DatabaseKind = 'pglite' | 'postgres';

const CHUNK = 10_000;
/** Bump when the generated rows change. */
const GENERATOR_VERSION = 2;
const stamp = (size: number) => `atelier-bench orders size=${size} generator=${GENERATOR_VERSION}`;

export const postgresBase = () =>
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const FIRST = `array['Ada','Grace','Alan','Edsger','Barbara','Ken','Margaret','Donald']`;
const LAST = `array['Lovelace','Hopper','Turing','Smith','Liskov','Thompson','Hamilton','Knuth','Jones','Brown','Garcia']`;

/** Orders `from`..`to` (1-based), one per generate_series row; the newest is order `1`. */
export function ordersInsert(from: number, to: number): string {
  return `
insert into orders (buyer_email, buyer_info, channel_type, status, payment_status, fulfillment_status, currency,
  lines, price_summary, billing_info, shipping_info, created_date, updated_date)
select email, jsonb_build_object('email', email, 'firstName', first_name, 'lastName', last_name), 'WEB',
  case when g % 50 = 0 then 'CANCELED' else 'APPROVED' end,
  (array['NOT_PAID','PAID','PAID','PAID','PARTIALLY_REFUNDED','PENDING'])[1 + (g / 2) % 6],
  (array['NOT_FULFILLED','FULFILLED','FULFILLED','PARTIALLY_FULFILLED'])[1 + (g / 5) % 4],
  'USD',
  jsonb_build_array(jsonb_build_object('id', 'line-1', 'itemType', 'PHYSICAL', 'name', 'Bench vase',
    'quantity', qty, 'unitPrice', unit::text, 'fullPrice', unit::text, 'priceBeforeDiscounts', unit::text,
    'lineSubtotal', (unit * qty)::text, 'discount', '0.00', 'tax', '0.00', 'taxRate', '0',
    'lineTotal', (unit * qty)::text, 'fulfilledQuantity', 0, 'refundedQuantity', 0, 'restockedQuantity', 0)),
  jsonb_build_object('subtotal', (unit * qty)::text, 'shipping', '0.00', 'tax', '0.00', 'discount', '0.00',
    'total', (unit * qty)::text, 'giftCard', '0.00'),
  jsonb_build_object('contactDetails', jsonb_build_object('firstName', first_name, 'lastName', last_name)),
  case g % 3
    when 0 then null
    when 1 then '{"title":"Standard","code":"standard","logistics":{"shippingDestination":{"address":{"country":"US"}}}}'::jsonb
    else '{"title":"Pick up at the workshop","code":"workshop","logistics":{"pickupDetails":{"pickupMethod":"STORE_PICKUP"}}}'::jsonb
  end,
  now() - g * interval '5 minutes', now() - g * interval '5 minutes'
from (
  select g, (1 + g % 3) as qty, round((5 + (g * 7919) % 49500 / 100.0)::numeric, 2) as unit,
    (${FIRST})[1 + g % 8] as first_name, (${LAST})[1 + (g / 8) % 11] as last_name,
    'buyer' || g || '@' || (array['example.com','mail.test','shop.example'])[1 + g % 3] as email
  from generate_series(${to}, ${from}, -1) as g
) as s`;
}

async function fill(options: DatabaseOptions, size: number, log: (line: string) => void) {
  const database = await openDatabase(options);
  try {
    await database.db.execute(sql.raw('truncate orders cascade'));
    for (let from = 1; from <= size; from += CHUNK) {
      const to = Math.min(size, from + CHUNK - 1);
      const started = Date.now();
      // Oldest first, so numbers rise with the date as a shop's do.
      await database.db.execute(sql.raw(ordersInsert(size - to + 1, size - from + 1)));
      log(`  inserted ${to}/${size} orders (${Date.now() - started} ms for ${to - from + 1})`);
    }
    await database.db.execute(
      sql.raw(options.kind === 'postgres' ? 'vacuum analyze orders' : 'analyze orders'),
    );
  } finally {
    await database.close();
  }
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresBase() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function preparePglite(size: number, log: (line: string) => void) {
  const dir = path.join(repoRoot, 'bench/.cache', `orders-${size}`);
  const marker = path.join(dir, 'orders.txt');
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === stamp(size)) return { DATA_DIR: dir };
  log(`Generating ${size} orders on PGlite in ${dir} (once; kept for later runs)...`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  await fill({ kind: 'pglite', dataDir: dir }, size, log);
  fs.writeFileSync(marker, stamp(size));
  return { DATA_DIR: dir };
}

async function preparePostgres(size: number, log: (line: string) => void) {
  const name = `atelier_bench_orders_${size}`;
  const url = databaseUrl(postgresBase(), name);
  const current = await admin(async (c) => {
    const res = await c.query<{ note: string | null }>(
      `select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`,
      [name],
    );
    return res.rows[0];
  });
  if (current?.note === stamp(size)) return { DATABASE_URL: url };
  log(`Generating ${size} orders on PostgreSQL in database ${name} (once; kept for later runs)...`);
  await admin(async (c) => {
    await c.query(`drop database if exists ${name}`);
    await c.query(`create database ${name}`);
  });
  await fill({ kind: 'postgres', url }, size, log);
  await admin((c) => c.query(`comment on database ${name} is '${stamp(size)}'`));
  return { DATABASE_URL: url };
}

/** Server settings pointing at a database of `size` generated orders. */
export async function prepareOrders(
  size: number,
  kind: DatabaseKind,
  log: (line: string) => void = console.log,
): Promise<Record<string, string>> {
  fs.mkdirSync(path.join(repoRoot, 'bench/.cache'), { recursive: true });
  return kind === 'pglite' ? preparePglite(size, log) : preparePostgres(size, log);
}
