'use client';

import { useActionState } from 'react';
import { idle } from '@/lib/shop/account-state';
import { resendEmailCode, verifyEmailCode } from '@/lib/shop/verification-actions';
import { Field, FormMessage } from './Field';
import { fieldError, useFormToast } from './useFormToast';
import styles from './account.module.css';

/** The email-code screen: 6 digits, and a way to ask for a new code. */
export function VerifyForm() {
  const [state, action, pending] = useActionState(verifyEmailCode, idle);
  const [resent, resend, resending] = useActionState(resendEmailCode, idle);
  useFormToast(state);
  useFormToast(resent);
  return (
    <>
      <form action={action} className={styles.form} noValidate aria-busy={pending}>
        <FormMessage state={state} />
        <Field
          label="Verification code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
          className={`${styles.input} ${styles.code}`}
          placeholder="••••••"
          hint="The 6 digits from our email. The code is valid for 10 minutes."
          error={fieldError(state, 'code')}
        />
        <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
          {pending ? 'Checking…' : 'Verify email'}
        </button>
      </form>
      <form action={resend} className={styles.resend} aria-busy={resending}>
        <FormMessage state={resent} />
        <span>No email?</span>
        <button type="submit" className={styles.linkButton} disabled={resending}>
          {resending ? 'Sending…' : 'Send a new code'}
        </button>
      </form>
    </>
  );
}
