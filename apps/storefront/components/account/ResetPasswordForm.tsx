'use client';

import { useActionState } from 'react';
import { idle } from '@/lib/shop/account-state';
import { resetPassword } from '@/lib/shop/password-actions';
import { Field, FormMessage } from './Field';
import { fieldError, useFormToast } from './useFormToast';
import styles from './account.module.css';

export function ResetPasswordForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(resetPassword, idle);
  useFormToast(state);
  return (
    <form action={action} className={styles.form} noValidate aria-busy={pending}>
      <input type="hidden" name="token" value={token} />
      <FormMessage state={state} />
      <Field
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="At least 8 characters."
        error={fieldError(state, 'password')}
      />
      <Field
        label="New password, again"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        error={fieldError(state, 'confirm')}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
        {pending ? 'Saving…' : 'Save new password'}
      </button>
    </form>
  );
}
