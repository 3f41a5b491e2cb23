import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredCartLine } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import {
  addLines,
  availabilityOf,
  buyableQuantity,
  chosenVariant,
  EMPTY_VARIANT_ID,
  MAX_LINE_QUANTITY,
  MAX_LINES,
  mergedCoupon,
  mergeLines,
  removeLines,
  setQuantities,
} from './rules';

const P = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
const V = [EMPTY_VARIANT_ID, '10000000-0000-4000-8000-000000000000'];

function ids() {
  let n = 0;
  return () => `line-${++n}`;
}
const line = (id: string, productId: string, variantId: string, quantity: number): StoredCartLine => ({
  id,
  productId,
  variantId,
  quantity,
});
const violationsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ValidationError) return error.violations.map((v) => `${v.field} ${v.violatedRule}`);
    throw error;
  }
  return [];
};

describe('cart rules', () => {
  it('tells each availability from the catalog facts', () => {
    expect(availabilityOf(2, null)).toEqual({ status: 'NOT_FOUND', quantityAvailable: 0 });
    expect(availabilityOf(2, { visible: false, available: 10 })).toEqual({
      status: 'NOT_AVAILABLE',
      quantityAvailable: 0,
    });
    expect(availabilityOf(2, { visible: true, available: 0 })).toEqual({
      status: 'NOT_AVAILABLE',
      quantityAvailable: 0,
    });
    expect(availabilityOf(5, { visible: true, available: 3 })).toEqual({
      status: 'PARTIALLY_AVAILABLE',
      quantityAvailable: 3,
    });
    expect(availabilityOf(3, { visible: true, available: 3 })).toEqual({
      status: 'AVAILABLE',
      quantityAvailable: 3,
    });
    expect(availabilityOf(3, { visible: true, available: null })).toEqual({ status: 'AVAILABLE' });
    expect(buyableQuantity(5, { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 3 })).toBe(3);
    expect(buyableQuantity(5, { status: 'NOT_FOUND', quantityAvailable: 0 })).toBe(0);
    expect(buyableQuantity(5, { status: 'AVAILABLE' })).toBe(5);
  });

  it('reads the empty variant as no variant chosen', () => {
    expect(chosenVariant(EMPTY_VARIANT_ID)).toBeUndefined();
    expect(chosenVariant(undefined)).toBeUndefined();
    expect(chosenVariant(V[1])).toBe(V[1]);
  });

  it('adds to the line of the same product and variant, and opens a line for another', () => {
    const next = addLines(
      [line('a', P[0]!, V[0]!, 2)],
      [
        { productId: P[0]!, variantId: V[0]!, quantity: 3 },
        { productId: P[0]!, variantId: V[1]!, quantity: 1 },
        { productId: P[0]!, variantId: V[1]!, quantity: 4 },
      ],
      ids(),
    );
    expect(next).toEqual([line('a', P[0]!, V[0]!, 5), line('line-1', P[0]!, V[1]!, 5)]);
  });

  it('refuses quantities out of bounds and carts past their line limit, naming the field', () => {
    const add = (quantity: number, existing = 0) =>
      violationsOf(() =>
        addLines(
          existing ? [line('a', P[0]!, V[0]!, existing)] : [],
          [{ productId: P[0]!, variantId: V[0]!, quantity }],
          ids(),
        ),
      );
    expect(add(0)).toEqual(['lineItems[0].quantity MIN']);
    expect(add(1.5)).toEqual(['lineItems[0].quantity MIN']);
    expect(add(MAX_LINE_QUANTITY + 1)).toEqual(['lineItems[0].quantity MAX']);
    expect(add(2, MAX_LINE_QUANTITY - 1)).toEqual(['lineItems[0].quantity MAX']);
    expect(add(1, MAX_LINE_QUANTITY - 1)).toEqual([]);
    const full = Array.from({ length: MAX_LINES }, (_, i) =>
      line(`l${i}`, P[0]!, `20000000-0000-4000-8000-${String(i).padStart(12, '0')}`, 1),
    );
    expect(
      violationsOf(() => addLines(full, [{ productId: P[1]!, variantId: V[0]!, quantity: 1 }], ids())),
    ).toEqual(['lineItems MAX_SIZE']);
    expect(
      violationsOf(() =>
        addLines(full.slice(1), [{ productId: P[1]!, variantId: V[0]!, quantity: 1 }], ids(), 1),
      ),
    ).toEqual(['lineItems MAX_SIZE']);
  });

  it('sets quantities by line id, 0 removing the line, and refuses unknown ids', () => {
    const lines = [line('a', P[0]!, V[0]!, 2), line('b', P[1]!, V[0]!, 1)];
    const custom = [{ id: 'c', quantity: 1 }];
    expect(
      setQuantities(lines, custom, [
        { id: 'a', quantity: 0 },
        { id: 'c', quantity: 4 },
      ]),
    ).toEqual({ lines: [lines[1]], customLines: [{ id: 'c', quantity: 4 }] });
    expect(violationsOf(() => setQuantities(lines, custom, [{ id: 'x', quantity: 1 }]))).toEqual([
      'lineItems[0].id VALIDATION',
    ]);
    expect(violationsOf(() => setQuantities(lines, custom, [{ id: 'a', quantity: -1 }]))).toEqual([
      'lineItems[0].quantity MIN',
    ]);
    expect(violationsOf(() => setQuantities(lines, custom, [{ id: 'a', quantity: 10_000 }]))).toEqual([
      'lineItems[0].quantity MAX',
    ]);
    expect(removeLines(lines, custom, ['b', 'c'])).toEqual({ lines: [lines[0]], customLines: [] });
    expect(violationsOf(() => removeLines(lines, custom, ['a', 'zz']))).toEqual([
      'lineItemIds[1] VALIDATION',
    ]);
  });

  it('merges a visitor cart into the member cart: sums capped by stock, never below either cart', () => {
    const member = [line('m1', P[0]!, V[0]!, 2), line('m2', P[1]!, V[1]!, 1)];
    const visitor = [line('v1', P[0]!, V[0]!, 3), line('v2', P[1]!, V[0]!, 4), line('v3', P[1]!, V[1]!, 5)];
    const stock = new Map([
      [`${P[0]}/${V[0]}`, 4],
      [`${P[1]}/${V[1]}`, 2],
    ]);
    const merged = mergeLines(member, visitor, (l) => stock.get(`${l.productId}/${l.variantId}`) ?? null);
    expect(merged).toEqual([
      line('m1', P[0]!, V[0]!, 4),
      line('m2', P[1]!, V[1]!, 5),
      line('v2', P[1]!, V[0]!, 4),
    ]);
    expect(mergedCoupon('MEMBER', 'VISITOR')).toBe('MEMBER');
    expect(mergedCoupon(null, 'VISITOR')).toBe('VISITOR');
  });

  it('never loses a line or a unit a cart held, nor passes the line limit, over any merge', () => {
    const lineArb = fc.record({
      productId: fc.constantFrom(...P),
      variantId: fc.constantFrom(...V),
      quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
    });
    const cartArb = fc
      .uniqueArray(lineArb, { selector: (l) => `${l.productId}/${l.variantId}`, maxLength: 4 })
      .map((ls) => ls.map((l, i) => ({ ...l, id: `${i}` })));
    fc.assert(
      fc.property(
        cartArb,
        cartArb,
        fc.option(fc.integer({ min: 0, max: 20_000 })),
        (member, visitor, stock) => {
          const merged = mergeLines(member, visitor, () => stock);
          for (const l of [...member, ...visitor]) {
            const kept = merged.find((m) => m.productId === l.productId && m.variantId === l.variantId);
            expect(kept).toBeDefined();
            expect(kept!.quantity).toBeGreaterThanOrEqual(l.quantity);
            expect(kept!.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
          }
          expect(new Set(merged.map((m) => `${m.productId}/${m.variantId}`)).size).toBe(merged.length);
        },
      ),
    );
  });

  it('keeps every quantity within bounds over any sequence of adds and changes', () => {
    const opArb = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        p: fc.nat(1),
        v: fc.nat(1),
        q: fc.integer({ min: -2, max: 6000 }),
      }),
      fc.record({
        kind: fc.constant('set' as const),
        at: fc.nat(5),
        q: fc.integer({ min: -1, max: 12_000 }),
      }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat(5) }),
    );
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 30 }), (ops) => {
        let lines: StoredCartLine[] = [];
        const next = ids();
        for (const op of ops) {
          try {
            if (op.kind === 'add')
              lines = addLines(lines, [{ productId: P[op.p]!, variantId: V[op.v]!, quantity: op.q }], next);
            else if (op.kind === 'set')
              lines = setQuantities(lines, [], [{ id: lines[op.at]?.id ?? 'none', quantity: op.q }]).lines;
            else lines = removeLines(lines, [], [lines[op.at]?.id ?? 'none']).lines;
          } catch (error) {
            expect(error).toBeInstanceOf(ValidationError);
          }
          for (const l of lines) {
            expect(Number.isInteger(l.quantity)).toBe(true);
            expect(l.quantity).toBeGreaterThanOrEqual(1);
            expect(l.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
          }
        }
      }),
    );
  });
});
