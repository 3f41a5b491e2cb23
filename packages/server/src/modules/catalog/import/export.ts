import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { collections, productCollections, products } from '../../../db/schema';
import { csvCell, guardFormula } from '../../../lib/csv';
import { productColumns, type ProductRow, type VariantRow } from '../derive';
import { variantsOf } from '../load';
import { productFilterWhere, type ProductFilter } from '../product-filter';
import { Violations } from '../validate';
import { CSV_COLUMNS } from './rows';

/**
 * The product CSV of the import (rows.ts), written from products: what the import's columns hold of each
 * product, so a file exported imports back unchanged. Variants' own prices, further media and uploaded
 * images (not http URLs) have no column and stay behind.
 */
export function exportCells(row: ProductRow, variants: VariantRow[], collectionSlugs: string[]): string[] {
  const first = variants[0];
  const options = row.productOptions.map((o) =>
    o.optionType === 'color'
      ? `${o.name} (color): ${o.choices.map((c) => `${c.description}=${c.value}`).join('; ')}`
      : `${o.name}: ${o.choices.map((c) => c.description).join('; ')}`,
  );
  const image = row.media.find((m) => m.mediaType === 'image' && /^https?:\/\/\S+$/.test(m.url));
  const ppu = row.pricePerUnitData;
  const cells: Record<(typeof CSV_COLUMNS)[number], string> = {
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: row.price,
    cost: row.cost ?? '',
    discountType: row.discountType,
    discountValue: row.discountType === 'NONE' ? '' : row.discountValue,
    brand: row.brand ?? '',
    ribbon: row.ribbon ?? '',
    weight: row.weight ?? '',
    productType: row.productType,
    visible: String(row.visible),
    sku: row.sku ?? '',
    trackInventory: String(row.trackInventory),
    quantity: row.trackInventory && first?.quantity != null ? String(first.quantity) : '',
    inStock: String(first?.inStock ?? true),
    collections: [...collectionSlugs].sort().join('|'),
    option1: options[0] ?? '',
    option2: options[1] ?? '',
    option3: options[2] ?? '',
    imageUrl: image?.url ?? '',
    pricePerUnit: ppu
      ? `${ppu.totalQuantity} ${ppu.totalMeasurementUnit} / ${ppu.baseQuantity} ${ppu.baseMeasurementUnit}`
      : '',
  };
  return CSV_COLUMNS.map((c) => cells[c]);
}

/** The export's cells of some products, by id. */
export async function exportCellsOf(db: Db, rows: ProductRow[]): Promise<Map<string, string[]>> {
  const ids = rows.map((r) => r.id);
  const variants = await variantsOf(db, ids);
  const memberships = ids.length
    ? await db
        .select({ productId: productCollections.productId, slug: collections.slug })
        .from(productCollections)
        .innerJoin(collections, eq(collections.id, productCollections.collectionId))
        .where(inArray(productCollections.productId, ids))
    : [];
  const slugs = new Map<string, string[]>();
  for (const m of memberships) slugs.set(m.productId, [...(slugs.get(m.productId) ?? []), m.slug]);
  return new Map(rows.map((r) => [r.id, exportCells(r, variants.get(r.id) ?? [], slugs.get(r.id) ?? [])]));
}

/** Products read and written per round. */
const PAGE = 1000;

/**
 * GET /v1/products/export.csv: every product the filter finds (all without one), by name, in the columns of
 * the import. Text that a spreadsheet would run as a formula gets a leading apostrophe, which the import
 * takes off again.
 */
export async function exportProductsCsv(db: Db, filter: ProductFilter): Promise<string> {
  const v = new Violations();
  const where = productFilterWhere(db, filter, 'filter', v);
  v.throwIfAny();
  const lines = [CSV_COLUMNS.join(',')];
  for (let offset = 0; ; offset += PAGE) {
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(PAGE)
      .offset(offset);
    const cells = await exportCellsOf(db, rows);
    for (const r of rows)
      lines.push(
        cells
          .get(r.id)!
          .map((c) => csvCell(guardFormula(c)))
          .join(','),
      );
    if (rows.length < PAGE) break;
  }
  return lines.join('\r\n') + '\r\n';
}
