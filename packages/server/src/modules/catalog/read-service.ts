import type { Static } from 'typebox';
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { repeatedRead } from '../../db/repeated-read';
import { collections, products, productStock, productVariants } from '../../db/schema';
import { invalidField, notFound, ValidationError } from '../../http/errors';
import { cappedCount, countCapped, readCappedCount } from '../../db/counting';
import { page } from '../../http/paging';
import { compileQuery, type CompiledQuery } from '../../http/query';
import { JsonText } from '../../lib/json-text';
import { UUID_RE } from '../../http/query-fields';
import { checkControlCharacters } from '../../http/control-characters';
import { checkJsonDepth } from '../../http/request-body';
import { productColumns } from './derive';
import { findProduct, productCounts, productViews, variantsOf, type Reader } from './load';
import { collectionFields, productFields, variantFields } from './query-fields';
import { choiceAvailability, matches } from './rules';
import type { Product, QueryProductsReply } from './schemas';
import { QueryBody } from './schemas-input';
import {
  shopperDocColumns,
  shopperDocParts,
  shopperVersion,
  storedDocs,
  type StoredJson,
} from './listing/shopper-docs';
import type { ShopperDocCache } from './listing/shopper-doc-cache';
import { stockEpoch, stockMark } from './stock/marks';
import { shopperListing, shownProduct, type ShopperListing } from './listing/shopper-listing';
import { collectionView, mediaOf, variantView } from './view';

const and2 = (a: SQL | undefined, b: SQL | undefined) => (a && b ? and(a, b) : (a ?? b));

type ProductReply = { product: Static<typeof Product> };

export async function getProduct(db: Db, id: string, reader: Reader) {
  if (!reader.elevated) {
    const [row] = await repeatedRead(
      db,
      db
        .select(shopperDocColumns(reader.withVariants !== false))
        .from(products)
        .innerJoin(productStock, eq(productStock.productId, products.id))
        .where(and(eq(products.id, id), shownProduct))
        .toSQL(),
    );
    if (!row) throw notFound('Product', id);
    const [doc, variants] = storedDocs(row);
    return new JsonText<ProductReply>('{"product":', ...shopperDocParts(doc, variants), '}');
  }
  const row = await findProduct(db, id, reader);
  const [product] = await productViews(db, [row], reader);
  return { product: product! };
}

type ListingRow = [count: StoredJson, doc: StoredJson, variants?: StoredJson];

/**
 * A shopper listing's rows. With a cache, the database first answers the page's ids and versions
 * (the product row's and its stock row's, or on a database whose stock writes this process knows,
 * the row's and this process's mark of the last stock write: stock/marks.ts); when every document is
 * kept at those versions, they come from the cache. Otherwise the page is read again with its
 * documents, which are kept for the next time.
 */
async function listingRows(
  db: Db,
  listing: ShopperListing,
  withVariants: boolean,
  cache: ShopperDocCache | undefined,
): Promise<ListingRow[]> {
  const own = cache?.stockWritesInProcess === true;
  const versionOf = own
    ? (id: string, version: unknown) => shopperVersion(version, `m${stockMark(id)}`)
    : (_id: string, version: unknown, stockVersion: unknown) => shopperVersion(version, stockVersion);
  if (cache) {
    const keys = (await repeatedRead(db, own ? listing.ownKeys : listing.keys)) as StoredJson[][];
    const rows: ListingRow[] = [];
    for (const [count, id, version, stockVersion] of keys) {
      const kept = cache.get(String(id), versionOf(String(id), version, stockVersion), withVariants);
      if (!kept) break;
      rows.push([count!, kept.doc, withVariants ? kept.variants : undefined]);
    }
    if (rows.length === keys.length) return rows;
  }
  const readFrom = stockEpoch();
  const rows = (await repeatedRead(db, listing.documents)) as StoredJson[][];
  return rows.map(([count, id, version, stockVersion, ...stored]) => {
    const [doc, variants] = storedDocs(stored);
    const key = String(id);
    // A stock write this process made while the page was read may not be in it: not kept.
    if (!own || stockMark(key) <= readFrom)
      cache?.set(key, versionOf(key, version, stockVersion), doc, variants);
    return [count!, doc, variants];
  });
}

/** A page of a shopper's listing with its count. */
async function shopperPage(db: Db, listing: ShopperListing, withVariants: boolean, cache?: ShopperDocCache) {
  const rows = await listingRows(db, listing, withVariants, cache);
  // A page past the end has no row to carry the count: count on its own.
  const count = rows[0] ? cappedCount(String(rows[0][0])) : await readCappedCount(db, listing.count);
  return { q: listing.q, rows, count };
}

/** A search whose words find nothing is tried again matching them by resemblance (typos). */
const triesTypos = (q: CompiledQuery, count: { total: number }) =>
  count.total === 0 && q.state.search !== undefined;

