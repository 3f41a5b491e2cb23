import { inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { asciiJson } from '../../http/ascii-json';
import type { Db } from '../../db/open';
import { products } from '../../db/schema';
import { productColumns } from './derive';
import { productViews, type Reader } from './load';

/** How a shopper reads the catalog: visible collections only, no merchant data, variants listed. */
export const SHOPPER_READER: Reader = { elevated: false, merchantData: false, withVariants: true };

const BATCH = 500;

/**
 * Rewrites the stored shopper documents of these products from their current rows, variants and
 * collections. Every catalog write that changes what a shopper sees calls it in its transaction.
 */
export async function refreshShopperDocs(db: Db, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(inArray(products.id, unique.slice(i, i + BATCH)));
    if (rows.length === 0) continue;
    const docs = (await productViews(db, rows, SHOPPER_READER)).map(({ variants, ...doc }) => [
      doc.id,
      asciiJson(doc),
      asciiJson(variants ?? []),
    ]);
    const values = sql.join(
      docs.map(([id, doc, variants]) => sql`(${id}::uuid, ${doc}, ${variants})`),
      sql`, `,
    );
    await db.execute(
      sql`update ${products} set shopper_doc = d.doc, shopper_variants = d.variants
          from (values ${values}) as d(id, doc, variants) where ${products.id} = d.id`,
    );
  }
}

/** Writes the documents a database upgraded from before they existed lacks; a no-op afterwards. */
export async function backfillShopperDocs(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const missing = await db
      .select({ id: products.id })
      .from(products)
      .where(isNull(products.shopperDoc))
      .limit(BATCH);
    if (missing.length === 0) return done;
    await refreshShopperDocs(
      db,
      missing.map((r) => r.id),
    );
    done += missing.length;
  }
}

/**
 * The stored shopper document as JSON text, with its variants spliced in when the reader wants them.
 * Every committed product has its documents (written in the write's transaction, or at start).
 */
export const shopperDocSql = (withVariants: boolean): SQL<string> =>
  withVariants
    ? sql<string>`left(${products.shopperDoc}, -1) || ',"variants":' || ${products.shopperVariants} || '}'`
    : sql<string>`${products.shopperDoc}`;
