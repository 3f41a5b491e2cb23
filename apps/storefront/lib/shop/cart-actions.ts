'use server';

import { applyCoupon, removeCoupon, removeLine, setLineQuantity } from './cart';
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
  return result.ok
    ? { id, status: 'applied', code, message: `Code ${code.toUpperCase()} applied.` }
    : { id, status: 'refused', code, message: result.message };
}
