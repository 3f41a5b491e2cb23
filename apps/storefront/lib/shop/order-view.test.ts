import { toClient } from '@atelier/sdk';
import type { ShopClock } from './shop-time';
import { describe, expect, it } from 'vitest';
import { orderView, paymentMethodView, type OrderLike } from './order-view';

const UTC: ShopClock = { timeZone: 'UTC', hours: '' };
const NEW_YORK: ShopClock = { timeZone: 'America/New_York', hours: 'Monday–Saturday, 9:00 AM–5:00 PM ET' };
const price = (amount: string) => ({ amount, formattedAmount: `$${amount}` });

const wireOrder = (extra: Record<string, unknown> = {}) =>
  toClient<OrderLike>({
    id: 'o1',
    number: '10001',
    createdDate: '2026-11-25T17:00:00.000Z',
    status: 'APPROVED',
    paymentStatus: 'NOT_PAID',
    fulfillmentStatus: 'NOT_FULFILLED',
    currency: 'USD',
    buyerInfo: { email: 'ada@example.com' },
    lineItems: [
      {
        id: 'l1',
        productName: { original: 'Sage vase' },
        quantity: 2,
        price: price('45.00'),
        totalPriceAfterTax: price('90.00'),
        descriptionLines: [{ name: { original: 'Size' }, plainText: { original: 'Large' } }],
        url: { relativePath: '/product/sage-vase', url: 'http://shop.test/product/sage-vase' },
      },
    ],
    priceSummary: {
      subtotal: price('90.00'),
      discount: price('9.00'),
      shipping: price('7.00'),
      tax: price('7.19'),
      total: price('95.19'),
      giftCard: price('0'),
    },
    balanceSummary: { balance: price('95.19') },
    shippingInfo: {
      title: 'Standard',
      logistics: {
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
      },
    },
    paymentMethod: {
      kind: 'BANK_TRANSFER',
      title: 'Bank transfer',
      instructions: 'IBAN DE00 1234\nBIC ATELDEFF',
    },
    activities: [{ id: 'a1', type: 'ORDER_PLACED', createdDate: '2026-11-25T17:00:00.000Z' }],
    fulfillments: [],
    ...extra,
  });

