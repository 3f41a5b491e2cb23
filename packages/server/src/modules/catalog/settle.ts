import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';

/**
 * After a bulk write (the demo seed, a CSV import), gives the planner the catalog's statistics and
 * marks its pages all-visible, so listings count on their indexes alone from the first request,
 * rather than after the next maintenance pass (PGlite) or autovacuum (PostgreSQL). Not inside a
 * transaction: VACUUM refuses one.
 */
export async function settleCatalog(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) products, product_variants, product_collections, collections`);
}
