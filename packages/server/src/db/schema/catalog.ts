import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Where products' document versions come from (see `products.docVersion`). */
export const productDocVersions = pgSequence('products_doc_version_seq');
/** A document version (bigint) as the drivers hand it over: text, never a rounded JavaScript number. */
const docVersion = customType<{ data: string; driverData: string }>({ dataType: () => 'bigint' });
const created = () => timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A media item of a product (spec section 3: image or video, each url with an expiry date). */
export interface MediaItemData {
  id: string;
  mediaType: 'image' | 'video';
  url: string;
  width: number;
  height: number;
  altText?: string;
  title?: string;
}

export interface ProductChoiceData {
  value: string;
  description: string;
  /** Ids of product media items shown for this choice. */
  mediaIds: string[];
}

export interface ProductOptionData {
  name: string;
  optionType: 'drop_down' | 'color';
  choices: ProductChoiceData[];
}

/**
 * Products. `price`, `cost`, `weight` and stock live on variants too (overrides); columns marked
 * derived are recomputed by catalog rules on every write and exist so queries can filter and sort.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
    productType: text('product_type').notNull().default('physical'),
    sku: text('sku'),
    currency: text('currency').notNull().default('USD'),
    price: money('price').notNull(),
    cost: money('cost'),
    weight: numeric('weight', { precision: 12, scale: 3 }),
    discountType: text('discount_type').notNull().default('NONE'),
    discountValue: numeric('discount_value', { precision: 14, scale: 2 }).notNull().default('0'),
    pricePerUnitData: jsonb('price_per_unit_data').$type<{
      totalQuantity: string;
      totalMeasurementUnit: string;
      baseQuantity: string;
      baseMeasurementUnit: string;
    }>(),
    trackInventory: boolean('track_inventory').notNull().default(false),
    manageVariants: boolean('manage_variants').notNull().default(false),
    brand: text('brand'),
    ribbon: text('ribbon'),
    productOptions: jsonb('product_options').$type<ProductOptionData[]>().notNull().default([]),
    media: jsonb('media').$type<MediaItemData[]>().notNull().default([]),
    createdDate: created(),
    lastUpdated: timestamp('last_updated', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Goes up by one on every write of the product (not on a sale's take of stock, which is kept apart): the
     * dashboard sends the revision it showed as If-Match, and a write on a newer product is refused.
     */
    revision: integer('revision').notNull().default(1),
    // derived
    discountedPrice: money('discounted_price').notNull(),
    minPrice: money('min_price').notNull(),
    maxPrice: money('max_price').notNull(),
    /**
     * The product as a shopper reads it (spec section 3 JSON, without variants) and its variants as a
     * JSON array: written by every catalog write that changes what a shopper sees, so shopper reads
     * send stored text instead of rebuilding views per request. What depends on stock is left out:
     * each place it goes holds the byte 0x01, filled from the product's `product_stock` row.
     */
    shopperDoc: text('shopper_doc'),
    shopperVariants: text('shopper_variants'),
    /**
     * The version of the row's shopper documents, the key of the server's document cache: a trigger
     * (migration 0011) gives the row a new one from `products_doc_version_seq` on every insert and
     * update, by any writer, and copies it onto the product's membership rows. The listing indexes
     * carry it, so a shopper's page of ids and versions is read from an index alone.
     */
    docVersion: docVersion('doc_version')
      .notNull()
      .default(sql`nextval('products_doc_version_seq')`),
    /**
     * The searchable text, each word both stemmed (`english`: "vases" finds "vase") and as written
     * (`simple`: a word still being typed is a prefix of the written word, not always of its stem).
     * The name weighs more (A) than the brand and description (B) in a search's ranking.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english'::regconfig, coalesce(${products.name}, '')) || to_tsvector('simple'::regconfig, coalesce(${products.name}, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(${products.brand}, '') || ' ' || coalesce(${products.description}, '')) || to_tsvector('simple'::regconfig, coalesce(${products.brand}, '') || ' ' || coalesce(${products.description}, '')), 'B')`,
    ),
  },
  // Each sort column is indexed with the id after it, the tiebreaker every query appends, so a
  // page of any listing is an index range even where thousands of rows share a value (an import).
  // The keys a shop's pages order by (name, prices, dates) carry `visible` and `doc_version` after
  // it: a shopper's page of ids and versions is then read from the index alone.
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    index('products_name_idx').on(t.name, t.id, t.visible, t.docVersion),
    index('products_name_lower_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    index('products_sku_idx').on(t.sku, t.id),
    index('products_price_idx').on(t.price, t.id, t.visible, t.docVersion),
    index('products_discounted_price_idx').on(t.discountedPrice, t.id, t.visible, t.docVersion),
    index('products_min_price_idx').on(t.minPrice, t.id),
    index('products_max_price_idx').on(t.maxPrice, t.id),
    index('products_created_idx').on(t.createdDate, t.id, t.visible, t.docVersion),
    index('products_updated_idx').on(t.lastUpdated, t.id, t.visible, t.docVersion),
    index('products_brand_idx').on(t.brand, t.id),
    index('products_ribbon_idx').on(t.ribbon, t.id),
    index('products_type_idx').on(t.productType, t.id),
    index('products_visible_idx').on(t.visible, t.createdDate),
    index('products_search_idx').using('gin', t.searchVector),
    // A search whose words find nothing looks for names that resemble them (pg_trgm's word similarity).
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** One variant per combination of option choices; a product without options has the all-zero one. */
export const productVariants = pgTable(
  'product_variants',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    position: integer('position').notNull(),
    /** Option name -> choice value. */
    choices: jsonb('choices').$type<Record<string, string>>().notNull(),
    price: money('price'),
    cost: money('cost'),
    weight: numeric('weight', { precision: 12, scale: 3 }),
    sku: text('sku'),
    visible: boolean('visible').notNull().default(true),
    quantity: integer('quantity'),
    inStock: boolean('in_stock').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.productId, t.id] }), index('product_variants_id_idx').on(t.id)],
);

