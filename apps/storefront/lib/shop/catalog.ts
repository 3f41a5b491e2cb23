import { unstable_cache } from 'next/cache';
import type { Product } from '@atelier/sdk';
import { shop } from './client';
import { catalogTags } from './catalog-tags';
import type {
  CollectionSummary,
  ProductDetail,
  ProductPage,
  ProductSummary,
  SelectionView,
} from './catalog-types';
import { pageCount, selectionView, toCollection, toDetail, toSummary } from './catalog-view';
import { applicationCode, violates } from './errors';
import { PAGE_SIZE, type SortKey } from './list-params';

/**
 * Catalog reads of the storefront: every one goes through @atelier/sdk and is cached under tags
 * (catalog-tags.ts), so a catalog change drops exactly what it touched: the commerce server posts
 * its events to app/api/revalidate. Failures are not swallowed: an unknown slug is `null`, anything
 * else is thrown to the error page.
 */

/**
 * Seconds a cached catalog read is served before it is refreshed in the background: only a fallback
 * for a missed event (the server's webhook not configured, or the storefront down when it was sent).
 */
const REVALIDATE = 60;

/** Cached reads are kept per commerce server: another server (a restart on a new port) has other data. */
const apiBase = () => shop().baseUrl;

const notFound = (error: unknown, argument: string): boolean =>
  applicationCode(error) === 'NOT_FOUND' || violates(error, argument);

export async function getCollections(): Promise<CollectionSummary[]> {
  return unstable_cache(
    async () => {
      const result = await shop().collections.queryCollections().limit(100).find();
      return result.items.map((c) => toCollection(c, apiBase()));
    },
    ['catalog', apiBase(), 'collections'],
    { tags: [catalogTags.collections], revalidate: REVALIDATE },
  )();
}

export async function getCollection(slug: string): Promise<CollectionSummary | null> {
  return unstable_cache(
    async () => {
      try {
        const { collection } = await shop().collections.getCollectionBySlug(slug);
        return toCollection(collection, apiBase());
      } catch (error) {
        if (notFound(error, 'slug')) return null;
        throw error;
      }
    },
    ['catalog', apiBase(), 'collection', slug],
    { tags: [catalogTags.collections, catalogTags.collection(slug)], revalidate: REVALIDATE },
  )();
}

export interface ProductFilter {
  collectionId?: string;
  q?: string;
  min?: number | undefined;
  max?: number | undefined;
  sort?: SortKey;
  /** One-based. */
  page?: number;
  pageSize?: number;
  /** Only products on sale. */
  discounted?: boolean;
}

async function queryProducts(filter: ProductFilter): Promise<ProductPage> {
  const pageSize = filter.pageSize ?? PAGE_SIZE;
  const page = filter.page ?? 1;
  let query = shop()
    .products.queryProducts(filter.q ? { search: filter.q } : {})
    .limit(pageSize)
    .skip((page - 1) * pageSize);
  if (filter.collectionId) query = query.hasSome('collectionIds', [filter.collectionId]);
  if (filter.min !== undefined) query = query.ge('discountedPrice', filter.min);
  if (filter.max !== undefined) query = query.le('discountedPrice', filter.max);
  if (filter.discounted) query = query.ne('discount.type', 'NONE');
  switch (filter.sort) {
    case 'price-asc':
      query = query.ascending('discountedPrice');
      break;
    case 'price-desc':
      query = query.descending('discountedPrice');
      break;
    case 'name-asc':
      query = query.ascending('name');
      break;
    case 'newest':
      query = query.descending('_createdDate');
      break;
    default:
    // relevance (while searching), or the server's order: a collection's own order on its page
    // ('featured'), newest first elsewhere
  }
  const result = await query.find();
  return {
    items: result.items.map((p) => toSummary(p, apiBase())),
    page,
    ...pageCount(result, page, pageSize),
  };
}

export async function getProducts(filter: ProductFilter): Promise<ProductPage> {
  return unstable_cache(
    () => queryProducts(filter),
    ['catalog', apiBase(), 'products', JSON.stringify(filter)],
    {
      tags: [catalogTags.products],
      revalidate: REVALIDATE,
    },
  )();
}

