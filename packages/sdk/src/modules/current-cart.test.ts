import { describe, expect, it } from 'vitest';
import { fakeFetch, type FakeAnswer } from '../../test/fake-fetch';
import { createClient } from '../client';
import { ApplicationError, ContextError, ValidationError } from '../errors';
import { CATALOG_APP_ID, catalogLine } from './cart-lines';
import { carts } from './carts';
import { currentCart } from './current-cart';

const VASE = 'a1b2c3d4-0000-4000-8000-000000000001';
const wireCart = {
  id: 'c1',
  createdDate: '2026-11-01T10:00:00.000Z',
  updatedDate: '2026-11-02T10:00:00.000Z',
  lineItems: [
    {
      id: 'l1',
      quantity: 2,
      rootCatalogItemId: VASE,
      catalogReference: { appId: CATALOG_APP_ID, catalogItemId: VASE },
      url: { relativePath: '/product/vase', url: 'https://shop.test/product/vase' },
      image: {
        id: 'img1',
        url: 'https://img.test/vase.webp',
        width: 1000,
        height: 1000,
        filename: 'vase.webp',
      },
      physicalProperties: { weight: 'NaN' },
    },
  ],
};

const setup = (
  answer: FakeAnswer | ((call: { url: string }) => FakeAnswer) = { body: { cart: wireCart } },
) => {
  const { fetch, calls } = fakeFetch(answer);
  const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { currentCart, carts } });
  return { client, calls };
};

describe('currentCart', () => {
  it('getCurrentCart answers the cart in client form: ids, dates, flattened image and url', async () => {
    const { client, calls } = setup();
    const cart = await client.currentCart.getCurrentCart();
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://api.test/v1/carts/current' });
    expect(cart._id).toBe('c1');
    expect(cart._createdDate).toEqual(new Date('2026-11-01T10:00:00.000Z'));
    const line = cart.lineItems[0]!;
    expect(line._id).toBe('l1');
    expect(line.url).toBe('https://shop.test/product/vase');
    expect(line.image).toBe(
      'wix:image://v1/img1/vase.webp#originWidth=1000&originHeight=1000&url=https%3A%2F%2Fimg.test%2Fvase.webp',
    );
    expect(line.physicalProperties?.weight).toBeNaN();
  });

  it('sends each call to its path of spec section 7 with its fields', async () => {
    const { client, calls } = setup((call) =>
      call.url.endsWith('create-checkout') ? { body: { checkoutId: 'k1' } } : { body: { cart: wireCart } },
    );
    await client.currentCart.addToCurrentCart({ lineItems: [catalogLine(VASE, 2)] });
    await client.currentCart.removeLineItemsFromCurrentCart(['l1']);
    await client.currentCart.updateCurrentCartLineItemQuantity([{ _id: 'l1', quantity: 3 }]);
    await client.currentCart.removeCouponFromCurrentCart();
    await client.currentCart.estimateCurrentCartTotals({
      shippingAddress: { country: 'US', subdivision: 'US-NY', postalCode: '10013' },
      selectedShippingOption: { code: 'standard' },
    });
    await expect(client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' })).resolves.toEqual({
      checkoutId: 'k1',
    });
    await client.currentCart.deleteCurrentCart();
    expect(calls.map((c) => [c.method, c.url.replace('https://api.test', ''), c.body])).toEqual([
      [
        'POST',
        '/v1/carts/current/add-to-cart',
        { lineItems: [{ catalogReference: { appId: CATALOG_APP_ID, catalogItemId: VASE }, quantity: 2 }] },
      ],
      ['POST', '/v1/carts/current/remove-line-items', { lineItemIds: ['l1'] }],
      ['POST', '/v1/carts/current/update-line-items-quantity', { lineItems: [{ id: 'l1', quantity: 3 }] }],
      ['POST', '/v1/carts/current/remove-coupon', {}],
      [
        'POST',
        '/v1/carts/current/estimate-totals',
        {
          shippingAddress: { country: 'US', subdivision: 'US-NY', postalCode: '10013' },
          selectedShippingOption: { code: 'standard' },
        },
      ],
      ['POST', '/v1/carts/current/create-checkout', { channelType: 'WEB' }],
      ['DELETE', '/v1/carts/current', undefined],
    ]);
  });

  it('updateCurrentCart sends the field mask comma-joined', async () => {
    const { client, calls } = setup();
    await client.currentCart.updateCurrentCart({ couponCode: 'WELCOME10', cartInfo: { buyerNote: 'Gift' } });
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: 'https://api.test/v1/carts/current',
      body: {
        couponCode: 'WELCOME10',
        cartInfo: { buyerNote: 'Gift' },
        cartFieldmask: 'cartInfo.buyerNote,couponCode',
      },
    });
  });

  it('a refused coupon is an ApplicationError with the server code and its sentence', async () => {
    const { client } = setup({
      status: 400,
      body: {
        message: 'This code expired on 1 March 2026',
        details: {
          applicationError: {
            code: 'COUPON_EXPIRED',
            description: 'This code expired on 1 March 2026',
            data: {},
          },
        },
      },
    });
    const error = await client.currentCart.updateCurrentCart({ couponCode: 'OLD' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'COUPON_EXPIRED', message: 'This code expired on 1 March 2026' });
  });

  it('maps validation errors on line ids to their argument names', async () => {
    const { client } = setup({
      status: 400,
      body: {
        message: 'INVALID_ARGUMENT: "lineItems.id" must be a GUID',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'lineItems.id', description: 'must be a GUID', violatedRule: 'FORMAT' },
            ],
          },
        },
      },
    });
    const error = await client.currentCart
      .updateCurrentCartLineItemQuantity([{ _id: 'x', quantity: 1 }])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations[0]?.field).toBe('lineItems._id');
  });

  it('without a client, its methods throw the context error', () => {
    expect(() => currentCart.getCurrentCart()).toThrow(ContextError);
  });
});

