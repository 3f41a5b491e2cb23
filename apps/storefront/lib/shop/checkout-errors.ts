/** What to tell the shopper when a checkout call failed, and on which field of the page. */
import {
  ApplicationError,
  CHECKOUT_TOTAL_CHANGED,
  checkoutTotalChangeOf,
  GIFT_CARD_BALANCE_CHANGED,
  IDEMPOTENCY_KEY_IN_FLIGHT,
  ValidationError,
} from '@atelier/sdk';
import { addressMessages, SUBDIVISION_COUNTRIES } from './checkout-address';
import type { UserMessage } from './errors';

export const checkoutMessages = {
  unavailable: 'We could not update your checkout just now. Please try again in a moment.',
  loadFailed: 'We could not load your checkout just now. Please try again in a moment.',
  gone: 'This checkout is no longer available. Your cart is still there: check out again from it.',
  emptyCart: 'Your cart is empty: add something before checking out.',
  email: 'Please enter a valid email address, like name@example.com.',
  codeEmpty: 'Please enter a code.',
  partialAddress: 'Please complete the address: country, state or province and postal code.',
  outOfStock:
    'Some pieces sold out while you were checking out: lower the quantity or remove the line marked in your order.',
  placeFailed: 'We could not place your order just now. Nothing was charged: please try again in a moment.',
  orderFailed: 'We could not load your order just now. Please try again in a moment.',
  stillPlacing:
    'Your order is still being placed. Give it a moment, then press Place order again: it will not be ordered twice.',
} as const;

/** Where an address's problem is shown: the fields of the shipping (`shipping.`) or billing form. */
export type AddressPrefix = 'shipping.' | 'billing.';

export interface CheckoutFailure extends UserMessage {
  /** The order could not be placed for lack of stock: the lines say which. */
  outOfStock?: boolean;
  /** An earlier press (the same idempotency key) is still placing the order: nothing was done by this one. */
  stillPlacing?: boolean;
  /** The order was not placed because its total changed since the shopper saw it: the page shows the new one. */
  totalChanged?: boolean;
}

const placeAgain = 'Nothing was ordered: check the new total and place your order again.';

/**
 * create-order's 409 when what it would place differs from what the shopper saw (a coupon or gift card that
 * ran out, a price): what changed and why, in the shopper's words.
 */
function totalChangeMessage(error: ApplicationError): string {
  if (error.code === GIFT_CARD_BALANCE_CHANGED)
    return `Your gift card’s balance changed while your order was being placed. ${placeAgain}`;
  const change = checkoutTotalChangeOf(error);
  if (!change) return `Your total changed since you reviewed it. ${placeAgain}`;
  const why = change.reasonDescription.replace(/\.$/, '');
  const what =
    change.total.amount !== change.reviewedTotal.amount
      ? `Your total changed from ${change.reviewedTotal.formattedAmount} to ${change.total.formattedAmount}`
      : `Your gift card now pays ${change.giftCard.formattedAmount} instead of ${change.reviewedGiftCard.formattedAmount}`;
  return `${what}: ${why}. ${placeAgain}`;
}

const OUT_OF_STOCK = /STOCK|INSUFFICIENT|NOT_AVAILABLE|SHORTFALL/;

/** The server's sentence for the shopper (description), else its message. */
const sentence = (error: ApplicationError) => error.details.applicationError?.description || error.message;

function addressFailure(code: string, prefix: AddressPrefix, country: string | undefined): CheckoutFailure {
  if (code === 'MISSING_POSTAL_CODE')
    return { message: addressMessages.postalCode, field: `${prefix}postalCode`, expected: true };
  if (code === 'INVALID_POSTAL_CODE')
    return { message: addressMessages.postalCodeInvalid, field: `${prefix}postalCode`, expected: true };
  if (country && SUBDIVISION_COUNTRIES.has(country))
    return { message: addressMessages.subdivision, field: `${prefix}subdivision`, expected: true };
  return { message: checkoutMessages.partialAddress, field: `${prefix}country`, expected: true };
}

/**
 * A failed checkout call in the shopper's words. `prefix` and `country`: the address form the call sent, so
 * the server's postal-code verdicts (spec section 8) land on that form's fields.
 */
export function checkoutErrorMessage(
  error: unknown,
  address?: { prefix: AddressPrefix; country: string | undefined },
): CheckoutFailure {
  if (error instanceof ApplicationError) {
    const code = error.code;
    if (code === CHECKOUT_TOTAL_CHANGED || code === GIFT_CARD_BALANCE_CHANGED)
      return { message: totalChangeMessage(error), totalChanged: true, expected: true };
    if (/^(MISSING_POSTAL_CODE|INVALID_POSTAL_CODE|PARTIAL_ADDRESS)$/.test(code))
      return addressFailure(code, address?.prefix ?? 'shipping.', address?.country);
    if (code.startsWith('COUPON_')) return { message: sentence(error), field: 'couponCode', expected: true };
    if (code.startsWith('GIFT_CARD_'))
      return { message: sentence(error), field: 'giftCardCode', expected: true };
    if (OUT_OF_STOCK.test(code))
      return { message: checkoutMessages.outOfStock, outOfStock: true, expected: true };
    if (code === IDEMPOTENCY_KEY_IN_FLIGHT)
      return { message: checkoutMessages.stillPlacing, stillPlacing: true, expected: true };
    if (code === 'CART_IS_EMPTY') return { message: checkoutMessages.emptyCart, expected: true };
    if (error.status === 404) return { message: checkoutMessages.gone, expected: true };
    if (error.status === 400 || error.status === 409) return { message: sentence(error), expected: true };
  }
  if (error instanceof ValidationError) {
    if (error.fieldViolations.some((v) => v.field.endsWith('email')))
      return { message: checkoutMessages.email, field: 'email', expected: true };
    return { message: checkoutMessages.unavailable, expected: false };
  }
  return { message: checkoutMessages.unavailable, expected: false };
}