/** How many products the header's search suggests as one types. */
export const SUGGESTION_COUNT = 6;

/**
 * Products whose names or descriptions match what is being typed, best match first: the header
 * search's suggestions. Not cached: each keystroke asks anew, and the server's answer is one listing.
 */
export async function searchSuggestions(q: string): Promise<ProductSummary[]> {
  const text = q.trim().slice(0, 100);
  if (!text) return [];
  const result = await shop().products.queryProducts({ search: text }).limit(SUGGESTION_COUNT).find();
  return result.items.map((p) => toSummary(p, apiBase()));
}

/**
 * Each collection's count of the products a listing's search and price range find, by collection id:
 * the counts beside its collections follow the search. Undefined when nothing narrows the listing (the
 * collections' own counts apply).
 */
export async function getCollectionCounts(filter: {
  q?: string;
  min?: number | undefined;
  max?: number | undefined;
}): Promise<Record<string, number> | undefined> {
  if (!filter.q && filter.min === undefined && filter.max === undefined) return undefined;
  const price = {
    ...(filter.min !== undefined ? { $gte: filter.min } : {}),
    ...(filter.max !== undefined ? { $lte: filter.max } : {}),
  };
  return unstable_cache(
    async () => {
      const { counts } = await shop().products.collectionCounts({
        ...(filter.q ? { search: filter.q } : {}),
        ...(Object.keys(price).length > 0 ? { filter: { discountedPrice: price } } : {}),
      });
      return Object.fromEntries(counts.map((c) => [c.collectionId, c.count]));
    },
    ['catalog', apiBase(), 'collection-counts', JSON.stringify([filter.q ?? '', filter.min, filter.max])],
    { tags: [catalogTags.products, catalogTags.collections], revalidate: REVALIDATE },
  )();
}

async function productBySlug(slug: string): Promise<Product | undefined> {
  const result = await shop().products.queryProducts().eq('slug', slug).limit(1).find();
  return result.items[0];
}

export async function getProduct(slug: string): Promise<ProductDetail | null> {
  return unstable_cache(
    async () => {
      const product = await productBySlug(slug);
      return product ? toDetail(product, apiBase()) : null;
    },
    ['catalog', apiBase(), 'product', slug],
    { tags: [catalogTags.products, catalogTags.product(slug)], revalidate: REVALIDATE },
  )();
}

/** Price, stock, pictures and the choices still available for a selection of the product's options. */
export async function getSelection(
  product: ProductDetail,
  selected: Record<string, string>,
): Promise<SelectionView> {
  if (product.options.length === 0) return selectionView(product, selected, undefined, apiBase());
  return unstable_cache(
    async () => {
      const availability = await shop().products.getProductOptionsAvailability(product.id, selected);
      return selectionView(product, selected, availability, apiBase());
    },
    ['catalog', apiBase(), 'selection', product.id, JSON.stringify(selected)],
    {
      tags: [catalogTags.products, catalogTags.product(product.slug), catalogTags.productId(product.id)],
      revalidate: REVALIDATE,
    },
  )();
}

export interface HomeShelves {
  featured: { collection: CollectionSummary; products: ProductSummary[] } | undefined;
  collections: CollectionSummary[];
  newest: ProductSummary[];
  discounted: ProductSummary[];
}

/**
 * The home page's shelves: a featured collection (the one with slug `featured`, else the fullest),
 * new arrivals, and pieces on sale.
 */
export async function getHomeShelves(): Promise<HomeShelves> {
  const collections = (await getCollections()).filter((c) => c.count > 0);
  const lead =
    collections.find((c) => c.slug === 'featured') ?? [...collections].sort((a, b) => b.count - a.count)[0];
  const [featured, newest, discounted] = await Promise.all([
    lead ? getProducts({ collectionId: lead.id, pageSize: 4, sort: 'newest' }) : undefined,
    getProducts({ pageSize: 4, sort: 'newest' }),
    getProducts({ pageSize: 4, discounted: true, sort: 'price-asc' }),
  ]);
  return {
    featured: lead && featured ? { collection: lead, products: featured.items } : undefined,
    collections,
    newest: newest.items,
    discounted: discounted.items,
  };
}
