import { describe, expect, it } from 'vitest';
import { changeOf, describeUndo, idsParam, moneyText, targetOf, type PriceForm } from './price-change-form';

const form: PriceForm = {
  target: 'filter',
  ids: ['a'],
  collectionId: 'c',
  search: ' vase ',
  minPrice: '',
  maxPrice: '20',
  mode: 'PERCENT',
  direction: 'down',
  value: '10%',
};

describe('price change form', () => {
  it('sends the products it names', () => {
    expect(targetOf(form)).toEqual({ filter: { search: 'vase', maxPrice: '20' } });
    expect(targetOf({ ...form, target: 'ids' })).toEqual({ ids: ['a'] });
    expect(targetOf({ ...form, target: 'collection' })).toEqual({ collectionId: 'c' });
  });

  it('sends a lowering as a negative change, and a set price as it is', () => {
    expect(changeOf(form)).toEqual({ mode: 'PERCENT', value: '-10' });
    expect(changeOf({ ...form, direction: 'up', mode: 'AMOUNT', value: '+2.50' })).toEqual({
      mode: 'AMOUNT',
      value: '2.50',
    });
    expect(changeOf({ ...form, mode: 'SET', value: '12' })).toEqual({ mode: 'SET', value: '12' });
  });

  it('reads ids from the list’s link', () => {
    expect(idsParam('a, b,,a')).toEqual(['a', 'b']);
    expect(idsParam(undefined)).toEqual([]);
  });

  it('says what an undo did', () => {
    expect(moneyText('12.5')).toBe('12.50');
    const line = {
      productId: 'p',
      productName: 'Vase',
      variantId: null,
      variantName: null,
      oldPrice: '1',
      newPrice: '2',
    };
    expect(describeUndo({ changeId: 'x', restored: [line], skipped: [] })).toBe('1 price put back.');
    expect(
      describeUndo({
        changeId: 'x',
        restored: [],
        skipped: [{ productId: 'q', productName: 'Cup', reason: 'its price was changed again since' }],
      }),
    ).toBe('0 prices put back. Left as they are: Cup: its price was changed again since.');
  });
});
