import { createHmac } from 'node:crypto';
import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import type { Database } from '../src/db/open';
import { events } from '../src/db/schema';
import { createEventDispatcher } from '../src/modules/events/dispatcher';
import { dispatchBatch, type BatchOutcome } from '../src/modules/events/outbox';
import { createCollection, createProduct } from './catalog-helpers';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { eventually, startReceiver, type Receiver } from './webhook-receiver';

const SECRET = 'event-webhook-test-secret-0123456789abcdef';

const outbox = (database: Database) => database.db.select().from(events).orderBy(asc(events.id));
const pendingCount = async (database: Database) =>
  (await database.db.select({ id: events.id }).from(events).where(isNull(events.dispatchedAt))).length;

/** Computed here, independently of the server's signing code. */
const expectedSignature = (timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex')}`;

async function changePrice(t: TestApp, id: string, price: string) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/v1/products/${id}`,
    headers: asAdmin,
    payload: { product: { priceData: { price } } },
  });
  expect(res.statusCode).toBe(200);
}

describe('event webhooks, configured', () => {
  let t: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startTestApp({ EVENT_WEBHOOK_URLS: receiver.url, EVENT_WEBHOOK_SECRET: SECRET });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  beforeEach(async () => {
    await eventually(async () => (await pendingCount(t.database)) === 0);
    receiver.reset();
  });

  it('delivers a committed write at once, signed, and marks it dispatched', async () => {
    const product = await createProduct(t.app, { name: 'Signed Vase', priceData: { price: '12.00' } });
    const committed = Date.now();
    await eventually(() => receiver.acknowledged().some((e) => e.entityId === product.id), 2000);

    // Nudged by the write, not found by the 5 s poll.
    const delivery = receiver.received[0]!;
    expect(delivery.at - committed).toBeLessThan(1500);
    expect(delivery.method).toBe('POST');
    expect(delivery.headers['content-type']).toBe('application/json');
    const timestamp = String(delivery.headers['x-atelier-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(10);
    expect(delivery.headers['x-atelier-signature']).toBe(expectedSignature(timestamp, delivery.body));

    const [row] = (await outbox(t.database)).filter((e) => e.entityId === product.id);
    expect(delivery.events).toEqual([
      {
        id: row!.eventId,
        sequence: row!.id,
        type: 'catalog.product.created',
        entityId: product.id,
        entity: expect.objectContaining({ id: product.id, slug: 'signed-vase', name: 'Signed Vase' }),
        metadata: { eventTime: row!.eventTime.toISOString() },
      },
    ]);
    await eventually(async () => (await pendingCount(t.database)) === 0, 2000);
    expect((await outbox(t.database)).every((e) => e.dispatchedAt !== null)).toBe(true);
  });

  it('keeps a batch pending after a 500, retries it with backoff, then marks it dispatched', async () => {
    receiver.answerWith(500);
    const product = await createProduct(t.app, { name: 'Retried Bowl', priceData: { price: '20.00' } });
    await eventually(() => receiver.received.length === 1);
    expect(receiver.received[0]!.status).toBe(500);
    const failed = receiver.received[0]!.events.map((e) => e.id);
    expect(await pendingCount(t.database)).toBe(1);

    // A write during the backoff waits its turn behind the failed event.
    await changePrice(t, product.id, '25.00');
    await eventually(async () => (await pendingCount(t.database)) === 0, 5000);

    const [first, second] = receiver.received;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(900);
    const retried = receiver.acknowledged();
    expect(retried.slice(0, failed.length).map((e) => e.id)).toEqual(failed);
    expect(retried.map((e) => e.type)).toEqual(['catalog.product.created', 'catalog.product.changed']);
    expect(retried[1]!.entity).toMatchObject({ priceData: { price: 25 } });
  });

  it('keeps the backoff when a write comes while the failing delivery is still out', async () => {
    receiver.answerWith(500);
    receiver.answerAfter(300);
    const product = await createProduct(t.app, { name: 'Slow Failure Jug', priceData: { price: '20.00' } });
    await eventually(() => receiver.received.length === 1);
    // The dispatcher is waiting for the 500: this write's nudge must not beat the backoff that follows.
    await changePrice(t, product.id, '26.00');
    receiver.answerAfter(0);
    await eventually(async () => (await pendingCount(t.database)) === 0, 5000);
    const [first, second] = receiver.received.slice(-2);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(900);
  });

  it('delivers every event once, in outbox order, across many writes', async () => {
    const before = (await outbox(t.database)).length;
    const a = await createProduct(t.app, { name: 'Order A', priceData: { price: '1.00' } });
    const b = await createProduct(t.app, { name: 'Order B', priceData: { price: '2.00' } });
    await changePrice(t, a.id, '3.00');
    await createCollection(t.app, { name: 'Ordered' });
    await changePrice(t, b.id, '4.00');
    const removed = await t.app.inject({ method: 'DELETE', url: `/v1/products/${a.id}`, headers: asAdmin });
    expect(removed.statusCode).toBe(200);
    await eventually(async () => (await pendingCount(t.database)) === 0, 5000);

    const written = (await outbox(t.database)).slice(before);
    expect(written.length).toBeGreaterThanOrEqual(6);
    expect(receiver.acknowledged().map((e) => e.sequence)).toEqual(written.map((e) => e.id));
    expect(receiver.acknowledged().map((e) => e.type)).toEqual(written.map((e) => e.type));
  });
});

describe('event webhooks, closing the app', () => {
  it('cuts an unanswered delivery short on close and leaves its events pending', async () => {
    const receiver = await startReceiver();
    const t = await startTestApp({ EVENT_WEBHOOK_URLS: receiver.url, EVENT_WEBHOOK_SECRET: SECRET });
    try {
      receiver.holdAnswers(true);
      await createProduct(t.app, { name: 'Unanswered', priceData: { price: '5.00' } });
      await eventually(() => receiver.received.length === 1);
      const closing = Date.now();
      await t.app.close();
      expect(Date.now() - closing).toBeLessThan(2000);
      expect(await pendingCount(t.database)).toBe(1);
    } finally {
      await t.database.close();
      await receiver.close();
    }
  });
});

describe('event webhooks, not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A secret alone names no receiver.
    t = await startTestApp({ EVENT_WEBHOOK_SECRET: SECRET });
  });
  afterAll(async () => t?.close());

  it('keeps every event in the outbox, pending, and sends nothing', async () => {
    expect(t.app.ctx.events.enabled).toBe(false);
    const product = await createProduct(t.app, { name: 'Kept', priceData: { price: '7.00' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = (await outbox(t.database)).filter((e) => e.entityId === product.id);
    expect(rows.map((e) => [e.type, e.dispatchedAt])).toEqual([['catalog.product.created', null]]);
  });

  it('delivers a backlog in small batches, in order, once each, through a failure mid-way', async () => {
    const receiver = await startReceiver();
    for (const name of ['Backlog 1', 'Backlog 2', 'Backlog 3', 'Backlog 4', 'Backlog 5']) {
      await createProduct(t.app, { name, priceData: { price: '1.00' } });
    }
    const pending = (await outbox(t.database)).filter((e) => e.dispatchedAt === null);
    expect(pending.length).toBe(6); // with the previous test's event
    receiver.answerWith(200, 503);
    const dispatcher = createEventDispatcher({
      database: t.database,
      webhook: { urls: [receiver.url], secret: SECRET },
      log: t.app.log,
      batchSize: 2,
      retry: { baseMs: 50, maxMs: 200 },
    });
    try {
      dispatcher.start();
      await eventually(async () => (await pendingCount(t.database)) === 0);
    } finally {
      await dispatcher.stop();
      await receiver.close();
    }
    expect(receiver.received.map((d) => [d.status, d.events.length])).toEqual([
      [200, 2],
      [503, 2],
      [200, 2],
      [200, 2],
    ]);
    expect(receiver.received[1]!.events).toEqual(receiver.received[2]!.events);
    expect(receiver.acknowledged().map((e) => e.sequence)).toEqual(pending.map((e) => e.id));
  });
});

describe.runIf(process.env.DATABASE_URL)('event webhooks, several server processes (PostgreSQL)', () => {
  it('hands the oldest pending events to one sender at a time, in a row, even past a row another transaction locks', async () => {
    const t = await startTestApp();
    try {
      for (let i = 0; i < 3; i++) {
        await createProduct(t.app, { name: `Claimed ${i}`, priceData: { price: '1.00' } });
      }
      const pending = (await outbox(t.database)).filter((e) => e.dispatchedAt === null).map((e) => e.id);
      // Another scan has locked the second event: a sender that skipped it would send the first and third.
      let release!: () => void;
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = t.database.db.transaction(async (tx) => {
        await tx.select().from(events).where(eq(events.id, pending[1]!)).for('update');
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await isLocked;
      const sent: number[][] = [];
      let second: BatchOutcome | undefined;
      const first = dispatchBatch(t.database, 2, async (batch) => {
        sent.push(batch.map((e) => e.id));
        second = await dispatchBatch(t.database, 2, async (other) => {
          sent.push(other.map((e) => e.id));
          return true;
        });
        release();
        return true;
      });
      await holder;
      expect(await first).toEqual({ kind: 'delivered', count: 2 });
      expect(second).toEqual({ kind: 'busy' });
      expect(sent).toEqual([pending.slice(0, 2)]);
    } finally {
      await t.close();
    }
  });

  it('sends each event once and in order while two dispatchers compete', async () => {
    const receiver = await startReceiver();
    receiver.answerAfter(50);
    const t = await startTestApp();
    try {
      for (let i = 0; i < 12; i++) {
        await createProduct(t.app, { name: `Contended ${i}`, priceData: { price: '1.00' } });
      }
      const pending = (await outbox(t.database)).filter((e) => e.dispatchedAt === null);
      const dispatchers = [1, 2].map(() =>
        createEventDispatcher({
          database: t.database,
          webhook: { urls: [receiver.url], secret: SECRET },
          log: t.app.log,
          batchSize: 2,
          retry: { baseMs: 20, maxMs: 100 },
        }),
      );
      dispatchers.forEach((d) => d.start());
      await eventually(async () => (await pendingCount(t.database)) === 0);
      await Promise.all(dispatchers.map((d) => d.stop()));
      expect(receiver.acknowledged().map((e) => e.sequence)).toEqual(pending.map((e) => e.id));
      // One delivery at a time: a later batch never overtakes an earlier one.
      expect(receiver.maxInFlight()).toBe(1);
    } finally {
      await t.close();
      await receiver.close();
    }
  });
});

describe('event webhook configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it('reads a list of URLs and the secret', () => {
    const config = loadConfig({
      EVENT_WEBHOOK_URLS: 'http://127.0.0.1:3000/api/revalidate, https://hooks.example/atelier',
      EVENT_WEBHOOK_SECRET: SECRET,
    });
    expect(config.eventWebhook).toEqual({
      urls: ['http://127.0.0.1:3000/api/revalidate', 'https://hooks.example/atelier'],
      secret: SECRET,
    });
    expect(loadConfig({}).eventWebhook).toBeUndefined();
  });

  it('explains a missing or short secret and a URL that is not http(s)', () => {
    expect(problems({ EVENT_WEBHOOK_URLS: 'http://127.0.0.1:3000/api/revalidate' })).toEqual([
      'EVENT_WEBHOOK_SECRET must be set when EVENT_WEBHOOK_URLS is',
    ]);
    expect(problems({ EVENT_WEBHOOK_URLS: 'ftp://x/y', EVENT_WEBHOOK_SECRET: 'short' })).toEqual([
      'EVENT_WEBHOOK_SECRET must be at least 32 characters long',
      'EVENT_WEBHOOK_URLS holds a non-http URL "ftp://x/y"',
    ]);
  });
});
