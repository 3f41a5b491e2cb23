import { describe, expect, it } from 'vitest';
import { activeFilters, isFiltered, listHref, parseListParams, type ListParams } from './list-params';

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
    // A collection page lists in the collection's own order unless another is chosen; elsewhere there is none.
    expect(parseListParams({}, true).sort).toBe('featured');
    expect(parseListParams({ sort: 'featured' }).sort).toBe('newest');
    expect(parseListParams({ sort: 'newest' }, true).sort).toBe('newest');
    expect(listHref(parseListParams({}, true), { sort: 'newest' }, '/collections/bowls')).toBe(
      '/collections/bowls?sort=newest',
    );
    expect(listHref(parseListParams({}, true), {}, '/collections/bowls')).toBe('/collections/bowls');
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

describe('activeFilters', () => {
  const base: ListParams = { q: '', collection: '', min: undefined, max: undefined, sort: 'newest', page: 1 };
  const names = (slug: string) => (slug === 'ceramics' ? 'Ceramics' : slug);

  it('has no chip for an unfiltered listing, whatever its order and page', () => {
    expect(activeFilters({ ...base, sort: 'price-asc', page: 3 }, '/list', names)).toEqual([]);
  });

  it('makes a chip of each filter whose link drops that filter alone (and the page)', () => {
    const params: ListParams = {
      q: 'vase',
      collection: 'ceramics',
      min: 20,
      max: 120.5,
      sort: 'price-asc',
      page: 2,
    };
    expect(activeFilters(params, '/list', names)).toEqual([
      {
        key: 'q',
        label: 'Search: “vase”',
        removeHref: '/list?collection=ceramics&min=20&max=120.5&sort=price-asc',
      },
      {
        key: 'collection',
        label: 'Collection: Ceramics',
        removeHref: '/list?q=vase&min=20&max=120.5&sort=price-asc',
      },
      {
        key: 'price',
        label: 'Price: $20–$120.50',
        removeHref: '/list?q=vase&collection=ceramics&sort=price-asc',
      },
    ]);
  });

  it('drops the relevance order with the search, and speaks of one-sided price ranges', () => {
    expect(activeFilters({ ...base, q: 'jug', sort: 'relevance', min: 5 }, '/list', names)).toEqual([
      { key: 'q', label: 'Search: “jug”', removeHref: '/list?min=5' },
      { key: 'price', label: 'Price: from $5', removeHref: '/list?q=jug' },
    ]);
    expect(activeFilters({ ...base, max: 80 }, '/list', names)[0]?.label).toBe('Price: up to $80');
  });

  it('on a collection page, keeps the page and makes no chip of its collection', () => {
    const params: ListParams = { ...base, q: 'bowl', collection: 'ceramics', sort: 'relevance' };
    expect(activeFilters(params, '/collections/ceramics')).toEqual([
      { key: 'q', label: 'Search: “bowl”', removeHref: '/collections/ceramics' },
    ]);
  });
});
