import type { DraftProblem } from './schemas';

/** Pure rules of draft orders: which field of the draft an order's refusal is about, and its merchant's words. */

/** The draft's field each refusal of the checkout's create-order is about. */
const FIELD_OF: Record<string, string> = {
  BUYER_EMAIL_REQUIRED: 'customer.email',
  SHIPPING_ADDRESS_REQUIRED: 'shippingAddress',
  SHIPPING_OPTION_REQUIRED: 'shippingOptionCode',
  SHIPPING_OPTION_NOT_OFFERED: 'shippingOptionCode',
  PAYMENT_METHOD_NEEDS_PICKUP: 'paymentMethodId',
  PAYMENT_METHOD_UNAVAILABLE: 'paymentMethodId',
  NOTHING_TO_ORDER: 'lineItems',
  INSUFFICIENT_STOCK: 'lineItems',
};

/** The checkout's sentences speak to a shopper about a checkout's fields; these speak to the merchant. */
const MERCHANT_WORDS: Record<string, string> = {
  BUYER_EMAIL_REQUIRED: 'Add the customer’s email: the order confirmation is mailed there',
  SHIPPING_ADDRESS_REQUIRED: 'Add the customer’s shipping address, or choose a pickup option',
  SHIPPING_OPTION_REQUIRED: 'Choose a delivery method',
  SHIPPING_OPTION_NOT_OFFERED:
    'The shop does not deliver to this address with the chosen method: choose another',
  NOTHING_TO_ORDER: 'Add at least one product',
};

export const fieldOfProblem = (code: string): string | undefined => FIELD_OF[code];

interface Refusal {
  code: string;
  message: string;
  data?: Record<string, unknown>;
}

interface ShortLineData {
  lineItemId: string;
  availableQuantity: number;
}

/** A refusal as the draft's problems: one per short line for stock, else one naming the field. */
export function problemsOf(refusal: Refusal): DraftProblem[] {
  const field = fieldOfProblem(refusal.code);
  const lines = (refusal.data?.lines ?? []) as ShortLineData[];
  if (refusal.code === 'INSUFFICIENT_STOCK' && lines.length > 0)
    return lines.map((l) => ({
      code: refusal.code,
      description:
        l.availableQuantity === 0
          ? 'Out of stock'
          : `Only ${l.availableQuantity} left in stock: lower the quantity`,
      field: 'lineItems',
      lineItemId: l.lineItemId,
      availableQuantity: l.availableQuantity,
    }));
  return [
    {
      code: refusal.code,
      description: MERCHANT_WORDS[refusal.code] ?? refusal.message,
      ...(field ? { field } : {}),
    },
  ];
}

/** The merchant's sentence for a refusal of send (the shopper's sentence when there is none). */
export const merchantMessage = (code: string, message: string) => MERCHANT_WORDS[code] ?? message;

/** A checkout's field violation named as the draft's: `checkout.paymentMethodId` is `draftOrder.paymentMethodId`. */
export function draftFieldOf(field: string): string {
  if (field.startsWith('checkout.')) return `draftOrder.${field.slice('checkout.'.length)}`;
  if (field.startsWith('lineItems[')) return `draftOrder.${field}`;
  return field;
}

/** A display name of the customer: first and last name, or nothing. */
export function customerName(first: string | null, last: string | null): string | undefined {
  const name = [first, last].filter((p) => p && p.trim()).join(' ');
  return name || undefined;
}
