import { sql, type SQL } from 'drizzle-orm';
import type { App } from '../src/app';
import { asAdmin } from './helpers';
import { memberToken, visitorToken } from './auth-helpers';

/** Helpers for the catalog suites: fixtures through the public API, and callers of every role. */

export type RoleName = 'none' | 'visitor' | 'member' | 'admin';
export const ROLE_NAMES: RoleName[] = ['none', 'visitor', 'member', 'admin'];

/** Authorization headers for each role; visitor and member come from the identity module's real tokens. */
export async function roleHeaders(app: App): Promise<Record<RoleName, Record<string, string>>> {
  return {
    none: {},
    visitor: { authorization: await visitorToken(app) },
    member: { authorization: await memberToken(app) },
    admin: asAdmin,
  };
}

export async function createProduct(app: App, product: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/products',
    headers: asAdmin,
    payload: { product },
  });
  if (res.statusCode !== 200) throw new Error(`create product failed: ${res.body}`);
  return res.json<{ product: Record<string, any> }>().product; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function createCollection(app: App, collection: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/collections',
    headers: asAdmin,
    payload: { collection },
  });
  if (res.statusCode !== 200) throw new Error(`create collection failed: ${res.body}`);
  return res.json<{ collection: Record<string, any> }>().collection; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Event types in the outbox for one entity, oldest first. */
export async function eventsOf(app: App, entityId: string): Promise<string[]> {
  const rows = (await app.ctx.db.execute(
    sql`select type from event_outbox where entity_id = ${entityId} order by id`,
  )) as unknown as { rows: { type: string }[] };
  return rows.rows.map((r) => r.type);
}

export async function countRows(app: App, table: string): Promise<number> {
  const rows = (await app.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return Number(rows.rows[0]!.n);
}

/** A product with two options (Size drop-down, Color swatches) and four variants. */
export const shirt = {
  name: 'Linen Shirt',
  description: 'A loose linen shirt',
  priceData: { price: '40.00' },
  costAndProfitData: { itemCost: '15.00' },
  discount: { type: 'PERCENT', value: 10 },
  brand: 'Atelier',
  ribbon: 'New',
  weight: 0.4,
  stock: { trackInventory: true, quantity: 3 },
  productOptions: [
    { name: 'Size', optionType: 'drop_down', choices: [{ value: 'S' }, { value: 'L' }] },
    {
      name: 'Color',
      optionType: 'color',
      choices: [
        { value: '#ffffff', description: 'White' },
        { value: '#1e3a8a', description: 'Navy' },
      ],
    },
  ],
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts each of `during`, 150 ms apart, while another transaction holds an uncommitted `write`,
 * which commits 300 ms after the last one started; answers what each answered. On PostgreSQL each
 * call gets as far as the locks let it in that time, so they meet that write, and each other, in the
 * order they started. The embedded database runs one transaction at a time: there they run after it
 * commits, in that order, and a race test checks the outcome the serial order gives (CI runs the
 * catalog suites on both databases).
 */
export async function besideUncommittedWrite<T>(
  app: App,
  write: SQL,
  ...during: (() => Promise<T>)[]
): Promise<T[]> {
  const started: Promise<T>[] = [];
  await app.ctx.db.transaction(async (tx) => {
    await tx.execute(write);
    for (const [i, call] of during.entries()) {
      if (i > 0) await pause(150);
      started.push(call());
    }
    await pause(300);
  });
  return Promise.all(started);
}