/** Where the versions of products' stock rows come from (see `productStock.version`). */
export const productStockVersions = pgSequence('product_stock_version_seq');

/**
 * A product's stock as shoppers see it, apart from its row so that taking stock neither locks nor
 * rewrites the product: the product-level status queries filter and sort on, and the JSON values
 * that fill the holes (byte 0x01) of its stored shopper documents, joined by 0x01. Written from the
 * variant rows by every take and return of stock and by every catalog write (catalog/stock/).
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    inStock: boolean('in_stock').notNull(),
    inventoryStatus: text('inventory_status').notNull(),
    /** Units of a tracked product's shown variants together (null when not tracked). */
    quantity: bigint('quantity', { mode: 'number' }),
    docValues: text('doc_values').notNull(),
    variantValues: text('variant_values').notNull(),
    /** Renewed by a trigger (migration 0012) on every write of the row: part of the document cache's key. */
    version: docVersion('version')
      .notNull()
      .default(sql`nextval('product_stock_version_seq')`),
  },
  (t) => [
    index('product_stock_inventory_idx').on(t.inventoryStatus, t.productId),
    index('product_stock_in_stock_idx').on(t.inStock, t.productId),
    index('product_stock_quantity_idx').on(t.quantity, t.productId),
  ],
);

export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
    media: jsonb('media').$type<MediaItemData | null>(),
    createdDate: created(),
    lastUpdated: timestamp('last_updated', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collections_slug_idx').on(t.slug), index('collections_name_idx').on(t.name)],
);

export const productCollections = pgTable(
  'product_collections',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedDate: created(),
    /**
     * The product's own `visible`, copied here by the database's triggers (migration 0007), so that a
     * collection page counts its visible members from this table's index alone.
     */
    visible: boolean().notNull().default(true),
    /**
     * The product's sort keys a collection page orders by, copied by the same triggers (migration
     * 0008): a page of a collection reads one range of one of the indexes below, in order, instead of
     * walking the whole catalog's index for the key and looking each product up in the collection.
     * Null only for a moment no query sees: before the triggers fill them in.
     */
    price: money('price'),
    discountedPrice: money('discounted_price'),
    name: text('name'),
    /** The product's createdDate (this row's own is `addedDate`). */
    productCreatedDate: timestamp('product_created_date', { withTimezone: true, mode: 'date' }),
    /** The product's `docVersion`, copied by the same triggers (migration 0011). */
    docVersion: docVersion('doc_version'),
    /**
     * The product's place in the collection as the merchant ordered it (PUT
     * /v1/collections/:id/product-order), 1 first. Null for a product added since: those come first,
     * newest first, as a collection page listed them before it had an order.
     */
    position: integer('position'),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    // The collection page's default order (listing/shopper-listing.ts: memberOrder).
    index('product_collections_by_position_idx')
      .on(
        t.collectionId,
        t.position.asc().nullsFirst(),
        t.productCreatedDate.desc(),
        t.productId.desc(),
        t.docVersion,
      )
      .where(sql`${t.visible}`),
    index('product_collections_product_idx').on(t.productId),
    index('product_collections_visible_members_idx')
      .on(t.collectionId, t.productId)
      .where(sql`${t.visible}`),
    ...(['price', 'discountedPrice', 'name', 'productCreatedDate'] as const).map((key) =>
      index(`product_collections_by_${snake(key)}_idx`)
        .on(t.collectionId, t[key], t.productId, t.docVersion)
        .where(sql`${t.visible}`),
    ),
  ],
);

/**
 * What a shopper's listing counts, kept by the database (migration 0010) so that a listing does not
 * count up to 1,001 index entries on every request: changes to the number of visible products (key
 * `products`) and of each collection's visible members (key: the collection's id). Triggers on
 * `products` and `product_collections` append one row per key per statement, whatever writes them;
 * a count is the sum of its key's rows, and the server folds a key's rows into one from time to time.
 */
export const catalogCountDeltas = pgTable(
  'catalog_count_deltas',
  {
    key: text().notNull(),
    delta: integer().notNull(),
  },
  (t) => [index('catalog_count_deltas_key_idx').on(t.key, t.delta)],
);

/** Uploaded media files; the bytes live in DATA_DIR/media/<fileName>. */
export const mediaFiles = pgTable('media_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull().unique(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdDate: created(),
});
