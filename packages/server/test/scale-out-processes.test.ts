import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, count as rows, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/open';
import { events } from '../src/db/schema';
import { createProduct } from './catalog-helpers';
import { line, NY } from './checkout-helpers';
import { ADMIN_KEY, rowsOf, testConfig } from './helpers';
import { createPostgresDatabase } from './postgres-server';
import { startServerProcesses, type ServerProcesses } from './server-processes';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { eventually, startReceiver, type Receiver } from './webhook-receiver';

/**
 * Scale-out, for real: two server processes (src/main.ts, as `npm run dev` runs it) on one fresh PostgreSQL
 * database, every background job on in both (expired-hold sweep, webhook delivery, the event outbox), mail over
 * SMTP to a sink here, and requests alternating between the two over HTTP. The sales races, the mail, the holds
 * and the deliveries each happen once, whichever process takes them: the database decides. PGlite is one
 * connection in one process (its data directory is locked), so there is nothing to scale out there.
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOLD_MINUTES = 15;
const SHOPPERS = 100;

let workDir: string;
let processes: ServerProcesses | undefined;
let database: Database | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let sink: SmtpSink | undefined;
let hooks: Receiver | undefined;
let outbox: Receiver | undefined;
let webhookId: string;
let visitor: string;
let teapot: Record<string, any>;
let cup: Record<string, any>;

/** The i-th request goes to the i-th process in turn, over HTTP. */
const call: ServerProcesses['call'] = (...args) => processes!.call(...args);

const count = async (query: ReturnType<typeof sql>) =>
  Number((await rowsOf<{ n: number }>(database!.db, query))[0]!.n);

const stockOf = (productId: string) =>
  count(sql`select quantity as n from product_variants where product_id = ${productId}`);

const holdsOf = (productId: string) =>
  count(sql`select count(*)::int as n from stock_holds where product_id = ${productId}`);

/** What each process logged it returned to stock, as `[first process, second process]`. */
const sweptByProcess = () =>
  processes!.servers.map((server) =>
    processes!
      .logged(server, 'expired stock holds returned to stock')
      .reduce((sum, entry) => sum + Number(entry.returned), 0),
  );

const confirmationsOf = (orderNumber: number) =>
  sink!.received.filter((m) => sink!.subjectOf(m) === `Atelier: order ${orderNumber} confirmed`);

