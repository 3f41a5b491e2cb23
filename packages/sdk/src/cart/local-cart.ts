/**
 * The local cart of spec sections 3, 5 and 9: what the shop keeps of a cart on the shopper's side, as
 * JSON in the cookie `cart`. Pure functions only: cart-sync.ts keeps it in step with the server's cart.
 */
import { EMPTY_VARIANT_ID } from '../modules/products';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../wire/carts';

/** The cookie that holds the local cart (spec section 9). */
export const CART_COOKIE = 'cart';

/** Most units one local item holds: the server's bound of a line (published in its contract). */
export const MAX_LOCAL_QUANTITY = MAX_LINE_QUANTITY;

/**
 * Most items the local cart keeps: as many lines as the server's cart holds, so a mirror of the remote cart
 * is the whole cart. A browser keeps at most about 4 KB in one cookie, about 25 items of catalog ids: a shop
 * whose carts grow longer keeps the items on the server and only what it shows (a count) in its cookie.
 */
export const MAX_LOCAL_ITEMS = MAX_CART_LINES;

export interface LocalCartItem {
  productId: string;
  quantity: number;
  variantId: string;
}

/** A line of the server's cart, as the local cart reads it (spec section 3). */
export interface RemoteCartLine {
  _id?: string | undefined;
  rootCatalogItemId?: string | undefined;
  quantity?: number | undefined;
  catalogReference?: { catalogItemId?: string; options?: Record<string, unknown> | undefined } | undefined;
}

/** What the local cart adds: a product, its variant (none: the empty variant) and a quantity change. */
export interface LocalCartChange {
  productId: string;
  variantId?: string | undefined;
  quantity: number;
}

const sameItem = (a: { productId: string; variantId: string }, b: { productId: string; variantId: string }) =>
  a.productId === b.productId && a.variantId === b.variantId;

const variantOf = (variantId: string | undefined): string =>
  typeof variantId === 'string' && variantId !== '' ? variantId : EMPTY_VARIANT_ID;

const isItem = (value: unknown): value is LocalCartItem => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.productId === 'string' &&
    item.productId !== '' &&
    typeof item.variantId === 'string' &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity >= 1
  );
};

/**
 * The items a cookie value holds. A value that is not the cart's JSON (edited, truncated, from an older
 * shop) is an empty cart, and items that are not well-formed are dropped: the cookie is the shopper's.
 */
export function parseLocalCart(text: string | undefined): LocalCartItem[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    try {
      value = JSON.parse(decodeURIComponent(text));
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  let items: LocalCartItem[] = [];
  for (const entry of value) {
    if (!isItem(entry)) continue;
    items = addToLocalCart(items, entry);
  }
  return items;
}

export const serializeLocalCart = (items: readonly LocalCartItem[]): string =>
  JSON.stringify(items.map(({ productId, quantity, variantId }) => ({ productId, quantity, variantId })));

/**
 * Adds `change.quantity` (negative to take away) to the item of the same product and variant, or adds a
 * new item. An item whose resulting quantity is below 1 is removed (spec section 4).
 */
export function addToLocalCart(items: readonly LocalCartItem[], change: LocalCartChange): LocalCartItem[] {
  const key = { productId: change.productId, variantId: variantOf(change.variantId) };
  const current = items.find((item) => sameItem(item, key));
  const quantity = Math.min(MAX_LOCAL_QUANTITY, (current?.quantity ?? 0) + Math.trunc(change.quantity));
  const others = items.filter((item) => !sameItem(item, key));
  if (quantity < 1) return others;
  if (current) return items.map((item) => (sameItem(item, key) ? { ...key, quantity } : item));
  if (items.length >= MAX_LOCAL_ITEMS) return [...items];
  return [...items, { ...key, quantity }];
}

/** The quantity the local cart holds of a product's variant (0 when none). */
export const localQuantity = (
  items: readonly LocalCartItem[],
  productId: string,
  variantId?: string,
): number =>
  items.find((item) => sameItem(item, { productId, variantId: variantOf(variantId) }))?.quantity ?? 0;

/** Units in the cart: what a header's cart count shows. */
export const localCartCount = (items: readonly LocalCartItem[]): number =>
  items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * A remote line as a local item (spec section 3): the product is the line's rootCatalogItemId (else its
 * catalog reference), the quantity 1 when the line has none, the variant the empty variant when the line
 * names none. Undefined for a line naming no product (a custom line).
 */
export function localItemOf(line: RemoteCartLine): LocalCartItem | undefined {
  const productId = line.rootCatalogItemId ?? line.catalogReference?.catalogItemId;
  if (!productId) return undefined;
  const variantId = line.catalogReference?.options?.variantId;
  const quantity =
    typeof line.quantity === 'number' && Number.isInteger(line.quantity) && line.quantity >= 1
      ? line.quantity
      : 1;
  return { productId, quantity, variantId: variantOf(typeof variantId === 'string' ? variantId : undefined) };
}

/** The local items of a remote cart's lines, merged by product and variant. */
export function localItemsOf(lines: readonly RemoteCartLine[] | undefined): LocalCartItem[] {
  let items: LocalCartItem[] = [];
  for (const line of lines ?? []) {
    const item = localItemOf(line);
    if (item) items = addToLocalCart(items, item);
  }
  return items;
}

/** The ids of the remote lines that hold a product's variant. */
export function remoteLineIds(
  lines: readonly RemoteCartLine[] | undefined,
  productId: string,
  variantId?: string,
) {
  const key = { productId, variantId: variantOf(variantId) };
  return (lines ?? []).flatMap((line) => {
    const item = localItemOf(line);
    return item && line._id && sameItem(item, key) ? [line._id] : [];
  });
}
