/**
 * Spreads `amount` over lines in proportion to their `weights`, by largest remainder: the shares are whole
 * minor units, sum exactly to `amount`, and none exceeds its line's weight. `amount` must not exceed the sum
 * of the weights (callers cap it first); weights are never negative.
 */
export function allocate(amount: bigint, weights: readonly bigint[]): bigint[] {
  const total = weights.reduce((sum, w) => sum + w, 0n);
  if (amount < 0n) throw new RangeError('cannot allocate a negative amount');
  if (amount > total) throw new RangeError(`cannot allocate ${amount} over lines worth ${total}`);
  if (amount === 0n) return weights.map(() => 0n);
  const shares = weights.map((w) => (amount * w) / total);
  const remainders = weights.map((w, i) => ({ i, rest: (amount * w) % total }));
  let left = amount - shares.reduce((sum, s) => sum + s, 0n);
  // Largest remainder first; ties go to the earlier line so the answer is the same every time.
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    // A line with a remainder has share < amount*w/total <= w, so one more unit never exceeds its weight.
    if (shares[i]! < weights[i]!) {
      shares[i] = shares[i]! + 1n;
      left -= 1n;
    }
  }
  return shares;
}
