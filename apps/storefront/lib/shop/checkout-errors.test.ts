import { ApplicationError, ValidationError } from '@atelier/sdk';
import { describe, expect, it } from 'vitest';
import { addressMessages } from './checkout-address';
import { checkoutErrorMessage, checkoutMessages } from './checkout-errors';

const appError = (status: number, code: string, description: string) =>
  new ApplicationError(description, {
    status,
    code,
    details: { applicationError: { code, description, data: {} } },
  });

describe('checkoutErrorMessage', () => {
  it('puts the server’s postal-code verdicts on the postal code of the form that sent them', () => {
    const missing = appError(400, 'MISSING_POSTAL_CODE', 'Postal Code was missing from request');
    expect(checkoutErrorMessage(missing, { prefix: 'billing.', country: 'DE' })).toEqual({
      message: addressMessages.postalCode,
      field: 'billing.postalCode',
      expected: true,
    });
    const invalid = appError(400, 'INVALID_POSTAL_CODE', 'Postal Code was invalid in request');
    expect(checkoutErrorMessage(invalid, { prefix: 'shipping.', country: 'US' }).field).toBe(
      'shipping.postalCode',
    );
    const partial = appError(400, 'PARTIAL_ADDRESS', 'The provided address was incomplete');
    expect(checkoutErrorMessage(partial, { prefix: 'shipping.', country: 'CA' }).field).toBe(
      'shipping.subdivision',
    );
  });

  it('tells the shopper an earlier press is still placing the order', () => {
    expect(
      checkoutErrorMessage(
        appError(409, 'IDEMPOTENCY_KEY_IN_FLIGHT', 'A request with this key is being worked on'),
      ),
    ).toEqual({ message: checkoutMessages.stillPlacing, stillPlacing: true, expected: true });
  });

  it('gives coupon and gift card refusals the server’s sentence, on their field', () => {
    expect(checkoutErrorMessage(appError(400, 'COUPON_EXPIRED', 'This code expired on 1 March'))).toEqual({
      message: 'This code expired on 1 March',
      field: 'couponCode',
      expected: true,
    });
    expect(checkoutErrorMessage(appError(400, 'GIFT_CARD_USED_UP', 'This gift card is used up')).field).toBe(
      'giftCardCode',
    );
  });

  it('knows out of stock, a checkout gone, and what must be logged', () => {
    expect(checkoutErrorMessage(appError(409, 'INSUFFICIENT_STOCK', 'x')).outOfStock).toBe(true);
    expect(checkoutErrorMessage(appError(404, 'NOT_FOUND', 'x')).message).toBe(checkoutMessages.gone);
    expect(checkoutErrorMessage(new Error('socket hang up'))).toEqual({
      message: checkoutMessages.unavailable,
      expected: false,
    });
    const invalidEmail = new ValidationError('INVALID_ARGUMENT: checkout.buyerInfo.email', {
      status: 400,
      code: 'INVALID_ARGUMENT',
      details: {
        validationError: {
          fieldViolations: [
            { field: 'checkout.buyerInfo.email', description: 'format', violatedRule: 'FORMAT' },
          ],
        },
      },
    });
    expect(checkoutErrorMessage(invalidEmail).field).toBe('email');
  });
});
