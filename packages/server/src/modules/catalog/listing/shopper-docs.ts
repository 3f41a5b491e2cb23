import { inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AsciiText, type JsonPart } from '../../../lib/json-text';
import type { Db } from '../../../db/open';
import { products, productStock } from '../../../db/schema';
import { productColumns } from '../derive';
import { productViews, type Reader } from '../load';
import { documentsWithHoles, fillHoles } from '../stock/holes';
import { writeStockRows } from '../stock/rows';

/** How a shopper reads the catalog: visible collections only, no merchant data, variants listed. */
export const SHOPPER_READER: Reader = { elevated: false, merchantData: false, withVariants: true };

const BATCH = 500;

/**
 * Rewrites the stored shopper documents of these products from their current rows, variants and
 * collections, and their stock rows, which fill the documents' holes (stock/holes.ts). Every catalog
 * write that changes what a shopper sees calls it in its transaction. The products are locked as
 * they are read (in id order, as every writer locks them), so a write of one that is not yet
 * committed is waited for: a document built from the row before it would overwrite the document
 * that write made.
 */
export async function refreshShopperDocs(db: Db, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)].sort();
  for (let i = 0; i < unique.length; i += BATCH) {
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(inArray(products.id, unique.slice(i, i + BATCH)))
      .orderBy(products.id)
      .for('no key update');
    if (rows.length === 0) continue;
    const docs = (await productViews(db, rows, SHOPPER_READER)).map((view) => {
      const { doc, variants } = documentsWithHoles(view);
      return [view.id, doc, variants];
    });
    const values = sql.join(
      docs.map(([id, doc, variants]) => sql`(${id}::uuid, ${doc}, ${variants})`),
      sql`, `,
    );
    await db.execute(
      sql`update ${products} set shopper_doc = d.doc, shopper_variants = d.variants
          from (values ${values}) as d(id, doc, variants) where ${products.id} = d.id`,
    );
    await writeStockRows(
      db,
      rows.map((r) => r.id),
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

/** A stored shopper document as read: its JSON as text, or as bytes (see repeatedRead). */
export type StoredJson = string | Uint8Array;

/**
 * The stored columns a shopper's read selects, from the product joined with its stock row: the
 * document and its stock values, and its variants and theirs when the reader wants them. They are
 * joined by storedDocs and shopperDocParts, in Node: joining them in SQL (`left(doc, -1) || ...`)
 * made the embedded database count the characters of every document and copy it twice, and took
 * three quarters of a listing's time there (the demo's newest page with variants: 1,160 against
 * 288 us in the database).
 */
export const shopperDocColumns = (withVariants: boolean): Record<string, PgColumn> =>
  withVariants
    ? {
        doc: products.shopperDoc,
        docValues: productStock.docValues,
        variants: products.shopperVariants,
        variantValues: productStock.variantValues,
      }
    : { doc: products.shopperDoc, docValues: productStock.docValues };

/**
 * The version of what a shopper reads of a product, the document cache's key: its row's and its
 * stock row's versions, either of which any write renews.
 */
export const shopperVersion = (docVersion: unknown, stockVersion: unknown) =>
  `${String(docVersion)}.${String(stockVersion)}`;

/**
 * A product's shopper documents, filled with its stock values, from the columns shopperDocColumns
 * selects (in that order): [doc, docValues] or [doc, docValues, variants, variantValues].
 */
export function storedDocs(columns: readonly unknown[]): [doc: Buffer, variants?: Buffer] {
  const [doc, docValues, variants, variantValues] = columns as StoredJson[];
  const filled = fillHoles(doc!, docValues!);
  return variants === undefined ? [filled] : [filled, fillHoles(variants, variantValues!)];
}

const CLOSING_BRACE = 0x7d;

// At module level: a named function made per call costs more than the call under tsx (esbuild's
// keepNames defines its name each time), 3 % of a listing's time.
function stored(json: StoredJson): JsonPart {
  return typeof json === 'string' ? new AsciiText(json) : json;
}

/**
 * A product's shopper JSON as pieces of a reply, from the stored columns: the document as it is, or,
 * with variants, the document up to its closing brace, then `"variants"` and the brace. Every
 * committed product has both documents (written in the write's transaction, or at start), as ASCII.
 */
export function shopperDocParts(doc: StoredJson, variants?: StoredJson): JsonPart[] {
  if (variants === undefined) return [stored(doc)];
  const last = doc.length - 1;
  const closed = typeof doc === 'string' ? doc[last] === '}' : doc[last] === CLOSING_BRACE;
  if (!closed) throw new Error('a stored shopper document is not a JSON object');
  const open = typeof doc === 'string' ? doc.slice(0, last) : doc.subarray(0, last);
  return [stored(open), ',"variants":', stored(variants), '}'];
}
