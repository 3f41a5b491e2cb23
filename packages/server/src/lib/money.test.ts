import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, centsText, divRound, formatMoney, fromScaled, toScaled } from './money';

describe('money', () => {
  it('parses decimals exactly and refuses extra precision', () => {
    expect(cents('0.1')).toBe(10n);
    expect(cents(0.1)).toBe(10n);
    expect(cents(19.99)).toBe(1999n);
    expect(cents('1.005')).toBeUndefined();
    expect(cents('1.50')).toBe(150n);
    expect(cents('-3')).toBe(-300n);
    expect(cents('1e3')).toBeUndefined();
    expect(cents(Number.NaN)).toBeUndefined();
    expect(toScaled('2.125', 3)).toBe(2125n);
    expect(centsText(5n)).toBe('0.05');
    expect(centsText(-1234n)).toBe('-12.34');
    expect(fromScaled(5n, 4)).toBe('0.0005');
  });

  it('adds like decimals, not like floats', () => {
    expect(centsText(cents('0.1')! + cents('0.2')!)).toBe('0.30');
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), (c) => cents(centsText(c)) === c));
  });

  it('rounds half away from zero', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(4n, 3n)).toBe(1n);
  });

  it('formats an amount in its currency', () => {
    expect(formatMoney('1234.50', 'USD')).toBe('$1,234.50');
    expect(formatMoney('0.10', 'EUR')).toBe('€0.10');
  });
});
