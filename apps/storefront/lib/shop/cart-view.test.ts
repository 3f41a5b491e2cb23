import type { ShopClock } from './shop-time';
import { describe, expect, it } from 'vitest';
import { toClient, type Cart, type CartLineItem, type EstimateTotalsResponse } from '@atelier/sdk';
import { cartView, couponName, estimateView, lineView, money, productHref } from './cart-view';

const API = 'http://api.test';
const NEW_YORK: ShopClock = { timeZone: 'America/New_York', hours: 'Monday–Saturday, 9:00 AM–5:00 PM ET' };
const price = (amount: string) => ({
  amount,
  convertedAmount: amount,
  formattedAmount: `$${amount}`,
  formattedConvertedAmount: `$${amount}`,
});
const summary = (subtotal: string, discount: string, shipping: string, tax: string, total: string) => ({
  subtotal: price(subtotal),
  discount: price(discount),
  shipping: price(shipping),
  tax: price(tax),
  total: price(total),
});

/** A line as the server sends it, in client form as the SDK hands it over. */
const wireLine = {
  id: 'l1',
  quantity: 2,
  rootCatalogItemId: 'p1',
  catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: 'p1' },
  productName: { original: 'Sage vase' },
  url: { relativePath: '/product/sage-vase', url: 'http://shop.test/product/sage-vase' },
  image: { id: 'm1', url: '/media/vase.webp', width: 1000, height: 800 },
  price: price('45.00'),
  fullPrice: price('50.00'),
  priceBeforeDiscounts: price('45.00'),
  lineItemPrice: price('90.00'),
  descriptionLines: [
    { name: { original: 'Colour' }, lineType: 'COLOR', colorInfo: { original: 'Sage', code: '#7b8868' } },
    { name: { original: 'Size' }, lineType: 'PLAIN_TEXT', plainText: { original: 'Large' } },
  ],
  availability: { status: 'AVAILABLE', quantityAvailable: 5 },
  physicalProperties: { shippable: true },
  itemType: { preset: 'PHYSICAL' },
  paymentOption: 'FULL_PAYMENT_ONLINE',
  customLineItem: false,
  priceUndetermined: false,
  fixedQuantity: false,
};
const cartOf = (lines: object[], extra: object = {}) =>
  toClient<Cart>({
    id: 'c1',
    createdDate: '2026-11-01T10:00:00.000Z',
    updatedDate: '2026-11-01T10:00:00.000Z',
    lineItems: lines,
    customLineItems: [],
    buyerInfo: {},
    currency: 'USD',
    conversionCurrency: 'USD',
    paymentCurrency: 'USD',
    weightUnit: 'KG',
    taxIncludedInPrices: false,
    merchantDiscounts: [],
    appliedDiscounts: [],
    priceSummary: summary('0.00', '0.00', '0.00', '0.00', '0.00'),
    revision: '1',
    ...extra,
  });
/** As the SDK hands a line over: inside its cart, so its page url and image are flattened to strings. */
const line: CartLineItem = cartOf([wireLine]).lineItems[0]!;

describe('a cart line as shown', () => {
  it('has its picture from the server, options, prices and this shop’s product link', () => {
    expect(lineView(line, 'USD', API)).toEqual({
      id: 'l1',
      name: 'Sage vase',
      href: '/product/sage-vase',
      image: { url: 'http://api.test/media/vase.webp', width: 1000, height: 800, alt: 'Sage vase' },
      options: ['Colour: Sage', 'Size: Large'],
      quantity: 2,
      max: 5,
      unitPrice: '$45.00',
      fullPrice: '$50.00',
      problem: undefined,
      shortTo: undefined,
    });
  });

  it('bounds the stepper by stock, and says why a line cannot be bought', () => {
    const partial = lineView(
      { ...line, quantity: 4, availability: { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 2 } },
      'USD',
      API,
    );
    expect(partial.max).toBe(4);
    expect(partial.problem).toBe('Only 2 left: lower the quantity to continue.');
    expect(lineView({ ...line, availability: { status: 'NOT_FOUND' } }, 'USD', API).problem).toMatch(
      /no longer/,
    );
    expect(lineView({ ...line, availability: { status: 'NOT_AVAILABLE' } }, 'USD', API).problem).toMatch(
      /Sold out/,
    );
    expect(lineView({ ...line, availability: { status: 'AVAILABLE' } }, 'USD', API).max).toBe(99);
  });

  it('formats amounts the server sent without a formatted form, exactly', () => {
    expect(money({ amount: '1234.5' })).toBe('$1,234.50');
    expect(money({ amount: '0.1' }, 'EUR')).toBe('€0.10');
    expect(money(undefined)).toBeUndefined();
    expect(productHref('/product-page/a-b')).toBe('/product/a-b');
    expect(productHref(undefined)).toBeUndefined();
  });
});

