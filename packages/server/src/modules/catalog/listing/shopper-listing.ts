import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/open';
import type { Statement } from '../../../db/repeated-read';
import { productCollections, products, productStock } from '../../../db/schema';
import { countCappedSql, literalRowCount } from '../../../db/counting';
import { compileQuery, type CompiledQuery } from '../../../http/query';
import { visibleMembersCountSql, visibleProductsCountSql } from './listing-counts';
import { productFields } from '../query-fields';
import { shopperDocColumns } from './shopper-docs';

/**
 * What a shopper may see, written into the statement rather than bound as a parameter: a kept
 * (generic) plan knows nothing of a parameter's value, so with `visible = $1` it could never use
 * the indexes that hold visible rows only, and a collection's count fell back from its partial
 * index to fetching every member's row.
 */
export const shownProduct = sql`${products.visible}`;
const shownMember = sql`${productCollections.visible}`;

/**
 * A shopper's listing: its compiled query, its count, and three statements reading the same page with
 * its count: `keys`, whose rows are [count, id, row version, stock version], `ownKeys`, whose rows are
 * [count, id, row version] (for a database whose stock writes this process knows: stock/marks.ts),
 * and `documents`, whose rows are [count, id, row version, stock version, ...shopperDocColumns].
 */
export interface ShopperListing {
  q: CompiledQuery;
  count: SQL<number>;
  keys: Statement;
  ownKeys: Statement;
  documents: Statement;
}

/**
 * The columns of a listing's two statements, each row led by the (once computed) capped count; the
 * versions are the product's `docVersion` and its stock row's, each new with every change to its
 * row, by any writer.
 */
function listingColumns(count: SQL<number>, withVariants: boolean) {
  const ownKeys = { counted: count.as('counted'), id: products.id, version: products.docVersion };
  const keys = { ...ownKeys, stockVersion: productStock.version };
  return { ownKeys, keys, full: { ...keys, ...shopperDocColumns(withVariants) } };
}

/**
 * Compiled listings by their query. A shop's listings repeat (a category page, its sort orders, its
 * next pages), and compiling the query and building its SQL is a tenth of a listing's cost. This
 * holds statements, never results: every request still reads the database.
 */
const shopperListings = new LRUCache<string, ShopperListing>({ max: 256 });

/** The collection a listing shows when its filter is that one collection and nothing else. */
function collectionPage(q: CompiledQuery): string | undefined {
  const { filter, search } = q.state;
  if (!filter || search || Object.keys(filter).length !== 1) return undefined;
  const members = (filter.collectionIds ?? filter['collections.id']) as { $hasSome?: unknown } | undefined;
  const ids = members && typeof members === 'object' && Object.keys(members).length === 1 && members.$hasSome;
  return Array.isArray(ids) && ids.length === 1 && typeof ids[0] === 'string' ? ids[0] : undefined;
}

/** A collection's membership rows of visible products. */
const visibleMembers = (collection: string) =>
  and(eq(productCollections.collectionId, collection), shownMember);

/** Product sort keys copied onto the membership rows (migration 0008), each with its own index. */
const MEMBER_SORT_KEYS = new Map<unknown, PgColumn>([
  [products.price, productCollections.price],
  [products.discountedPrice, productCollections.discountedPrice],
  [products.name, productCollections.name],
  [products.createdDate, productCollections.productCreatedDate],
]);

/**
 * A collection's own order, its page's default: the positions the merchant set (PUT
 * /v1/collections/:id/product-order), products added since first, newest first, as the page listed
 * them before it had an order. Read from product_collections_by_position_idx.
 */
export const memberOrderBy = [
  sql`${productCollections.position} asc nulls first`,
  sql`${productCollections.productCreatedDate} desc nulls last`,
  sql`${productCollections.productId} desc nulls last`,
];

/**
 * The order of a collection page on the membership rows, by default the collection's own order
 * (memberOrderBy), when its one sort key is copied there:
 * the key, then the product id, both in the requested direction, as the general listing orders.
 */
function memberOrder(q: CompiledQuery): SQL[] | undefined {
  if (q.state.sort.length === 0) return memberOrderBy;
  const ordered = q.state.sort;
  if (ordered.length !== 1) return undefined;
  const { fieldName, order } = ordered[0]!;
  const key = MEMBER_SORT_KEYS.get(productFields.fields.get(fieldName)?.column);
  if (!key) return undefined;
  const direction = order === 'DESC' ? sql`desc` : sql`asc`;
  return [sql`${key} ${direction}`, sql`${productCollections.productId} ${direction}`];
}

