import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addToLocalCart,
  localCartCount,
  localItemsOf,
  MAX_LOCAL_ITEMS,
  MAX_LOCAL_QUANTITY,
  parseLocalCart,
  remoteLineIds,
  serializeLocalCart,
} from './local-cart';
import { MAX_CART_LINES } from '../wire/carts';

const ZERO = '00000000-0000-0000-0000-000000000000';
const VASE = 'a1b2c3d4-0000-4000-8000-000000000001';
const BOWL = 'a1b2c3d4-0000-4000-8000-000000000002';
const LARGE = 'b1b2c3d4-0000-4000-8000-0000000000aa';

describe('the cart cookie', () => {
  it('is JSON of { productId, quantity, variantId } and reads back the same', () => {
    const items = [{ productId: VASE, quantity: 2, variantId: LARGE }];
    const text = serializeLocalCart(items);
    expect(JSON.parse(text)).toEqual(items);
    expect(parseLocalCart(text)).toEqual(items);
  });

  it('reads a URL-encoded value, as some cookie writers leave it', () => {
    const text = encodeURIComponent(serializeLocalCart([{ productId: VASE, quantity: 1, variantId: ZERO }]));
    expect(parseLocalCart(text)).toEqual([{ productId: VASE, quantity: 1, variantId: ZERO }]);
  });

  it('is an empty cart when missing, not JSON or not a list, and drops malformed items', () => {
    expect(parseLocalCart(undefined)).toEqual([]);
    expect(parseLocalCart('{oops')).toEqual([]);
    expect(parseLocalCart('{"productId":"x"}')).toEqual([]);
    const text = JSON.stringify([
      { productId: VASE, quantity: 0, variantId: ZERO },
      { productId: VASE, quantity: 1.5, variantId: ZERO },
      { productId: '', quantity: 1, variantId: ZERO },
      { productId: BOWL, quantity: 3 },
      { productId: BOWL, quantity: 3, variantId: ZERO },
    ]);
    expect(parseLocalCart(text)).toEqual([{ productId: BOWL, quantity: 3, variantId: ZERO }]);
  });

  it('merges duplicate items it reads by product and variant', () => {
    const text = JSON.stringify([
      { productId: VASE, quantity: 1, variantId: ZERO },
      { productId: VASE, quantity: 2, variantId: ZERO },
    ]);
    expect(parseLocalCart(text)).toEqual([{ productId: VASE, quantity: 3, variantId: ZERO }]);
  });
});

describe('adding to the local cart', () => {
  it('merges by productId and variant, the empty variant when none is given', () => {
    let items = addToLocalCart([], { productId: VASE, quantity: 1 });
    items = addToLocalCart(items, { productId: VASE, quantity: 2, variantId: ZERO });
    items = addToLocalCart(items, { productId: VASE, quantity: 1, variantId: LARGE });
    expect(items).toEqual([
      { productId: VASE, quantity: 3, variantId: ZERO },
      { productId: VASE, quantity: 1, variantId: LARGE },
    ]);
    expect(localCartCount(items)).toBe(4);
  });

  it('removes an item whose resulting quantity is below 1', () => {
    const items = [
      { productId: VASE, quantity: 2, variantId: ZERO },
      { productId: BOWL, quantity: 1, variantId: ZERO },
    ];
    expect(addToLocalCart(items, { productId: VASE, quantity: -1 })).toEqual([
      { productId: VASE, quantity: 1, variantId: ZERO },
      { productId: BOWL, quantity: 1, variantId: ZERO },
    ]);
    expect(addToLocalCart(items, { productId: VASE, quantity: -2 })).toEqual([items[1]]);
    expect(addToLocalCart(items, { productId: VASE, quantity: -5 })).toEqual([items[1]]);
    expect(addToLocalCart([], { productId: VASE, quantity: 0 })).toEqual([]);
  });

  it('keeps as many lines as the server’s cart holds, so a mirrored cart of 60 lines counts all 60', () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      _id: `line-${i}`,
      rootCatalogItemId: `a1b2c3d4-0000-4000-8000-${String(i).padStart(12, '0')}`,
      quantity: 1,
    }));
    expect(localItemsOf(lines)).toHaveLength(60);
    expect(localCartCount(localItemsOf(lines))).toBe(60);
    expect(parseLocalCart(serializeLocalCart(localItemsOf(lines)))).toHaveLength(60);
    expect(MAX_LOCAL_ITEMS).toBe(MAX_CART_LINES);
  });

  it('never holds a quantity below 1 or above the bound, whatever is added', () => {
    const change = fc.record({
      productId: fc.constantFrom(VASE, BOWL),
      variantId: fc.constantFrom(undefined, ZERO, LARGE),
      quantity: fc.integer({ min: -20_000, max: 20_000 }),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), (changes) => {
        const items = changes.reduce(addToLocalCart, []);
        for (const item of items) {
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          expect(item.quantity).toBeLessThanOrEqual(MAX_LOCAL_QUANTITY);
        }
        const keys = items.map((item) => `${item.productId}/${item.variantId}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(parseLocalCart(serializeLocalCart(items))).toEqual(items);
      }),
    );
  });
});

describe('remote lines as local items', () => {
  it('reads rootCatalogItemId, quantity and catalogReference.options.variantId', () => {
    const lines = [
      {
        _id: 'l1',
        rootCatalogItemId: VASE,
        quantity: 2,
        catalogReference: { options: { variantId: LARGE } },
      },
      { _id: 'l2', rootCatalogItemId: BOWL },
      { _id: 'l3', catalogReference: { catalogItemId: VASE, options: {} }, quantity: 1 },
      { _id: 'l4', quantity: 4 },
    ];
    expect(localItemsOf(lines)).toEqual([
      { productId: VASE, quantity: 2, variantId: LARGE },
      { productId: BOWL, quantity: 1, variantId: ZERO },
      { productId: VASE, quantity: 1, variantId: ZERO },
    ]);
  });

  it('merges lines of one product and variant, and finds their ids', () => {
    const lines = [
      { _id: 'l1', rootCatalogItemId: VASE, quantity: 2 },
      { _id: 'l2', rootCatalogItemId: VASE, quantity: 1, catalogReference: { options: { variantId: ZERO } } },
      {
        _id: 'l3',
        rootCatalogItemId: VASE,
        quantity: 1,
        catalogReference: { options: { variantId: LARGE } },
      },
    ];
    expect(localItemsOf(lines)).toEqual([
      { productId: VASE, quantity: 3, variantId: ZERO },
      { productId: VASE, quantity: 1, variantId: LARGE },
    ]);
    expect(remoteLineIds(lines, VASE)).toEqual(['l1', 'l2']);
    expect(remoteLineIds(lines, VASE, LARGE)).toEqual(['l3']);
    expect(remoteLineIds(lines, BOWL)).toEqual([]);
  });
});
