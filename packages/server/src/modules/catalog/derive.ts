import { getTableColumns } from 'drizzle-orm';
import { products, type productVariants } from '../../db/schema';
import { cents, centsText } from '../../lib/money';
import { discountedCents, range, variantInStock, type DiscountType } from './rules';

/**
 * Every product column but the search document, which only the database reads, and the stored
 * shopper documents and their version, which are written from these columns and read only by
 * shopper reads.
 */
const {
  searchVector: _searchVector,
  shopperDoc: _shopperDoc,
  shopperVariants: _shopperVariants,
  docVersion: _docVersion,
  ...columns
} = getTableColumns(products);
export const productColumns = columns;
export type ProductRow = Omit<
  typeof products.$inferSelect,
  'searchVector' | 'shopperDoc' | 'shopperVariants' | 'docVersion'
>;
export type VariantRow = typeof productVariants.$inferSelect;

/** The product columns its derived values depend on. */
export type PricedProduct = Pick<ProductRow, 'price' | 'discountType' | 'discountValue' | 'trackInventory'>;

/** Discount value in the unit discountedCents expects: cents, or cents of a percent. */
export const discountUnits = (p: Pick<ProductRow, 'discountValue'>) => cents(p.discountValue) ?? 0n;

export const variantPrice = (p: PricedProduct, v: Pick<VariantRow, 'price'>) =>
  cents(v.price ?? p.price) ?? 0n;

/**
 * Recomputes what is derived; variants of a tracked product are in stock while they have units. The
 * product's stock status is kept apart, in its stock row (stock/rows.ts).
 */
export function derive(p: PricedProduct, variants: VariantRow[]) {
  const discount = p.discountType as DiscountType;
  const stockedVariants = variants.map((v) => ({ ...v, inStock: variantInStock(p.trackInventory, v) }));
  const prices = stockedVariants.filter((v) => v.visible).map((v) => variantPrice(p, v));
  const priceRange = range(prices.length > 0 ? prices : [cents(p.price) ?? 0n])!;
  return {
    variants: stockedVariants,
    columns: {
      discountedPrice: centsText(discountedCents(cents(p.price) ?? 0n, discount, discountUnits(p))),
      minPrice: centsText(priceRange.min),
      maxPrice: centsText(priceRange.max),
    },
  };
}
