import { ApplicationError, ValidationError } from '@atelier/sdk';
import type { UserMessage } from './errors';

export const cartMessages = {
  unavailable: 'We could not update your cart just now. Please try again in a moment.',
  loadFailed: 'We could not load your cart just now. Please try again in a moment.',
  couponEmpty: 'Please enter a code.',
  postalCode: 'Please enter a postal code, like 10013.',
  country: 'Please choose a country.',
  invalidItem: 'This piece cannot be added as chosen. Please choose its options again.',
} as const;

/** Codes whose server sentence is written for the shopper: coupons and shipping estimates. */
const SHOPPER_CODES = /^(COUPON_|MISSING_POSTAL_CODE|INVALID_POSTAL_CODE|PARTIAL_ADDRESS|GENERIC_ERROR)/;

/** What to tell the shopper when a cart call failed; unexpected failures are also logged by the caller. */
export function cartErrorMessage(error: unknown): UserMessage {
  if (error instanceof ApplicationError) {
    const description = error.details.applicationError?.description || error.message;
    if (SHOPPER_CODES.test(error.code)) return { message: description, expected: true };
    if (error.status === 404 || error.status === 409 || error.status === 400)
      return { message: description || cartMessages.unavailable, expected: true };
  }
  if (error instanceof ValidationError) return { message: cartMessages.invalidItem, expected: true };
  return { message: cartMessages.unavailable, expected: false };
}
