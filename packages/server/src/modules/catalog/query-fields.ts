import { sql } from 'drizzle-orm';
import { collections, productCollections, products, productStock, productVariants } from '../../db/schema';
import { defineQueryFields, type QueryFieldDef } from '../../http/query';
import { arrayParam, param } from '../../http/query-fields';

/**
 * Membership of any of these collections. One collection (a collection page) is an equality: with
 * it the planner knows each product is in it once and can walk the collection's own index.
 */
const inCollections = (ids: (string | boolean)[]) => {
  const member =
    ids.length === 1
      ? sql`${productCollections.collectionId} = ${param(collectionIds, ids[0]!)}`
      : sql`${productCollections.collectionId} = any(${arrayParam(collectionIds, ids)})`;
  return sql`exists (select 1 from ${productCollections} where ${productCollections.productId} = ${products.id} and ${member})`;
};

const price: QueryFieldDef = { column: products.price, type: 'decimal', sortable: true };
const discounted: QueryFieldDef = { column: products.discountedPrice, type: 'decimal', sortable: true };
/**
 * A product's stock status, from its stock row (stock/rows.ts), which takes of stock write without
 * touching the product: each product has exactly one, so the subquery is one primary-key lookup.
 */
const stockOf = (
  column: typeof productStock.inStock | typeof productStock.inventoryStatus | typeof productStock.quantity,
) => sql`(select ${column} from ${productStock} where ${productStock.productId} = ${products.id})`;

const stockStatus: QueryFieldDef = {
  column: stockOf(productStock.inventoryStatus),
  type: 'enum',
  values: ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'],
  sortable: true,
};
const collectionIds: QueryFieldDef = {
  column: sql`array(select ${productCollections.collectionId} from ${productCollections} where ${productCollections.productId} = ${products.id})`,
  type: 'uuid[]',
  hasSome: inCollections,
};

/**
 * Fields of products a query may filter and sort on, under their Wix names (several aliases each).
 * Every one is a column with an index (or the product_collections key).
 */
export const productFields = defineQueryFields(
  {
    id: { column: products.id, type: 'uuid', sortable: true },
    _id: { column: products.id, type: 'uuid', sortable: true },
    name: { column: products.name, type: 'string', sortable: true },
    slug: { column: products.slug, type: 'string', sortable: true },
    sku: { column: products.sku, type: 'string', sortable: true },
    visible: { column: products.visible, type: 'boolean' },
    productType: {
      column: products.productType,
      type: 'enum',
      values: ['physical', 'digital'],
      sortable: true,
    },
    brand: { column: products.brand, type: 'string', sortable: true },
    ribbon: { column: products.ribbon, type: 'string', sortable: true },
    'ribbons.text': { column: products.ribbon, type: 'string' },
    price,
    'price.price': price,
    'priceData.price': price,
    'price.discountedPrice': discounted,
    'priceData.discountedPrice': discounted,
    discountedPrice: discounted,
    'priceRange.minValue': { column: products.minPrice, type: 'decimal', sortable: true },
    'priceRange.maxValue': { column: products.maxPrice, type: 'decimal', sortable: true },
    'discount.type': { column: products.discountType, type: 'enum', values: ['NONE', 'AMOUNT', 'PERCENT'] },
    'stock.inventoryStatus': stockStatus,
    inventoryStatus: stockStatus,
    'stock.inStock': { column: stockOf(productStock.inStock), type: 'boolean', sortable: true },
    'stock.quantity': { column: stockOf(productStock.quantity), type: 'integer', sortable: true },
    createdDate: { column: products.createdDate, type: 'date', sortable: true },
    _createdDate: { column: products.createdDate, type: 'date', sortable: true },
    lastUpdated: { column: products.lastUpdated, type: 'date', sortable: true },
    _updatedDate: { column: products.lastUpdated, type: 'date', sortable: true },
    collectionIds,
    'collections.id': collectionIds,
  },
  {
    tiebreaker: products.id,
    search: { document: products.searchVector, typos: products.name },
    // Newest first, as a shop lists its pieces.
    defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  },
);

export const collectionFields = defineQueryFields(
  {
    id: { column: collections.id, type: 'uuid', sortable: true },
    _id: { column: collections.id, type: 'uuid', sortable: true },
    name: { column: collections.name, type: 'string', sortable: true },
    slug: { column: collections.slug, type: 'string', sortable: true },
    visible: { column: collections.visible, type: 'boolean' },
    createdDate: { column: collections.createdDate, type: 'date', sortable: true },
    lastUpdated: { column: collections.lastUpdated, type: 'date', sortable: true },
  },
  { tiebreaker: collections.id, defaultSort: [{ fieldName: 'name', order: 'ASC' }] },
);

const variantPriceSql = sql`coalesce(${productVariants.price}, (select ${products.price} from ${products} where ${products.id} = ${productVariants.productId}))`;

/** Variants across products (POST /v1/variants/query). */
export const variantFields = defineQueryFields(
  {
    id: { column: productVariants.id, type: 'uuid', sortable: true },
    productId: { column: productVariants.productId, type: 'uuid', sortable: true },
    sku: { column: productVariants.sku, type: 'string', sortable: true },
    visible: { column: productVariants.visible, type: 'boolean' },
    'stock.inStock': { column: productVariants.inStock, type: 'boolean' },
    'stock.quantity': { column: productVariants.quantity, type: 'integer', sortable: true },
    'variant.priceData.price': { column: variantPriceSql, type: 'decimal', sortable: true },
    price: { column: variantPriceSql, type: 'decimal', sortable: true },
  },
  { tiebreaker: [productVariants.productId, productVariants.position] },
);
