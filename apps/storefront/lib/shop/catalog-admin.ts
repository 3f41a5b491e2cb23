/**
 * The dashboard's catalog structure reads: a product with all its variants for the variants page (pages of
 * 100, the most the variants route gives, read side by side), and the stock page's list.
 */
import {
  ApplicationError,
  ValidationError,
  type Product,
  type StockLevels,
  type Variant,
} from '@atelier/sdk';
import { ADMIN_PAGE_SIZE } from './admin-lists';
import type { StaffClient } from './staff';

const VARIANT_PAGE = 100;

/** The product and all its variants; null for no such product (or an id that cannot be one). */
export async function readProductVariants(
  client: StaffClient,
  id: string,
): Promise<{ product: Product; variants: Variant[] } | null> {
  let product: Product;
  try {
    ({ product } = await client.products.getProduct(id, { includeMerchantSpecificData: true }));
  } catch (error) {
    if (error instanceof ValidationError) return null;
    if (error instanceof ApplicationError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
  const first = await client.products.queryProductVariants(id, {
    paging: { limit: VARIANT_PAGE, offset: 0 },
    includeMerchantSpecificData: true,
  });
  const offsets: number[] = [];
  for (let offset = VARIANT_PAGE; offset < first.totalResults; offset += VARIANT_PAGE) offsets.push(offset);
  const rest = await Promise.all(
    offsets.map((offset) =>
      client.products.queryProductVariants(id, {
        paging: { limit: VARIANT_PAGE, offset },
        includeMerchantSpecificData: true,
      }),
    ),
  );
  return { product, variants: [first, ...rest].flatMap((page) => page.variants) };
}

export const STOCK_PAGE_SIZE = ADMIN_PAGE_SIZE;

export interface StockParams {
  q: string;
  low: boolean;
  page: number;
}

/** The stock page's URL state: `q`, `low=1`, `page` (from 1). */
export function parseStockParams(raw: Record<string, string | string[] | undefined>): StockParams {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
  const page = Number.parseInt(one(raw.page), 10);
  return {
    q: one(raw.q).trim().slice(0, 100),
    low: one(raw.low) === '1',
    page: Number.isInteger(page) && page > 0 && page <= 20_000 ? page : 1,
  };
}

export function stockHref(params: StockParams, change: Partial<StockParams> = {}) {
  const next = { ...params, ...change };
  const search = new URLSearchParams();
  if (next.q) search.set('q', next.q);
  if (next.low) search.set('low', '1');
  if (next.page > 1) search.set('page', String(next.page));
  const text = search.toString();
  return text ? `/admin/stock?${text}` : '/admin/stock';
}

export function readStockLevels(client: StaffClient, params: StockParams): Promise<StockLevels> {
  return client.stock.stockLevels({
    ...(params.q ? { q: params.q } : {}),
    ...(params.low ? { low: true } : {}),
    offset: (params.page - 1) * STOCK_PAGE_SIZE,
    limit: STOCK_PAGE_SIZE,
  });
}

/** Every collection (a shop keeps a few dozen), by name. */
export async function readCollections(client: StaffClient) {
  const page = await client.collections.queryCollections().limit(100).find();
  return page.items;
}

/** Products read per query of a collection's products (the most a query answers). */
const PRODUCT_PAGE = 100;

/**
 * A collection and all its products in the collection's order (as its page in the shop lists them), or null
 * for none such. The order names every product; they are read by id, a page of 100 at a time, side by side.
 */
export async function readCollection(client: StaffClient, id: string) {
  try {
    const [{ collection }, { productIds }] = await Promise.all([
      client.collections.getCollection(id),
      client.collections.getProductOrder(id),
    ]);
    const pages: string[][] = [];
    for (let i = 0; i < productIds.length; i += PRODUCT_PAGE)
      pages.push(productIds.slice(i, i + PRODUCT_PAGE));
    const found = await Promise.all(
      pages.map((ids) => client.products.queryProducts().in('_id', ids).limit(PRODUCT_PAGE).find()),
    );
    const byId = new Map(found.flatMap((page) => page.items).map((p) => [p._id, p]));
    // A product deleted since the order was read is left out.
    const products = productIds.flatMap((pid) => byId.get(pid) ?? []);
    return { collection, products };
  } catch (error) {
    if (error instanceof ValidationError) return null;
    if (error instanceof ApplicationError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
