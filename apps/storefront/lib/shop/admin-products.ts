/**
 * The dashboard's products pages on the storefront's server side: one page of the list (the catalog query,
 * with the staff session, so hidden products are listed too), one product, and the collections to pick from.
 */
import { ApplicationError, type Collection, type Product } from '@atelier/sdk';
import { mediaUrl } from './admin-product-form';
import { apiUrl } from './client';
import { PRODUCTS_PAGE_SIZE, productQueryOf, type ProductListState } from './admin-product-list';
import type { StaffClient } from './staff';

export interface ProductRowView {
  id: string;
  name: string;
  slug: string;
  image: string | undefined;
  price: string;
  stock: string;
  stockStatus: string;
  visible: boolean;
  collections: string;
}

const STOCK_WORDS: Record<string, string> = {
  IN_STOCK: 'In stock',
  OUT_OF_STOCK: 'Out of stock',
  PARTIALLY_OUT_OF_STOCK: 'Partly out of stock',
};

export function productRowOf(p: Product): ProductRowView {
  const status = p.stock.inventoryStatus;
  return {
    id: p._id,
    name: p.name,
    slug: p.slug,
    image: p.media?.mainMedia?.image?.url ? mediaUrl(p.media.mainMedia.image.url, apiUrl()) : undefined,
    price: p.priceData?.formatted?.discountedPrice ?? p.priceData?.formatted?.price ?? '',
    stock:
      p.stock.trackInventory && p.stock.quantity !== undefined
        ? `${p.stock.quantity} in stock`
        : (STOCK_WORDS[status] ?? status),
    stockStatus: status,
    visible: p.visible,
    collections: p.collections.map((c) => c.name).join(', '),
  };
}

export interface ProductsPage {
  rows: ProductRowView[];
  total: number;
  tooManyToCount: boolean;
}

export async function readProductsPage(client: StaffClient, state: ProductListState): Promise<ProductsPage> {
  const { conditions, sort } = productQueryOf(state);
  let query = client.products
    .queryProducts(state.q ? { search: state.q } : {})
    .limit(PRODUCTS_PAGE_SIZE)
    .skip((state.page - 1) * PRODUCTS_PAGE_SIZE);
  for (const [op, field, value] of conditions) {
    query =
      op === 'hasSome'
        ? query.hasSome(field, value as unknown[])
        : op === 'eq'
          ? query.eq(field, value)
          : op === 'ge'
            ? query.ge(field, value)
            : query.le(field, value);
  }
  if (sort) query = sort.order === 'ASC' ? query.ascending(sort.field) : query.descending(sort.field);
  const result = await query.find();
  return {
    rows: result.items.map(productRowOf),
    total: result.totalCount ?? result.items.length,
    tooManyToCount: result.tooManyToCount,
  };
}

export async function readProduct(client: StaffClient, id: string): Promise<Product> {
  return (await client.products.getProduct(id, { includeMerchantSpecificData: true })).product;
}

/** Every collection, by name, for the filter and the form's picker (a shop keeps tens, not thousands). */
export async function readCollectionChoices(
  client: StaffClient,
): Promise<Pick<Collection, '_id' | 'name'>[]> {
  const result = await client.collections.queryCollections().ascending('name').limit(100).find();
  return result.items.map((c) => ({ _id: c._id, name: c.name }));
}

/** The product, or undefined when there is none with this id. */
export async function findProduct(client: StaffClient, id: string): Promise<Product | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  try {
    return await readProduct(client, id);
  } catch (error) {
    if (error instanceof ApplicationError && error.status === 404) return undefined;
    throw error;
  }
}

/** The digital file's name, if the product has one. */
export async function digitalFileName(client: StaffClient, id: string): Promise<string | undefined> {
  try {
    return (await client.products.getDigitalFile(id)).file.fileName;
  } catch (error) {
    if (error instanceof ApplicationError && error.status === 404) return undefined;
    throw error;
  }
}
