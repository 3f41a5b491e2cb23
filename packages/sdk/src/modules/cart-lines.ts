import { EMPTY_VARIANT_ID } from './products';

/** The catalog's app id in a line's catalogReference: the Wix Stores app id, which Atelier's catalog answers to. */
export const CATALOG_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** A cart line naming a catalog product (and its variant; none or the empty variant: the product's default). */
export interface CatalogLineInput {
  catalogReference: { appId: string; catalogItemId: string; options?: { variantId: string } };
  quantity: number;
}

export function catalogLine(productId: string, quantity: number, variantId?: string): CatalogLineInput {
  const variant = variantId && variantId !== EMPTY_VARIANT_ID ? { options: { variantId } } : {};
  return { catalogReference: { appId: CATALOG_APP_ID, catalogItemId: productId, ...variant }, quantity };
}
