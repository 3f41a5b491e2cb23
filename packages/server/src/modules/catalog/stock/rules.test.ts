import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_UNITS,
  mergeLines,
  planReturn,
  planTake,
  refKey,
  type StockLine,
  type VariantLevel,
} from './rules';

const P = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
const V = ['00000000-0000-0000-0000-000000000000', '10000000-0000-4000-8000-000000000000'];

const tracked = (productId: string, variantId: string, quantity: number): VariantLevel => ({
  productId,
  variantId,
  tracked: true,
  quantity,
  inStock: quantity > 0,
});
const levelsOf = (...levels: VariantLevel[]) => new Map(levels.map((l) => [refKey(l), l]));

/** Applies a plan's changes to the levels, as the service writes them. */
function applied(levels: Map<string, VariantLevel>, plan: ReturnType<typeof planTake>) {
  if (!plan.ok) return levels;
  const next = new Map(levels);
  for (const c of plan.changes) next.set(refKey(c), { ...c, tracked: true });
  return next;
}

const lineArb = fc.record({
  productId: fc.constantFrom(...P),
  variantId: fc.constantFrom(...V),
  quantity: fc.integer({ min: 1, max: 12 }),
});

describe('stock rules', () => {
  it('merges repeated variants and orders lines as locks are taken', () => {
    expect(
      mergeLines([
        { productId: P[1]!, variantId: V[0]!, quantity: 1 },
        { productId: P[0]!, variantId: V[1]!, quantity: 2 },
        { productId: P[1]!, variantId: V[0]!, quantity: 3 },
        { productId: P[0]!, variantId: V[0]!, quantity: 1 },
      ]),
    ).toEqual([
      { productId: P[0], variantId: V[0], quantity: 1 },
      { productId: P[0], variantId: V[1], quantity: 2 },
      { productId: P[1], variantId: V[0], quantity: 4 },
    ]);
  });

  it('takes in full or names every line that falls short, with what it holds', () => {
    const levels = levelsOf(tracked(P[0]!, V[0]!, 3), tracked(P[0]!, V[1]!, 1));
    const lines = mergeLines([
      { productId: P[0]!, variantId: V[0]!, quantity: 2 },
      { productId: P[0]!, variantId: V[1]!, quantity: 2 },
      { productId: P[1]!, variantId: V[0]!, quantity: 1 },
    ]);
    expect(planTake(levels, lines)).toEqual({
      ok: false,
      shortfalls: [
        { productId: P[0], variantId: V[1], requested: 2, available: 1, reason: 'INSUFFICIENT_STOCK' },
        { productId: P[1], variantId: V[0], requested: 1, available: 0, reason: 'UNKNOWN_VARIANT' },
      ],
    });
    expect(planTake(levels, lines.slice(0, 1))).toEqual({
      ok: true,
      changes: [{ productId: P[0], variantId: V[0], quantity: 1, inStock: true }],
    });
    expect(planTake(levels, [{ productId: P[0]!, variantId: V[1]!, quantity: 1 }])).toEqual({
      ok: true,
      changes: [{ productId: P[0], variantId: V[1], quantity: 0, inStock: false }],
    });
  });

  it('always gives from an untracked variant and changes nothing there', () => {
    const untracked: VariantLevel = {
      productId: P[0]!,
      variantId: V[0]!,
      tracked: false,
      quantity: null,
      inStock: false,
    };
    const line = [{ productId: P[0]!, variantId: V[0]!, quantity: 1_000 }];
    expect(planTake(levelsOf(untracked), line)).toEqual({ ok: true, changes: [] });
    expect(planReturn(levelsOf(untracked), line)).toEqual({ ok: true, changes: [] });
  });

  it('gives back to known tracked variants, never past the most a variant holds', () => {
    const levels = levelsOf(tracked(P[0]!, V[0]!, MAX_UNITS - 1));
    expect(planReturn(levels, [{ productId: P[1]!, variantId: V[0]!, quantity: 5 }])).toEqual({
      ok: true,
      changes: [],
    });
    expect(planReturn(levels, [{ productId: P[0]!, variantId: V[0]!, quantity: 2 }])).toEqual({
      ok: false,
      shortfalls: [{ productId: P[0], variantId: V[0], requested: 2, available: 1, reason: 'OVER_CAPACITY' }],
    });
  });

  it('never goes below zero over any sequence of takes and returns, and a short take changes nothing', () => {
    const start = fc.tuple(...P.flatMap(() => V.map(() => fc.integer({ min: 0, max: 20 }))));
    const op = fc.record({ take: fc.boolean(), lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }) });
    fc.assert(
      fc.property(start, fc.array(op, { maxLength: 30 }), (units, ops) => {
        let levels = levelsOf(
          ...P.flatMap((p, i) => V.map((v, j) => tracked(p, v, units[i * V.length + j]!))),
        );
        let total = units.reduce((a, b) => a + b, 0);
        for (const { take, lines } of ops) {
          const merged = mergeLines(lines as StockLine[]);
          const plan = take ? planTake(levels, merged) : planReturn(levels, merged);
          const moved = merged.reduce((sum, l) => sum + l.quantity, 0);
          if (plan.ok) total += take ? -moved : moved;
          else expect(applied(levels, plan)).toBe(levels);
          if (!plan.ok && take) {
            // Each line named fell short, and every line not named could have been met.
            for (const s of plan.shortfalls) expect(s.available).toBeLessThan(s.requested);
          }
          levels = applied(levels, plan);
          for (const l of levels.values()) {
            expect(l.quantity).toBeGreaterThanOrEqual(0);
            expect(l.inStock).toBe((l.quantity ?? 0) > 0);
          }
          expect([...levels.values()].reduce((sum, l) => sum + (l.quantity ?? 0), 0)).toBe(total);
        }
      }),
    );
  });
});
