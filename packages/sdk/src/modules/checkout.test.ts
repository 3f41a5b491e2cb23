import { describe, expect, it } from 'vitest';
import { fakeFetch, type FakeAnswer, type RecordedCall } from '../../test/fake-fetch';
import { createClient } from '../client';
import {
  ApplicationError,
  CHECKOUT_TOTAL_CHANGED,
  checkoutTotalChangeOf,
  ContextError,
  ValidationError,
} from '../errors';
import { CATALOG_APP_ID, catalogLine } from './cart-lines';
import { checkout, checkoutFieldMask } from './checkout';

const VASE = 'a1b2c3d4-0000-4000-8000-000000000001';
const wireCheckout = {
  id: 'k1',
  createdDate: '2026-11-01T10:00:00.000Z',
  updatedDate: '2026-11-02T10:00:00.000Z',
  lineItems: [
    {
      id: 'l1',
      quantity: 2,
      catalogReference: { appId: CATALOG_APP_ID, catalogItemId: VASE },
      url: { relativePath: '/product/vase', url: 'https://shop.test/product/vase' },
      image: { id: 'img1', url: 'https://img.test/vase.webp', width: 800, height: 600 },
      media: { id: 'img1', url: 'https://img.test/vase.webp', width: 800, height: 600 },
      physicalProperties: { weight: 'Infinity' },
    },
  ],
  customLineItems: [],
  shippingInfo: {
    shippingDestination: { address: { country: 'US', location: { latitude: 'NaN', longitude: 1.5 } } },
    carrierServiceOptions: [
      {
        carrierId: 'c',
        shippingOptions: [
          {
            code: 'morning',
            logistics: {
              deliveryTimeSlot: { from: '2026-11-03T09:00:00.000Z', to: '2026-11-03T12:00:00.000Z' },
            },
          },
        ],
      },
    ],
  },
};

const setup = (
  answer: FakeAnswer | ((call: RecordedCall) => FakeAnswer) = { body: { checkout: wireCheckout } },
) => {
  const { fetch, calls } = fakeFetch(answer);
  const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { checkout } });
  return { client, calls };
};

const route = (call: RecordedCall) => `${call.method} ${call.url.replace('https://api.test', '')}`;

