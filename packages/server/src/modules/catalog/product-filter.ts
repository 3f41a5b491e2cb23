import { and, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { productCollections, products } from '../../db/schema';
import { amount, type Violations } from './validate';

/** The dashboard's product filter: words of the name or sku, a collection, a price range (inclusive). */
export interface ProductFilter {
  search?: string;
  collectionId?: string;
  minPrice?: string;
  maxPrice?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The SQL condition of a filter (undefined: every product), or violations of `field`. */
export function productFilterWhere(db: Db, f: ProductFilter, field: string, v: Violations): SQL | undefined {
  const min = f.minPrice ? amount(f.minPrice, `${field}.minPrice`, v) : undefined;
  const max = f.maxPrice ? amount(f.maxPrice, `${field}.maxPrice`, v) : undefined;
  const words = f.search?.trim();
  const like = words ? `%${escapeLike(words)}%` : undefined;
  return and(
    like ? or(ilike(products.name, like), ilike(products.sku, like)) : undefined,
    f.collectionId
      ? inArray(
          products.id,
          db
            .select({ id: productCollections.productId })
            .from(productCollections)
            .where(eq(productCollections.collectionId, f.collectionId)),
        )
      : undefined,
    min !== undefined ? gte(products.price, min) : undefined,
    max !== undefined ? lte(products.price, max) : undefined,
  );
}
