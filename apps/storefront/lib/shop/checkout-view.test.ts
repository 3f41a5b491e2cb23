import { toClient, type Checkout } from '@atelier/sdk';
import type { ShopClock } from './shop-time';
import { describe, expect, it } from 'vitest';
import { checkoutView, shortLinesOf, withShortLines } from './checkout-view';

const API = 'http://api.test';
const NEW_YORK: ShopClock = { timeZone: 'America/New_York', hours: '' };
const price = (amount: string) => ({
  amount,
  convertedAmount: amount,
  formattedAmount: `$${amount}`,
  formattedConvertedAmount: `$${amount}`,
});

const wireCheckout = (extra: Record<string, unknown> = {}) =>
  toClient<Checkout>({
    id: 'k1',
    currency: 'USD',
    lineItems: [
      {
        id: 'l1',
        quantity: 2,
        productName: { original: 'Sage vase' },
        price: price('45.00'),
        availability: { status: 'AVAILABLE', quantityAvailable: 5 },
      },
    ],
    customLineItems: [],
    buyerInfo: { email: 'ada@example.com' },
    shippingInfo: {
      shippingDestination: {
        address: {
          country: 'US',
          subdivision: 'US-NY',
          city: 'New York',
          postalCode: '10013',
          addressLine1: '1 A St',
        },
        contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
      },
      selectedCarrierServiceOption: { code: 'standard' },
      carrierServiceOptions: [
        {
          carrierId: 'atelier',
          shippingOptions: [
            { code: 'standard', title: 'Standard', cost: { price: price('7.00') } },
            {
              code: 'courier-am',
              title: 'Courier',
              cost: { price: price('12.00') },
              logistics: {
                deliveryTimeSlot: { from: '2026-11-03T14:00:00.000Z', to: '2026-11-03T17:00:00.000Z' },
              },
            },
            {
              code: 'pickup',
              title: 'Pickup at the studio',
              cost: { price: price('0.00') },
              logistics: { pickupDetails: { address: { formatted: '5 Studio Lane, New York' } } },
            },
          ],
        },
      ],
    },
    priceSummary: {
      subtotal: price('90.00'),
      discount: price('9.00'),
      shipping: price('7.00'),
      tax: price('7.19'),
      total: price('95.19'),
    },
    payNow: { total: price('45.19') },
    giftCard: { id: 'g1', obfuscatedCode: '****DEMO', amount: price('50.00') },
    couponCode: 'WELCOME10',
    paymentMethodId: 'pm1',
    ...extra,
  });

