import { describe, expect, it } from 'vitest';
import { cartCountFromCookies } from './cart-cookie';
import { addToCartInput, estimateQuery, safeReturnPath, sameOrigin } from './cart-input';

const P = 'a1b2c3d4-0000-4000-8000-000000000001';
const V = 'b1b2c3d4-0000-4000-8000-0000000000aa';
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('the add-to-cart form', () => {
  it('reads product, variant, quantity and the way back', () => {
    expect(
      addToCartInput(form({ productId: P, variantId: V, quantity: '2', returnTo: '/product/vase?Size=L' })),
    ).toEqual({
      productId: P,
      variantId: V,
      quantity: 2,
      returnTo: '/product/vase?Size=L',
    });
    expect(addToCartInput(form({ productId: P }))).toMatchObject({
      variantId: undefined,
      quantity: 1,
      returnTo: '/cart',
    });
  });

  it('refuses what is not a product id or a quantity of 1 to 99', () => {
    expect(addToCartInput(form({ productId: 'vase' }))).toBeUndefined();
    expect(addToCartInput(form({ productId: P, variantId: 'large' }))).toBeUndefined();
    for (const quantity of ['0', '-1', '1.5', '100', 'two'])
      expect(addToCartInput(form({ productId: P, quantity }))).toBeUndefined();
  });

  it('goes back only to a path of this shop', () => {
    expect(safeReturnPath('https://evil.test/')).toBe('/cart');
    expect(safeReturnPath('//evil.test/')).toBe('/cart');
    expect(safeReturnPath('/\\evil.test')).toBe('/cart');
    expect(safeReturnPath('/list')).toBe('/list');
  });

  it('accepts a post from its own origin or without one, not from another site', () => {
    expect(sameOrigin(null, 'shop.test')).toBe(true);
    expect(sameOrigin('https://shop.test', 'shop.test')).toBe(true);
    expect(sameOrigin('https://evil.test', 'shop.test')).toBe(false);
    expect(sameOrigin('not a url', 'shop.test')).toBe(false);
  });
});

describe('the shipping estimate query', () => {
  it('makes a state code ISO 3166-2 and keeps the chosen option', () => {
    expect(
      estimateQuery({ country: 'us', subdivision: 'ny', postalCode: ' 10013 ', option: 'standard' }),
    ).toEqual({
      country: 'US',
      subdivision: 'US-NY',
      postalCode: '10013',
      option: 'standard',
      carrierId: undefined,
    });
    expect(estimateQuery({ country: 'DE', subdivision: 'DE-BE' })?.subdivision).toBe('DE-BE');
    expect(estimateQuery({ country: 'Germany' })).toBeUndefined();
    expect(estimateQuery({})).toBeUndefined();
  });
});

describe('the header count from the cart cookie', () => {
  it('sums the quantities of the cookie cart, and is 0 without one or with a broken one', () => {
    const cart = encodeURIComponent(
      JSON.stringify([
        { productId: P, quantity: 2, variantId: V },
        { productId: V, quantity: 1, variantId: '00000000-0000-0000-0000-000000000000' },
      ]),
    );
    expect(cartCountFromCookies(`theme=light; cart=${cart}; other=1`)).toBe(3);
    expect(cartCountFromCookies('theme=light')).toBe(0);
    expect(cartCountFromCookies('cart=%7Bbroken')).toBe(0);
  });
});