describe('the cart as shown', () => {
  it('counts units and takes the totals from the price summary', () => {
    const cart = cartOf([wireLine, { ...wireLine, id: 'l2', quantity: 1 }], {
      couponCode: 'WELCOME10',
      priceSummary: summary('135.00', '13.50', '0.00', '0.00', '121.50'),
    });
    const view = cartView(cart, API);
    expect(view).toMatchObject({
      count: 3,
      couponCode: 'WELCOME10',
      subtotal: '$135.00',
      discount: '$13.50',
      total: '$121.50',
    });
    expect(cartView(cartOf([]), API)).toMatchObject({
      count: 0,
      subtotal: '$0.00',
      total: '$0.00',
      discount: undefined,
    });
  });

  it('names the applied coupon as the merchant wrote it, not as it was typed', () => {
    const typed = { couponCode: 'welcome10' };
    expect(couponName({ ...typed, appliedDiscounts: [{ coupon: { code: 'WELCOME10' } }] })).toBe('WELCOME10');
    expect(couponName(typed)).toBe('welcome10');
    expect(couponName({})).toBeUndefined();
  });

  it('lists shipping options of an estimate, pickup with its address, free as Free', () => {
    const option = (code: string, title: string, cost: string, logistics: object) => ({
      code,
      title,
      logistics,
      cost: { price: price(cost), otherCharges: [] },
    });
    const answer = toClient<EstimateTotalsResponse>({
      cart: cartOf([wireLine]),
      priceSummary: summary('90.00', '0.00', '0.00', '7.99', '97.99'),
      shippingInfo: {
        selectedCarrierServiceOption: { code: 'pickup', title: 'Pick up at the studio', carrierId: 'c1' },
        carrierServiceOptions: [
          {
            carrierId: 'c1',
            shippingOptions: [
              option('standard', 'Standard delivery', '8.00', { deliveryTime: '3-5 business days' }),
              option('local', 'Local delivery', '12.00', {
                deliveryTimeSlot: { from: '2026-11-26T14:00:00.000Z', to: '2026-11-26T17:00:00.000Z' },
              }),
              option('pickup', 'Pick up at the studio', '0', {
                pickupDetails: {
                  address: { addressLine1: '210 Grand Street' },
                  businessLocation: true,
                  pickupMethod: 'STORE_PICKUP',
                },
              }),
            ],
          },
        ],
      },
    });
    const view = estimateView(answer, API, NEW_YORK);
    expect(view.selected).toBe('pickup');
    expect(view.options).toEqual([
      {
        code: 'standard',
        carrierId: 'c1',
        title: 'Standard delivery',
        cost: '$8.00',
        detail: '3-5 business days',
        pickup: false,
      },
      {
        code: 'local',
        carrierId: 'c1',
        title: 'Local delivery',
        cost: '$12.00',
        // The shop's zone, whatever the zone this test runs in (14:00Z is 9 AM in New York).
        detail: 'Thursday, November 26, 9:00 AM–12:00 PM ET',
        slot: 'Thursday, November 26, 9:00 AM–12:00 PM ET',
        pickup: false,
      },
      {
        code: 'pickup',
        carrierId: 'c1',
        title: 'Pick up at the studio',
        cost: 'Free',
        detail: '210 Grand Street · open Monday–Saturday, 9:00 AM–5:00 PM ET',
        pickup: true,
      },
    ]);
    expect(view.cart).toMatchObject({ shipping: '$0.00', tax: '$7.99', total: '$97.99' });
  });
});
