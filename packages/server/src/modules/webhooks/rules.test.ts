import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from './event-types';
import {
  DEFAULT_RETRY_POLICY,
  normalizeEventTypes,
  retryDelay,
  settle,
  subscribesTo,
  webhookUrlProblem,
  type RetryPolicy,
} from './rules';

const KNOWN = ['catalog.product.created', 'ecom.order.created', 'ecom.order.canceled'];
const policy: RetryPolicy = { firstDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 5, jitter: 0.2 };

describe('event types a webhook subscribes to', () => {
  it('keeps known types in order without duplicates', () => {
    expect(
      normalizeEventTypes(['ecom.order.created', 'catalog.product.created', 'ecom.order.created'], KNOWN),
    ).toEqual({
      ok: true,
      eventTypes: ['ecom.order.created', 'catalog.product.created'],
    });
  });

  it('makes "*" stand alone, whatever else is named with it', () => {
    expect(normalizeEventTypes(['ecom.order.created', '*'], KNOWN)).toEqual({ ok: true, eventTypes: ['*'] });
    expect(normalizeEventTypes(['*'], KNOWN)).toEqual({ ok: true, eventTypes: ['*'] });
  });

  it('refuses the first unknown type with its place, "*" or not', () => {
    expect(normalizeEventTypes(['ecom.order.created', 'ecom.order.shipped', 'nope'], KNOWN)).toEqual({
      ok: false,
      index: 1,
      eventType: 'ecom.order.shipped',
    });
    expect(normalizeEventTypes(['*', 'ecom.order.*'], KNOWN)).toMatchObject({ ok: false, index: 1 });
  });

  it('matches an event by its exact type or by "*"', () => {
    expect(subscribesTo(['ecom.order.created'], 'ecom.order.created')).toBe(true);
    expect(subscribesTo(['ecom.order.created'], 'ecom.order.canceled')).toBe(false);
    expect(subscribesTo(['ecom.order'], 'ecom.order.created')).toBe(false);
    expect(subscribesTo(['*'], 'member.deleted')).toBe(true);
  });

  it('knows the outbox types of every area, the checkout and order types included', () => {
    for (const type of [
      'catalog.product.changed',
      'catalog.collection.deleted',
      'catalog.variants.changed',
      'member.created',
      'ecom.cart.updated',
      'ecom.checkout.completed',
      'ecom.order.payment_status_updated',
    ]) {
      expect(EVENT_TYPES).toContain(type);
    }
    expect(new Set(EVENT_TYPES).size).toBe(EVENT_TYPES.length);
  });
});

describe('webhook URLs', () => {
  it('takes absolute http and https URLs, private addresses included', () => {
    for (const url of [
      'https://hooks.example/atelier',
      'http://127.0.0.1:8080/hook',
      'http://10.0.0.5/x?y=1',
    ]) {
      expect(webhookUrlProblem(url)).toBeUndefined();
    }
  });

  it('refuses other schemes and what is not a URL', () => {
    expect(webhookUrlProblem('ftp://files.example/x')).toBe('must be an http or https URL');
    expect(webhookUrlProblem('javascript:alert(1)')).toBe('must be an http or https URL');
    expect(webhookUrlProblem('/relative/hook')).toBe('must be an absolute URL');
    expect(webhookUrlProblem('hooks.example')).toBe('must be an absolute URL');
  });
});

describe('retry backoff', () => {
  it('doubles from the first delay and stops growing at the cap, with no jitter at the middle', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelay(n, policy, 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });

  it('spreads each delay within the jitter either way', () => {
    expect(retryDelay(1, policy, 0)).toBe(800);
    expect(retryDelay(1, policy, 1)).toBe(1200);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, random) => {
          const delay = retryDelay(n, policy, random);
          const base = Math.min(policy.firstDelayMs * 2 ** Math.min(n - 1, 40), policy.maxDelayMs);
          return Number.isFinite(delay) && delay >= base * 0.8 - 1 && delay <= base * 1.2 + 1;
        },
      ),
    );
  });

  it('never shrinks from one attempt to the next at the same dice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, random) => {
          return retryDelay(n + 1, policy, random) >= retryDelay(n, policy, random);
        },
      ),
    );
  });

  it('by default tries ten times over some hours', () => {
    const total = Array.from({ length: 9 }, (_, i) => retryDelay(i + 1, DEFAULT_RETRY_POLICY, 0.5)).reduce(
      (a, b) => a + b,
    );
    expect(DEFAULT_RETRY_POLICY.maxAttempts).toBe(10);
    expect(total / 3_600_000).toBeCloseTo(4.25, 1);
  });
});

describe('settling an attempt', () => {
  const failed = { ok: false as const, statusCode: 500, error: 'HTTP 500' };

  it('delivers on success, whatever the attempt', () => {
    expect(settle({ ok: true, statusCode: 204 }, 5, null, policy, 0.5)).toEqual({ status: 'DELIVERED' });
  });

  it('retries a failure after the backoff while attempts remain, then fails it', () => {
    expect(settle(failed, 1, null, policy, 0.5)).toEqual({ status: 'PENDING', delayMs: 1000 });
    expect(settle(failed, 4, null, policy, 0.5)).toEqual({ status: 'PENDING', delayMs: 8000 });
    expect(settle(failed, 5, null, policy, 0.5)).toEqual({ status: 'FAILED' });
  });

  it("honours a delivery's own limit (a manual retry's single attempt)", () => {
    expect(settle(failed, 6, 6, policy, 0.5)).toEqual({ status: 'FAILED' });
    expect(settle({ ok: false, error: 'connect ECONNREFUSED' }, 2, 3, policy, 0.5)).toMatchObject({
      status: 'PENDING',
    });
  });
});
