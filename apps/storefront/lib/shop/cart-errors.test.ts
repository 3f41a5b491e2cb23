import { errorFromResponse, SystemError } from '@atelier/sdk';
import { describe, expect, it } from 'vitest';
import { cartErrorMessage, cartMessages } from './cart-errors';

const appError = (status: number, code: string, description: string) =>
  errorFromResponse({
    status,
    body: { message: description, details: { applicationError: { description, code, data: {} } } },
  });

describe('cart failures in the shopper’s words', () => {
  it('a refused coupon says why, in the server’s sentence', () => {
    expect(
      cartErrorMessage(appError(400, 'COUPON_MINIMUM_NOT_REACHED', 'Spend $50.00 to use this code')),
    ).toEqual({
      message: 'Spend $50.00 to use this code',
      expected: true,
    });
  });

  it('a shipping estimate says what is wrong with the address', () => {
    expect(
      cartErrorMessage(appError(400, 'INVALID_POSTAL_CODE', 'Postal Code was invalid in request')).message,
    ).toBe('Postal Code was invalid in request');
  });

  it('a fault of the server is unexpected, with a general message', () => {
    const failure = cartErrorMessage(
      new SystemError('System error occurred', { code: 'INTERNAL_SERVER_ERROR', status: 500 }),
    );
    expect(failure).toEqual({ message: cartMessages.unavailable, expected: false });
  });
});
