import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { products, productStock, productVariants } from '../../../db/schema';
import { noteStockWrite } from './marks';
import { stockRow, type StockedVariant } from './views';

const BATCH = 500;

/** A product whose stock row was written: what shoppers see of its stock now, and whether it flipped. */
export interface StockRowChange {
  productId: string;
  slug: string;
  inStock: boolean;
  inventoryStatus: string;
  quantity: number | null;
  /** It was in stock before and is sold out now, or the other way round (false for a new row). */
  inStockChanged: boolean;
}

/**
 * Writes the stock rows of these products from their variant rows: called by every take and return
 * of stock and by every catalog write (with the shopper documents). The rows are locked first, in
 * product id order, and the variants read after, so of two writers the later one reads what the
 * earlier committed, and a row never keeps values older than its variants.
 * Lock order: variant rows (product id, variant id) before stock rows (product id).
 */
export async function writeStockRows(db: Db, productIds: readonly string[]): Promise<StockRowChange[]> {
  const unique = [...new Set(productIds)].sort();
  noteStockWrite(unique);
  const written: StockRowChange[] = [];
  for (let i = 0; i < unique.length; i += BATCH) {
    const ids = unique.slice(i, i + BATCH);
    const before = await db
      .select({ id: productStock.productId, inStock: productStock.inStock })
      .from(productStock)
      .where(inArray(productStock.productId, ids))
      .orderBy(productStock.productId)
      .for('no key update');
    const owners = await db
      .select({
        id: products.id,
        slug: products.slug,
        trackInventory: products.trackInventory,
        productOptions: products.productOptions,
      })
      .from(products)
      .where(inArray(products.id, ids));
    if (owners.length === 0) continue;
    const variants = await db
      .select({
        productId: productVariants.productId,
        choices: productVariants.choices,
        quantity: productVariants.quantity,
        inStock: productVariants.inStock,
        visible: productVariants.visible,
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.productId), asc(productVariants.position));
    const byProduct = new Map<string, StockedVariant[]>(owners.map((o) => [o.id, []]));
    for (const v of variants) byProduct.get(v.productId)?.push(v);
    const rows = owners.map((o) => ({ productId: o.id, ...stockRow(o, byProduct.get(o.id)!) }));
    const wasInStock = new Map(before.map((b) => [b.id, b.inStock]));
    rows.forEach((r, n) => {
      const was = wasInStock.get(r.productId);
      written.push({
        productId: r.productId,
        slug: owners[n]!.slug,
        inStock: r.inStock,
        inventoryStatus: r.inventoryStatus,
        quantity: r.quantity,
        inStockChanged: was !== undefined && was !== r.inStock,
      });
    });
    await db
      .insert(productStock)
      .values(rows)
      .onConflictDoUpdate({
        target: productStock.productId,
        set: {
          inStock: sql`excluded.in_stock`,
          inventoryStatus: sql`excluded.inventory_status`,
          quantity: sql`excluded.quantity`,
          docValues: sql`excluded.doc_values`,
          variantValues: sql`excluded.variant_values`,
        },
      });
  }
  return written;
}
