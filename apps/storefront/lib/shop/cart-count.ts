/**
 * What the browser reads of the `cart` cookie (cart-cookie.ts has the rest): its count of units, without the
 * SDK, so the header every page carries stays small. An older storefront's list of items is counted by
 * cart-cookie.ts, loaded only for such a cookie.
 */

/** The SDK's CART_COOKIE (cart-cookie.test.ts checks that they agree). */
export const CART_COOKIE_NAME = 'cart';

/** Announced in the browser whenever the cart changed, so the header reads its count again. */
export const CART_CHANGED_EVENT = 'atelier:cart-changed';

/** The `cart` cookie's (still encoded) value in a `document.cookie` string; undefined without one. */
export function cartCookieValue(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CART_COOKIE_NAME) return rest.join('=');
  }
  return undefined;
}

/** The decoded JSON of a cookie value; undefined when it is not JSON. */
export function cookieJson(text: string): unknown {
  try {
    return JSON.parse(decodeURIComponent(text)) as unknown;
  } catch {
    return undefined;
  }
}

/** Units of a `{"count":N}` value, 0 for anything that is not a positive whole number of them. */
export function countOfValue(value: unknown): number {
  const count = (value as { count?: unknown } | null | undefined)?.count;
  return typeof count === 'number' && Number.isSafeInteger(count) && count > 0 ? count : 0;
}
