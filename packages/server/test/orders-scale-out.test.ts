import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/open';
import { sweepExpiredHolds } from '../src/modules/checkouts';
import { seedDemoShipping } from '../src/modules/shipping';
import { visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { caller, checkoutOf, line, NY } from './checkout-helpers';
import { appCode, freshSharedDatabase, rowsOf, testConfig } from './helpers';

/**
 * Two servers on one database, requests spread over both (on PostgreSQL each its own pool of connections, as two
 * processes; on PGlite, one process by nature, the same handle): the last unit is still sold once, a checkout
 * still ordered once and mailed once, and expired stock holds go back once, whichever server sweeps.
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
let databases: Database[];
let apps: [App, App];
let visitor: string;
let optionCode: string | undefined;

beforeAll(async () => {
  databases = await freshSharedDatabase(2);
  const built: App[] = [];
  for (const database of databases) {
    const app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      backInStockSweep: false,
    });
    await app.ready();
    built.push(app);
  }
  apps = built as [App, App];
  await seedDemoShipping(databases[0]!.db);
  visitor = await visitorToken(apps[0]);
}, 60_000);
afterAll(async () => {
  for (const app of apps ?? []) await app.close();
  for (const database of [...(databases ?? [])].reverse()) await database.close();
});

/** The i-th request goes to the i-th server in turn. */
const spread = (i: number) => caller(apps[i % 2]!);

const stockOf = async (productId: string) =>
  Number(
    (
      await rowsOf<{ quantity: number }>(
        databases[0]!.db,
        sql`select quantity from product_variants where product_id = ${productId}`,
      )
    )[0]!.quantity,
  );

async function ready(i: number, lineItems: unknown[]): Promise<string> {
  const call = spread(i);
  const res = await call('POST', '/v1/checkouts', visitor, {
    channelType: 'WEB',
    lineItems,
    checkoutInfo: {
      buyerInfo: { email: 'scale@example.com' },
      shippingInfo: {
        shippingDestination: { address: NY },
        ...(optionCode ? { selectedCarrierServiceOption: { code: optionCode } } : {}),
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const c = checkoutOf(res);
  if (!optionCode) {
    optionCode = c.shippingInfo.carrierServiceOptions
      .flatMap((o: any) => o.shippingOptions)
      .find((o: any) => !o.logistics.pickupDetails).code;
    const set = await call('PATCH', `/v1/checkouts/${c.id}`, visitor, {
      checkout: { shippingInfo: { selectedCarrierServiceOption: { code: optionCode } } },
    });
    expect(set.statusCode, set.body).toBe(200);
  }
  return c.id as string;
}

const product = (name: string, quantity: number) =>
  createProduct(apps[0], {
    name,
    priceData: { price: '10.00' },
    stock: { trackInventory: true, quantity },
  });

describe('two servers on one database', () => {
  it('sell the last unit once: 1 order and 99 clear out-of-stock errors, stock never below zero', async () => {
    const last = await product('Scale Teapot', 1);
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) ids.push(await ready(i, [line(last.id)]));
    const answers = await Promise.all(
      ids.map((id, i) => spread(i)('POST', `/v1/checkouts/${id}/create-order`, visitor)),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    const short = answers.filter((a) => a.statusCode === 409 && appCode(a) === 'INSUFFICIENT_STOCK');
    expect(ok).toHaveLength(1);
    expect(short).toHaveLength(99);
    expect(await stockOf(last.id)).toBe(0);
  }, 180_000);

  it('order one checkout once, and mail it once, when 20 calls reach both servers', async () => {
    const cups = await product('Scale Cup', 10);
    const id = await ready(0, [line(cups.id, 2)]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => spread(i)('POST', `/v1/checkouts/${id}/create-order`, visitor)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const orderIds = new Set(answers.map((a) => a.json().orderId));
    expect(orderIds.size).toBe(1);
    expect(await stockOf(cups.id)).toBe(8);
    const number = String(answers[0]!.json().order.number);
    const mails = await rowsOf<{ n: number }>(
      databases[0]!.db,
      sql`select count(*)::int as n from mail_outbox where kind = 'order-confirmation' and text like ${`%${number}%`}`,
    );
    expect(Number(mails[0]!.n)).toBe(1);
  }, 60_000);

  it('give expired holds back once, whichever server sweeps', async () => {
    const bowl = await product('Scale Bowl', 5);
    // A server with the hold on makes the checkout; both servers' sweeps then race for the expired hold.
    const holding = await buildApp({
      config: testConfig({ STOCK_HOLD_MINUTES: '15' }),
      database: { ...databases[0]!, close: async () => {} },
      logger: false,
      backInStockSweep: false,
    });
    try {
      const res = await caller(holding)('POST', '/v1/checkouts', visitor, {
        channelType: 'WEB',
        lineItems: [line(bowl.id, 4)],
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await holding.close();
    }
    expect(await stockOf(bowl.id)).toBe(1);
    const later = new Date(Date.now() + 16 * 60_000);
    const swept = await Promise.all(databases.map((d) => sweepExpiredHolds(d.db, later)));
    expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(bowl.id)).toBe(5);
    expect(await Promise.all(databases.map((d) => sweepExpiredHolds(d.db, later)))).toEqual([0, 0]);
    expect(await stockOf(bowl.id)).toBe(5);
  }, 60_000);
});