describe('checkout', () => {
  it('answers the checkout in client form: ids, dates, special floats, flattened media and url, time slots', async () => {
    const { client, calls } = setup();
    const found = await client.checkout.getCheckout('k/1');
    expect(route(calls[0]!)).toBe('GET /v1/checkouts/k%2F1');
    expect(found._id).toBe('k1');
    expect(found._createdDate).toEqual(new Date('2026-11-01T10:00:00.000Z'));
    const line = found.lineItems[0]!;
    expect(line._id).toBe('l1');
    expect(line.url).toBe('https://shop.test/product/vase');
    expect(line.image).toMatch(/^wix:image:\/\/v1\/img1\//);
    expect(line.media).toBe(line.image);
    expect(line.physicalProperties?.weight).toBe(Number.POSITIVE_INFINITY);
    expect(found.shippingInfo?.shippingDestination?.address?.location?.latitude).toBeNaN();
    const slot =
      found.shippingInfo?.carrierServiceOptions?.[0]?.shippingOptions?.[0]?.logistics?.deliveryTimeSlot;
    expect(slot?.from).toEqual(new Date('2026-11-03T09:00:00.000Z'));
  });

  it('sends each call to its path of spec section 7 with its fields', async () => {
    const { client, calls } = setup((call) => {
      if (call.url.endsWith('create-order')) return { body: { orderId: 'o1', order: { id: 'o1' } } };
      if (call.url.endsWith('checkout-url'))
        return { body: { checkoutUrl: 'https://shop.test/checkout?checkoutId=k1' } };
      if (call.url.endsWith('mark-as-completed')) return { body: {} };
      return { body: { checkout: wireCheckout } };
    });
    await client.checkout.createCheckout({
      channelType: 'WEB',
      lineItems: [catalogLine(VASE, 1)],
      couponCode: 'WELCOME10',
    });
    await expect(client.checkout.getCheckoutUrl('k1')).resolves.toEqual({
      checkoutUrl: 'https://shop.test/checkout?checkoutId=k1',
    });
    await client.checkout.removeCoupon('k1');
    await client.checkout.removeGiftCard('k1');
    await client.checkout.removeOverrideCheckoutUrl('k1');
    await client.checkout.addToCheckout('k1', { lineItems: [catalogLine(VASE, 2)] });
    await client.checkout.removeLineItems('k1', ['l1']);
    await client.checkout.updateLineItemsQuantity('k1', [{ _id: 'l1', quantity: 3 }]);
    await expect(client.checkout.createOrder('k1', { idempotencyKey: 'key-1' })).resolves.toMatchObject({
      orderId: 'o1',
      order: { _id: 'o1' },
    });
    await expect(client.checkout.markCheckoutAsCompleted('k1')).resolves.toBeUndefined();
    expect(calls.map((c) => [route(c), c.body])).toEqual([
      [
        'POST /v1/checkouts',
        {
          channelType: 'WEB',
          couponCode: 'WELCOME10',
          lineItems: [{ catalogReference: { appId: CATALOG_APP_ID, catalogItemId: VASE }, quantity: 1 }],
        },
      ],
      ['GET /v1/checkouts/k1/checkout-url', undefined],
      ['POST /v1/checkouts/k1/remove-coupon', {}],
      ['POST /v1/checkouts/k1/remove-gift-card', {}],
      ['POST /v1/checkouts/k1/remove-override-checkout-url', {}],
      [
        'POST /v1/checkouts/k1/add-to-checkout',
        { lineItems: [{ catalogReference: { appId: CATALOG_APP_ID, catalogItemId: VASE }, quantity: 2 }] },
      ],
      ['POST /v1/checkouts/k1/remove-line-items', { lineItemIds: ['l1'] }],
      ['POST /v1/checkouts/k1/update-line-items-quantity', { lineItems: [{ id: 'l1', quantity: 3 }] }],
      ['POST /v1/checkouts/k1/create-order', { id: 'k1' }],
      ['POST /v1/checkouts/k1/mark-as-completed', {}],
    ]);
    expect(calls[8]?.headers['idempotency-key'] ?? calls[8]?.headers['Idempotency-Key']).toBe('key-1');
  });

  it('updateCheckout sends the checkout with its id and the field mask of what it sets', async () => {
    const { client, calls } = setup();
    await client.checkout.updateCheckout(
      'k1',
      {
        buyerInfo: { email: 'ada@example.com' },
        shippingInfo: { shippingDestination: { address: { country: 'US', postalCode: '10013' } } },
      },
      { couponCode: 'WELCOME10' },
    );
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: 'https://api.test/v1/checkouts/k1',
      body: {
        checkout: {
          id: 'k1',
          buyerInfo: { email: 'ada@example.com' },
          shippingInfo: { shippingDestination: { address: { country: 'US', postalCode: '10013' } } },
        },
        couponCode: 'WELCOME10',
        fieldMask: 'buyerInfo.email,shippingInfo.shippingDestination,couponCode',
      },
    });
  });

  it('checkoutFieldMask names scalar fields whole and groups by their children', () => {
    expect(checkoutFieldMask({ buyerNote: 'Gift', paymentMethodId: 'p1' })).toBe('buyerNote,paymentMethodId');
    expect(checkoutFieldMask({}, { giftCardCode: 'GIFT', overrideCheckoutUrl: 'https://x.test' })).toBe(
      'giftCardCode,overrideCheckoutUrl',
    );
  });

  it('a refused gift card is an ApplicationError with the server code and its sentence', async () => {
    const { client } = setup({
      status: 400,
      body: {
        message: 'This gift card has been used up',
        details: {
          applicationError: {
            code: 'GIFT_CARD_USED_UP',
            description: 'This gift card has been used up',
            data: {},
          },
        },
      },
    });
    const error = await client.checkout
      .updateCheckout('k1', {}, { giftCardCode: 'OLD' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'GIFT_CARD_USED_UP', message: 'This gift card has been used up' });
  });

  it('a total changed since the review is CHECKOUT_TOTAL_CHANGED, its data read by checkoutTotalChangeOf', async () => {
    const amount = (a: string) => ({ amount: a, formattedAmount: `$${a}` });
    const data = {
      checkoutId: 'k1',
      reason: 'COUPON_USED_UP',
      reasonDescription: 'This code has been used as many times as it can be',
      currency: 'USD',
      reviewedTotal: amount('16.28'),
      total: amount('26.08'),
      reviewedGiftCard: amount('0.00'),
      giftCard: amount('0.00'),
    };
    const message =
      'The total changed from $16.28 to $26.08: This code has been used as many times as it can be';
    const { client } = setup({
      status: 409,
      body: {
        message,
        details: { applicationError: { code: CHECKOUT_TOTAL_CHANGED, description: message, data } },
      },
    });
    const error = await client.checkout
      .createOrder('k1', { idempotencyKey: 'key-1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'CHECKOUT_TOTAL_CHANGED', status: 409 });
    expect(checkoutTotalChangeOf(error)).toEqual(data);
    expect(checkoutTotalChangeOf(new Error('other'))).toBeUndefined();
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
    const error = await client.checkout
      .updateLineItemsQuantity('k1', [{ _id: 'x', quantity: 1 }])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations[0]?.field).toBe('lineItems._id');
  });

  it('without a client, its methods throw the context error', () => {
    expect(() => checkout.getCheckout('k1')).toThrow(ContextError);
  });
});
