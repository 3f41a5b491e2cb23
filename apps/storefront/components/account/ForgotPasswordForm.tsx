'use client';

import { useActionState } from 'react';
import { idle } from '@/lib/shop/account-state';
import { sendPasswordReset } from '@/lib/shop/password-actions';
import { EmailField } from './EmailField';
import { FormMessage } from './Field';
import { useFormToast } from './useFormToast';
import styles from './account.module.css';

/** "Forgot password?": mails a link to /reset-password. A disclosure, so it works without JavaScript. */
export function ForgotPasswordForm({ open, onToggle }: { open: boolean; onToggle: (open: boolean) => void }) {
  const [state, action, pending] = useActionState(sendPasswordReset, idle);
  useFormToast(state);
  return (
    <details
      id="forgot-password"
      className={styles.disclosure}
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary className={styles.summary}>Forgot password?</summary>
      <form action={action} className={styles.form} noValidate aria-busy={pending}>
        <p className={styles.hint}>
          Enter the email address of your account: we will send you a link to choose a new password.
        </p>
        <FormMessage state={state} />
        <EmailField state={state} />
        <button type="submit" className="button button-ghost" disabled={pending}>
          {pending ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
    </details>
  );
}
