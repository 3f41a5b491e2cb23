import { describe, expect, it } from 'vitest';
import type { Cart, EstimateTotalsResponse } from '@atelier/sdk';
import { cartView, estimateView, lineView, money, productHref } from './cart-view';

const API = 'http://api.test';
const line = {
  _id: 'l1',
  quantity: 2,
  rootCatalogItemId: 'p1',
  productName: { original: 'Sage vase' },
  url: 'http://shop.test/product-page/sage-vase',
  image: 'wix:image://v1/m1/vase.webp#originWidth=1000&originHeight=800&url=%2Fmedia%2Fvase.webp',
  price: { amount: '45.00', formattedAmount: '$45.00' },
  fullPrice: { amount: '50.00', formattedAmount: '$50.00' },
  descriptionLines: [
    { name: { original: 'Colour' }, colorInfo: { original: 'Sage', code: '#7b8868' } },
    { name: { original: 'Size' }, plainText: { original: 'Large' } },
  ],
  availability: { status: 'AVAILABLE', quantityAvailable: 5 },
};

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
    expect(lineView({ ...line, availability: undefined }, 'USD', API).max).toBe(99);
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
    const cart: Cart = {
      lineItems: [line, { ...line, _id: 'l2', quantity: 1 }],
      couponCode: 'WELCOME10',
      priceSummary: {
        subtotal: { amount: '135.00' },
        discount: { amount: '13.50' },
        total: { amount: '121.50' },
      },
    };
    const view = cartView(cart, API);
    expect(view).toMatchObject({
      count: 3,
      couponCode: 'WELCOME10',
      subtotal: '$135.00',
      discount: '$13.50',
      total: '$121.50',
      shipping: undefined,
      tax: undefined,
    });
    expect(cartView({ lineItems: [] }, API)).toMatchObject({ count: 0, subtotal: '$0.00', total: '$0.00' });
  });

  it('lists shipping options of an estimate, pickup with its address, free as Free', () => {
    const answer: EstimateTotalsResponse = {
      cart: { lineItems: [line] },
      priceSummary: {
        subtotal: { amount: '90.00' },
        shipping: { amount: '0' },
        tax: { amount: '7.99' },
        total: { amount: '97.99' },
      },
      shippingInfo: {
        selectedCarrierServiceOption: { code: 'pickup' },
        carrierServiceOptions: [
          {
            carrierId: 'c1',
            shippingOptions: [
              {
                code: 'standard',
                title: 'Standard delivery',
                logistics: { deliveryTime: '3-5 business days' },
                cost: { price: { amount: '8.00' } },
              },
              {
                code: 'pickup',
                title: 'Pick up at the studio',
                logistics: {
                  pickupDetails: {
                    address: { addressLine1: '210 Grand Street' },
                    pickupMethod: 'STORE_PICKUP',
                  },
                },
                cost: { price: { amount: '0' } },
              },
            ],
          },
        ],
      },
    };
    const view = estimateView(answer, API);
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
        code: 'pickup',
        carrierId: 'c1',
        title: 'Pick up at the studio',
        cost: 'Free',
        detail: '210 Grand Street',
        pickup: true,
      },
    ]);
    expect(view.cart).toMatchObject({ shipping: '$0.00', tax: '$7.99', total: '$97.99' });
  });
});