describe('orderView', () => {
  it('confirms the courier’s day and window and the order’s time in the shop’s zone, named', () => {
    const view = orderView(
      wireOrder({
        createdDate: '2026-12-01T03:39:00.000Z',
        shippingInfo: {
          title: 'Local courier',
          logistics: {
            deliveryTimeSlot: { from: '2026-12-01T14:00:00.000Z', to: '2026-12-01T17:00:00.000Z' },
          },
        },
      }),
      NEW_YORK,
    );
    expect(view.delivery).toBe('Local courier — Tuesday, December 1, 9:00 AM–12:00 PM ET');
    // 03:39 UTC is still the evening before in New York.
    expect(view.placed).toBe('Nov 30, 2026, 10:39 PM ET');
  });

  it('gives a pickup the shop’s opening hours', () => {
    const view = orderView(
      wireOrder({
        shippingInfo: {
          title: 'Pick up at the studio',
          logistics: { pickupDetails: { address: { formatted: '210 Grand Street, New York' } } },
        },
      }),
      NEW_YORK,
    );
    expect(view.pickupAt).toBe('210 Grand Street, New York');
    expect(view.pickupHours).toBe('Monday–Saturday, 9:00 AM–5:00 PM ET');
  });

  it('shows status, lines, totals, address and how to pay', () => {
    const view = orderView(wireOrder(), UTC);
    expect(view).toMatchObject({
      id: 'o1',
      number: '10001',
      placed: 'Nov 25, 2026, 5:00 PM UTC',
      status: 'Confirmed',
      paymentStatus: 'Awaiting payment',
      fulfillmentStatus: 'Being prepared',
      awaitingPayment: true,
      email: 'ada@example.com',
      delivery: 'Standard',
      shipTo: ['Ada Lovelace', '1 A St', 'New York, NY 10013', 'United States'],
      payment: { title: 'Bank transfer', instructions: 'IBAN DE00 1234\nBIC ATELDEFF' },
    });
    expect(view.lines).toEqual([
      {
        id: 'l1',
        name: 'Sage vase',
        href: '/product/sage-vase',
        options: ['Size: Large'],
        quantity: 2,
        price: '$45.00',
        total: '$90.00',
      },
    ]);
    expect(view.totals).toMatchObject({
      total: '$95.19',
      discount: '$9.00',
      giftCard: undefined,
      toPay: '$95.19',
    });
    expect(view.activities).toEqual([{ id: 'a1', date: 'Nov 25, 2026, 5:00 PM UTC', text: 'Order placed' }]);
    expect(view.tracking).toEqual([]);
  });

  it('writes the address as the order mails do (packages/server orders/mail.test.ts), a pickup place alike', () => {
    const shipped = orderView(
      wireOrder({
        shippingInfo: {
          title: 'Standard',
          logistics: {
            shippingDestination: {
              address: {
                addressLine1: '350 5th Ave',
                city: 'New York',
                subdivision: 'US-NY',
                postalCode: '10001',
                country: 'US',
              },
              contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
            },
          },
        },
      }),
      UTC,
    );
    expect(shipped.shipTo.join('\n')).toBe('Ada Lovelace\n350 5th Ave\nNew York, NY 10001\nUnited States');
    const pickup = orderView(
      wireOrder({
        shippingInfo: {
          title: 'Pickup',
          logistics: {
            pickupDetails: {
              address: { addressLine1: 'Torstraße 1', city: 'Berlin', postalCode: '10119', country: 'DE' },
            },
          },
        },
      }),
      UTC,
    );
    expect(pickup.pickupAt).toBe('Torstraße 1, 10119 Berlin, Germany');
  });

  it('shows the tracking of its fulfilments once, and the activity that added it', () => {
    const tracking = {
      trackingNumber: '1Z999',
      shippingProvider: 'UPS',
      trackingLink: 'https://ups.test/1Z999',
    };
    const view = orderView(
      wireOrder({
        paymentStatus: 'PAID',
        fulfillmentStatus: 'FULFILLED',
        fulfillments: [{ id: 'f1', createdDate: '2026-11-26T09:00:00.000Z', trackingInfo: tracking }],
        activities: [
          { id: 'a1', type: 'ORDER_PLACED', createdDate: '2026-11-25T17:00:00.000Z' },
          {
            id: 'a2',
            type: 'TRACKING_NUMBER_ADDED',
            createdDate: '2026-11-26T09:00:00.000Z',
            trackingInfo: tracking,
          },
          { id: 'a3', type: 'SOMETHING_NEW', createdDate: '2026-11-26T10:00:00.000Z' },
        ],
      }),
      UTC,
    );
    expect(view.fulfillmentStatus).toBe('Sent');
    expect(view.awaitingPayment).toBe(false);
    expect(view.tracking).toEqual([{ number: '1Z999', provider: 'UPS', link: 'https://ups.test/1Z999' }]);
    expect(view.activities.map((a) => a.text)).toEqual([
      'Order placed',
      'Tracking number added (1Z999)',
      'Something new',
    ]);
  });

  it('gives a paid digital line its download link and expiry, and none once canceled or refunded', () => {
    const link = 'https://api.shop.test/v1/orders/o1/downloads/l1?expires=x&signature=y';
    const digital = (extra: Record<string, unknown>, file: Record<string, unknown> | undefined) =>
      wireOrder({
        paymentStatus: 'PAID',
        lineItems: [{ id: 'l1', productName: { original: 'Glazing guide' }, quantity: 1, digitalFile: file }],
        ...extra,
      });
    const file = { fileId: 'f1', link, expirationDate: '2026-12-25T17:00:00.000Z' };
    const now = new Date('2026-11-26T00:00:00.000Z');
    expect(orderView(digital({}, file), UTC, now).lines[0]!.download).toEqual({
      link,
      until: 'Dec 25, 2026, 5:00 PM UTC',
      expired: false,
    });
    expect(
      orderView(digital({}, file), UTC, new Date('2026-12-26T00:00:00.000Z')).lines[0]!.download,
    ).toMatchObject({ expired: true });
    expect(
      orderView(digital({ paymentStatus: 'NOT_PAID' }, { fileId: 'f1' }), UTC, now).lines[0]!.download,
    ).toBe(undefined);
    expect(orderView(digital({ status: 'CANCELED' }, file), UTC, now).lines[0]!.download).toBeUndefined();
    expect(
      orderView(digital({ paymentStatus: 'FULLY_REFUNDED' }, file), UTC, now).lines[0]!.download,
    ).toBeUndefined();
    // Physical lines have none.
    expect(orderView(wireOrder({ paymentStatus: 'PAID' }), UTC, now).lines[0]!.download).toBeUndefined();
  });

  it('a payment method shows the first line of its instructions beside it', () => {
    expect(
      paymentMethodView({
        _id: 'p1',
        kind: 'PAY_ON_PICKUP',
        title: 'Pay on pickup',
        instructions: '\nCash or card at the studio\nMon-Sat',
        enabled: true,
        pickupOnly: true,
      }),
    ).toEqual({
      id: 'p1',
      kind: 'PAY_ON_PICKUP',
      title: 'Pay on pickup',
      summary: 'Cash or card at the studio',
      instructions: '\nCash or card at the studio\nMon-Sat',
      pickupOnly: true,
    });
  });
});
