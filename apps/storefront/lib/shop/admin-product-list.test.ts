import { describe, expect, it } from 'vitest';
import { parseProductListState, productListHref, productQueryOf } from './admin-product-list';

const C = '3f2c9c1e-8d4b-4c53-9a55-1b2c3d4e5f60';

describe('the products list state', () => {
  it('reads every filter from the URL and drops what is not valid', () => {
    const s = parseProductListState({
      q: ' vase ',
      collection: C,
      stock: 'OUT_OF_STOCK',
      visibility: 'hidden',
      min: '10',
      max: '20.50',
      sort: 'price-asc',
      page: '3',
    });
    expect(s).toEqual({
      q: 'vase',
      collection: C,
      stock: 'OUT_OF_STOCK',
      visibility: 'hidden',
      min: '10',
      max: '20.50',
      sort: 'price-asc',
      page: 3,
    });
    expect(
      parseProductListState({
        collection: 'x',
        stock: 'LOTS',
        visibility: 'maybe',
        min: '-1',
        sort: 'z',
        page: '0',
      }),
    ).toEqual({
      q: '',
      collection: '',
      stock: '',
      visibility: '',
      min: '',
      max: '',
      sort: 'newest',
      page: 1,
    });
  });

  it('writes links back: a filter change goes to page 1, a page change keeps the rest', () => {
    const s = parseProductListState({ q: 'jug', page: '4', sort: 'name-asc' });
    expect(productListHref(s, { page: 5 })).toBe('/admin/products?q=jug&sort=name-asc&page=5');
    expect(productListHref(s, { visibility: 'visible' })).toBe(
      '/admin/products?q=jug&visibility=visible&sort=name-asc',
    );
    expect(productListHref(parseProductListState({}))).toBe('/admin/products');
  });

  it('turns the state into the catalog query; a search keeps relevance order unless sorted', () => {
    const s = parseProductListState({
      collection: C,
      stock: 'IN_STOCK',
      visibility: 'visible',
      min: '5',
      max: '9',
    });
    expect(productQueryOf(s)).toEqual({
      conditions: [
        ['hasSome', 'collections.id', [C]],
        ['eq', 'stock.inventoryStatus', 'IN_STOCK'],
        ['eq', 'visible', true],
        ['ge', 'priceData.price', 5],
        ['le', 'priceData.price', 9],
      ],
      sort: { field: 'createdDate', order: 'DESC' },
    });
    expect(productQueryOf(parseProductListState({ q: 'vase' })).sort).toBeUndefined();
    expect(productQueryOf(parseProductListState({ q: 'vase', sort: 'price-desc' })).sort).toEqual({
      field: 'priceData.price',
      order: 'DESC',
    });
  });
});
