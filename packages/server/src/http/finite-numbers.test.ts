import { describe, expect, it } from 'vitest';
import { nonFiniteNumberPath } from './finite-numbers';

describe('nonFiniteNumberPath', () => {
  it('finds a non-finite number at any depth, by its path', () => {
    expect(nonFiniteNumberPath({ limit: Infinity })).toBe('limit');
    expect(nonFiniteNumberPath({ items: [{ quantity: 1 }, { quantity: -Infinity }] })).toBe(
      'items.1.quantity',
    );
    expect(nonFiniteNumberPath({ price: { amount: NaN } })).toBe('price.amount');
  });

  it('passes finite numbers and everything else', () => {
    expect(nonFiniteNumberPath({ limit: 20, name: 'Infinity', ok: true, none: null, list: [1, 2.5] })).toBe(
      undefined,
    );
    expect(nonFiniteNumberPath(undefined)).toBe(undefined);
    expect(nonFiniteNumberPath('text')).toBe(undefined);
    expect(nonFiniteNumberPath(Buffer.from([1, 2, 3]))).toBe(undefined);
  });

  it('walks any depth without recursion', () => {
    let deep: unknown = [1, Infinity];
    for (let i = 0; i < 20_000; i++) deep = { a: deep };
    expect(nonFiniteNumberPath(deep)).toBe(`${'a.'.repeat(20_000)}1`);
  });
});
