import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, centsText, divRound, formatMoney, fromScaled, toScaled } from '../../lib/money';
import {
  choiceAvailability,
  choiceCombinations,
  costAndProfit,
  discountedCents,
  pricePerUnit,
  productStock,
  range,
  slugify,
} from './rules';

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

describe('discounts', () => {
  it('applies none, an amount or a percentage, never below zero', () => {
    expect(discountedCents(2000n, 'NONE', 500n)).toBe(2000n);
    expect(discountedCents(2000n, 'AMOUNT', 500n)).toBe(1500n);
    expect(discountedCents(2000n, 'AMOUNT', 5000n)).toBe(0n);
    expect(discountedCents(1999n, 'PERCENT', 1000n)).toBe(1799n); // 10% of 19.99 = 2.00 (1.999)
    expect(discountedCents(1000n, 'PERCENT', 10000n)).toBe(0n);
  });
});

describe('cost and profit', () => {
  it('derives profit and margin', () => {
    expect(costAndProfit(2000n, 500n)).toEqual({ itemCost: 500n, profit: 1500n, profitMargin: '0.7500' });
    expect(costAndProfit(0n, 500n)?.profitMargin).toBe('0.0000');
    expect(costAndProfit(2000n, null)).toBeNull();
  });
});

describe('price per unit', () => {
  it('scales the price to the base quantity, across units of one dimension', () => {
    const data = {
      totalQuantity: '500',
      totalMeasurementUnit: 'G',
      baseQuantity: '100',
      baseMeasurementUnit: 'G',
    };
    expect(pricePerUnit(1000n, data)).toBe(200n);
    expect(pricePerUnit(1000n, { ...data, totalQuantity: '1', totalMeasurementUnit: 'KG' })).toBe(100n);
    expect(
      pricePerUnit(999n, {
        ...data,
        totalQuantity: '0.75',
        totalMeasurementUnit: 'L',
        baseQuantity: '1',
        baseMeasurementUnit: 'L',
      }),
    ).toBe(1332n);
    expect(pricePerUnit(1000n, { ...data, baseMeasurementUnit: 'ML' })).toBeNull();
    expect(pricePerUnit(1000n, { ...data, totalQuantity: '0' })).toBeNull();
  });
});

describe('ranges and stock', () => {
  it('finds min and max', () => {
    expect(range([300n, null, 100n, 200n])).toEqual({ min: 100n, max: 300n });
    expect(range([null])).toBeNull();
  });

  it('derives the inventory status from the variants', () => {
    const v = (quantity: number | null, inStock = true, visible = true) => ({ quantity, inStock, visible });
    expect(productStock({ trackInventory: true, variants: [v(2), v(3)] })).toEqual({
      inStock: true,
      inventoryStatus: 'IN_STOCK',
      quantity: 5,
    });
    expect(productStock({ trackInventory: true, variants: [v(0), v(3)] }).inventoryStatus).toBe(
      'PARTIALLY_OUT_OF_STOCK',
    );
    expect(productStock({ trackInventory: true, variants: [v(0), v(3, true, false)] }).inventoryStatus).toBe(
      'OUT_OF_STOCK',
    );
    expect(productStock({ trackInventory: false, variants: [v(null, false)] })).toEqual({
      inStock: false,
      inventoryStatus: 'OUT_OF_STOCK',
      quantity: null,
    });
  });
});

describe('slugs, combinations and availability', () => {
  it('slugifies names', () => {
    expect(slugify('Blue Vase — Large!')).toBe('blue-vase-large');
    expect(slugify('Crème brûlée Bowl')).toBe('creme-brulee-bowl');
    expect(slugify('!!!')).toBe('item');
  });

  it('builds every combination of choices', () => {
    const options = [
      { name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] },
      { name: 'Color', choices: [{ value: 'Red' }, { value: 'Blue' }] },
    ];
    expect(choiceCombinations(options)).toHaveLength(4);
    expect(choiceCombinations([])).toEqual([{}]);
  });

  it('tells which choices can still be bought for a partial selection', () => {
    const options = [
      { name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] },
      { name: 'Color', choices: [{ value: 'Red' }, { value: 'Blue' }] },
    ];
    const variants = [
      { choices: { Size: 'S', Color: 'Red' }, inStock: true, visible: true },
      { choices: { Size: 'S', Color: 'Blue' }, inStock: false, visible: true },
      { choices: { Size: 'L', Color: 'Red' }, inStock: false, visible: true },
      { choices: { Size: 'L', Color: 'Blue' }, inStock: true, visible: true },
    ];
    const [size, color] = choiceAvailability(options, variants, { Size: 'S' });
    expect(color!.choices).toEqual([
      { value: 'Red', visible: true, inStock: true },
      { value: 'Blue', visible: true, inStock: false },
    ]);
    expect(size!.choices.every((c) => c.inStock)).toBe(true);
  });
});
