'use client';

import { useEffect, useRef } from 'react';
import { showToast } from '@/components/layout/toast';
import type { FormState } from '@/lib/shop/account-state';

/**
 * Announces each new outcome of a form with a toast (the message also stays beside the form): one
 * toast per message, and a new outcome closes the form's previous toast.
 */
export function useFormToast(state: FormState): void {
  const last = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (state.status === 'success' || state.status === 'error')
      last.current = showToast(state.status, state.message, last.current);
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
