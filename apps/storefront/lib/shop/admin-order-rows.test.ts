import type { Order } from '@atelier/sdk';
import { describe, expect, it } from 'vitest';
import { orderRowOf } from './admin-order-rows';

const order = (extra: Record<string, unknown> = {}) =>
  ({
    _id: 'o-1',
    number: '10042',
    _createdDate: new Date('2026-11-27T14:39:00Z'),
    buyerInfo: { email: 'ada@example.com' },
    status: 'APPROVED',
    paymentStatus: 'NOT_PAID',
    fulfillmentStatus: 'NOT_FULFILLED',
    priceSummary: { total: { amount: '24.50', formattedAmount: '$24.50' } },
    billingInfo: { contactDetails: { firstName: 'Ada', lastName: 'Lovelace' } },
    shippingInfo: { title: 'Courier, next day', logistics: {} },
    ...extra,
  }) as unknown as Order;

describe('a row of the orders list', () => {
  it('shows the order in the shop’s zone with the buyer, total and statuses in words', () => {
    expect(orderRowOf(order(), 'America/New_York')).toEqual({
      id: 'o-1',
      number: '10042',
      date: 'Nov 27, 2026, 9:39 AM',
      dateIso: '2026-11-27T14:39:00.000Z',
      buyerName: 'Ada Lovelace',
      email: 'ada@example.com',
      total: '$24.50',
      paymentStatus: 'NOT_PAID',
      paymentLabel: 'Not paid',
      fulfilmentStatus: 'NOT_FULFILLED',
      fulfilmentLabel: 'Not fulfilled',
      delivery: 'Courier, next day',
      unpaid: true,
    });
  });

  it('takes the name from the recipient when there is no billing contact, and names the delivery kind', () => {
    const row = orderRowOf(
      order({
        billingInfo: undefined,
        recipientInfo: { contactDetails: { firstName: 'Grace' } },
        shippingInfo: { logistics: { pickupDetails: { pickupMethod: 'STORE_PICKUP' } } },
      }),
      'UTC',
    );
    expect(row.buyerName).toBe('Grace');
    expect(row.delivery).toBe('Pickup');
    expect(orderRowOf(order({ shippingInfo: undefined }), 'UTC').delivery).toBe('No delivery');
  });

  it('offers "mark as paid" only for an open order with nothing paid', () => {
    expect(orderRowOf(order({ paymentStatus: 'PENDING' }), 'UTC').unpaid).toBe(true);
    expect(orderRowOf(order({ paymentStatus: 'PAID' }), 'UTC').unpaid).toBe(false);
    expect(orderRowOf(order({ paymentStatus: 'PARTIALLY_PAID' }), 'UTC').unpaid).toBe(false);
    expect(orderRowOf(order({ status: 'CANCELED' }), 'UTC').unpaid).toBe(false);
    expect(orderRowOf(order({ paymentStatus: 'FULLY_REFUNDED' }), 'UTC').paymentLabel).toBe('Refunded');
  });
});
