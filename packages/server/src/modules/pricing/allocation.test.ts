import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocation';

describe('allocate (largest remainder)', () => {
  it('splits in proportion, leftover units to the largest remainders, ties to the earlier line', () => {
    expect(allocate(100n, [1000n, 2000n, 1000n])).toEqual([25n, 50n, 25n]);
    expect(allocate(10n, [333n, 333n, 334n])).toEqual([3n, 3n, 4n]);
    expect(allocate(1n, [1n, 1n, 1n])).toEqual([1n, 0n, 0n]);
    expect(allocate(2n, [1n, 1n, 1n])).toEqual([1n, 1n, 0n]);
  });

  it('handles nothing to spread, empty lines and a single line', () => {
    expect(allocate(0n, [5n, 7n])).toEqual([0n, 0n]);
    expect(allocate(5n, [0n, 5n])).toEqual([0n, 5n]);
    expect(allocate(3n, [3n])).toEqual([3n]);
    expect(allocate(0n, [])).toEqual([]);
  });

  it('refuses more than the lines are worth, or a negative amount', () => {
    expect(() => allocate(4n, [1n, 2n])).toThrow(RangeError);
    expect(() => allocate(-1n, [1n])).toThrow(RangeError);
  });

  it('always sums exactly to the amount, never above a line, each share within a unit of its exact part', () => {
    const weights = fc.array(fc.bigInt({ min: 0n, max: 10_000_000n }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(weights, fc.double({ min: 0, max: 1, noNaN: true }), (ws, fraction) => {
        const total = ws.reduce((a, b) => a + b, 0n);
        const amount = (total * BigInt(Math.floor(fraction * 1_000_000))) / 1_000_000n;
        const shares = allocate(amount, ws);
        expect(shares.reduce((a, b) => a + b, 0n)).toBe(amount);
        shares.forEach((share, i) => {
          expect(share >= 0n && share <= ws[i]!).toBe(true);
          // Nothing to spread over (every weight 0): every share is 0.
          if (total === 0n) return expect(share).toBe(0n);
          const error = share * total - amount * ws[i]!;
          expect(error < total && -error < total).toBe(true);
        });
      }),
    );
  });
});
