/** Pure timing rules of the event dispatcher. */

export interface RetryPolicy {
  /** Delay after the first failed delivery, doubled after each further one. */
  baseMs: number;
  /** The delay stops growing here: a receiver that is down is still tried this often. */
  maxMs: number;
}

/** Delay before the next attempt after `failures` consecutive failed deliveries (1 or more). */
export function retryDelay(failures: number, policy: RetryPolicy): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 30);
  return Math.min(policy.baseMs * 2 ** exponent, policy.maxMs);
}

/**
 * How soon a new write may bring delivery forward. While deliveries fail, a write does not wait out
 * the whole backoff (the receiver may be back, and the merchant expects the change to show), but it
 * never brings an attempt closer than `baseMs` to the last failure.
 */
export function nudgeDelay(
  now: number,
  state: { failures: number; lastFailureAt: number },
  policy: RetryPolicy,
  debounceMs: number,
): number {
  if (state.failures === 0) return debounceMs;
  return Math.max(debounceMs, state.lastFailureAt + policy.baseMs - now);
}
