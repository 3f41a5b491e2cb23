import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE, filter, query, type QueryPage, type WireQuery } from './query';

const never = () => Promise.reject(new Error('not run'));
const q = () => query<unknown>(never);

describe('filters', () => {
  it.each([
    ['eq', q().eq('slug', 'vase'), { slug: { $eq: 'vase' } }],
    ['ne', q().ne('slug', 'vase'), { slug: { $ne: 'vase' } }],
    ['ge', q().ge('price', 10), { price: { $gte: 10 } }],
    ['gt', q().gt('price', 10), { price: { $gt: 10 } }],
    ['le', q().le('price', 10), { price: { $lte: 10 } }],
    ['lt', q().lt('price', 10), { price: { $lt: 10 } }],
    ['startsWith', q().startsWith('name', 'Va'), { name: { $startsWith: 'Va' } }],
    ['endsWith', q().endsWith('name', 'se'), { name: { $endsWith: 'se' } }],
    ['contains', q().contains('name', 'as'), { name: { $contains: 'as' } }],
    ['hasSome', q().hasSome('collectionIds', ['a', 'b']), { collectionIds: { $hasSome: ['a', 'b'] } }],
    ['hasAll', q().hasAll('collectionIds', ['a', 'b']), { collectionIds: { $hasAll: ['a', 'b'] } }],
    ['in', q().in('_id', ['1', '2']), { id: { $in: ['1', '2'] } }],
    ['exists', q().exists('ribbon'), { ribbon: { $exists: true } }],
    ['exists false', q().exists('ribbon', false), { ribbon: { $exists: false } }],
    ['between', q().between('price', 1, 9), { price: { $between: [1, 9] } }],
  ])('%s', (_name, builder, expected) => {
    expect(builder.build().filter).toEqual(expected);
  });

  it('combines with and, or, not', () => {
    const built = q()
      .eq('visible', true)
      .or(filter().eq('brand', 'A'), filter().eq('brand', 'B'))
      .and(filter().gt('price', 1), { stock: { $exists: true } })
      .not(filter().eq('ribbon', 'Sale'))
      .build().filter;
    expect(built).toEqual({
      visible: { $eq: true },
      $or: [{ brand: { $eq: 'A' } }, { brand: { $eq: 'B' } }],
      $and: [{ price: { $gt: 1 } }, { stock: { $exists: true } }],
      $not: { ribbon: { $eq: 'Sale' } },
    });
  });

  it('merges conditions on different fields and ANDs conditions on the same field', () => {
    expect(q().eq('a', 1).eq('b', 2).build().filter).toEqual({ a: { $eq: 1 }, b: { $eq: 2 } });
    expect(q().gt('price', 1).lt('price', 9).build().filter).toEqual({
      $and: [{ price: { $gt: 1 } }, { price: { $lt: 9 } }],
    });
  });

  it('sends client field names in service form', () => {
    expect(q().eq('_id', 'x').ge('_createdDate', 'd').eq('lineItems._id', 'l').build().filter).toEqual({
      id: { $eq: 'x' },
      createdDate: { $gte: 'd' },
      'lineItems.id': { $eq: 'l' },
    });
  });

  it('is immutable', () => {
    const base = q().eq('a', 1);
    base.eq('b', 2);
    base.limit(3);
    expect(base.build()).toEqual({ filter: { a: { $eq: 1 } }, sort: [], paging: { limit: 50, offset: 0 } });
  });
});

describe('sort and paging', () => {
  it('defaults to an empty filter, no sort, 50 items from offset 0', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(50);
    expect(q().build()).toEqual({ filter: {}, sort: [], paging: { limit: 50, offset: 0 } });
  });

  it('sorts ascending and descending in call order', () => {
    expect(q().ascending('name', '_createdDate').descending('price').build().sort).toEqual([
      { fieldName: 'name', order: 'ASC' },
      { fieldName: 'createdDate', order: 'ASC' },
      { fieldName: 'price', order: 'DESC' },
    ]);
  });

  it('pages by limit and skip', () => {
    expect(q().limit(10).skip(20).build().paging).toEqual({ limit: 10, offset: 20 });
    expect(() => q().limit(0)).toThrow(RangeError);
    expect(() => q().skip(-1)).toThrow(RangeError);
  });

  it('pages by cursor', () => {
    expect(query(never, { paging: 'cursor' }).limit(5).build()).toEqual({
      filter: {},
      sort: [],
      cursorPaging: { limit: 5 },
    });
    expect(q().skipTo('abc').build()).toEqual({
      filter: {},
      sort: [],
      cursorPaging: { limit: 50, cursor: 'abc' },
    });
  });

  it('cannot run a filter-only builder', async () => {
    await expect(filter().find()).rejects.toThrow(
      'This builder only describes a filter: it has no query to run',
    );
  });
});