/**
 * The statements of a collection page whose sort key the membership rows carry: they read the page's
 * entries in order from one range of the collection's index for that key, where the general listing
 * walks the whole catalog in that order and looks each product up in the collection. The keys come
 * from that index, which carries the products' ids and versions, and the products' stock rows; the
 * documents join the products. Its count is the one the database keeps for the collection (listing-counts.ts).
 */
function memberListing(q: CompiledQuery, collection: string, order: SQL[], withVariants: boolean, db: Db) {
  const members = visibleMembers(collection);
  const count = visibleMembersCountSql(collection);
  const page = (select: PgSelect) =>
    select
      .orderBy(...order)
      .limit(literalRowCount(q.limit + 1))
      .offset(literalRowCount(q.offset))
      .toSQL();
  const memberKeys = {
    counted: count.as('counted'),
    id: productCollections.productId,
    version: productCollections.docVersion,
  };
  const keys = db
    .select({ ...memberKeys, stockVersion: productStock.version })
    .from(productCollections)
    .innerJoin(productStock, eq(productStock.productId, productCollections.productId))
    .where(members)
    .$dynamic();
  const ownKeys = db.select(memberKeys).from(productCollections).where(members).$dynamic();
  const documents = db
    .select(listingColumns(count, withVariants).full)
    .from(productCollections)
    .innerJoin(products, eq(products.id, productCollections.productId))
    .innerJoin(productStock, eq(productStock.productId, productCollections.productId))
    .where(members)
    .$dynamic();
  return { q, count, keys: page(keys), ownKeys: page(ownKeys), documents: page(documents) };
}

/**
 * Any other listing: its page walks the catalog in its order. Its count is the one the database keeps
 * when the listing is all products or one collection's, and is counted otherwise.
 */
function generalListing(q: CompiledQuery, collection: string | undefined, withVariants: boolean, db: Db) {
  const where = q.where ? and(shownProduct, q.where) : shownProduct;
  const count = collection
    ? visibleMembersCountSql(collection)
    : q.where
      ? countCappedSql(products, where)
      : visibleProductsCountSql();
  const read = (columns: Record<string, PgColumn | SQL.Aliased>, withStock = true) =>
    (withStock
      ? db.select(columns).from(products).innerJoin(productStock, eq(productStock.productId, products.id))
      : db.select(columns).from(products)
    )
      .where(where)
      .orderBy(...q.orderBy)
      .limit(literalRowCount(q.limit + 1))
      .offset(literalRowCount(q.offset))
      .toSQL();
  const columns = listingColumns(count, withVariants);
  return {
    q,
    count,
    keys: read(columns.keys),
    ownKeys: read(columns.ownKeys, false),
    documents: read(columns.full),
  };
}

/**
 * The compiled statement of a shopper's listing, made once per distinct query; `typos` matches the
 * search's words by resemblance (http/query-search.ts).
 */
export function shopperListing(db: Db, input: unknown, withVariants: boolean, typos = false): ShopperListing {
  const key = `${withVariants ? 'variants' : 'plain'}:${typos ? 'typos:' : ''}${JSON.stringify(input ?? null)}`;
  const known = shopperListings.get(key);
  if (known) return known;
  const q = compileQuery(productFields, input, 'query', { typos });
  const collection = collectionPage(q);
  const order = collection ? memberOrder(q) : undefined;
  const listing =
    collection && order
      ? memberListing(q, collection, order, withVariants, db)
      : generalListing(q, collection, withVariants, db);
  shopperListings.set(key, listing);
  return listing;
}

/**
 * A collection page's two possible plans, for measuring what the sort keys on the membership rows pay
 * (bench/catalog/pieces.ts): `members` reads its page from the membership rows' index, as
 * shopperListing does; `general` walks the catalog in the page's order, as it would without them.
 */
export function collectionPagePlans(db: Db, input: unknown, withVariants: boolean) {
  const q = compileQuery(productFields, input);
  const collection = collectionPage(q);
  const order = collection ? memberOrder(q) : undefined;
  if (!collection || !order)
    throw new Error('not a collection page sorted by a key the membership rows carry');
  return {
    members: memberListing(q, collection, order, withVariants, db),
    general: generalListing(q, collection, withVariants, db),
  };
}
