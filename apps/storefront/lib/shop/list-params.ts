/**
 * The state of a product listing, kept in the URL so every listing is shareable and server-rendered:
 * `/list?collection=ceramics&min=20&max=120&q=vase&sort=price-asc&page=2`.
 */

export const SORTS = {
  relevance: 'Best match',
  /** A collection page's own order, as the merchant set it (collection pages only). */
  featured: 'Featured',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'name-asc': 'Name: A to Z',
} as const;
export type SortKey = keyof typeof SORTS;

export const PAGE_SIZE = 12;
const MAX_PRICE = 1_000_000;

export interface ListParams {
  q: string;
  /** Collection slug. */
  collection: string;
  min: number | undefined;
  max: number | undefined;
  sort: SortKey;
  /** One-based. */
  page: number;
}

export type RawParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

function price(value: string): number | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const n = Number(value);
  return n <= MAX_PRICE ? n : undefined;
}

/** The default order: relevance while searching, else the collection's own order on its page, else newest. */
export const defaultSort = (q: string, inCollection = false): SortKey =>
  q ? 'relevance' : inCollection ? 'featured' : 'newest';

/** Whether a sort may be asked for: relevance only while searching, featured only on a collection page. */
const allowedSort = (sort: string, q: string, inCollection: boolean): sort is SortKey =>
  Object.hasOwn(SORTS, sort) && (sort !== 'relevance' || Boolean(q)) && (sort !== 'featured' || inCollection);

/**
 * Reads the URL's search parameters; anything malformed falls back to its default. `inCollection`: the
 * listing is a collection's page (its default order is the collection's own).
 */
export function parseListParams(raw: RawParams, inCollection = false): ListParams {
  const q = first(raw.q).slice(0, 100);
  const sortText = first(raw.sort);
  const sort = allowedSort(sortText, q, inCollection) ? sortText : defaultSort(q, inCollection);
  let min = price(first(raw.min));
  let max = price(first(raw.max));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const pageText = first(raw.page);
  const page = /^\d{1,4}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  return { q, collection: first(raw.collection).slice(0, 100), min, max, sort, page };
}

/** The query string of a listing, defaults left out; `patch` changes some values (and resets the page). */
export function listHref(params: ListParams, patch: Partial<ListParams> = {}, pathname = '/list'): string {
  const next = { ...params, ...(Object.keys(patch).some((k) => k !== 'page') ? { page: 1 } : {}), ...patch };
  const search = new URLSearchParams();
  if (next.q) search.set('q', next.q);
  if (next.collection && pathname === '/list') search.set('collection', next.collection);
  if (next.min !== undefined) search.set('min', String(next.min));
  if (next.max !== undefined) search.set('max', String(next.max));
  if (next.sort !== defaultSort(next.q, pathname !== '/list')) search.set('sort', next.sort);
  if (next.page > 1) search.set('page', String(next.page));
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** Whether any filter narrows the listing (the sort and page do not). */
export const isFiltered = (p: ListParams): boolean =>
  Boolean(p.q || p.collection || p.min !== undefined || p.max !== undefined);

/** The patch that drops a listing's search, and its relevance order with it (for the page's default). */
export const withoutSearch = (params: ListParams, pathname = '/list'): Partial<ListParams> => ({
  q: '',
  ...(params.sort === 'relevance' ? { sort: defaultSort('', pathname !== '/list') } : {}),
});

export interface FilterChip {
  key: 'q' | 'collection' | 'price';
  /** What the chip says (`Search: “vase”`, `Collection: Ceramics`, `Price: $20–$120`). */
  label: string;
  /** The listing without this filter. */
  removeHref: string;
}

const dollars = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;

/**
 * The filters narrowing a listing, each with the address of the listing without it. `collectionName`
 * names a /list collection filter; without it (a collection page) the collection is not a chip.
 */
export function activeFilters(
  params: ListParams,
  pathname = '/list',
  collectionName?: (slug: string) => string,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (params.q) {
    chips.push({
      key: 'q',
      label: `Search: “${params.q}”`,
      removeHref: listHref(params, withoutSearch(params, pathname), pathname),
    });
  }
  if (params.collection && collectionName && pathname === '/list') {
    chips.push({
      key: 'collection',
      label: `Collection: ${collectionName(params.collection)}`,
      removeHref: listHref(params, { collection: '' }, pathname),
    });
  }
  const { min, max } = params;
  if (min !== undefined || max !== undefined) {
    const range =
      min !== undefined && max !== undefined
        ? `${dollars(min)}–${dollars(max)}`
        : min !== undefined
          ? `from ${dollars(min)}`
          : `up to ${dollars(max!)}`;
    chips.push({
      key: 'price',
      label: `Price: ${range}`,
      removeHref: listHref(params, { min: undefined, max: undefined }, pathname),
    });
  }
  return chips;
}
