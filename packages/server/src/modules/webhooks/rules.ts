/** Pure rules of merchant webhooks: what a webhook may subscribe to, where it may point, when to retry. */
import { ALL_EVENTS } from './event-types';

export type EventTypesCheck =
  { ok: true; eventTypes: string[] } | { ok: false; index: number; eventType: string };

/**
 * The event types a webhook stores: each one known, duplicates dropped, in the order given; `*` among
 * them means every type and stands alone. The first unknown type is refused with its place.
 */
export function normalizeEventTypes(given: readonly string[], known: readonly string[]): EventTypesCheck {
  const index = given.findIndex((type) => type !== ALL_EVENTS && !known.includes(type));
  if (index >= 0) return { ok: false, index, eventType: given[index]! };
  if (given.includes(ALL_EVENTS)) return { ok: true, eventTypes: [ALL_EVENTS] };
  return { ok: true, eventTypes: [...new Set(given)] };
}

/**
 * Whether a webhook subscribed to `subscribed` is sent an event of `type`. The outbox's statement that
 * makes deliveries (events/service.ts) asks the same in SQL: the webhook's types overlap `[type, '*']`.
 */
export function subscribesTo(subscribed: readonly string[], type: string): boolean {
  return subscribed.includes(type) || subscribed.includes(ALL_EVENTS);
}

/** A webhook URL: absolute http or https. Where it points (a private address too) is the merchant's choice. */
export function webhookUrlProblem(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http or https URL';
  if (url.hostname === '') return 'must name a host';
  return undefined;
}

export interface RetryPolicy {
  /** Delay after the first failed attempt, doubled after each further one. */
  firstDelayMs: number;
  /** The delay stops growing here. */
  maxDelayMs: number;
  /** Attempts in all (the first included) before a delivery is marked FAILED. */
  maxAttempts: number;
  /** Each delay is spread by up to this fraction either way, so failed deliveries do not return in step. */
  jitter: number;
}

/** 30 s, 1 min, 2 min ... 2 h 8 min: ten attempts over about four and a quarter hours. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 6 * 60 * 60 * 1000,
  maxAttempts: 10,
  jitter: 0.2,
};

/**
 * Delay before the next attempt after `attempts` attempts (1 or more), the last of which failed:
 * exponential, capped, then spread by `random` (0 to 1) within the policy's jitter.
 */
export function retryDelay(attempts: number, policy: RetryPolicy, random: number): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 40);
  const base = Math.min(policy.firstDelayMs * 2 ** exponent, policy.maxDelayMs);
  const spread = 1 + policy.jitter * (2 * Math.min(Math.max(random, 0), 1) - 1);
  return Math.round(base * spread);
}

export type AttemptResult =
  { ok: true; statusCode: number } | { ok: false; statusCode?: number; error: string };

export type Settlement =
  { status: 'DELIVERED' } | { status: 'PENDING'; delayMs: number } | { status: 'FAILED' };

/**
 * What becomes of a delivery after its attempt number `attempts`: delivered on a 2xx answer; otherwise
 * retried after the backoff while attempts remain (`limit`, or the policy's), else failed for good.
 */
export function settle(
  result: AttemptResult,
  attempts: number,
  limit: number | null,
  policy: RetryPolicy,
  random: number,
): Settlement {
  if (result.ok) return { status: 'DELIVERED' };
  if (attempts >= (limit ?? policy.maxAttempts)) return { status: 'FAILED' };
  return { status: 'PENDING', delayMs: retryDelay(attempts, policy, random) };
}
