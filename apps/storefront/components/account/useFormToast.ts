'use client';

import { useEffect } from 'react';
import { toast } from 'react-toastify';
import type { FormState } from '@/lib/shop/account-state';

/** Announces each new outcome of a form with a toast (the message also stays beside the form). */
export function useFormToast(state: FormState): void {
  useEffect(() => {
    if (state.status === 'success') toast.success(state.message, { toastId: state.id });
    if (state.status === 'error') toast.error(state.message, { toastId: state.id });
  }, [state]);
}

/** The error message of `field`, if the last outcome was about it. */
export const fieldError = (state: FormState, field: string): string | undefined => {
  if (state.status !== 'error') return undefined;
  return state.fields?.[field] ?? (state.field === field ? state.message : undefined);
};

/** What the person typed into `field` last time (for a form sent again after an error). */
export const lastValue = (state: FormState, field: string): string =>
  (state.status === 'error' && state.values?.[field]) || '';
