/**
 * The shopper's cart on the server side of the storefront. Visitors and members alike keep their cart on
 * the commerce server, under the tokens of their session cookies (a visitor's come from the anonymous grant
 * on the first add); the `cart` cookie mirrors it for the header's count (cart-cookie.ts). Renders only read;
 * server actions and route handlers change the cart and write the cookie.
 */
import {
  ApplicationError,
  catalogLine,
  createLocalCart,
  type EstimateTotalsOptions,
  type LocalCart,
} from '@atelier/sdk';
import { cookies } from 'next/headers';
import { apiUrl, storefrontUrl, type SessionClient } from './client';
import { CART_COOKIE, cartCookieOptions } from './cart-cookie';
import { cartView, EMPTY_CART, estimateView, type CartView, type EstimateView } from './cart-view';
import { actionSession, renderSession } from './session';
import { REFRESH_TOKEN_COOKIE } from './session-cookies';

type CookieJar = Awaited<ReturnType<typeof cookies>>;

const cookieStorage = (jar: CookieJar) => ({
  get: () => jar.get(CART_COOKIE)?.value,
  set: (value: string | null) => {
    if (value === null) jar.delete({ name: CART_COOKIE, path: '/' });
    else jar.set(CART_COOKIE, value, cartCookieOptions(storefrontUrl()));
  },
});

/** A cart that does not exist yet reads as empty. */
const isNoCart = (error: unknown) => error instanceof ApplicationError && error.status === 404;

interface CartSession {
  session: SessionClient;
  local: LocalCart;
}

/** For server actions and route handlers: the session (visitor tokens made on first use) and the cookie cart. */
async function cartSession(): Promise<CartSession> {
  const jar = await cookies();
  const session = await actionSession();
  return {
    session,
    local: createLocalCart({ storage: cookieStorage(jar), remote: session.client.currentCart }),
  };
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
    return estimateView(await session.client.currentCart.estimateCurrentCartTotals(options), apiUrl());
  } catch (error) {
    if (isNoCart(error)) return undefined;
    throw error;
  }
}

/** The cart for the browser (/api/cart): read in a route handler, so the cookie is brought in line too. */
export async function refreshCart(): Promise<CartView> {
  const jar = await cookies();
  if (!jar.get(REFRESH_TOKEN_COOKIE)) return EMPTY_CART;
  const { session, local } = await cartSession();
  try {
    const cart = await session.client.currentCart.getCurrentCart();
    local.mirror(cart);
    return cartView(cart, apiUrl());
  } catch (error) {
    if (!isNoCart(error)) throw error;
    local.mirror(undefined);
    return EMPTY_CART;
  }
}

export async function addToCart(productId: string, variantId: string | undefined, quantity: number) {
  const { session, local } = await cartSession();
  const { cart } = await session.client.currentCart.addToCurrentCart({
    lineItems: [catalogLine(productId, quantity, variantId)],
  });
  local.mirror(cart);
  return cartView(cart, apiUrl());
}

/** A quantity below 1 removes the line. */
export async function setLineQuantity(lineId: string, quantity: number): Promise<CartView> {
  if (quantity < 1) return removeLine(lineId);
  const { session, local } = await cartSession();
  const { cart } = await session.client.currentCart.updateCurrentCartLineItemQuantity([
    { _id: lineId, quantity },
  ]);
  local.mirror(cart);
  return cartView(cart, apiUrl());
}

export async function removeLine(lineId: string): Promise<CartView> {
  const { session, local } = await cartSession();
  const { cart } = await session.client.currentCart.removeLineItemsFromCurrentCart([lineId]);
  local.mirror(cart);
  return cartView(cart, apiUrl());
}

/** Throws the server's coupon error (its code and a sentence for the shopper) when the code does not apply. */
export async function applyCoupon(code: string): Promise<CartView> {
  const { session, local } = await cartSession();
  const cart = await session.client.currentCart.updateCurrentCart({ couponCode: code });
  local.mirror(cart);
  return cartView(cart, apiUrl());
}

export async function removeCoupon(): Promise<CartView> {
  const { session, local } = await cartSession();
  const { cart } = await session.client.currentCart.removeCouponFromCurrentCart();
  local.mirror(cart);
  return cartView(cart, apiUrl());
}

/**
 * After a login: the server merged the visitor's cart into the member's at the token exchange; the member is
 * now the current user, so the cookie cart syncs with the member's cart (anything only in the cookie is added).
 */
export async function syncCartAtLogin(session: SessionClient): Promise<void> {
  const local = createLocalCart({
    storage: cookieStorage(await cookies()),
    remote: session.client.currentCart,
  });
  await local.setCurrentUser({ id: 'member' });
}

/** At logout the member's cart stays theirs on the server; this browser's cookie cart is emptied. */
export async function forgetLocalCart(): Promise<void> {
  const jar = await cookies();
  jar.delete({ name: CART_COOKIE, path: '/' });
}
