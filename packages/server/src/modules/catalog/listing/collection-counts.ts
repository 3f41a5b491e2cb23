import { and, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { collections, products } from '../../../db/schema';
import { cappedCount, COUNT_CAP, countCapped, literalRowCount } from '../../../db/counting';
import { compileQuery, type CompiledQuery } from '../../../http/query';
import { productFields } from '../query-fields';
import { shownProduct } from './shopper-listing';
import { rowsOf } from '../../../db/rows';

export interface CollectionCount {
  collectionId: string;
  count: number;
  tooManyToCount: boolean;
}

/**
 * Each visible collection's count of the products a shopper's query finds (its filter and search;
 * its sort and paging change nothing), capped as a listing's count is: the counts beside a listing's
 * collections follow its search and filters. A search whose words find nothing counts what its
 * typo-tolerant form finds, as the listing shows (read-service.ts).
 */
export async function collectionCounts(db: Db, input: unknown): Promise<{ counts: CollectionCount[] }> {
  let q = compileQuery(productFields, input);
  if (q.state.search !== undefined) {
    const found = await countCapped(db, products, q.where ? and(shownProduct, q.where) : shownProduct);
    if (found.total === 0) q = compileQuery(productFields, input, 'query', { typos: true });
  }
  return { counts: await countsOf(db, q) };
}

/** One capped count per visible collection, each read from the collection's membership rows. */
async function countsOf(db: Db, q: CompiledQuery): Promise<CollectionCount[]> {
  const matching = q.where ? sql`and ${q.where}` : sql``;
  const rows = await rowsOf<{ id: string; n: number | string }>(
    db,
    sql`select ${collections.id} as id, (
      select count(*)::int from (
        select 1 from product_collections m
          inner join ${products} on ${products.id} = m.product_id
          where m.collection_id = ${collections.id} and m.visible and ${shownProduct} ${matching}
          limit ${literalRowCount(COUNT_CAP + 1)}
      ) capped
    ) as n
    from ${collections} where ${collections.visible} order by ${collections.name}, ${collections.id}`,
  );
  return rows.map((row) => {
    const { total, tooManyToCount } = cappedCount(row.n);
    return { collectionId: row.id, count: total, tooManyToCount };
  });
}
