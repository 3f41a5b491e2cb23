import { describe, expect, it } from 'vitest';
import { CART_COOKIE, cartCookieOf, cartCountFromCookies } from './cart-cookie';
import { CART_COOKIE_NAME } from './cart-count';

/** A browser keeps a cookie of at most 4096 bytes, name and value together (RFC 6265 section 6.1). */
const BROWSER_COOKIE_LIMIT = 4096;

/** A server cart of `count` lines of different products, each with a chosen variant. */
const cartOf = (count: number, quantity = 1) => ({
  lineItems: Array.from({ length: count }, (_, i) => ({
    _id: `c0ffee00-0000-4000-8000-${String(i).padStart(12, '0')}`,
    rootCatalogItemId: `a1b2c3d4-0000-4000-8000-${String(i).padStart(12, '0')}`,
    quantity,
    catalogReference: {
      catalogItemId: `a1b2c3d4-0000-4000-8000-${String(i).padStart(12, '0')}`,
      options: { variantId: `b1b2c3d4-0000-4000-8000-${String(i).padStart(12, '0')}` },
    },
  })),
});

/** The cookie as the storefront sends it (Next encodes the value) and the browser hands it back. */
const setCookie = (value: string) => `${CART_COOKIE}=${encodeURIComponent(value)}`;

describe('the cart cookie', () => {
  it('counts every unit of a cart past 50 lines, in a cookie a browser keeps', () => {
    for (const [lines, quantity] of [
      [60, 1],
      [300, 3],
    ] as const) {
      const value = cartCookieOf(cartOf(lines, quantity));
      expect(value).toBeDefined();
      const cookie = setCookie(value!);
      expect(cookie.length).toBeLessThanOrEqual(BROWSER_COOKIE_LIMIT);
      expect(cartCountFromCookies(`theme=light; ${cookie}; other=1`)).toBe(lines * quantity);
    }
  });

  it('is JSON, and no cookie at all for an empty or deleted cart', () => {
    expect(JSON.parse(cartCookieOf(cartOf(2, 3))!)).toEqual({ count: 6 });
    expect(cartCookieOf(cartOf(0))).toBeUndefined();
    expect(cartCookieOf(undefined)).toBeUndefined();
  });

  it('counts a line without a quantity as one', () => {
    expect(JSON.parse(cartCookieOf({ lineItems: [{}] })!)).toEqual({ count: 1 });
  });

  it('still reads the items an older storefront wrote, and 0 for a value that is not a count', () => {
    const items = encodeURIComponent(
      JSON.stringify([{ productId: 'a1b2c3d4-0000-4000-8000-000000000001', quantity: 2, variantId: 'x' }]),
    );
    expect(cartCountFromCookies(`cart=${items}`)).toBe(2);
    expect(cartCountFromCookies('cart=%7B%22count%22%3A-3%7D')).toBe(0);
    expect(cartCountFromCookies('cart=%7B%22count%22%3A%22many%22%7D')).toBe(0);
    expect(cartCountFromCookies('cart=%7Bbroken')).toBe(0);
  });
});

describe('the browser’s reading of the cookie', () => {
  it('names the cookie the SDK names', () => {
    expect(CART_COOKIE_NAME).toBe(CART_COOKIE);
  });
});