describe('carts by id', () => {
  it('sends each call to /v1/carts/{id} and answers like currentCart', async () => {
    const { client, calls } = setup((call) =>
      call.url.endsWith('create-checkout') ? { body: { checkoutId: 'k1' } } : { body: { cart: wireCart } },
    );
    expect((await client.carts.createCart({ lineItems: [catalogLine(VASE, 1)] }))._id).toBe('c1');
    expect((await client.carts.getCart('c/1'))._id).toBe('c1');
    await client.carts.updateCart('c1', { couponCode: 'WELCOME10' });
    await client.carts.addToCart('c1', { lineItems: [catalogLine(VASE, 1)] });
    await client.carts.removeLineItems('c1', ['l1']);
    await client.carts.updateLineItemsQuantity('c1', [{ _id: 'l1', quantity: 2 }]);
    await client.carts.removeCoupon('c1');
    await client.carts.estimateTotals('c1', {});
    await client.carts.createCheckout('c1');
    await client.carts.deleteCart('c1');
    expect(calls.map((c) => `${c.method} ${c.url.replace('https://api.test', '')}`)).toEqual([
      'POST /v1/carts',
      'GET /v1/carts/c%2F1',
      'PATCH /v1/carts/c1',
      'POST /v1/carts/c1/add-to-cart',
      'POST /v1/carts/c1/remove-line-items',
      'POST /v1/carts/c1/update-line-items-quantity',
      'POST /v1/carts/c1/remove-coupon',
      'POST /v1/carts/c1/estimate-totals',
      'POST /v1/carts/c1/create-checkout',
      'DELETE /v1/carts/c1',
    ]);
    expect(calls[2]?.body).toEqual({
      couponCode: 'WELCOME10',
      cartInfo: { id: 'c1' },
      fieldMask: 'couponCode',
    });
  });
});
