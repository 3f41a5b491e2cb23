'use client';

import { useActionState, useEffect, useId, useRef } from 'react';
import { showToast } from '@/components/layout/toast';
import { subscribeToNewsletter } from '@/lib/shop/newsletter';
import { initialNewsletterState } from '@/lib/shop/newsletter-state';
import styles from './NewsletterForm.module.css';

/** Newsletter sign-up: the address is stored on the server, the outcome is confirmed with a toast. */
export function NewsletterForm() {
  const [state, formAction, pending] = useActionState(subscribeToNewsletter, initialNewsletterState);
  const inputId = useId();
  const messageId = useId();

  const lastToast = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (state.status === 'success' || state.status === 'error')
      lastToast.current = showToast(state.status, state.message, lastToast.current);
  }, [state]);

  // Failures also stay beside the form after their toast has gone.
  const errorMessage = state.status === 'error' ? state.message : undefined;
  const invalidEmail = state.status === 'error' && state.field === 'email';

  return (
    <form action={formAction} className={styles.form} noValidate aria-busy={pending}>
      <label htmlFor={inputId} className={styles.label}>
        Email address
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          maxLength={254}
          className={styles.input}
          defaultValue={state.status === 'error' ? state.email : ''}
          aria-invalid={invalidEmail ? true : undefined}
          aria-describedby={errorMessage ? messageId : undefined}
        />
        <button type="submit" className={styles.submit} disabled={pending}>
          {pending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {errorMessage ? (
        <p id={messageId} className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </form>
  );
}
