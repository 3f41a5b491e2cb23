import { ApplicationError, ValidationError, type Order, type OrderHistoryEntry } from '@atelier/sdk';
import { describe, expect, it } from 'vitest';
import {
  buyerView,
  conflictMessage,
  fulfillableLines,
  moneyFacts,
  paymentRows,
  refundableLines,
  timelineOf,
} from './admin-order-view';
import { formField, orderActionFailure } from './order-admin-errors';

const zone = 'America/New_York';
const price = (amount: string) => ({ amount, formattedAmount: `$${amount}` });
const at = (iso: string) => new Date(iso);

const order = {
  _id: 'o1',
  currency: 'USD',
  buyerInfo: { memberId: 'm1', email: 'ada@example.com' },
  billingInfo: { contactDetails: { firstName: 'Ada', lastName: 'Lovelace' } },
  balanceSummary: { balance: price('50.00'), paid: price('30.00'), refunded: price('0.00') },
  lineItems: [
    { _id: 'l1', productName: { original: 'Vase' }, quantity: 3, fulfilledQuantity: 1, refundQuantity: 1 },
    { _id: 'l2', productName: { original: 'Bowl' }, quantity: 1, fulfilledQuantity: 1, refundQuantity: 0 },
  ],
  activities: [
    { _id: 'a1', type: 'ORDER_PLACED', _createdDate: at('2026-11-27T14:00:00.000Z') },
    {
      _id: 'a3',
      type: 'TRACKING_NUMBER_ADDED',
      _createdDate: at('2026-11-27T17:00:00.000Z'),
      trackingInfo: { trackingNumber: '1Z9', shippingProvider: 'UPS' },
    },
    { _id: 'a4', type: 'ORDER_FULFILLED', _createdDate: at('2026-11-27T17:00:00.000Z') },
    {
      _id: 'a2',
      type: 'ORDER_PARTIALLY_PAID',
      _createdDate: at('2026-11-27T15:00:00.000Z'),
      amount: price('30.00'),
    },
  ],
} as unknown as Order;

const entry = (over: Partial<OrderHistoryEntry>): OrderHistoryEntry =>
  ({
    _id: 'h',
    _createdDate: at('2026-11-27T15:00:00.200Z'),
    action: 'order.marked_paid',
    actor: { kind: 'staff', name: 'Olive Owner' },
    fields: [],
    ...over,
  }) as OrderHistoryEntry;

