import { describe, expect, it } from 'vitest';
import { isFiltered, listHref, parseListParams } from './list-params';

describe('parseListParams', () => {
  it('reads a shared listing URL', () => {
    expect(
      parseListParams({
        q: ' vase ',
        collection: 'ceramics',
        min: '20',
        max: '120.5',
        sort: 'price-asc',
        page: '2',
      }),
    ).toEqual({ q: 'vase', collection: 'ceramics', min: 20, max: 120.5, sort: 'price-asc', page: 2 });
  });

  it('falls back to defaults for anything malformed', () => {
    expect(parseListParams({ min: '-3', max: 'abc', sort: 'cheapest', page: '0' })).toEqual({
      q: '',
      collection: '',
      min: undefined,
      max: undefined,
      sort: 'newest',
      page: 1,
    });
    // Relevance only means something while searching.
    expect(parseListParams({ sort: 'relevance' }).sort).toBe('newest');
    expect(parseListParams({ q: 'mug' }).sort).toBe('relevance');
  });

  it('swaps a reversed price range and takes the first of repeated values', () => {
    expect(parseListParams({ min: '90', max: '10', q: ['a', 'b'] })).toMatchObject({
      min: 10,
      max: 90,
      q: 'a',
    });
  });
});

describe('listHref', () => {
  const base = parseListParams({ collection: 'ceramics', sort: 'price-desc', page: '3' });

  it('leaves defaults out and resets the page when a filter changes', () => {
    expect(listHref(base)).toBe('/list?collection=ceramics&sort=price-desc&page=3');
    expect(listHref(base, { sort: 'newest' })).toBe('/list?collection=ceramics');
    expect(listHref(base, { page: 4 })).toBe('/list?collection=ceramics&sort=price-desc&page=4');
  });

  it('keeps the collection in the path on a collection page', () => {
    expect(listHref(base, { page: 2 }, '/collections/ceramics')).toBe(
      '/collections/ceramics?sort=price-desc&page=2',
    );
  });

  it('knows when a listing is filtered', () => {
    expect(isFiltered(parseListParams({ sort: 'name-asc' }))).toBe(false);
    expect(isFiltered(parseListParams({ min: '5' }))).toBe(true);
  });
});