/** A server of `total` numbered items, counting them unless `uncounted`. */
function offsetServer(total: number, uncounted = false) {
  const run = vi.fn(async (wire: WireQuery): Promise<QueryPage<number>> => {
    const { limit, offset } = wire.paging!;
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i);
    return {
      items,
      metadata: uncounted
        ? { count: items.length, offset, tooManyToCount: true }
        : { count: items.length, offset, total, tooManyToCount: false },
    };
  });
  return run;
}

describe('offset results', () => {
  it('reads items, totals and pages', async () => {
    const run = offsetServer(5);
    const first = await query(run).limit(2).find();
    expect(first.items).toEqual([0, 1]);
    expect(first).toMatchObject({ length: 2, pageSize: 2, totalCount: 5, totalPages: 3, currentPage: 0 });
    expect(first.hasPrev()).toBe(false);
    expect(first.hasNext()).toBe(true);

    const second = await first.next();
    expect(second.items).toEqual([2, 3]);
    expect(run).toHaveBeenLastCalledWith({ filter: {}, sort: [], paging: { limit: 2, offset: 2 } });
    const third = await second.next();
    expect(third.items).toEqual([4]);
    expect(third.hasNext()).toBe(false);
    expect(third.currentPage).toBe(2);
    await expect(third.next()).rejects.toThrow('No next page to fetch');

    const back = await third.prev();
    expect(back.items).toEqual([2, 3]);
    const start = await (await back.prev()).prev().catch((e: unknown) => e);
    expect(start).toMatchObject({
      message: 'No previous page to fetch',
      code: 'NO_PREVIOUS_PAGE',
      name: 'PagingError',
    });
  });

  it('throws the end errors on the first and only page', async () => {
    const only = await query(offsetServer(1)).find();
    await expect(only.next()).rejects.toMatchObject({
      message: 'No next page to fetch',
      code: 'NO_NEXT_PAGE',
    });
    await expect(only.prev()).rejects.toMatchObject({ message: 'No previous page to fetch' });
  });

  it('keeps going while pages are full when the server did not count', async () => {
    const first = await query(offsetServer(4, true)).limit(2).find();
    expect(first.totalCount).toBeUndefined();
    expect(first.tooManyToCount).toBe(true);
    expect(first.totalPages).toBeUndefined();
    const second = await first.next();
    expect(second.hasNext()).toBe(true);
    const third = await second.next();
    expect(third.items).toEqual([]);
    expect(third.hasNext()).toBe(false);
  });

  it('iterates every item, and every page, from the current page on', async () => {
    const run = offsetServer(5);
    const first = await query(run).limit(2).find();
    const items: number[] = [];
    for await (const item of first) items.push(item);
    expect(items).toEqual([0, 1, 2, 3, 4]);
    const pages: number[][] = [];
    for await (const page of first.pages()) pages.push(page.items);
    expect(pages).toEqual([[0, 1], [2, 3], [4]]);
  });
});

describe('cursor results', () => {
  const pages: Record<string, QueryPage<string>> = {
    start: { items: ['a', 'b'], metadata: { cursors: { next: 'c2', prev: null } } },
    c2: { items: ['c', 'd'], metadata: { cursors: { next: 'c3', prev: 'c1' } } },
    c1: { items: ['a', 'b'], metadata: { cursors: { next: 'c2' } } },
    c3: { items: ['e'], metadata: { cursors: { prev: 'c2' } } },
  };
  const run = vi.fn(async (wire: WireQuery) => pages[wire.cursorPaging?.cursor ?? 'start']!);

  it('follows the cursors both ways and stops at the ends', async () => {
    const first = await query(run, { paging: 'cursor' }).limit(2).find();
    expect(first.cursors).toEqual({ next: 'c2' });
    expect(first.hasPrev()).toBe(false);
    await expect(first.prev()).rejects.toThrow('No previous page to fetch');
    const second = await first.next();
    expect(run).toHaveBeenLastCalledWith({ filter: {}, sort: [], cursorPaging: { limit: 2, cursor: 'c2' } });
    expect(second.items).toEqual(['c', 'd']);
    expect(second.currentPage).toBeUndefined();
    const last = await second.next();
    expect(last.hasNext()).toBe(false);
    await expect(last.next()).rejects.toThrow('No next page to fetch');
    expect((await second.prev()).items).toEqual(['a', 'b']);
  });

  it('iterates across cursor pages', async () => {
    const all: string[] = [];
    for await (const item of await query(run, { paging: 'cursor' }).limit(2).find()) all.push(item);
    expect(all).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
