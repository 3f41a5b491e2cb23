import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { collections, productCollections, products } from '../../../db/schema';
import { csvCell, guardFormula } from '../../../lib/csv';
import { productColumns, type ProductRow, type VariantRow } from '../derive';
import { variantsOf } from '../load';
import { productFilterWhere, type ProductFilter } from '../product-filter';
import { Violations } from '../validate';
import { CSV_COLUMNS, type Column } from './rows';

/**
 * The product CSV of the import (rows.ts), written from products: what the import's columns hold of each
 * product, so a file exported imports back unchanged: its row, then a row per variant of a product with
 * options (variant-rows.ts). Videos and uploaded pictures (not http URLs) have no column and stay behind.
 */
export function exportCells(row: ProductRow, variants: VariantRow[], collectionSlugs: string[]): string[][] {
  const first = variants[0];
  const options = row.productOptions.map((o) =>
    o.optionType === 'color'
      ? `${o.name} (color): ${o.choices.map((c) => `${c.description}=${c.value}`).join('; ')}`
      : `${o.name}: ${o.choices.map((c) => c.description).join('; ')}`,
  );
  const images = row.media
    .filter((m) => m.mediaType === 'image' && /^https?:\/\/\S+$/.test(m.url))
    .map((m) => m.url);
  const ppu = row.pricePerUnitData;
  const cells: Record<Column, string> = {
    name: row.name,
    slug: row.slug,
    variant: '',
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
    imageUrl: images[0] ?? '',
    moreImageUrls: images.slice(1).join('|'),
    pricePerUnit: ppu
      ? `${ppu.totalQuantity} ${ppu.totalMeasurementUnit} / ${ppu.baseQuantity} ${ppu.baseMeasurementUnit}`
      : '',
  };
  const withOptions = row.productOptions.length > 0;
  const variantRows = (withOptions ? variants : []).map((v) => variantCells(row, v));
  return [cells, ...variantRows].map((r) => CSV_COLUMNS.map((c) => r[c] ?? ''));
}

/** A variant's row: its choices and what it holds of its own (an empty cell: the product's). */
function variantCells(row: ProductRow, v: VariantRow): Partial<Record<Column, string>> {
  return {
    variant: row.productOptions.map((o) => `${o.name}: ${v.choices[o.name] ?? ''}`).join('; '),
    price: v.price ?? '',
    cost: v.cost ?? '',
    weight: v.weight ?? '',
    sku: v.sku ?? '',
    visible: String(v.visible),
    quantity: row.trackInventory && v.quantity != null ? String(v.quantity) : '',
    inStock: String(v.inStock),
  };
}

/** The export's rows of some products (each a list of rows of cells), by id. */
export async function exportCellsOf(db: Db, rows: ProductRow[]): Promise<Map<string, string[][]>> {
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
      for (const cellsOfRow of cells.get(r.id)!)
        lines.push(cellsOfRow.map((c) => csvCell(guardFormula(c))).join(','));
    if (rows.length < PAGE) break;
  }
  return lines.join('\r\n') + '\r\n';
}
