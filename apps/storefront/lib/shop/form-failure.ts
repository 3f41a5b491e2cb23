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

/**
 * Every field's problem at once: one problem is a message on its field; several are each on their field,
 * with a count above the form.
 */
export function failFields(problems: Record<string, string>, values?: Record<string, string>): FormState {
  const entries = Object.entries(problems);
  const extra = values ? { values } : {};
  if (entries.length === 1) return fail(entries[0]![1], { field: entries[0]![0], ...extra });
  return fail(`Please correct the ${entries.length} fields marked below.`, { fields: problems, ...extra });
}

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
