import { describe, expect, it } from 'vitest';
import { nudgeDelay, retryDelay } from './rules';

const policy = { baseMs: 1000, maxMs: 60_000 };

describe('retryDelay', () => {
  it('doubles from the base delay after each failure', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, policy))).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('stops growing at the maximum, even after very many failures', () => {
    expect(retryDelay(7, policy)).toBe(60_000);
    expect(retryDelay(10_000, policy)).toBe(60_000);
  });
});

describe('nudgeDelay', () => {
  it('is the debounce while deliveries succeed', () => {
    expect(nudgeDelay(5000, { failures: 0, lastFailureAt: 4990 }, policy, 20)).toBe(20);
  });

  it('while failing, keeps the next attempt a base delay after the last failure', () => {
    expect(nudgeDelay(5000, { failures: 6, lastFailureAt: 4700 }, policy, 20)).toBe(700);
    expect(nudgeDelay(5000, { failures: 6, lastFailureAt: 1000 }, policy, 20)).toBe(20);
  });
});