describe('the order detail view', () => {
  it('names the buyer as a member or a visitor', () => {
    expect(buyerView(order)).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', kind: 'Member' });
    expect(buyerView({ ...order, buyerInfo: { visitorId: 'v' } } as Order).kind).toBe('Visitor');
  });

  it('says what was paid and what is still owed', () => {
    expect(moneyFacts(order)).toMatchObject({
      paid: '$30.00',
      owed: '$50.00',
      owes: true,
      refunded: undefined,
    });
  });

  it('counts the units left to ship and to refund', () => {
    expect(fulfillableLines(order)).toEqual([{ id: 'l1', name: 'Vase', left: 1 }]);
    expect(refundableLines(order)).toEqual([
      { id: 'l1', name: 'Vase', left: 2 },
      { id: 'l2', name: 'Bowl', left: 1 },
    ]);
  });

  it('tells the activities newest first, with who did them, and the mails the audit log adds', () => {
    const timeline = timelineOf(
      order,
      [
        entry({ _id: 'h1' }),
        entry({
          _id: 'h4',
          action: 'order.fulfilled',
          _createdDate: at('2026-11-27T16:59:59.900Z'),
          actor: { kind: 'staff', name: 'Fay Fulfilment' },
          fields: ['fulfillments'],
        }),
        entry({
          _id: 'h2',
          action: 'order.mail_sent',
          _createdDate: at('2026-11-27T14:00:01.000Z'),
          actor: { kind: 'operator', name: 'The shop' },
          mail: { kind: 'ORDER_CONFIRMATION', to: 'ada@example.com' },
        }),
        entry({ _id: 'h3', action: 'order.note_added', _createdDate: at('2026-11-27T16:00:00.000Z') }),
      ],
      zone,
    );
    expect(timeline.map((e) => [e.text, e.by])).toEqual([
      ['Tracking number added: UPS 1Z9', 'Fay Fulfilment'],
      ['Fulfilled', 'Fay Fulfilment'],
      ['Partly paid: $30.00', 'Olive Owner'],
      ['Order confirmation mailed to ada@example.com', undefined],
      ['Order placed', undefined],
    ]);
    expect(timeline[2]!.date).toBe('Nov 27, 2026, 10:00 AM ET');
  });

  it('lists payments with their reference and refunds, oldest first', () => {
    const rows = paymentRows(
      {
        orderId: 'o1',
        payments: [
          {
            _id: 'p1',
            _createdDate: at('2026-11-27T15:00:00.000Z'),
            amount: price('30.00'),
            refundDisabled: false,
            regularPaymentDetails: {
              paymentMethod: 'BANK_TRANSFER',
              offlinePayment: true,
              status: 'APPROVED',
              reference: 'REF-9',
            },
          },
        ],
        refunds: [
          {
            _id: 'r1',
            _createdDate: at('2026-11-27T16:00:00.000Z'),
            transactions: [
              { paymentId: 'p1', amount: price('25.00'), refundStatus: 'SUCCEEDED', externalRefund: true },
            ],
            details: { items: [], shippingIncluded: false, reason: 'Chipped' },
          },
        ],
      } as never,
      'USD',
      zone,
    );
    expect(rows.map((r) => [r.kind, r.amount, r.method, r.detail])).toEqual([
      ['Payment', '$30.00', 'Bank transfer', 'Ref. REF-9 · approved'],
      ['Refund', '$25.00', 'Given back by the shop', 'Chipped'],
    ]);
  });
});

describe('a conflict with a newer change', () => {
  it('says who changed the order, when (in the shop’s zone) and what', () => {
    expect(
      conflictMessage(
        {
          changes: [
            {
              actorName: 'Fay Fulfilment',
              action: 'order.updated',
              createdDate: '2026-11-27T14:40:00.000Z',
              fields: ['shippingInfo', 'balanceSummary'],
            },
          ],
        },
        zone,
      ),
    ).toBe('Fay Fulfilment changed this order at Nov 27, 2026, 9:40 AM ET: order changed (shippingInfo).');
    expect(conflictMessage({}, zone)).toContain('Reload');
  });

  it('is the action’s answer for a 409 ORDER_CHANGED, with the offer to reload', () => {
    const error = new ApplicationError('changed', {
      code: 'ORDER_CHANGED',
      status: 409,
      details: {
        applicationError: {
          code: 'ORDER_CHANGED',
          description: 'changed',
          data: {
            changes: [
              { actorName: 'Olive', action: 'order.marked_paid', createdDate: '2026-11-27T14:40:00Z' },
            ],
          },
        },
      },
    });
    expect(orderActionFailure(error, zone)).toEqual({
      ok: false,
      conflict: true,
      message: 'Olive changed this order at Nov 27, 2026, 9:40 AM ET: marked as paid.',
    });
  });

  it('puts the server’s field errors on the form’s fields', () => {
    const error = new ValidationError('bad', {
      code: 'INVALID_ARGUMENT',
      status: 400,
      details: {
        validationError: {
          fieldViolations: [
            {
              field: 'amount.amount',
              description: 'must be at most the balance',
              violatedRule: 'DECIMAL_LTE',
            },
          ],
        },
      },
    });
    expect(orderActionFailure(error, zone)).toMatchObject({
      fields: { amount: 'must be at most the balance' },
    });
    expect(formField('order.shippingInfo.logistics.shippingDestination.address.city')).toBe('city');
  });
});
