import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/open';
import { events, webhookDeliveries, webhookSubscriptions } from '../src/db/schema';
import { recordEvents } from '../src/modules/events';
import { EVENT_TYPES } from '../src/modules/webhooks/event-types';
import { subscribesTo, type RetryPolicy } from '../src/modules/webhooks/rules';
import { takeDueDeliveries } from '../src/modules/webhooks/store';
import { createProduct } from './catalog-helpers';
import { asAdmin, freshSharedDatabase, startTestApp, testConfig, type TestApp } from './helpers';
import { eventually, startReceiver, type ReceivedDelivery, type Receiver } from './webhook-receiver';

/** How merchant webhooks are sent: signed, matched by type, retried with backoff, taken once across processes. */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const POLICY: RetryPolicy = { firstDelayMs: 200, maxDelayMs: 800, maxAttempts: 3, jitter: 0.25 };
const FAST = { pollMs: 20, policy: POLICY, timeoutMs: 2000 };

const signature = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

async function createWebhook(app: App, body: object) {
  const res = await app.inject({ method: 'POST', url: '/v1/webhooks', headers: asAdmin, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ webhook: Json; secret: string }>();
}

async function deliveriesOf(app: App, webhookId: string): Promise<Json[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/v1/webhooks/${webhookId}/deliveries?limit=100`,
    headers: asAdmin,
  });
  return res.json().deliveries;
}

const arrivalsFor = (receiver: Receiver, entityId: string) =>
  receiver.received.filter((r) => r.events[0]?.entityId === entityId);

/** Each arrival gap is at least the backoff of its attempt, less the jitter. */
function expectBackoff(arrivals: ReceivedDelivery[]) {
  for (let i = 1; i < arrivals.length; i++) {
    const floor = Math.min(POLICY.firstDelayMs * 2 ** (i - 1), POLICY.maxDelayMs) * (1 - POLICY.jitter);
    expect(arrivals[i]!.at - arrivals[i - 1]!.at).toBeGreaterThanOrEqual(floor - 5);
  }
}

describe('sending merchant webhooks', () => {
  let t: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startTestApp({}, { webhookDelivery: FAST });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(webhookSubscriptions);
    receiver.reset();
  });

  it('posts each matching event once, signed with the webhook secret and naming itself', async () => {
    const { webhook, secret } = await createWebhook(t.app, {
      url: receiver.url,
      eventTypes: ['catalog.product.created'],
    });
    const product = await createProduct(t.app, { name: 'Signed Jug', priceData: { price: '9.00' } });
    await eventually(() => arrivalsFor(receiver, product.id).length === 1);
    const [arrival] = arrivalsFor(receiver, product.id);
    const [row] = await t.database.db.select().from(events).where(eq(events.entityId, product.id));
    expect(arrival!.method).toBe('POST');
    expect(arrival!.headers['content-type']).toBe('application/json');
    const timestamp = String(arrival!.headers['x-atelier-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(10);
    expect(arrival!.headers['x-atelier-signature']).toBe(signature(secret, timestamp, arrival!.body));
    expect(arrival!.headers['x-atelier-webhook-id']).toBe(webhook.id);
    expect(arrival!.headers['x-atelier-delivery-attempt']).toBe('1');
    expect(arrival!.events).toEqual([
      {
        id: row!.eventId,
        sequence: row!.id,
        type: 'catalog.product.created',
        entityId: product.id,
        entity: expect.objectContaining({ id: product.id, name: 'Signed Jug' }),
        metadata: { eventTime: row!.eventTime.toISOString() },
      },
    ]);
    const [delivery] = await deliveriesOf(t.app, webhook.id);
    expect(arrival!.headers['x-atelier-delivery-id']).toBe(delivery!.id);
    // The price change is catalog.product.changed: not a type this webhook named.
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${product.id}`,
      headers: asAdmin,
      payload: { product: { priceData: { price: '10.00' } } },
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(arrivalsFor(receiver, product.id)).toHaveLength(1);
  });

  it('signs with the new secret once it is rotated', async () => {
    const { webhook } = await createWebhook(t.app, {
      url: receiver.url,
      eventTypes: ['catalog.product.created'],
    });
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/v1/webhooks/${webhook.id}/rotate-secret`,
      headers: asAdmin,
    });
    const secret = rotated.json().secret as string;
    const product = await createProduct(t.app, { name: 'Rotated', priceData: { price: '9.00' } });
    await eventually(() => arrivalsFor(receiver, product.id).length === 1);
    const [arrival] = arrivalsFor(receiver, product.id);
    const timestamp = String(arrival!.headers['x-atelier-timestamp']);
    expect(arrival!.headers['x-atelier-signature']).toBe(signature(secret, timestamp, arrival!.body));
  });

  it('makes a delivery for exactly the enabled webhooks whose types the event matches', async () => {
    const subscriptions = [
      ['catalog.product.created'],
      ['*'],
      ['ecom.cart.created', 'ecom.order.created'],
      ['member.deleted'],
    ];
    const made = [];
    for (const eventTypes of subscriptions) {
      made.push((await createWebhook(t.app, { url: 'http://127.0.0.1:9/never', eventTypes })).webhook);
    }
    const off = (
      await createWebhook(t.app, { url: 'http://127.0.0.1:9/never', eventTypes: ['*'], enabled: false })
    ).webhook;
    const types = [...EVENT_TYPES, 'not.a.known.type'];
    await t.database.db.transaction((tx) =>
      recordEvents(
        tx,
        types.map((type) => ({ type, entityId: `match-${type}` })),
      ),
    );
    const rows = await t.database.db
      .select({ webhook: webhookDeliveries.subscriptionId, type: events.type, entityId: events.entityId })
      .from(webhookDeliveries)
      .innerJoin(events, eq(events.id, webhookDeliveries.eventId));
    const got = rows
      .filter((r) => r.entityId.startsWith('match-'))
      .map((r) => `${r.webhook} ${r.type}`)
      .sort();
    const expected = made
      .flatMap((w) =>
        types.filter((type) => subscribesTo(w.eventTypes, type)).map((type) => `${w.id} ${type}`),
      )
      .sort();
    expect(got).toEqual(expected);
    expect(got.some((line) => line.startsWith(off.id))).toBe(false);
    expect(got.filter((line) => line.endsWith(' ecom.order.created'))).toHaveLength(2);
  });

  it('retries a failing receiver with growing delays, then delivers and logs every attempt', async () => {
    const { webhook } = await createWebhook(t.app, {
      url: receiver.url,
      eventTypes: ['catalog.product.created'],
    });
    receiver.answerWith(500, 503);
    const product = await createProduct(t.app, { name: 'Flaky', priceData: { price: '9.00' } });
    // An attempt counts from when it is taken; its answer is logged when it comes.
    await eventually(async () => (await deliveriesOf(t.app, webhook.id))[0]?.lastStatusCode != null);
    const [first] = await deliveriesOf(t.app, webhook.id);
    expect(first).toMatchObject({
      status: 'PENDING',
      lastStatusCode: 500,
      lastError: 'HTTP 500',
      deliveredDate: null,
    });
    expect(Date.parse(first!.nextAttemptDate)).toBeGreaterThan(Date.parse(first!.lastAttemptDate));

    await eventually(async () => (await deliveriesOf(t.app, webhook.id))[0]?.status === 'DELIVERED');
    const arrivals = arrivalsFor(receiver, product.id);
    expect(arrivals.map((a) => [a.status, a.headers['x-atelier-delivery-attempt']])).toEqual([
      [500, '1'],
      [503, '2'],
      [200, '3'],
    ]);
    expectBackoff(arrivals);
    expect((await deliveriesOf(t.app, webhook.id))[0]).toMatchObject({
      attempts: 3,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptDate: null,
    });
  });

  it('marks a delivery FAILED after the last attempt, and a manual retry sends it once more', async () => {
    const { webhook } = await createWebhook(t.app, {
      url: receiver.url,
      eventTypes: ['catalog.product.created'],
    });
    receiver.answerWith(500, 500, 500, 502);
    const product = await createProduct(t.app, { name: 'Doomed', priceData: { price: '9.00' } });
    await eventually(async () => (await deliveriesOf(t.app, webhook.id))[0]?.status === 'FAILED');
    const [failed] = await deliveriesOf(t.app, webhook.id);
    expect(failed).toMatchObject({
      attempts: 3,
      attemptLimit: 3,
      lastStatusCode: 500,
      nextAttemptDate: null,
    });
    await new Promise((resolve) => setTimeout(resolve, POLICY.maxDelayMs));
    expect(arrivalsFor(receiver, product.id)).toHaveLength(3);

    const retry = await t.app.inject({
      method: 'POST',
      url: `/v1/webhooks/${webhook.id}/deliveries/${failed!.id}/retry`,
      headers: asAdmin,
    });
    expect(retry.json().delivery).toMatchObject({ status: 'PENDING', attempts: 3, attemptLimit: 4 });
    await eventually(async () => (await deliveriesOf(t.app, webhook.id))[0]?.status === 'FAILED');
    expect((await deliveriesOf(t.app, webhook.id))[0]).toMatchObject({
      lastStatusCode: 502,
      lastError: 'HTTP 502',
    });
    await new Promise((resolve) => setTimeout(resolve, POLICY.maxDelayMs));
    expect(arrivalsFor(receiver, product.id).map((a) => a.status)).toEqual([500, 500, 500, 502]);
  });

  it('redelivers one waiting for its retry once, however many redeliveries race the worker, and logs the attempt’s duration', async () => {
    const { webhook } = await createWebhook(t.app, {
      url: receiver.url,
      eventTypes: ['catalog.product.created'],
    });
    receiver.answerWith(500);
    const product = await createProduct(t.app, { name: 'Raced', priceData: { price: '9.00' } });
    await eventually(async () => (await deliveriesOf(t.app, webhook.id))[0]?.lastStatusCode === 500);
    const [waiting] = await deliveriesOf(t.app, webhook.id);
    expect(waiting!.lastDurationMs).toEqual(expect.any(Number));
    // Its retry an hour away, and the endpoint slow: the redeliveries below all come while the attempt is out.
    await t.database.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(webhookDeliveries.id, waiting!.id));
    receiver.answerAfter(300);
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.app.inject({
            method: 'POST',
            url: `/v1/webhooks/${webhook.id}/deliveries/${waiting!.id}/retry`,
            headers: asAdmin,
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      await eventually(async () => (await deliveriesOf(t.app, webhook.id))[0]?.status === 'DELIVERED');
      await new Promise((resolve) => setTimeout(resolve, POLICY.maxDelayMs));
      expect(arrivalsFor(receiver, product.id).map((a) => a.headers['x-atelier-delivery-attempt'])).toEqual([
        '1',
        '2',
      ]);
      const [delivered] = await deliveriesOf(t.app, webhook.id);
      expect(delivered).toMatchObject({ attempts: 2, attemptLimit: 3, lastStatusCode: 200 });
      expect(delivered!.lastDurationMs).toBeGreaterThanOrEqual(290);
      expect(delivered!.lastDurationMs).toBeLessThan(FAST.timeoutMs);
    } finally {
      receiver.answerAfter(0);
    }
  });

  it('records why there was no answer: a refused connection or a redirect', async () => {
    const closed = await startReceiver();
    const url = closed.url;
    await closed.close();
    const refused = (await createWebhook(t.app, { url, eventTypes: ['catalog.product.created'] })).webhook;
    await createProduct(t.app, { name: 'Nobody Home', priceData: { price: '9.00' } });
    await eventually(async () => (await deliveriesOf(t.app, refused.id))[0]?.lastError != null);
    const [delivery] = await deliveriesOf(t.app, refused.id);
    expect(delivery).toMatchObject({ lastStatusCode: null });
    expect(delivery!.lastError).toMatch(/ECONNREFUSED/);

    await t.app.inject({ method: 'DELETE', url: `/v1/webhooks/${refused.id}`, headers: asAdmin });
    const moved = (await createWebhook(t.app, { url: receiver.url, eventTypes: ['catalog.product.created'] }))
      .webhook;
    receiver.answerWith(301);
    await createProduct(t.app, { name: 'Moved', priceData: { price: '9.00' } });
    await eventually(async () => (await deliveriesOf(t.app, moved.id))[0]?.lastStatusCode != null);
    expect((await deliveriesOf(t.app, moved.id))[0]).toMatchObject({
      status: 'PENDING',
      lastStatusCode: 301,
      lastError: 'HTTP 301',
    });
  });

  it('sends nothing to a disabled webhook until it is enabled again', async () => {
    const { webhook } = await createWebhook(t.app, {
      url: receiver.url,
      eventTypes: ['catalog.product.created'],
    });
    receiver.answerWith(500);
    const product = await createProduct(t.app, { name: 'Paused', priceData: { price: '9.00' } });
    await eventually(() => arrivalsFor(receiver, product.id).length === 1);
    const patch = (enabled: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/v1/webhooks/${webhook.id}`,
        headers: asAdmin,
        payload: { enabled },
      });
    await patch(false);
    const whileOff = await createProduct(t.app, { name: 'Unseen', priceData: { price: '9.00' } });
    await new Promise((resolve) => setTimeout(resolve, POLICY.maxDelayMs * 1.5));
    expect(arrivalsFor(receiver, product.id)).toHaveLength(1);
    await patch(true);
    await eventually(() => arrivalsFor(receiver, product.id).length === 2);
    expect(arrivalsFor(receiver, whileOff.id)).toHaveLength(0);
    expect(await deliveriesOf(t.app, webhook.id)).toHaveLength(1);
  });

  it('takes a delivery again when the process that took it never settled it (its lease ran out)', async () => {
    const { webhook } = await createWebhook(t.app, {
      url: receiver.url,
      eventTypes: ['catalog.collection.created'],
    });
    // A process records an event, takes its delivery with a short lease, and dies before sending it.
    const taken = await t.database.db.transaction(async (tx) => {
      await recordEvents(tx, [{ type: 'catalog.collection.created', entityId: 'leased' }]);
      return takeDueDeliveries(tx, 10, 300);
    });
    expect(taken.map((d) => [d.webhookId, d.attempts])).toEqual([[webhook.id, 1]]);
    await eventually(() => arrivalsFor(receiver, 'leased').length === 1);
    expect(arrivalsFor(receiver, 'leased')[0]!.headers['x-atelier-delivery-attempt']).toBe('2');
    await eventually(async () => (await deliveriesOf(t.app, webhook.id))[0]?.status === 'DELIVERED');
    expect((await deliveriesOf(t.app, webhook.id))[0]?.attempts).toBe(2);
  });
});

