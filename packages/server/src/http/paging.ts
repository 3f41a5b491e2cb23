import { encodeCursor, type CompiledQuery } from './query';

/** The paging part of a query answer (Wix's `metadata`). */
export interface PageMetadata {
  /** Items in this page. */
  items: number;
  offset: number;
  total: number;
  tooManyToCount: boolean;
  cursors: { next?: string; prev?: string };
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
      // A count taken apart from the page can trail it by a concurrent insert; past the end, the
      // offset says nothing of the total.
      total:
        count.tooManyToCount || items.length === 0
          ? count.total
          : Math.max(count.total, query.offset + items.length),
      tooManyToCount: count.tooManyToCount,
      cursors,
    },
  };
}
