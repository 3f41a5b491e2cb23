import {
  ApplicationError,
  MAX_CART_LINES,
  ValidationError,
  type Cart,
  type CatalogLineInput,
} from '@atelier/sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  clearedMessage,
  parseSavedCart,
  restoredMessage,
  restoreSavedCart,
  savedCartOf,
  serializeSavedCart,
  type RestoringCart,
  type SavedCart,
} from './cart-clear';

const VASE = 'a1b2c3d4-0000-4000-8000-000000000001';
const BOWL = 'a1b2c3d4-0000-4000-8000-000000000002';
const LARGE = 'b1b2c3d4-0000-4000-8000-0000000000aa';

type Line = Cart['lineItems'][number];
const line = (productId: string, name: string, quantity: number, variantId?: string, status?: string): Line =>
  ({
    _id: `line-${name}`,
    quantity,
    productName: { original: name },
    catalogReference: {
      appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
      catalogItemId: productId,
      ...(variantId ? { options: { variantId } } : {}),
    },
    ...(status ? { availability: { status } } : {}),
  }) as Line;

const cartOf = (lineItems: Line[], couponCode?: string) =>
  ({ lineItems, customLineItems: [], ...(couponCode ? { couponCode } : {}) }) as unknown as Cart;

const SAVED: SavedCart = {
  lines: [
    { productId: VASE, variantId: LARGE, quantity: 2, name: 'Vase' },
    { productId: BOWL, variantId: undefined, quantity: 1, name: 'Bowl' },
  ],
  couponCode: 'WELCOME10',
};

/** A current cart that adds what it is given, refusing the products in `gone` as the server does. */
function fakeRemote(gone: string[] = [], coupon?: Error) {
  let lines: Line[] = [];
  let couponCode: string | undefined;
  const added: CatalogLineInput[][] = [];
  const remote: RestoringCart = {
    addToCurrentCart: vi.fn(async ({ lineItems }: { lineItems: CatalogLineInput[] }) => {
      added.push(lineItems);
      const bad = lineItems.flatMap((item, i) =>
        gone.includes(item.catalogReference.catalogItemId) ? [i] : [],
      );
      if (bad.length > 0)
        throw new ValidationError('INVALID_ARGUMENT', {
          code: 'INVALID_ARGUMENT',
          details: {
            validationError: {
              fieldViolations: bad.map((i) => ({
                field: `lineItems[${i}].catalogReference.catalogItemId`,
                description: 'names no product of the catalog',
                violatedRule: 'VALIDATION',
              })),
            },
          },
        } as never);
      lines = lineItems.map((item) =>
        line(
          item.catalogReference.catalogItemId,
          item.catalogReference.catalogItemId === VASE ? 'Vase' : 'Bowl',
          item.quantity,
          item.catalogReference.options?.variantId,
        ),
      );
      return { cart: cartOf(lines, couponCode) };
    }),
    updateCurrentCart: vi.fn(async ({ couponCode: code }: { couponCode: string }) => {
      if (coupon) throw coupon;
      couponCode = code;
      return cartOf(lines, couponCode);
    }),
  };
  return { remote, added };
}

describe('what a cleared cart held', () => {
  it('keeps each line’s product, variant, units and name, and the coupon, through the Undo form', () => {
    const saved = savedCartOf(cartOf([line(VASE, 'Vase', 2, LARGE), line(BOWL, 'Bowl', 1)], 'WELCOME10'));
    expect(saved).toEqual(SAVED);
    expect(parseSavedCart(serializeSavedCart(saved))).toEqual(saved);
    expect(savedCartOf(undefined)).toEqual({ lines: [], couponCode: undefined });
  });

  it('takes back from the form only a cart within the server’s bounds', () => {
    const many = { lines: Array.from({ length: MAX_CART_LINES + 1 }, () => SAVED.lines[0]) };
    expect(parseSavedCart(JSON.stringify(many))).toBeUndefined();
    const badQuantity = { lines: [{ ...SAVED.lines[0], quantity: 0 }] };
    expect(parseSavedCart(JSON.stringify(badQuantity))).toBeUndefined();
    expect(parseSavedCart(JSON.stringify({ lines: [] }))).toBeUndefined();
    expect(parseSavedCart('{oops')).toBeUndefined();
    expect(parseSavedCart(null)).toBeUndefined();
  });

  it('says how many pieces were taken out', () => {
    expect(clearedMessage(SAVED)).toBe('Your cart is cleared: 3 pieces taken out.');
    expect(clearedMessage({ lines: [], couponCode: undefined })).toBe('Your cart is already empty.');
  });
});

describe('Undo', () => {
  it('adds the same lines (variants and units) to a new cart in one call, then the coupon', async () => {
    const { remote, added } = fakeRemote();
    const restored = await restoreSavedCart(remote, SAVED);
    expect(added).toEqual([
      [
        {
          catalogReference: {
            appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
            catalogItemId: VASE,
            options: { variantId: LARGE },
          },
          quantity: 2,
        },
        {
          catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: BOWL },
          quantity: 1,
        },
      ],
    ]);
    expect(remote.updateCurrentCart).toHaveBeenCalledWith({ couponCode: 'WELCOME10' });
    expect(restored.cart?.couponCode).toBe('WELCOME10');
    expect(restoredMessage(restored, SAVED.couponCode)).toEqual({
      text: '3 pieces back in your cart.',
      complete: true,
    });
  });

  it('leaves out a line the shop no longer sells, adds the rest, and says so', async () => {
    const { remote, added } = fakeRemote([VASE]);
    const restored = await restoreSavedCart(remote, SAVED);
    expect(added.map((call) => call.length)).toEqual([2, 1]);
    expect(restored.refused).toEqual(['Vase']);
    expect(restored.units).toBe(1);
    expect(restoredMessage(restored, SAVED.couponCode)).toEqual({
      text: '1 piece back in your cart. No longer in the shop, so not back: Vase.',
      complete: false,
    });
  });

  it('says which lines came back sold out, and a coupon that no longer applies', async () => {
    const expiredCoupon = new ApplicationError('This code has expired', {
      code: 'COUPON_EXPIRED',
      status: 400,
      details: {
        applicationError: { description: 'This code has expired', code: 'COUPON_EXPIRED', data: {} },
      },
    } as never);
    const { remote } = fakeRemote([], expiredCoupon);
    const restored = await restoreSavedCart(remote, SAVED);
    expect(restored.couponProblem).toBe('This code has expired');
    restored.cart!.lineItems[1] = line(BOWL, 'Bowl', 1, undefined, 'NOT_AVAILABLE');
    expect(restoredMessage(restored, SAVED.couponCode).text).toBe(
      '3 pieces back in your cart. Sold out now: Bowl. The code WELCOME10 no longer applies: This code has expired',
    );
  });

  it('comes back with nothing, and says so, when no line can', async () => {
    const { remote } = fakeRemote([VASE, BOWL]);
    const restored = await restoreSavedCart(remote, SAVED);
    expect(restored.cart).toBeUndefined();
    expect(remote.updateCurrentCart).not.toHaveBeenCalled();
    expect(restoredMessage(restored, SAVED.couponCode).text).toBe(
      'None of the pieces could come back to your cart. No longer in the shop, so not back: Vase and Bowl.',
    );
  });
});