describe('several server processes on one database', () => {
  let databases: Database[];
  let apps: App[];
  let healthy: Receiver;
  let flaky: Receiver;

  beforeAll(async () => {
    healthy = await startReceiver();
    flaky = await startReceiver();
    databases = await freshSharedDatabase(2);
    apps = [];
    for (const database of databases) {
      const app = await buildApp({ config: testConfig(), database, logger: false, webhookDelivery: FAST });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    for (const database of [...(databases ?? [])].reverse()) await database.close();
    await healthy?.close();
    await flaky?.close();
  });

  it('sends each event once per webhook, whichever process takes it, and retries a failing one with backoff', async () => {
    const [a, b] = apps as [App, App];
    const toHealthy = (await createWebhook(a, { url: healthy.url, eventTypes: ['catalog.product.created'] }))
      .webhook;
    const toAll = (await createWebhook(b, { url: healthy.url, eventTypes: ['*'] })).webhook;
    const toFlaky = (await createWebhook(a, { url: flaky.url, eventTypes: ['catalog.product.created'] }))
      .webhook;
    healthy.answerAfter(15);
    flaky.answerWith(500, 500);

    const products = [];
    for (let i = 0; i < 16; i++) {
      products.push(
        await createProduct(i % 2 ? b : a, { name: `Scaled ${i}`, priceData: { price: '3.00' } }),
      );
    }
    const done = async (webhookId: string) =>
      (await deliveriesOf(a, webhookId)).filter((d) => d.status === 'DELIVERED').length === 16;
    await eventually(
      async () => (await done(toHealthy.id)) && (await done(toAll.id)) && (await done(toFlaky.id)),
      15_000,
    );

    const ids = products.map((p) => p.id as string).sort();
    const byWebhook = (receiver: Receiver, webhookId: string) =>
      receiver.received
        .filter((r) => r.status < 300 && r.headers['x-atelier-webhook-id'] === webhookId)
        .flatMap((r) => r.events.map((e) => e.entityId))
        .sort();
    expect(byWebhook(healthy, toHealthy.id)).toEqual(ids);
    expect(byWebhook(healthy, toAll.id)).toEqual(ids);
    expect(byWebhook(flaky, toFlaky.id)).toEqual(ids);
    // Never the same attempt twice: every (delivery, attempt) arrived once.
    for (const receiver of [healthy, flaky]) {
      const attempts = receiver.received.map(
        (r) =>
          `${String(r.headers['x-atelier-delivery-id'])}#${String(r.headers['x-atelier-delivery-attempt'])}`,
      );
      expect(new Set(attempts).size).toBe(attempts.length);
    }
    expect(healthy.received.every((r) => r.status === 200)).toBe(true);
    expect(healthy.received).toHaveLength(32);
    // The two failures were one delivery's or two's: each retried after its backoff, then delivered.
    expect(flaky.received).toHaveLength(18);
    const byDelivery = new Map<string, ReceivedDelivery[]>();
    for (const r of flaky.received) {
      const id = String(r.headers['x-atelier-delivery-id']);
      byDelivery.set(id, [...(byDelivery.get(id) ?? []), r]);
    }
    const retried = [...byDelivery.values()].filter((list) => list.length > 1);
    expect(retried.length).toBeGreaterThan(0);
    for (const list of retried) {
      expect(list.at(-1)!.status).toBe(200);
      expectBackoff(list);
    }
  });

  it.runIf(process.env.DATABASE_URL)('never hands one due delivery to two takers at once', async () => {
    const [a] = apps as [App, App];
    const { webhook } = await createWebhook(a, { url: healthy.url, eventTypes: ['member.updated'] });
    const later = sql`now() + interval '1 hour'`;
    await databases[0]!.db.transaction(async (tx) => {
      await recordEvents(
        tx,
        Array.from({ length: 60 }, (_, i) => ({ type: 'member.updated', entityId: `race-${i}` })),
      );
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: later })
        .where(eq(webhookDeliveries.subscriptionId, webhook.id));
    });
    // All due at once: the takers below (and both apps' own deliverers) compete for them.
    await databases[0]!.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.subscriptionId, webhook.id));
    const takers = Array.from({ length: 8 }, (_, i) => takeDueDeliveries(databases[i % 2]!.db, 10, 60_000));
    const taken = (await Promise.all(takers)).flat().filter((d) => d.webhookId === webhook.id);
    const ids = taken.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(taken.every((d) => d.attempts === 1)).toBe(true);
    await a.inject({ method: 'DELETE', url: `/v1/webhooks/${webhook.id}`, headers: asAdmin });
  });
});

describe('closing the app', () => {
  it('cuts an unanswered attempt short, logs it as failed and leaves the delivery pending', async () => {
    const receiver = await startReceiver();
    const t = await startTestApp({}, { webhookDelivery: FAST });
    try {
      receiver.holdAnswers(true);
      const { webhook } = await createWebhook(t.app, {
        url: receiver.url,
        eventTypes: ['catalog.product.created'],
      });
      await createProduct(t.app, { name: 'Cut Short', priceData: { price: '2.00' } });
      await eventually(() => receiver.received.length === 1);
      const started = Date.now();
      await t.app.close();
      expect(Date.now() - started).toBeLessThan(FAST.timeoutMs);
      const [row] = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.subscriptionId, webhook.id));
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: null });
      expect(row!.lastError).toMatch(/abort/i);
      expect(row!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await t.database.close();
      await receiver.close();
    }
  });
});
