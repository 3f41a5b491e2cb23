import { ApplicationError } from '@atelier/sdk';
import { describe, expect, it } from 'vitest';
import { backInStockFailure, backInStockMessages } from './back-in-stock-state';

const appError = (status: number, code: string) => new ApplicationError(code, { code, status });

describe('backInStockFailure', () => {
  it('words each expected refusal for the shopper', () => {
    expect(backInStockFailure(appError(409, 'VARIANT_IN_STOCK'))).toEqual({
      message: backInStockMessages.inStock,
      expected: true,
    });
    expect(backInStockFailure(appError(404, 'NOT_FOUND')).message).toBe(backInStockMessages.gone);
    expect(backInStockFailure(appError(400, 'TOO_MANY_BACK_IN_STOCK_REQUESTS')).message).toBe(
      backInStockMessages.tooMany,
    );
    expect(backInStockFailure(appError(403, 'PERMISSION_DENIED')).message).toBe(backInStockMessages.logIn);
  });

  it('reports anything else as unexpected (it is logged)', () => {
    expect(backInStockFailure(new Error('socket hang up'))).toEqual({
      message: backInStockMessages.unavailable,
      expected: false,
    });
  });
});
