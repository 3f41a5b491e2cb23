/**
 * Clearing the cart and its undo (spec section 4: clearing deletes the remote cart and the local cart). What a
 * cleared cart held is kept as a `SavedCart`, which the page hands back with Undo (a hidden field of the Undo
 * form, so it works without JavaScript too); Undo adds its lines to a new current cart and applies its coupon
 * again. The shopper's own words about what could not come back are made here, without I/O, so they are tested
 * without a server.
 */
import {
  catalogLine,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  ValidationError,
  type Cart,
  type CatalogLineInput,
} from '@atelier/sdk';
import { cartErrorMessage } from './cart-errors';

/** A line as it was: the product, its variant, the units and its name (to say it did not come back). */
export interface SavedLine {
  productId: string;
  variantId: string | undefined;
  quantity: number;
  name: string;
}

export interface SavedCart {
  lines: SavedLine[];
  couponCode: string | undefined;
}

/** What a cart held, to put back: its catalog lines and coupon (custom lines are the merchant's, not kept). */
export function savedCartOf(cart: Pick<Cart, 'lineItems' | 'couponCode'> | undefined): SavedCart {
  const lines = (cart?.lineItems ?? []).flatMap((line): SavedLine[] => {
    const productId = line.catalogReference?.catalogItemId ?? line.rootCatalogItemId;
    if (!productId) return [];
    const variantId = line.catalogReference?.options?.variantId;
    return [
      {
        productId,
        variantId: typeof variantId === 'string' && variantId !== '' ? variantId : undefined,
        quantity: line.quantity ?? 1,
        name: line.productName?.original ?? 'A piece',
      },
    ];
  });
  return { lines, couponCode: cart?.couponCode || undefined };
}

export const serializeSavedCart = (saved: SavedCart): string => JSON.stringify(saved);

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

function savedLineOf(value: unknown): SavedLine | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const line = value as Record<string, unknown>;
  const { productId, variantId, quantity, name } = line;
  if (!text(productId, 100) || !text(name, 300)) return undefined;
  if (variantId !== undefined && !text(variantId, 100)) return undefined;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return undefined;
  if (quantity < 1 || quantity > MAX_LINE_QUANTITY) return undefined;
  return { productId, variantId, quantity, name };
}

/**
 * The saved cart an Undo form sent back; undefined when it is not one (the form is the shopper's to edit:
 * the server checks every line again, this only keeps the request within a cart's bounds).
 */
export function parseSavedCart(raw: unknown): SavedCart | undefined {
  if (typeof raw !== 'string' || raw.length === 0) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { lines, couponCode } = value as Record<string, unknown>;
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > MAX_CART_LINES) return undefined;
  const parsed = lines.map(savedLineOf);
  if (parsed.some((line) => line === undefined)) return undefined;
  if (couponCode !== undefined && !text(couponCode, 100)) return undefined;
  return { lines: parsed as SavedLine[], couponCode };
}

/** The current-cart calls a restore makes (`client.currentCart` fits). */
export interface RestoringCart {
  addToCurrentCart(options: { lineItems: CatalogLineInput[] }): Promise<{ cart: Cart }>;
  updateCurrentCart(options: { couponCode: string }): Promise<Cart>;
}

export interface Restored {
  /** The new current cart; undefined when no line could come back. */
  cart: Cart | undefined;
  /** Units that came back. */
  units: number;
  /** Names of the lines the shop no longer sells (refused by the server). */
  refused: string[];
  /** Why the coupon did not apply again, in the server's words. */
  couponProblem: string | undefined;
}

/** The indexes of the lines a refused add names (`lineItems[3].catalogReference.catalogItemId`). */
function refusedIndexes(error: ValidationError): Set<number> {
  const indexes = new Set<number>();
  for (const violation of error.fieldViolations) {
    const match = /^lineItems(?:\[(\d+)\]|\.(\d+))/.exec(violation.field);
    if (match) indexes.add(Number(match[1] ?? match[2]));
  }
  return indexes;
}

/**
 * Adds the saved lines to the current cart (a new one: the old one is deleted) in one call; lines the server
 * refuses (a product gone or hidden since) are left out and the rest added again. Then the coupon.
 */
export async function restoreSavedCart(remote: RestoringCart, saved: SavedCart): Promise<Restored> {
  let pending = saved.lines;
  const refused: string[] = [];
  let cart: Cart | undefined;
  while (pending.length > 0 && !cart) {
    try {
      const lineItems = pending.map((line) => catalogLine(line.productId, line.quantity, line.variantId));
      cart = (await remote.addToCurrentCart({ lineItems })).cart;
    } catch (error) {
      const indexes = error instanceof ValidationError ? refusedIndexes(error) : new Set<number>();
      const left = pending.filter((_, i) => indexes.has(i));
      if (left.length === 0) throw error;
      refused.push(...left.map((line) => line.name));
      pending = pending.filter((_, i) => !indexes.has(i));
    }
  }
  let couponProblem: string | undefined;
  if (cart && saved.couponCode) {
    try {
      cart = await remote.updateCurrentCart({ couponCode: saved.couponCode });
    } catch (error) {
      const failure = cartErrorMessage(error);
      if (!failure.expected) throw error;
      couponProblem = failure.message;
    }
  }
  const units = pending.reduce((sum, line) => sum + line.quantity, 0);
  return { cart, units, refused, couponProblem };
}

const pieces = (units: number) => `${units} ${units === 1 ? 'piece' : 'pieces'}`;

/** The names of a list, "A", "A and B", "A, B and C". */
const names = (list: readonly string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

export function clearedMessage(saved: SavedCart): string {
  const units = saved.lines.reduce((sum, line) => sum + line.quantity, 0);
  return units > 0 ? `Your cart is cleared: ${pieces(units)} taken out.` : 'Your cart is already empty.';
}

/**
 * What Undo tells the shopper: what came back, what did not (gone from the shop, or back but sold out now),
 * and a coupon that no longer applies; `complete` when everything came back as it was.
 */
export function restoredMessage(
  restored: Restored,
  couponCode: string | undefined,
): { text: string; complete: boolean } {
  const sentences = [
    restored.units > 0
      ? `${pieces(restored.units)} back in your cart.`
      : 'None of the pieces could come back to your cart.',
  ];
  if (restored.refused.length > 0)
    sentences.push(`No longer in the shop, so not back: ${names(restored.refused)}.`);
  const soldOut = (restored.cart?.lineItems ?? [])
    .filter((line) => ['NOT_AVAILABLE', 'NOT_FOUND'].includes(line.availability?.status ?? ''))
    .map((line) => line.productName?.original ?? 'A piece');
  if (soldOut.length > 0) sentences.push(`Sold out now: ${names(soldOut)}.`);
  if (restored.couponProblem && couponCode)
    sentences.push(`The code ${couponCode.toUpperCase()} no longer applies: ${restored.couponProblem}`);
  return { text: sentences.join(' '), complete: sentences.length === 1 && restored.units > 0 };
}