/**
 * POST /v1/products/query-platformized: the Wix query language over the product allow-list. A
 * shopper's documents may come from `cache` (see ShopperDocCache); a merchant's never do.
 */
export async function queryProducts(db: Db, input: unknown, reader: Reader, cache?: ShopperDocCache) {
  if (!reader.elevated) {
    const withVariants = reader.withVariants !== false;
    let found = await shopperPage(db, shopperListing(db, input, withVariants), withVariants, cache);
    if (triesTypos(found.q, found.count)) {
      found = await shopperPage(db, shopperListing(db, input, withVariants, true), withVariants, cache);
    }
    const result = page(found.q, found.rows, found.count);
    const docs = result.items.flatMap(([, doc, variants], i) =>
      i === 0 ? shopperDocParts(doc, variants) : [',', ...shopperDocParts(doc, variants)],
    );
    return new JsonText<Static<typeof QueryProductsReply>>(
      '{"products":[',
      ...docs,
      `],"metadata":${JSON.stringify(result.metadata)}}`,
    );
  }
  const merchantPage = async (q: CompiledQuery) => {
    const [rows, count] = await Promise.all([
      db
        .select(productColumns)
        .from(products)
        .where(q.where)
        .orderBy(...q.orderBy)
        .limit(q.limit + 1)
        .offset(q.offset),
      countCapped(db, products, q.where),
    ]);
    return { q, rows, count };
  };
  let found = await merchantPage(compileQuery(productFields, input));
  if (triesTypos(found.q, found.count))
    found = await merchantPage(compileQuery(productFields, input, 'query', { typos: true }));
  const result = page(found.q, found.rows, found.count);
  return { products: await productViews(db, result.items, reader), metadata: result.metadata };
}

/** GET form: the query JSON base64url-encoded in the `.r` parameter. */
export function decodeQueryParam(r: string | undefined): unknown {
  if (r === undefined || r === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(r, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw invalidField('.r', 'FORMAT', 'must be base64url-encoded JSON');
  }
  checkJsonDepth(parsed, 'The query in .r');
  checkControlCharacters(parsed, '.r');
  if (typeof parsed !== 'object' || parsed === null || !('query' in parsed)) return parsed;
  // The GET form of QueryBody: unknown keys refused as in the body (http/unknown-keys.ts).
  const unknown = Object.keys(parsed).filter((key) => !(key in QueryBody.properties));
  if (unknown.length > 0) {
    throw new ValidationError(
      unknown.map((key) => ({
        field: `.r.${key.slice(0, 100)}`,
        violatedRule: 'FIELD_NOT_ALLOWED' as const,
        description: 'is not allowed here',
      })),
    );
  }
  return parsed.query;
}

/** Which variant a full selection names, and which choices a partial one still allows. */
export async function productOptionsAvailability(
  db: Db,
  id: string,
  options: Record<string, string>,
  reader: Reader,
) {
  const product = await findProduct(db, id, reader);
  const variants = (await variantsOf(db, [id])).get(id) ?? [];
  for (const [name, value] of Object.entries(options)) {
    const option = product.productOptions.find((o) => o.name === name);
    if (!option) throw invalidField(`options.${name}`, 'VALIDATION', 'is not an option of this product');
    if (!option.choices.some((c) => c.description === value)) {
      throw invalidField(`options.${name}`, 'VALIDATION', `has no choice "${value}"`);
    }
  }
  const complete = product.productOptions.every((o) => options[o.name] !== undefined);
  const selected = complete ? variants.find((v) => matches(v.choices, options)) : undefined;
  const availability = choiceAvailability(
    product.productOptions.map((o) => ({
      name: o.name,
      choices: o.choices.map((c) => ({ value: c.description })),
    })),
    variants,
    options,
  );
  const view = selected ? variantView(product, selected, reader.elevated) : undefined;
  const stockOk = selected ? selected.inStock && selected.visible : false;
  return {
    selectedVariant: view
      ? {
          id: view.id,
          choices: view.choices,
          price: view.variant.priceData,
          priceData: view.variant.priceData,
          convertedPriceData: view.variant.convertedPriceData,
          ...(view.variant.weight !== undefined ? { weight: view.variant.weight } : {}),
          ...(view.variant.sku ? { sku: view.variant.sku } : {}),
          inStock: view.stock.inStock,
          ...(view.stock.quantity !== undefined ? { quantity: view.stock.quantity } : {}),
          visible: view.variant.visible,
          ...(view.media ? { media: view.media } : {}),
        }
      : null,
    availableForPurchase: stockOk,
    variantSelectionAvailable: availability.every((o) =>
      options[o.name] === undefined ? o.choices.some((c) => c.inStock) : true,
    ),
    productOptions: product.productOptions.map((option, i) => ({
      optionType: option.optionType,
      name: option.name,
      choices: option.choices.map((c, j) => ({
        value: c.value,
        description: c.description,
        inStock: availability[i]!.choices[j]!.inStock,
        visible: availability[i]!.choices[j]!.visible,
      })),
    })),
    media: view?.media ?? mediaOf(product.media),
  };
}

export async function queryProductVariants(
  db: Db,
  id: string,
  body: {
    choices?: Record<string, string>;
    variantIds?: string[];
    paging?: { limit?: number; offset?: number };
  },
  reader: Reader,
) {
  const product = await findProduct(db, id, reader);
  let variants = (await variantsOf(db, [id])).get(id) ?? [];
  if (!reader.elevated) variants = variants.filter((v) => v.visible);
  if (body.choices) variants = variants.filter((v) => matches(v.choices, body.choices!));
  if (body.variantIds) variants = variants.filter((v) => body.variantIds!.includes(v.id));
  const limit = body.paging?.limit ?? 100;
  const offset = body.paging?.offset ?? 0;
  const slice = variants.slice(offset, offset + limit);
  return {
    variants: slice.map((v) => variantView(product, v, reader.elevated)),
    metadata: { items: slice.length, offset },
    totalResults: variants.length,
  };
}

function crossView(
  p: Awaited<ReturnType<typeof findProduct>>,
  v: Parameters<typeof variantView>[1],
  elevated: boolean,
) {
  const view = variantView(p, v, elevated);
  return {
    id: v.id,
    productId: p.id,
    name: p.name,
    choices: v.choices,
    variant: view.variant,
    stock: view.stock,
  };
}

/** POST /v1/variants/query: variants across products. */
export async function queryVariants(db: Db, input: unknown, reader: Reader) {
  const q = compileQuery(variantFields, input);
  const visible = reader.elevated
    ? undefined
    : sql`${productVariants.visible} and exists (select 1 from ${products} where ${products.id} = ${productVariants.productId} and ${products.visible})`;
  const where = and2(visible, q.where);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(where)
      .orderBy(...q.orderBy)
      .limit(q.limit + 1)
      .offset(q.offset),
    countCapped(db, productVariants, where),
  ]);
  const result = page(q, rows, count);
  const ids = [...new Set(result.items.map((v) => v.productId))];
  const owners = ids.length
    ? await db.select(productColumns).from(products).where(inArray(products.id, ids))
    : [];
  const byId = new Map(owners.map((p) => [p.id, p]));
  return {
    variants: result.items.map((v) => crossView(byId.get(v.productId)!, v, reader.elevated)),
    metadata: result.metadata,
  };
}