describe('checkoutView', () => {
  it('shows the lines, addresses, options (pickup, slots) and the server’s totals', () => {
    const view = checkoutView(wireCheckout(), API, NEW_YORK);
    expect(view.email).toBe('ada@example.com');
    expect(view.count).toBe(2);
    expect(view.shipping).toMatchObject({ firstName: 'Ada', subdivision: 'NY', postalCode: '10013' });
    expect(view.billingSameAsShipping).toBe(true);
    expect(view.options.map((o) => [o.code, o.cost, o.pickup])).toEqual([
      ['standard', '$7.00', false],
      ['courier-am', '$12.00', false],
      ['pickup', 'Free', true],
    ]);
    // In the shop's zone whatever zone the storefront runs in: 14:00Z is 9 AM in New York.
    expect(view.options[1]?.slot).toBe('Tuesday, November 3, 9:00 AM–12:00 PM ET');
    expect(view.options[1]?.detail).toBe('Tuesday, November 3, 9:00 AM–12:00 PM ET');
    expect(view.selectedOption?.code).toBe('standard');
    expect(view.totals).toEqual({
      subtotal: '$90.00',
      discount: '$9.00',
      shipping: '$7.00',
      tax: '$7.19',
      giftCard: '$50.00',
      total: '$95.19',
      toPay: '$45.19',
    });
    expect(view.giftCard).toEqual({ code: '****DEMO', amount: '$50.00' });
    expect(view.missing).toBeUndefined();
  });

  it('prices no shipping before an option is chosen, and no tax before an address or an option', () => {
    const zero = {
      priceSummary: {
        subtotal: price('90.00'),
        shipping: price('0.00'),
        tax: price('0.00'),
        total: price('90.00'),
      },
    };
    const bare = checkoutView(
      wireCheckout({ ...zero, shippingInfo: {}, billingInfo: undefined }),
      API,
      NEW_YORK,
    );
    expect(bare.totals).toMatchObject({ shipping: undefined, tax: undefined, total: '$90.00' });
    const addressed = wireCheckout(zero);
    delete addressed.shippingInfo!.selectedCarrierServiceOption;
    expect(checkoutView(addressed, API, NEW_YORK).totals).toMatchObject({
      shipping: undefined,
      tax: '$0.00',
    });
  });

  it('says what is missing before the order can be placed, in the order of the page', () => {
    expect(checkoutView(wireCheckout({ buyerInfo: {} }), API, NEW_YORK).missing).toMatch(/email/);
    expect(checkoutView(wireCheckout({ paymentMethodId: undefined }), API, NEW_YORK).missing).toMatch(/pay/);
    const short = wireCheckout();
    short.lineItems[0]!.availability = { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 1 };
    const view = checkoutView(short, API, NEW_YORK);
    expect(view.missing).toMatch(/not available/);
    // The review's lines are above the message.
    expect(view.missing).toMatch(/above/);
    expect(view.lines[0]).toMatchObject({
      shortTo: 1,
      problem: 'Only 1 left: lower the quantity to continue.',
    });
  });

  it('asks for no payment method when the gift card pays the whole order', () => {
    const covered = wireCheckout({ paymentMethodId: undefined, payNow: { total: price('0.00') } });
    expect(checkoutView(covered, API, NEW_YORK)).toMatchObject({ nothingToPay: true, missing: undefined });
    expect(checkoutView(covered, API, NEW_YORK).totals.toPay).toBe('$0.00');
    // Without a card, a total of 0 (a free piece) still names how the order is settled.
    const free = wireCheckout({
      paymentMethodId: undefined,
      giftCard: undefined,
      payNow: { total: price('0.00') },
    });
    expect(checkoutView(free, API, NEW_YORK)).toMatchObject({
      nothingToPay: false,
      missing: expect.stringMatching(/pay/),
    });
  });

  it('a billing address of its own is not the shipping one', () => {
    const view = checkoutView(
      wireCheckout({ billingInfo: { address: { country: 'FR', city: 'Paris', postalCode: '75003' } } }),
      API,
      NEW_YORK,
    );
    expect(view.billingSameAsShipping).toBe(false);
    expect(view.billing).toMatchObject({ country: 'FR', city: 'Paris' });
  });
});

describe('out of stock at create-order', () => {
  it('marks the lines the stock names, with the choice to lower them or remove them', () => {
    const short = shortLinesOf({
      lines: [
        { lineItemId: 'l1', productId: 'p1', variantId: 'v', requestedQuantity: 2, availableQuantity: 1 },
        { lineItemId: 'other' },
      ],
    });
    expect(short).toEqual([{ lineItemId: 'l1', availableQuantity: 1 }]);
    const view = withShortLines(checkoutView(wireCheckout(), API, NEW_YORK), short);
    expect(view.lines[0]).toMatchObject({
      shortTo: 1,
      problem: 'Only 1 left: lower the quantity to continue.',
    });
    expect(view.missing).toMatch(/not available/);
    // The review's lines are above the message.
    expect(view.missing).toMatch(/above/);
    const gone = withShortLines(checkoutView(wireCheckout(), API, NEW_YORK), [
      { lineItemId: 'l1', availableQuantity: 0 },
    ]);
    expect(gone.lines[0]).toMatchObject({ shortTo: 0, problem: 'Sold out: remove it to continue.' });
    expect(shortLinesOf(undefined)).toEqual([]);
  });
});
