import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { collections, productCollections, products, productVariants } from '../../db/schema';
import { notFound } from '../../http/errors';
import { productColumns, type ProductRow, type VariantRow } from './derive';
import { countsByCollection, keptVisibleMemberCounts } from './listing/listing-counts';
import type { ProductView } from './schemas';
import { productView } from './view';

/** Who is reading: elevated callers see invisible products and merchant-specific data. */
export interface Reader {
  elevated: boolean;
  merchantData?: boolean;
  withVariants?: boolean;
}

export async function variantsOf(db: Db, productIds: string[]): Promise<Map<string, VariantRow[]>> {
  const byProduct = new Map<string, VariantRow[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  for (const row of rows) byProduct.get(row.productId)?.push(row);
  return byProduct;
}

async function collectionsOf(db: Db, productIds: string[], elevated: boolean) {
  const byProduct = new Map<string, { id: string; slug: string; name: string }[]>(
    productIds.map((id) => [id, []]),
  );
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productCollections.productId,
      id: collections.id,
      slug: collections.slug,
      name: collections.name,
    })
    .from(productCollections)
    .innerJoin(collections, eq(collections.id, productCollections.collectionId))
    .where(
      and(
        inArray(productCollections.productId, productIds),
        elevated ? undefined : eq(collections.visible, true),
      ),
    )
    .orderBy(asc(collections.name));
  for (const { productId, ...ref } of rows) byProduct.get(productId)?.push(ref);
  return byProduct;
}

/** Full views of some product rows, with their variants and collections loaded in two queries. */
export async function productViews(db: Db, rows: ProductRow[], reader: Reader): Promise<ProductView[]> {
  const ids = rows.map((r) => r.id);
  const [variants, cols] = await Promise.all([variantsOf(db, ids), collectionsOf(db, ids, reader.elevated)]);
  return rows.map((row) =>
    productView(row, {
      merchant: reader.elevated && reader.merchantData !== false,
      variants: variants.get(row.id) ?? [],
      collections: cols.get(row.id) ?? [],
      withVariants: reader.withVariants !== false,
    }),
  );
}

/** A product the reader may see, or 404 (an invisible product does not exist for shoppers). */
export async function findProduct(db: Db, id: string, reader: Reader, lock = false): Promise<ProductRow> {
  const query = db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), reader.elevated ? undefined : eq(products.visible, true)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Product', id);
  return row;
}

/**
 * Products in each collection. A shopper's count, of visible members, is the one the database keeps
 * (migration 0010); the merchant's counts every member. That count reads the collection's index alone.
 */
export async function productCounts(db: Db, collectionIds: string[], elevated: boolean) {
  if (!elevated) return keptVisibleMemberCounts(db, collectionIds);
  if (collectionIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: productCollections.collectionId, n: count() })
    .from(productCollections)
    .where(inArray(productCollections.collectionId, collectionIds))
    .groupBy(productCollections.collectionId);
  return countsByCollection(collectionIds, rows);
}
