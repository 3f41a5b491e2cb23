/**
 * The `cart` cookie (spec section 9: `cart`, JSON): what the header shows of the shopper's cart, read in the
 * browser, so pages served from a cache show the shopper's own count. The cart itself lives on the server (a
 * visitor's too); the cookie holds its count of units only, `{"count":3}`. It held the local cart's items
 * once, but a browser keeps at most 4 KB in a cookie, about 25 items of catalog ids, while the server's cart
 * holds MAX_CART_LINES lines: past that the browser refused the cookie and the header kept an old count.
 * Nothing private, so it is not HttpOnly.
 */
import { CART_COOKIE, localCartCount, parseLocalCart } from '@atelier/sdk';
import { cartCookieValue, cookieJson, countOfValue } from './cart-count';
import { secureCookies } from './session-cookies';

export { CART_COOKIE };
export { CART_CHANGED_EVENT } from './cart-count';

/** As long as the server keeps an untouched visitor's cart (its VISITOR_CART_DAYS, 30 by default). */
export const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

export function cartCookieOptions(storefrontUrl: string) {
  return {
    httpOnly: false,
    sameSite: 'lax' as const,
    secure: secureCookies(storefrontUrl),
    path: '/',
    maxAge: CART_COOKIE_MAX_AGE,
  };
}

/** What the cookie reads of a server cart: its lines' quantities (a line without one counts 1). */
interface CountedCart {
  lineItems?: readonly { quantity?: number | undefined }[] | undefined;
}

/** The cookie's value for a server cart; undefined (no cookie) for an empty or deleted cart. */
export function cartCookieOf(cart: CountedCart | undefined): string | undefined {
  const count = (cart?.lineItems ?? []).reduce((sum, line) => sum + (line.quantity ?? 1), 0);
  return count > 0 ? JSON.stringify({ count }) : undefined;
}

/** Units in a cookie value: `{"count":N}`, or the items an older storefront wrote; 0 for anything else. */
function countOf(text: string): number {
  const value = cookieJson(text);
  if (Array.isArray(value)) return localCartCount(parseLocalCart(JSON.stringify(value)));
  return countOfValue(value);
}

/** Units in the cart, from a `document.cookie` string. */
export function cartCountFromCookies(cookieHeader: string): number {
  const text = cartCookieValue(cookieHeader);
  return text === undefined ? 0 : countOf(text);
}
