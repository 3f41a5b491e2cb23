import { asc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema';
import {
  attachOutboxPruning,
  deleteExpired,
  outboxRetention,
  pruneBoundary,
  pruneOutbox,
} from '../src/modules/events/retention';
import { startTestApp, testConfig, type TestApp } from './helpers';
import { eventually } from './webhook-receiver';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.ctx.db.delete(events);
});

const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

/** Records events in this order: each recorded `age` days before NOW, delivered or not. */
async function record(...list: { name: string; age: number; delivered: boolean }[]) {
  for (const { name, age, delivered } of list) {
    await t.app.ctx.db.insert(events).values({
      type: 'test/kept',
      entityId: name,
      eventTime: daysAgo(age),
      dispatchedAt: delivered ? daysAgo(age) : null,
    });
  }
}

const kept = async () =>
  (await t.app.ctx.db.select({ name: events.entityId }).from(events).orderBy(asc(events.id))).map(
    (e) => e.name,
  );

describe('the event outbox without webhooks', () => {
  it('keeps events the given days after they were recorded', async () => {
    await record(
      { name: 'a', age: 45, delivered: false },
      { name: 'b', age: 31, delivered: false },
      { name: 'c', age: 29, delivered: false },
      { name: 'd', age: 0, delivered: false },
    );
    expect(await pruneOutbox(t.app.ctx.db, { days: 30, deliveredOnly: false }, NOW)).toBe(2);
    expect(await kept()).toEqual(['c', 'd']);
    expect(await pruneOutbox(t.app.ctx.db, { days: 30, deliveredOnly: false }, NOW)).toBe(0);
  });

  it('deletes everything past its days, a chunk at a time, and nothing from an empty outbox', async () => {
    expect(await pruneOutbox(t.app.ctx.db, { days: 7, deliveredOnly: false }, NOW)).toBe(0);
    await record(...'abcdefg'.split('').map((name) => ({ name, age: 8, delivered: false })));
    expect(await pruneOutbox(t.app.ctx.db, { days: 7, deliveredOnly: false }, NOW, 3)).toBe(7);
    expect(await kept()).toEqual([]);
  });
});

describe('the event outbox with webhooks', () => {
  it('is kept for delivery whenever webhooks are configured', () => {
    expect(outboxRetention(testConfig())).toEqual({ days: 30, deliveredOnly: false });
    const delivering = testConfig({
      EVENT_WEBHOOK_URLS: 'https://hooks.example/atelier',
      EVENT_WEBHOOK_SECRET: 'event-retention-test-secret-0123456789abcdef',
      EVENT_RETENTION_DAYS: '90',
    });
    expect(outboxRetention(delivering)).toEqual({ days: 90, deliveredOnly: true });
  });

  it('never deletes an event before it is delivered, nor any recorded after it', async () => {
    await record(
      { name: 'a', age: 60, delivered: true },
      { name: 'b', age: 50, delivered: true },
      { name: 'c', age: 40, delivered: false },
      { name: 'd', age: 35, delivered: true },
      { name: 'e', age: 1, delivered: true },
    );
    const retention = { days: 30, deliveredOnly: true };
    expect(await pruneOutbox(t.app.ctx.db, retention, NOW)).toBe(2);
    expect(await kept()).toEqual(['c', 'd', 'e']);
    // Delivered at last: it and the old one after it go.
    await t.app.ctx.db.update(events).set({ dispatchedAt: NOW });
    expect(await pruneOutbox(t.app.ctx.db, retention, NOW)).toBe(2);
    expect(await kept()).toEqual(['e']);
  });
});

describe('events recorded while the outbox is pruned', () => {
  // Ids are taken as events are inserted, not as they commit: one may show up below the boundary.
  it('keeps a recent event that came after the boundary was read', async () => {
    await record({ name: 'old', age: 40, delivered: false });
    const retention = { days: 30, deliveredOnly: false };
    const below = await pruneBoundary(t.app.ctx.db, retention, NOW);
    expect(below).toBeUndefined();
    await record({ name: 'new', age: 0, delivered: false });
    expect(await deleteExpired(t.app.ctx.db, retention, below, NOW)).toBe(1);
    expect(await kept()).toEqual(['new']);
  });

  it('keeps an event waiting for delivery that came after the boundary was read', async () => {
    await record({ name: 'sent', age: 40, delivered: true }, { name: 'recent', age: 0, delivered: true });
    const retention = { days: 30, deliveredOnly: true };
    const below = await pruneBoundary(t.app.ctx.db, retention, NOW);
    await record({ name: 'waiting', age: 40, delivered: false });
    // As if it had been inserted first: below the boundary, though not yet delivered.
    await t.app.ctx.db.update(events).set({ id: 0 }).where(eq(events.entityId, 'waiting'));
    expect(await deleteExpired(t.app.ctx.db, retention, below, NOW)).toBe(1);
    expect(await kept()).toEqual(['waiting', 'recent']);
  });
});

describe('pruning while the app runs', () => {
  /** A bare app pruning the test database as the server does. */
  async function pruningApp(everyMs: number) {
    const app = Fastify({ logger: false });
    attachOutboxPruning(app, t.app.ctx.db, { days: 30, deliveredOnly: false }, everyMs);
    await app.ready();
    return app;
  }

  it('prunes as soon as the app is ready', async () => {
    await record({ name: 'old', age: 40, delivered: false }, { name: 'new', age: 0, delivered: false });
    const app = await pruningApp(3_600_000);
    try {
      await eventually(async () => (await kept()).join() === 'new', 2000);
    } finally {
      await app.close();
    }
  });

  it('prunes again at every interval', async () => {
    const app = await pruningApp(100);
    try {
      await record({ name: 'later', age: 40, delivered: false }, { name: 'new', age: 0, delivered: false });
      await eventually(async () => (await kept()).join() === 'new', 2000);
    } finally {
      await app.close();
    }
  });
});
