import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { foldCatalogCounts } from './listing-counts';

/**
 * After a bulk write (the demo seed, a CSV import), folds the write's count changes into one row per
 * count, gives the planner the catalog's statistics and marks its pages all-visible, so listings read
 * their pages and counts on indexes alone from the first request, rather than after the next
 * maintenance pass (PGlite) or autovacuum (PostgreSQL). Not inside a transaction: VACUUM refuses one.
 */
export async function settleCatalog(db: Db): Promise<void> {
  await foldCatalogCounts(db);
  await db.execute(
    sql`vacuum (analyze) products, product_variants, product_stock, product_collections, collections, catalog_count_deltas`,
  );
}
