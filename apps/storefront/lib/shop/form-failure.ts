/** Failures of account actions as form state (server side: it reads SDK errors). */
import { randomUUID } from 'node:crypto';
import { accountErrorMessage } from './account-errors';
import type { FormState } from './account-state';

type ErrorExtra = Omit<Extract<FormState, { status: 'error' }>, 'status' | 'id' | 'message'>;

export const fail = (message: string, extra: ErrorExtra = {}): FormState => ({
  status: 'error',
  id: randomUUID(),
  message,
  ...extra,
});

export const succeed = (message: string): FormState => ({ status: 'success', id: randomUUID(), message });

/** A thrown SDK failure as form state; faults the person cannot fix are logged too. */
export function failureState(error: unknown, what: string, values?: Record<string, string>): FormState {
  const failure = accountErrorMessage(error);
  if (!failure.expected) console.error(`${what} failed`, error);
  return fail(failure.message, {
    ...(failure.field ? { field: failure.field } : {}),
    ...(values ? { values } : {}),
    ...(failure.field === 'captcha' ? { captcha: true } : {}),
  });
}
