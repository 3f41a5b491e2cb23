import { ApplicationError } from '@atelier/sdk';
import { isSessionEnded } from './account-errors';

/** What the "Tell me when it is back" button says after it was pressed. */
export type BackInStockState =
  | { status: 'idle' }
  | { status: 'waiting'; message: string }
  | { status: 'error'; message: string; expected: boolean };

export const backInStockMessages = {
  waiting: (email: string | undefined) =>
    `Noted. We will email you${email ? ` at ${email}` : ''} once when it is back.`,
  inStock: 'Good news: it is in stock again. Reload the page to buy it.',
  gone: 'It is no longer in the shop.',
  tooMany: 'You are already waiting for many pieces: remove one from your list first.',
  logIn: 'Please log in again to be told when it is back.',
  unavailable: 'We could not note your request just now. Please try again in a moment.',
} as const;

/** The words for a failed request; `expected` failures are the shopper's to act on, the rest are logged. */
export function backInStockFailure(error: unknown): { message: string; expected: boolean } {
  if (isSessionEnded(error) || (error instanceof ApplicationError && error.status === 403))
    return { message: backInStockMessages.logIn, expected: true };
  if (error instanceof ApplicationError) {
    if (error.code === 'VARIANT_IN_STOCK') return { message: backInStockMessages.inStock, expected: true };
    if (error.code === 'NOT_FOUND') return { message: backInStockMessages.gone, expected: true };
    if (error.code === 'TOO_MANY_BACK_IN_STOCK_REQUESTS')
      return { message: backInStockMessages.tooMany, expected: true };
  }
  return { message: backInStockMessages.unavailable, expected: false };
}
