/**
 * Cache tags of the catalog reads (lib/shop/catalog.ts), and the tags a catalog event touches: the
 * commerce server posts its events to app/api/revalidate, which drops exactly those.
 */
export const catalogTags = {
  /** Every product read: lists, shelves, product pages, option selections. */
  products: 'products',
  /** Every collection read; the collection list carries product counts. */
  collections: 'collections',
  product: (slug: string) => `product:${slug}`,
  /** Product reads that know the id: what an event without a slug (variants changed) can name. */
  productId: (id: string) => `product-id:${id}`,
  collection: (slug: string) => `collection:${slug}`,
} as const;

/** Cache tags of the shop's own reads (shop-settings.ts). */
export const shopTags = {
  /** The shop's settings: the footer's hours, the time zone of every page that shows a time. */
  settings: 'shop-settings',
} as const;

/** The commerce server's event when the merchant changed the shop's settings (its shop-settings module). */
const SETTINGS_CHANGED = 'shop.settings.changed';

/** Catalog event types as the server writes them to its outbox (CATALOG_EVENTS of its catalog module). */
const PRODUCT_EVENTS = ['catalog.product.created', 'catalog.product.changed', 'catalog.product.deleted'];
const COLLECTION_EVENTS = [
  'catalog.collection.created',
  'catalog.collection.changed',
  'catalog.collection.deleted',
];
const VARIANTS_CHANGED = 'catalog.variants.changed';

export interface CatalogEvent {
  type: string;
  entityId: string;
  /**
   * The product or collection as it now is; absent on deletes. Variants changed by a merchant's write have
   * none (a product changed follows); by a take or return of stock: `{ slug, stock, inStockChanged }`.
   */
  entity?: Record<string, unknown> | null;
}

/** The tags one event touches; none for events no cached read depends on (members, orders...). */
export function tagsTouchedBy(event: CatalogEvent): string[] {
  const slug = typeof event.entity?.slug === 'string' ? event.entity.slug : undefined;
  if (PRODUCT_EVENTS.includes(event.type)) {
    // Every product read carries `products`, so a page cached under a slug the product no longer
    // has (after a rename) goes too. A product joining or leaving collections changes their counts.
    return [
      catalogTags.products,
      catalogTags.productId(event.entityId),
      ...(slug ? [catalogTags.product(slug)] : []),
      catalogTags.collections,
    ];
  }
  if (COLLECTION_EVENTS.includes(event.type)) {
    // Product views name their collections, and collection pages list products.
    return [catalogTags.collections, ...(slug ? [catalogTags.collection(slug)] : []), catalogTags.products];
  }
  if (event.type === SETTINGS_CHANGED) return [shopTags.settings];
  if (event.type === VARIANTS_CHANGED) {
    // Stock taken or given back (a sale, a hold, a cancellation) names the slug: the product's pages go.
    // Listings show only whether a piece is sold out: they go when that flipped.
    return [
      catalogTags.productId(event.entityId),
      ...(slug ? [catalogTags.product(slug)] : []),
      ...(event.entity?.inStockChanged === true ? [catalogTags.products] : []),
    ];
  }
  return [];
}

/** The tags a batch of events touches, each once, in first-touched order. */
export function tagsTouchedByAll(events: readonly CatalogEvent[]): string[] {
  return [...new Set(events.flatMap(tagsTouchedBy))];
}
