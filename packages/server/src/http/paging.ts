import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open';
import { encodeCursor, type CompiledQuery } from './query';

/** Counting stops here: beyond it `total` is this number and `tooManyToCount` is true. */
export const COUNT_CAP = 10_000;

/** The paging part of a query answer (Wix's `metadata`). */
export interface PageMetadata {
  /** Items in this page. */
  items: number;
  offset: number;
  total: number;
  tooManyToCount: boolean;
  cursors: { next?: string; prev?: string };
}

/** Counts matching rows up to COUNT_CAP + 1, so a huge table is never counted in full. */
export async function countCapped(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap = COUNT_CAP,
): Promise<{ total: number; tooManyToCount: boolean }> {
  const result = (await db.execute(
    sql`select count(*)::int as n from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${cap + 1}) capped`,
  )) as unknown as { rows: { n: number | string }[] };
  const n = Number(result.rows[0]?.n ?? 0);
  return { total: Math.min(n, cap), tooManyToCount: n > cap };
}

/**
 * Cuts the rows of a query that fetched `limit + 1` rows into one page and its metadata.
 * The extra row only tells whether a next page exists.
 */
export function page<T>(
  query: CompiledQuery,
  rows: T[],
  count: { total: number; tooManyToCount: boolean },
): { items: T[]; metadata: PageMetadata } {
  const items = rows.slice(0, query.limit);
  const hasNext = rows.length > query.limit;
  const cursors: PageMetadata['cursors'] = {};
  if (hasNext) cursors.next = encodeCursor(query.state, query.offset + query.limit);
  if (query.offset > 0) cursors.prev = encodeCursor(query.state, Math.max(0, query.offset - query.limit));
  return {
    items,
    metadata: {
      items: items.length,
      offset: query.offset,
      total: count.tooManyToCount ? count.total : Math.max(count.total, query.offset + items.length),
      tooManyToCount: count.tooManyToCount,
      cursors,
    },
  };
}