/** GET /v1/variants/{id}. The all-zero id is shared by every product without options: not addressable here. */
export async function getVariant(db: Db, id: string, reader: Reader) {
  if (!UUID_RE.test(id)) throw invalidField('id', 'FORMAT', 'must be a UUID');
  const rows = await db
    .select({ products: productColumns, product_variants: getTableColumns(productVariants) })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, id), reader.elevated ? undefined : eq(products.visible, true)))
    .limit(2);
  if (rows.length !== 1 || (!reader.elevated && !rows[0]!.product_variants.visible))
    throw notFound('Variant', id);
  return { variant: crossView(rows[0]!.products, rows[0]!.product_variants, reader.elevated) };
}

async function collectionAnswer(
  db: Db,
  row: typeof collections.$inferSelect | undefined,
  key: string,
  reader: Reader,
) {
  if (!row || (!reader.elevated && !row.visible)) throw notFound('Collection', key);
  const counts = await productCounts(db, [row.id], reader.elevated);
  return { collection: collectionView(row, counts.get(row.id) ?? 0) };
}

export async function getCollectionBySlug(db: Db, slug: string, reader: Reader) {
  const [row] = await db.select().from(collections).where(eq(collections.slug, slug));
  return collectionAnswer(db, row, slug, reader);
}

export async function getCollection(db: Db, id: string, reader: Reader) {
  const [row] = await db.select().from(collections).where(eq(collections.id, id));
  return collectionAnswer(db, row, id, reader);
}

export async function queryCollections(db: Db, input: unknown, reader: Reader) {
  const q = compileQuery(collectionFields, input);
  const where = and2(reader.elevated ? undefined : eq(collections.visible, true), q.where);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(collections)
      .where(where)
      .orderBy(...q.orderBy)
      .limit(q.limit + 1)
      .offset(q.offset),
    countCapped(db, collections, where),
  ]);
  const result = page(q, rows, count);
  const counts = await productCounts(
    db,
    result.items.map((c) => c.id),
    reader.elevated,
  );
  return {
    collections: result.items.map((c) => collectionView(c, counts.get(c.id) ?? 0)),
    metadata: result.metadata,
    totalResults: result.metadata.total,
  };
}
