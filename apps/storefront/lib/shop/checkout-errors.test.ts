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

  it('says a total that changed since the review, from what to what and why, and asks to place again', () => {
    const amount = (a: string) => ({ amount: a, formattedAmount: `$${a}` });
    const changed = (data: Record<string, unknown>) =>
      new ApplicationError('The total changed', {
        status: 409,
        code: 'CHECKOUT_TOTAL_CHANGED',
        details: { applicationError: { code: 'CHECKOUT_TOTAL_CHANGED', description: 'x', data } },
      });
    const base = {
      checkoutId: 'k1',
      currency: 'USD',
      reviewedGiftCard: amount('0.00'),
      giftCard: amount('0.00'),
    };
    expect(
      checkoutErrorMessage(
        changed({
          ...base,
          reason: 'COUPON_USED_UP',
          reasonDescription: 'This code has been used as many times as it can be',
          reviewedTotal: amount('16.28'),
          total: amount('26.08'),
        }),
      ),
    ).toEqual({
      message:
        'Your total changed from $16.28 to $26.08: This code has been used as many times as it can be. ' +
        'Nothing was ordered: check the new total and place your order again.',
      totalChanged: true,
      expected: true,
    });
    const card = checkoutErrorMessage(
      changed({
        ...base,
        reason: 'GIFT_CARD_USED_UP',
        reasonDescription: 'This gift card has no balance left',
        reviewedTotal: amount('20.00'),
        total: amount('20.00'),
        reviewedGiftCard: amount('15.00'),
      }),
    );
    expect(card.message).toMatch(
      /^Your gift card now pays \$0\.00 instead of \$15\.00: This gift card has no/,
    );
    const raced = appError(409, 'GIFT_CARD_BALANCE_CHANGED', 'The gift card’s balance changed');
    expect(checkoutErrorMessage(raced)).toMatchObject({ totalChanged: true, expected: true });
    expect(checkoutErrorMessage(raced).field).toBeUndefined();
  });
});
