/** One page of a query, with the way to the pages around it. */
import { noNextPage, noPreviousPage } from './errors';
import type { QueryPage, QueryRunner, WireQuery } from './query';

export interface QueryResult<T> extends AsyncIterable<T> {
  /** The items of this page. */
  readonly items: T[];
  readonly length: number;
  readonly pageSize: number;
  /** Total matching items, when the server counted them. */
  readonly totalCount: number | undefined;
  readonly tooManyToCount: boolean;
  /** Offset paging only, when the total is known. */
  readonly totalPages: number | undefined;
  /** Zero-based page number (offset paging only). */
  readonly currentPage: number | undefined;
  readonly cursors: { next?: string; prev?: string };
  /** The wire query that produced this page. */
  readonly query: WireQuery;
  hasNext(): boolean;
  hasPrev(): boolean;
  /** The following page; rejects with `No next page to fetch` at the end. */
  next(): Promise<QueryResult<T>>;
  /** The page before; rejects with `No previous page to fetch` at the start. */
  prev(): Promise<QueryResult<T>>;
  /** This page, then every following page. */
  pages(): AsyncIterableIterator<QueryResult<T>>;
  /** Every item of this page and the following pages (`for await (const item of result)`). */
  [Symbol.asyncIterator](): AsyncIterator<T>;
}

export function createResult<T>(run: QueryRunner<T>, query: WireQuery, page: QueryPage<T>): QueryResult<T> {
  const items = page.items ?? [];
  const metadata = page.metadata ?? {};
  const cursors = {
    ...(metadata.cursors?.next ? { next: metadata.cursors.next } : {}),
    ...(metadata.cursors?.prev ? { prev: metadata.cursors.prev } : {}),
  };
  const paging = query.paging;
  const pageSize = paging?.limit ?? query.cursorPaging?.limit ?? items.length;
  const offset = paging ? (metadata.offset ?? paging.offset) : undefined;
  const tooManyToCount = metadata.tooManyToCount === true;
  const totalCount = typeof metadata.total === 'number' ? metadata.total : undefined;
  const counted = totalCount !== undefined && !tooManyToCount;

  const hasNext = (): boolean => {
    if (offset === undefined) return cursors.next !== undefined;
    if (counted) return offset + items.length < totalCount;
    // Uncounted: a full page may have more behind it.
    return items.length > 0 && items.length >= pageSize;
  };
  const hasPrev = (): boolean => (offset === undefined ? cursors.prev !== undefined : offset > 0);

  const fetchPage = async (nextQuery: WireQuery) => createResult(run, nextQuery, await run(nextQuery));
  const moved = (to: { offset: number } | { cursor: string | undefined }): WireQuery => {
    if ('offset' in to) return { ...query, paging: { limit: pageSize, offset: to.offset } };
    const cursorPaging = { limit: pageSize, ...(to.cursor !== undefined ? { cursor: to.cursor } : {}) };
    return { ...query, cursorPaging };
  };

  const result: QueryResult<T> = {
    items,
    length: items.length,
    pageSize,
    totalCount,
    tooManyToCount,
    totalPages:
      offset !== undefined && counted && pageSize > 0 ? Math.ceil(totalCount / pageSize) : undefined,
    currentPage: offset !== undefined && pageSize > 0 ? Math.floor(offset / pageSize) : undefined,
    cursors,
    query,
    hasNext,
    hasPrev,
    next: () => {
      if (!hasNext()) return Promise.reject(noNextPage());
      return fetchPage(
        offset === undefined ? moved({ cursor: cursors.next }) : moved({ offset: offset + items.length }),
      );
    },
    prev: () => {
      if (!hasPrev()) return Promise.reject(noPreviousPage());
      return fetchPage(
        offset === undefined
          ? moved({ cursor: cursors.prev })
          : moved({ offset: Math.max(0, offset - pageSize) }),
      );
    },
    async *pages() {
      let current: QueryResult<T> = result;
      yield current;
      while (current.hasNext()) {
        current = await current.next();
        yield current;
      }
    },
    async *[Symbol.asyncIterator]() {
      for await (const current of result.pages()) yield* current.items;
    },
  };
  return result;
}
