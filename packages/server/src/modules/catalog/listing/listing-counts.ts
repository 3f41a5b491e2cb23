import { inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/open';
import { runWhileAppRuns } from '../../../db/unoverlapped';
import { catalogCountDeltas } from '../../../db/schema';
import { COUNT_CAP, literalRowCount } from '../../../db/counting';
import { rowsOf } from '../../../db/rows';

/**
 * The counts the database keeps for a shopper's listings (migration 0010): all visible products under
 * the key `products`, and a collection's visible members under the collection's id.
 */
const VISIBLE_PRODUCTS_KEY = sql`'products'`;

/** How often the server folds each count's change rows into one. */
export const FOLD_COUNTS_EVERY_MS = 60 * 1000;

/** A kept count as countCappedSql answers a counted one: the count, or cap + 1 when there are more. */
function keptCountSql(key: SQL, cap = COUNT_CAP): SQL<number> {
  const { delta, key: column } = catalogCountDeltas;
  return sql<number>`(select least(coalesce(sum(${delta}), 0), ${literalRowCount(cap + 1)})::int from ${catalogCountDeltas} where ${column} = ${key})`;
}

/** The capped count of all visible products, kept by the database. */
export const visibleProductsCountSql = () => keptCountSql(VISIBLE_PRODUCTS_KEY);

/**
 * The capped count of a collection's visible members, kept by the database. The id is bound as a
 * uuid, as the page's own statement binds it, so a malformed id is refused alike.
 */
export const visibleMembersCountSql = (collectionId: string) =>
  keptCountSql(sql`${collectionId}::uuid::text`);

/** The visible members of each collection (exact, uncapped), as the database keeps them: a shopper's numberOfProducts. */
export async function keptVisibleMemberCounts(db: Db, collectionIds: string[]): Promise<Map<string, number>> {
  if (collectionIds.length === 0) return new Map();
  const { delta, key } = catalogCountDeltas;
  const rows = await db
    .select({ id: key, n: sql<number>`sum(${delta})::int` })
    .from(catalogCountDeltas)
    .where(inArray(key, collectionIds))
    .groupBy(key);
  return countsByCollection(collectionIds, rows);
}

/** Each collection's count from rows grouped by collection: 0 for a collection no row names. */
export function countsByCollection(collectionIds: string[], rows: { id: string; n: number | string }[]) {
  const counts = new Map<string, number>(collectionIds.map((id) => [id, 0]));
  for (const row of rows) counts.set(row.id, Number(row.n));
  return counts;
}

/**
 * Replaces the change rows of every count that has more than one by their sum (none when it is 0), in
 * one statement, and answers how many rows it took. Rows written meanwhile by transactions not yet
 * committed are left for the next fold, and two folds at once (two server processes) do not both take
 * a row: the second skips what the first deleted. A reader sees the rows before the fold or its sum,
 * never both.
 */
export async function foldCatalogCounts(db: Db): Promise<number> {
  const [row] = await rowsOf<{ taken: number }>(
    db,
    sql`with due as (
      select key from catalog_count_deltas group by key having count(*) > 1
    ), gone as (
      delete from catalog_count_deltas as d using due where d.key = due.key returning d.key, d.delta
    ), sums as (
      insert into catalog_count_deltas (key, delta)
        select key, sum(delta)::int from gone group by key having sum(delta) <> 0
    )
    select count(*)::int as taken from gone`,
  );
  return row?.taken ?? 0;
}

/**
 * Each fold leaves the rows it took dead, and a listing's count, read by a bitmap scan, never clears
 * their index entries: on a 100,000-product catalog 201 entries and 17 heap pages stood behind the one
 * live row of each count. PostgreSQL's autovacuum clears them; the embedded database has
 * none, so there a fold that took rows vacuums the table (a few pages) and the count is read from its
 * index alone.
 */
export async function foldAndVacuumCatalogCounts(db: Db, vacuum: boolean): Promise<void> {
  const taken = await foldCatalogCounts(db);
  if (vacuum && taken > 0) await db.execute(sql`vacuum catalog_count_deltas`);
}

/** Folds the kept counts every minute while the app runs (every server process; see above). */
export function attachCountFolding(
  app: FastifyInstance,
  db: Db,
  { everyMs = FOLD_COUNTS_EVERY_MS, vacuum = false }: { everyMs?: number; vacuum?: boolean } = {},
): void {
  runWhileAppRuns(app, () => foldAndVacuumCatalogCounts(db, vacuum), {
    everyMs,
    failure: 'folding the catalog counts failed',
  });
}
