import { describe, expect, it } from 'vitest';
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
