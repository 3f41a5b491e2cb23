/**
 * The dashboard's products list state, all in the URL: search, collection, stock status, visibility, price
 * range, sort and page. Pure: parsed from the query string, written back into links.
 */

export const PRODUCTS_PATH = '/admin/products';
export const PRODUCTS_PAGE_SIZE = 25;

export const STOCK_FILTERS = {
  IN_STOCK: 'In stock',
  OUT_OF_STOCK: 'Out of stock',
  PARTIALLY_OUT_OF_STOCK: 'Some variants out of stock',
} as const;
export type StockFilter = keyof typeof STOCK_FILTERS;

export const PRODUCT_SORTS = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'name-asc': 'Name A–Z',
  'name-desc': 'Name Z–A',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  updated: 'Recently changed',
} as const;
export type ProductSort = keyof typeof PRODUCT_SORTS;

export interface ProductListState {
  q: string;
  collection: string;
  stock: StockFilter | '';
  visibility: 'visible' | 'hidden' | '';
  min: string;
  max: string;
  sort: ProductSort;
  page: number;
}

export type RawParams = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

export function parseProductListState(params: RawParams): ProductListState {
  const stock = one(params.stock);
  const visibility = one(params.visibility);
  const sort = one(params.sort);
  const page = Number.parseInt(one(params.page), 10);
  const min = one(params.min).trim();
  const max = one(params.max).trim();
  const collection = one(params.collection);
  return {
    q: one(params.q).trim().slice(0, 100),
    collection: UUID.test(collection) ? collection : '',
    stock: stock in STOCK_FILTERS ? (stock as StockFilter) : '',
    visibility: visibility === 'visible' || visibility === 'hidden' ? visibility : '',
    min: AMOUNT.test(min) ? min : '',
    max: AMOUNT.test(max) ? max : '',
    sort: sort in PRODUCT_SORTS ? (sort as ProductSort) : 'newest',
    page: Number.isFinite(page) && page > 0 && page <= 100_000 ? page : 1,
  };
}

/** The list's link with `change` applied; a change of anything but the page goes back to page 1. */
export function productListHref(state: ProductListState, change: Partial<ProductListState> = {}): string {
  const next = { ...state, ...change, ...('page' in change ? {} : { page: 1 }) };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.collection) params.set('collection', next.collection);
  if (next.stock) params.set('stock', next.stock);
  if (next.visibility) params.set('visibility', next.visibility);
  if (next.min) params.set('min', next.min);
  if (next.max) params.set('max', next.max);
  if (next.sort !== 'newest') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return query ? `${PRODUCTS_PATH}?${query}` : PRODUCTS_PATH;
}

export const isFilteredProductList = (s: ProductListState) =>
  Boolean(s.q || s.collection || s.stock || s.visibility || s.min || s.max);

/** The catalog query's filter conditions and sort for the state (field names of the products query). */
export function productQueryOf(s: ProductListState) {
  const conditions: [op: 'eq' | 'ge' | 'le' | 'hasSome', field: string, value: unknown][] = [];
  if (s.collection) conditions.push(['hasSome', 'collections.id', [s.collection]]);
  if (s.stock) conditions.push(['eq', 'stock.inventoryStatus', s.stock]);
  if (s.visibility) conditions.push(['eq', 'visible', s.visibility === 'visible']);
  if (s.min) conditions.push(['ge', 'priceData.price', Number(s.min)]);
  if (s.max) conditions.push(['le', 'priceData.price', Number(s.max)]);
  const sort: { field: string; order: 'ASC' | 'DESC' } | undefined = {
    newest: { field: 'createdDate', order: 'DESC' as const },
    oldest: { field: 'createdDate', order: 'ASC' as const },
    'name-asc': { field: 'name', order: 'ASC' as const },
    'name-desc': { field: 'name', order: 'DESC' as const },
    'price-asc': { field: 'priceData.price', order: 'ASC' as const },
    'price-desc': { field: 'priceData.price', order: 'DESC' as const },
    updated: { field: 'lastUpdated', order: 'DESC' as const },
  }[s.sort];
  // A search without a chosen sort keeps the search's relevance order.
  return { conditions, sort: s.q && s.sort === 'newest' ? undefined : sort };
}
