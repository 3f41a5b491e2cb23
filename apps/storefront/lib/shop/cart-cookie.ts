/**
 * The `cart` cookie (spec section 9): the local cart's JSON, a mirror of the server's cart that the header
 * reads in the browser for its count, so cached pages show the right count. It holds product and variant ids
 * and quantities only, nothing private, so it is not HttpOnly; prices always come from the server.
 */
import { CART_COOKIE, localCartCount, parseLocalCart } from '@atelier/sdk';
import { secureCookies } from './session-cookies';

export { CART_COOKIE };

/** As long as the server keeps an untouched visitor's cart (its VISITOR_CART_DAYS, 30 by default). */
export const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** Announced in the browser whenever the cart changed, so the header reads its count again. */
export const CART_CHANGED_EVENT = 'atelier:cart-changed';

export function cartCookieOptions(storefrontUrl: string) {
  return {
    httpOnly: false,
    sameSite: 'lax' as const,
    secure: secureCookies(storefrontUrl),
    path: '/',
    maxAge: CART_COOKIE_MAX_AGE,
  };
}

/** Units in the cart, from a `document.cookie` string. */
export function cartCountFromCookies(cookieHeader: string): number {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CART_COOKIE) return localCartCount(parseLocalCart(rest.join('=')));
  }
  return 0;
}
