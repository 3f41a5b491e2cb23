'use client';

import { useActionState, useEffect, useRef } from 'react';
import { idle } from '@/lib/shop/account-state';
import { sendPasswordReset } from '@/lib/shop/password-actions';
import { EmailField } from './EmailField';
import { FormMessage } from './Field';
import { useFormToast } from './useFormToast';
import styles from './account.module.css';

/**
 * The password reset request: mails a link to /reset-password. Opened by the one "Forgot password?" link
 * beside the password field (LoginForm); without JavaScript that link's #forgot-password target shows it.
 */
export function ForgotPasswordForm({ open }: { open: boolean }) {
  const [state, action, pending] = useActionState(sendPasswordReset, idle);
  useFormToast(state);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  return (
    <section
      id="forgot-password"
      className={styles.recover}
      data-open={open || undefined}
      aria-labelledby="forgot-password-title"
    >
      <h2 id="forgot-password-title" ref={heading} tabIndex={-1} className={styles.recoverTitle}>
        Reset your password
      </h2>
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
    </section>
  );
}
