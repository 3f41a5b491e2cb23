import { describe, expect, it } from 'vitest';
import { badgesOf } from './badges';
import type { PriceView } from './catalog-types';

const full: PriceView = { current: '$40.00', amount: 40, currency: 'USD' };
const reduced: PriceView = { current: '$34.00', was: '$40.00', amount: 34, currency: 'USD' };

describe('badgesOf', () => {
  it('shows "Sale" for every piece whose price is below its list price, with or without a ribbon', () => {
    expect(badgesOf({ price: reduced, inStock: true })).toEqual([{ kind: 'sale', label: 'Sale' }]);
    expect(badgesOf({ price: reduced, ribbon: 'Sale', inStock: true })).toEqual([
      { kind: 'sale', label: 'Sale' },
    ]);
  });

  it('never shows two badges for one sale, however the ribbon spells it', () => {
    for (const ribbon of ['SALE', ' sale ', 'On sale', 'Sale!'])
      expect(badgesOf({ price: reduced, ribbon, inStock: true }).map((b) => b.kind)).toEqual(['sale']);
  });

  it('shows no sale for a piece at its full price, even under a "Sale" ribbon', () => {
    expect(badgesOf({ price: full, ribbon: 'Sale', inStock: true })).toEqual([]);
  });

  it('keeps any other ribbon beside the sale, in its own kind', () => {
    expect(badgesOf({ price: reduced, ribbon: 'Limited', inStock: true })).toEqual([
      { kind: 'sale', label: 'Sale' },
      { kind: 'ribbon', label: 'Limited' },
    ]);
    expect(badgesOf({ price: full, ribbon: ' New ', inStock: true })).toEqual([
      { kind: 'ribbon', label: 'New' },
    ]);
    expect(badgesOf({ price: full, ribbon: 'Salesman’s pick', inStock: true })).toEqual([
      { kind: 'ribbon', label: 'Salesman’s pick' },
    ]);
  });

  it('marks a piece nothing of which can be bought as sold out', () => {
    expect(badgesOf({ price: full, inStock: false })).toEqual([{ kind: 'sold-out', label: 'Sold out' }]);
  });

  it('shows nothing for a piece at full price without a ribbon', () => {
    expect(badgesOf({ price: full, ribbon: '  ', inStock: true })).toEqual([]);
  });
});
