/**
 * The shopper's cart on the server side of the storefront. Visitors and members alike keep their cart on
 * the commerce server, under the tokens of their session cookies (a visitor's come from the anonymous grant
 * on the first add); the `cart` cookie holds its count for the header (cart-cookie.ts). Renders only read;
 * server actions and route handlers change the cart and write the cookie.
 */
import {
  ApplicationError,
  catalogLine,
  LOAD_CART_FAILED_MESSAGE,
  type Cart,
  type EstimateTotalsOptions,
} from '@atelier/sdk';
import { cookies } from 'next/headers';
import { apiUrl, storefrontUrl, type SessionClient } from './client';
import { addOutcome, availableOf, lineOf, type AddOutcome } from './cart-add';
import { restoreSavedCart, savedCartOf, type Restored, type SavedCart } from './cart-clear';
import { CART_COOKIE, cartCookieOf, cartCookieOptions } from './cart-cookie';
import { cartView, EMPTY_CART, estimateView, type CartView, type EstimateView } from './cart-view';
import { actionSession, renderSession } from './session';
import { REFRESH_TOKEN_COOKIE } from './session-cookies';
import { getShopClock } from './shop-settings';

/** A cart that does not exist yet reads as empty. */
const isNoCart = (error: unknown) => error instanceof ApplicationError && error.status === 404;

/** Brings the `cart` cookie in line with the server's cart (none: deleted). */
async function writeCartCookie(cart: Pick<Cart, 'lineItems'> | undefined): Promise<void> {
  const jar = await cookies();
  const value = cartCookieOf(cart);
  if (value === undefined) jar.delete({ name: CART_COOKIE, path: '/' });
  else jar.set(CART_COOKIE, value, cartCookieOptions(storefrontUrl()));
}

/** The cart as changed by a server action or route handler: the cookie follows, and the view is returned. */
async function changed(cart: Cart): Promise<CartView> {
  await writeCartCookie(cart);
  return cartView(cart, apiUrl());
}

/** The cart for a render. Throws when the server cannot answer (the page says so). */
export async function readCart(): Promise<CartView> {
  const session = await renderSession();
  if (!session) return EMPTY_CART;
  try {
    return cartView(await session.client.currentCart.getCurrentCart(), apiUrl());
  } catch (error) {
    if (isNoCart(error)) return EMPTY_CART;
    throw error;
  }
}

export interface EstimateRequest {
  country: string;
  subdivision?: string;
  postalCode?: string;
  option?: { code: string; carrierId?: string };
}

/** Totals with shipping and tax for a destination; throws the server's shipping errors. */
export async function readEstimate(request: EstimateRequest): Promise<EstimateView | undefined> {
  const session = await renderSession();
  if (!session) return undefined;
  const options: EstimateTotalsOptions = {
    shippingAddress: {
      country: request.country,
      ...(request.subdivision ? { subdivision: request.subdivision } : {}),
      ...(request.postalCode ? { postalCode: request.postalCode } : {}),
    },
    ...(request.option ? { selectedShippingOption: request.option } : {}),
  };
  try {
    const [answer, clock] = await Promise.all([
      session.client.currentCart.estimateCurrentCartTotals(options),
      getShopClock(),
    ]);
    return estimateView(answer, apiUrl(), clock);
  } catch (error) {
    if (isNoCart(error)) return undefined;
    throw error;
  }
}

/** The cart for the browser (/api/cart): read in a route handler, so the cookie is brought in line too. */
export async function refreshCart(): Promise<CartView> {
  const jar = await cookies();
  if (!jar.get(REFRESH_TOKEN_COOKIE)) return EMPTY_CART;
  const session = await actionSession();
  try {
    return await changed(await session.client.currentCart.getCurrentCart());
  } catch (error) {
    if (!isNoCart(error)) throw error;
    await writeCartCookie(undefined);
    return EMPTY_CART;
  }
}

/**
 * Adds a product to the cart, never more than can be bought (cart-add.ts): the line is brought down to the
 * stock the server reports for it. Answers the cart and what was added.
 */
export async function addToCart(
  productId: string,
  variantId: string | undefined,
  quantity: number,
): Promise<{ cart: CartView; outcome: AddOutcome }> {
  const session = await actionSession();
  const { currentCart } = session.client;
  let { cart } = await currentCart.addToCurrentCart({
    lineItems: [catalogLine(productId, quantity, variantId)],
  });
  const line = lineOf(cart.lineItems, productId, variantId);
  const after = line?.quantity ?? quantity;
  const outcome = addOutcome(quantity, after, line ? availableOf(line) : undefined);
  if (line?._id && outcome.inCart !== after) {
    cart =
      outcome.inCart === 0
        ? (await currentCart.removeLineItemsFromCurrentCart([line._id])).cart
        : (await currentCart.updateCurrentCartLineItemQuantity([{ _id: line._id, quantity: outcome.inCart }]))
            .cart;
  }
  return { cart: await changed(cart), outcome };
}

/** A quantity below 1 removes the line. */
export async function setLineQuantity(lineId: string, quantity: number): Promise<CartView> {
  if (quantity < 1) return removeLine(lineId);
  const session = await actionSession();
  const { cart } = await session.client.currentCart.updateCurrentCartLineItemQuantity([
    { _id: lineId, quantity },
  ]);
  return changed(cart);
}

export async function removeLine(lineId: string): Promise<CartView> {
  const session = await actionSession();
  const { cart } = await session.client.currentCart.removeLineItemsFromCurrentCart([lineId]);
  return changed(cart);
}

/** Throws the server's coupon error (its code and a sentence for the shopper) when the code does not apply. */
export async function applyCoupon(code: string): Promise<CartView> {
  const session = await actionSession();
  return changed(await session.client.currentCart.updateCurrentCart({ couponCode: code }));
}

export async function removeCoupon(): Promise<CartView> {
  const session = await actionSession();
  const { cart } = await session.client.currentCart.removeCouponFromCurrentCart();
  return changed(cart);
}

/**
 * Clears the cart (spec section 4): deletes the remote cart with the spec's delete-current-cart call, and the
 * cookie. Answers what the cart held, for Undo; a cart that was already gone held nothing.
 */
export async function clearCart(): Promise<SavedCart> {
  const session = await actionSession();
  let saved = savedCartOf(undefined);
  try {
    saved = savedCartOf(await session.client.currentCart.getCurrentCart());
    await session.client.currentCart.deleteCurrentCart();
  } catch (error) {
    if (!isNoCart(error)) throw error;
  }
  await writeCartCookie(undefined);
  return saved;
}

/** Undo of a clear: the saved lines and coupon in a new current cart (what could not come back is said). */
export async function restoreCart(saved: SavedCart): Promise<Restored> {
  const session = await actionSession();
  const restored = await restoreSavedCart(session.client.currentCart, saved);
  await writeCartCookie(restored.cart);
  return restored;
}

/**
 * After a login: the server merged the visitor's cart into the member's at the token exchange, so the
 * cookie's count becomes the member's cart's. A cart that cannot be read is logged (spec section 8) and
 * does not stop the login; the next cart change sets the count.
 */
export async function syncCartAtLogin(session: SessionClient): Promise<void> {
  let cart: Cart | undefined;
  try {
    cart = await session.client.currentCart.getCurrentCart();
  } catch (error) {
    if (!isNoCart(error)) return void console.error(LOAD_CART_FAILED_MESSAGE, error);
  }
  await writeCartCookie(cart);
}

/** At logout the member's cart stays theirs on the server; this browser's cookie cart is emptied. */
export async function forgetLocalCart(): Promise<void> {
  await writeCartCookie(undefined);
}
