import { Type, type Static } from 'typebox';
import { StorableText } from '../../lib/input-schemas';
import { MultiPrice, Order } from './schemas';

/** Shapes of payments, refunds and refundability (Wix's order transactions and refunds, in its names). */

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;
const Str = Type.String();
const DateText = Type.String({ format: 'date-time' });
const Decimal = Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,3})?$' });

export const PaymentView = Type.Object({
  id: Str,
  createdDate: DateText,
  amount: MultiPrice,
  refundDisabled: Type.Boolean(),
  regularPaymentDetails: Type.Object({
    paymentMethod: Str,
    offlinePayment: Type.Boolean(),
    /** Spec section 3 Transaction status. */
    status: Str,
    providerTransactionId: opt(Str),
    /** Atelier: the merchant's reference of an offline payment (a bank transfer's reference). */
    reference: opt(Str),
  }),
  /** A gift card's share of the order (paymentMethod GIFT_CARD): the card, and its code's last four characters. */
  giftCardPaymentDetails: opt(Type.Object({ giftCardId: Str, obfuscatedCode: opt(Str) })),
});

export const RefundView = Type.Object({
  id: Str,
  createdDate: DateText,
  transactions: Type.Array(
    Type.Object({ paymentId: Str, amount: MultiPrice, refundStatus: Str, externalRefund: Type.Boolean() }),
  ),
  details: Type.Object({
    items: Type.Array(Type.Object({ lineItemId: Str, quantity: Type.Integer() })),
    shippingIncluded: Type.Boolean(),
    reason: opt(Str),
  }),
});

export const TransactionsReply = Type.Object({
  orderTransactions: Type.Object({
    orderId: Str,
    payments: Type.Array(PaymentView),
    refunds: Type.Array(RefundView),
  }),
});
export type TransactionsReply = Static<typeof TransactionsReply>;

export const RefundabilityReply = Type.Object({
  refundabilities: Type.Array(
    Type.Object({
      paymentId: Str,
      refundabilityStatus: Type.Enum(['REFUNDABLE', 'MANUAL', 'NOT_REFUNDABLE']),
      nonRefundableReason: opt(Str),
      manuallyRefundableReason: opt(Str),
    }),
  ),
  /** Atelier: what the order's refundable payments can still give back, in all. */
  refundableAmount: opt(MultiPrice),
  /** Atelier: the order's own answer when it has no payment to look at (NOT_PAID). */
  orderRefundability: Type.Object({
    refundabilityStatus: Type.Enum(['REFUNDABLE', 'MANUAL', 'NOT_REFUNDABLE']),
    nonRefundableReason: opt(Str),
    manuallyRefundableReason: opt(Str),
  }),
});
export type RefundabilityReply = Static<typeof RefundabilityReply>;

export const RefundBody = Type.Object(
  {
    refundDetails: opt(
      Type.Object(
        {
          items: opt(
            Type.Array(
              Type.Object(
                {
                  lineItemId: Type.String({ minLength: 1, maxLength: 64 }),
                  quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
                },
                closed,
              ),
              { maxItems: 300 },
            ),
          ),
          shippingIncluded: opt(Type.Boolean()),
          reason: opt(StorableText({ maxLength: 1000 })),
        },
        closed,
      ),
    ),
    /** A merchant's amount instead of what the items are worth. */
    amount: opt(Type.Object({ amount: Decimal }, closed)),
    sideEffects: opt(
      Type.Object(
        { restockInfo: opt(Type.Object({ type: Type.Enum(['NO_ITEMS', 'ALL_ITEMS']) }, closed)) },
        closed,
      ),
    ),
  },
  closed,
);
export type RefundBody = Static<typeof RefundBody>;

export const RefundReply = Type.Object({ order: Order, refund: RefundView });
export type RefundReply = Static<typeof RefundReply>;

/** POST /v1/orders/{id}/payment-reminder (Atelier): the order, with its PAYMENT_REMINDER_SENT activity. */
export const PaymentReminderReply = Type.Object({
  order: Order,
  /** The address the reminder went to. */
  sentTo: Str,
});
export type PaymentReminderReply = Static<typeof PaymentReminderReply>;
/** Atelier: mark-as-paid's body. Without an amount, the whole balance; a reference keeps the bank's. */
export const MarkAsPaidBody = Type.Object(
  {
    amount: opt(Type.Object({ amount: Decimal }, closed)),
    reference: opt(StorableText({ minLength: 1, maxLength: 200 })),
  },
  closed,
);
export type MarkAsPaidBody = Static<typeof MarkAsPaidBody>;
