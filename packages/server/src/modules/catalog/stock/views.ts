import { asciiJson } from '../../../lib/ascii-json';
import { productStock, variantInStock, type InventoryStatus } from '../rules';

/**
 * What readers see of stock, from a product's variant rows: the product's `stock`, each variant's
 * `stock` and each choice's `inStock`. The merchant's views are built with these, and the shopper's
 * stored documents are filled with them (see holes.ts), so both read stock the same way.
 */

export interface StockedProduct {
  trackInventory: boolean;
  productOptions: { name: string; choices: { description: string }[] }[];
}

export interface StockedVariant {
  choices: Record<string, string>;
  quantity: number | null;
  inStock: boolean;
  visible: boolean;
}

export interface ProductStockView {
  trackInventory: boolean;
  quantity?: number;
  inStock: boolean;
  inventoryStatus: InventoryStatus;
}

export function productStockView(trackInventory: boolean, variants: StockedVariant[]): ProductStockView {
  const stock = productStock({ trackInventory, variants });
  return {
    trackInventory,
    ...(stock.quantity !== null ? { quantity: stock.quantity } : {}),
    inStock: stock.inStock,
    inventoryStatus: stock.inventoryStatus,
  };
}

export const variantStockView = (trackInventory: boolean, v: StockedVariant) => ({
  trackQuantity: trackInventory,
  ...(trackInventory ? { quantity: v.quantity ?? 0 } : {}),
  inStock: variantInStock(trackInventory, v),
});

/** A choice is in stock when a shown variant with it is. */
export const choiceInStock = (
  trackInventory: boolean,
  variants: StockedVariant[],
  option: string,
  choice: string,
) => variants.some((v) => v.visible && v.choices[option] === choice && variantInStock(trackInventory, v));

/** Separates the values that fill a stored document's holes (see holes.ts). */
export const HOLE = '\x01';

/**
 * A product's stock row: the status queries filter and sort on, and the JSON values of its shopper
 * documents' holes in the order they appear: the product's `stock`, then each choice's `inStock`
 * (options and choices in order); the variants' `stock`, in position order.
 */
export function stockRow(product: StockedProduct, variants: StockedVariant[]) {
  const track = product.trackInventory;
  const stock = productStockView(track, variants);
  const choices = product.productOptions.flatMap((o) =>
    o.choices.map((c) => String(choiceInStock(track, variants, o.name, c.description))),
  );
  return {
    inStock: stock.inStock,
    inventoryStatus: stock.inventoryStatus,
    quantity: stock.quantity ?? null,
    docValues: [asciiJson(stock), ...choices].join(HOLE),
    variantValues: variants.map((v) => asciiJson(variantStockView(track, v))).join(HOLE),
  };
}