async function newCheckout(i: number, email: string, lineItems: unknown[]): Promise<string> {
  const res = await call(i, 'POST', '/v1/checkouts', visitor, {
    channelType: 'WEB',
    lineItems,
    checkoutInfo: { buyerInfo: { email }, shippingInfo: { shippingDestination: { address: NY } } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.checkout.id as string;
}

describe.skipIf(!process.env.DATABASE_URL)(
  'two server processes on one PostgreSQL database (skipped on PGlite: one process by nature)',
  () => {
    beforeAll(async () => {
      workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-scale-out-'));
      [sink, hooks, outbox] = await Promise.all([startSmtpSink(), startReceiver(), startReceiver()]);
      const created = await createPostgresDatabase(process.env.DATABASE_URL!);
      dropDatabase = created.drop;

      // Two processes booting at once both migrate the empty database: two pools doing that at once must
      // leave every migration applied once (the advisory lock in db/open.ts serialises them).
      const open = () => openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
      const opened = await Promise.allSettled([open(), open()]);
      const handles = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      database = handles[0];
      await Promise.all(handles.slice(1).map((h) => h.close()));
      for (const o of opened) if (o.status === 'rejected') throw o.reason;
      const journal = JSON.parse(
        fs.readFileSync(path.join(SERVER_DIR, 'src/db/migrations/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
        journal.entries.length,
      );

      // A shop in use (so neither process seeds the demo shop): the pieces this file sells.
      const setup = await buildApp({
        config: testConfig(),
        database: database!,
        logger: false,
        backInStockSweep: false,
      });
      try {
        teapot = await createProduct(setup, {
          name: 'Scale Teapot',
          priceData: { price: '40.00' },
          stock: { trackInventory: true, quantity: SHOPPERS },
        });
        cup = await createProduct(setup, {
          name: 'Scale Cup',
          priceData: { price: '10.00' },
          stock: { trackInventory: true, quantity: 10 },
        });
      } finally {
        await setup.close();
      }

      const env = {
        DATABASE_URL: created.url,
        ADMIN_API_KEY: ADMIN_KEY,
        LOG_LEVEL: 'info',
        SMTP_URL: sink.url,
        STOCK_HOLD_MINUTES: String(HOLD_MINUTES),
        STOCK_HOLD_SWEEP_SECONDS: '1',
        EVENT_WEBHOOK_URLS: outbox.url,
        EVENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
      };
      // Both at once: each migrates (a no-op now) under the same advisory lock, as a deploy starts them.
      processes = await startServerProcesses(2, env, workDir);

      const hook = await call(1, 'POST', '/v1/webhooks', ADMIN_KEY, {
        url: hooks.url,
        eventTypes: ['ecom.order.created'],
      });
      expect(hook.status, JSON.stringify(hook.body)).toBe(200);
      webhookId = hook.body.webhook.id as string;
      const token = await call(0, 'POST', '/oauth2/token', undefined, {
        clientId: 'storefront',
        grantType: 'anonymous',
      });
      expect(token.status).toBe(200);
      visitor = token.body.access_token as string;
    }, 180_000);

    afterAll(async () => {
      try {
        await processes?.stop();
      } finally {
        await Promise.all([sink?.close(), hooks?.close(), outbox?.close(), database?.close()]);
        await dropDatabase?.();
        if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
      }
    }, 60_000);

    // The teapot's shoppers of this test are the ones who race for its last unit in the next.
    const shoppers: string[] = [];

    it('return expired stock holds once, whichever process sweeps them', async () => {
      const ids = await Promise.all(
        Array.from({ length: SHOPPERS }, (_, i) =>
          newCheckout(i, `shopper-${i}@example.com`, [line(teapot.id as string)]),
        ),
      );
      shoppers.push(...ids);
      expect(await stockOf(teapot.id)).toBe(0);
      expect(await holdsOf(teapot.id)).toBe(SHOPPERS);

      // The holds run out in waves, each swept by whichever process looks first (each looks every second).
      for (let wave = 1; wave <= 5; wave++) {
        const ending = ids.slice((wave - 1) * 20, wave * 20);
        await database!.db.execute(
          sql`update stock_holds set expires_at = now() - interval '1 second'
              where checkout_id in (${sql.join(
                ending.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`,
        );
        await eventually(async () => (await holdsOf(teapot.id)) === SHOPPERS - wave * 20, 5000);
        expect(await stockOf(teapot.id)).toBe(wave * 20);
      }
      await eventually(() => sweptByProcess().reduce((a, b) => a + b, 0) >= SHOPPERS, 5000);
      const swept = sweptByProcess();
      expect(
        swept.reduce((a, b) => a + b, 0),
        `returned by each process: ${swept.join(', ')}`,
      ).toBe(SHOPPERS);
      expect(await stockOf(teapot.id)).toBe(SHOPPERS);
    }, 60_000);

    it('sell the last unit once: 100 create-orders over both processes, 1 order and 99 INSUFFICIENT_STOCK', async () => {
      expect(shoppers).toHaveLength(SHOPPERS);
      const last = await call(1, 'PATCH', `/v1/products/${teapot.id}`, ADMIN_KEY, {
        product: { stock: { trackInventory: true, quantity: 1 } },
      });
      expect(last.status, JSON.stringify(last.body)).toBe(200);
      expect(await stockOf(teapot.id)).toBe(1);

      const answers = await Promise.all(
        shoppers.map((id, i) => call(i, 'POST', `/v1/checkouts/${id}/create-order`, visitor)),
      );
      const sold = answers.filter((a) => a.status === 200);
      const short = answers.filter((a) => a.status === 409);
      expect(sold).toHaveLength(1);
      expect(short).toHaveLength(SHOPPERS - 1);
      for (const a of short) {
        expect(a.headers.get('x-wix-request-id')).toBeTruthy();
        expect(a.body).toEqual({
          message: expect.any(String),
          details: {
            applicationError: {
              description: expect.any(String),
              code: 'INSUFFICIENT_STOCK',
              data: {
                lines: [
                  expect.objectContaining({
                    productId: teapot.id,
                    requestedQuantity: 1,
                    availableQuantity: 0,
                  }),
                ],
              },
            },
          },
        });
      }
      expect(await stockOf(teapot.id)).toBe(0);
      expect(
        await count(sql`select count(*)::int as n from orders o, jsonb_array_elements(o.lines) l
                        where l->>'productId' = ${teapot.id}`),
      ).toBe(1);
      // Its confirmation went out once, to its buyer; the 99 refused shoppers got none.
      const order = sold[0]!.body.order;
      expect(confirmationsOf(order.number).map((m) => m.to)).toEqual([[order.buyerInfo.email]]);
      expect(sink!.received.filter((m) => m.to.some((to) => to.startsWith('shopper-')))).toHaveLength(1);
    }, 60_000);

    it('order one checkout once when 20 create-order calls reach both processes, and mail it once', async () => {
      const id = await newCheckout(0, 'twenty@example.com', [line(cup.id as string, 2)]);
      expect(await stockOf(cup.id)).toBe(8);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => call(i, 'POST', `/v1/checkouts/${id}/create-order`, visitor)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
      expect(new Set(answers.map((a) => a.body.order.number)).size).toBe(1);
      expect(await stockOf(cup.id)).toBe(8);
      expect(confirmationsOf(answers[0]!.body.order.number)).toHaveLength(1);
    }, 60_000);

    it('deliver every order-created event once to its webhook, and every event once to the outbox, in order', async () => {
      const orders = await rowsOf<{ id: string; number: number }>(
        database!.db,
        sql`select id, number from orders`,
      );
      expect(orders).toHaveLength(2);
      // Settled deliveries are never sent again, by either process.
      await eventually(async () => {
        const log = await call(0, 'GET', `/v1/webhooks/${webhookId}/deliveries?limit=100`, ADMIN_KEY);
        const deliveries = log.body.deliveries as { status: string }[];
        return deliveries.length === orders.length && deliveries.every((d) => d.status === 'DELIVERED');
      });
      const arrivals = hooks!.received.filter((r) => r.headers['x-atelier-webhook-id'] === webhookId);
      expect(arrivals.flatMap((r) => r.events.map((e) => e.entityId)).sort()).toEqual(
        orders.map((o) => o.id).sort(),
      );
      expect(arrivals.map((r) => r.headers['x-atelier-delivery-attempt'])).toEqual(orders.map(() => '1'));
      for (const o of orders) expect(confirmationsOf(Number(o.number))).toHaveLength(1);

      // The event outbox (EVENT_WEBHOOK_URLS): one process at a time sends the oldest pending batch.
      const pending = () =>
        database!.db.select({ n: rows() }).from(events).where(isNull(events.dispatchedAt));
      await eventually(async () => (await pending())[0]!.n === 0);
      const stored = await database!.db
        .select({ eventId: events.eventId })
        .from(events)
        .orderBy(asc(events.id));
      const sent = outbox!.acknowledged();
      expect(sent.map((e) => e.id)).toEqual(stored.map((e) => e.eventId));
      expect(sent.filter((e) => e.type === 'ecom.order.created')).toHaveLength(orders.length);
    }, 60_000);
  },
);
