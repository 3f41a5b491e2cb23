'use server';

import { revalidatePath } from 'next/cache';
import { applyCoupon, clearCart, removeCoupon, removeLine, restoreCart, setLineQuantity } from './cart';
import { clearedMessage, parseSavedCart, restoredMessage, serializeSavedCart } from './cart-clear';
import { cartErrorMessage, cartMessages } from './cart-errors';
import type { CartView } from './cart-view';

/** Server actions of the drawer and /cart: the new cart, or words for the shopper (and a log) when it failed. */
export type CartActionResult = { ok: true; cart: CartView } | { ok: false; message: string };

async function attempt(what: string, change: () => Promise<CartView>): Promise<CartActionResult> {
  try {
    return { ok: true, cart: await change() };
  } catch (error) {
    const failure = cartErrorMessage(error);
    if (!failure.expected) console.error(`${what} failed`, error);
    return { ok: false, message: failure.message };
  }
}

export async function changeLineQuantity(lineId: string, quantity: number): Promise<CartActionResult> {
  if (!Number.isInteger(quantity)) return { ok: false, message: cartMessages.unavailable };
  return attempt('Changing a quantity', () => setLineQuantity(lineId, quantity));
}

export async function removeCartLine(lineId: string): Promise<CartActionResult> {
  return attempt('Removing a line', () => removeLine(lineId));
}

export interface CouponState {
  id: number;
  status: 'idle' | 'applied' | 'refused' | 'removed';
  message?: string;
  code?: string;
}

/** The coupon form (works before the page's JavaScript runs, too). */
export async function couponAction(previous: CouponState, form: FormData): Promise<CouponState> {
  const id = previous.id + 1;
  const raw = form.get('couponCode');
  const code = typeof raw === 'string' ? raw.trim() : '';
  if (form.get('intent') === 'remove') {
    const result = await attempt('Removing a coupon', removeCoupon);
    return result.ok
      ? { id, status: 'removed', message: 'Code removed.' }
      : { id, status: 'refused', message: result.message };
  }
  if (!code) return { id, status: 'refused', message: cartMessages.couponEmpty };
  const result = await attempt('Applying a coupon', () => applyCoupon(code));
  const applied = result.ok ? (result.cart.couponCode ?? code) : code;
  return result.ok
    ? { id, status: 'applied', code: applied, message: `Code ${applied} applied.` }
    : { id, status: 'refused', code, message: result.message };
}

export interface ClearState {
  id: number;
  status: 'idle' | 'cleared' | 'restored' | 'failed';
  message?: string;
  /** After a clear (or an Undo that failed): what the cart held, for the Undo form to send back (a hidden field). */
  saved?: string;
  /** The notice tells of something that did not come back: it stays until the shopper leaves. */
  lasting?: boolean;
}

/**
 * "Clear cart" and its "Undo" on /cart (work before the page's JavaScript runs, too): a clear deletes the
 * cart and answers what it held; Undo sends that back and it is added to a new cart.
 */
export async function clearCartAction(previous: ClearState, form: FormData): Promise<ClearState> {
  const id = previous.id + 1;
  try {
    if (form.get('intent') === 'undo') {
      const saved = parseSavedCart(form.get('saved'));
      if (!saved) return { id, status: 'failed', message: 'There is nothing to put back.' };
      const restored = await restoreCart(saved);
      revalidatePath('/cart');
      const told = restoredMessage(restored, saved.couponCode);
      return { id, status: 'restored', message: told.text, lasting: !told.complete };
    }
    const saved = await clearCart();
    revalidatePath('/cart');
    return {
      id,
      status: 'cleared',
      message: clearedMessage(saved),
      ...(saved.lines.length > 0 ? { saved: serializeSavedCart(saved) } : {}),
    };
  } catch (error) {
    const failure = cartErrorMessage(error);
    if (!failure.expected) console.error('Clearing the cart or its undo failed', error);
    return { ...previous, id, status: 'failed', message: failure.message };
  }
}
