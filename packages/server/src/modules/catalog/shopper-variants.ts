import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { products, productVariants } from '../../db/schema';
import { refKey, type VariantRef } from './stock/rules';

/** What a shopper is told of a variant elsewhere than on its page (a mail, a list): never merchant data. */
export interface ShopperVariant {
  productId: string;
  variantId: string;
  productName: string;
  slug: string;
  /** Option name -> choice name; empty for a product without options. */
  choices: Record<string, string>;
  /** Whether a shopper may see it: the product and the variant both visible. */
  visible: boolean;
}

/** For each variant named, its product's name and slug and its choices; null for a variant not in the catalog. */
export async function shopperVariants(
  db: Db,
  refs: readonly VariantRef[],
): Promise<(ShopperVariant | null)[]> {
  if (refs.length === 0) return [];
  const rows = await db
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      productName: products.name,
      slug: products.slug,
      choices: productVariants.choices,
      productVisible: products.visible,
      variantVisible: productVariants.visible,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        inArray(
          productVariants.productId,
          refs.map((r) => r.productId),
        ),
        inArray(
          productVariants.id,
          refs.map((r) => r.variantId),
        ),
      ),
    );
  const byKey = new Map(rows.map((r) => [refKey(r), r]));
  return refs.map((ref) => {
    const row = byKey.get(refKey(ref));
    if (!row) return null;
    const { productVisible, variantVisible, ...rest } = row;
    return { ...rest, visible: productVisible && variantVisible };
  });
}
