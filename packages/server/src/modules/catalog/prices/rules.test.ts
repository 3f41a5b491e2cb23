import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS } from '../../../lib/money';
import { adjusted, MAX_PCT, MIN_PCT, movedPrice } from './rules';

const price = fc.bigInt({ min: 0n, max: MAX_AMOUNT_CENTS });
const pct = fc.bigInt({ min: MIN_PCT, max: MAX_PCT });
const amount = fc.bigInt({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS });

describe('bulk price moves', () => {
  it('sets, adds and takes percentages to the cent', () => {
    expect(movedPrice(1999n, { set: 1500n })).toBe(1500n);
    expect(movedPrice(1999n, { by: 100n })).toBe(2099n);
    expect(movedPrice(1999n, { by: -100n })).toBe(1899n);
    expect(movedPrice(1999n, { pct: 1000n })).toBe(2199n); // 19.99 + 10 % (1.999) = 21.99
    expect(movedPrice(1995n, { pct: -1000n })).toBe(1795n); // 19.95 - 1.995 (rounded to 2.00) = 17.95
    expect(movedPrice(1n, { pct: 5000n })).toBe(2n); // half a cent rounds away from zero
    expect(movedPrice(500n, { by: -700n })).toBe(0n);
    expect(movedPrice(500n, { pct: MIN_PCT })).toBe(0n);
  });

  it('never answers a price below zero or above the largest amount', () => {
    fc.assert(
      fc.property(
        price,
        fc.oneof(
          amount.map((by) => ({ by })),
          pct.map((p) => ({ pct: p })),
        ),
        (p, move) => {
          const next = movedPrice(p, move);
          expect(next >= 0n && next <= MAX_AMOUNT_CENTS).toBe(true);
        },
      ),
    );
  });

  it('moves a price up by a positive change and down by a negative one', () => {
    fc.assert(
      fc.property(price, pct, (p, q) => {
        const next = movedPrice(p, { pct: q });
        if (q > 0n) expect(next >= p).toBe(true);
        if (q < 0n) expect(next <= p).toBe(true);
        if (q === 0n) expect(next).toBe(p);
      }),
    );
  });

  it('rounds a percentage to the nearest cent: within half a cent of the exact result', () => {
    fc.assert(
      fc.property(price, pct, (p, q) => {
        const exactTimes10000 = p * 10_000n + p * q; // the exact new price, in 1/10000 of a cent
        const got = adjusted(p, { pct: q }) * 10_000n;
        const diff = got > exactTimes10000 ? got - exactTimes10000 : exactTimes10000 - got;
        expect(diff <= 5_000n).toBe(true);
      }),
    );
  });

  it('an amount moved up and back down is the price again while it stays in range', () => {
    fc.assert(
      fc.property(price, amount, (p, by) => {
        const up = movedPrice(p, { by });
        fc.pre(up > 0n && up < MAX_AMOUNT_CENTS);
        expect(movedPrice(up, { by: -by })).toBe(p);
      }),
    );
  });

  it('setting ignores the current price', () => {
    fc.assert(
      fc.property(price, price, (p, to) => {
        expect(movedPrice(p, { set: to })).toBe(to);
      }),
    );
  });
});
