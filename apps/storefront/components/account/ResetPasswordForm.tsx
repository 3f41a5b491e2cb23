'use client';

import { useActionState } from 'react';
import { idle } from '@/lib/shop/account-state';
import { resetPassword } from '@/lib/shop/password-actions';
import { FormMessage } from './Field';
import { NewPasswordFields } from './NewPasswordFields';
import { useFormToast } from './useFormToast';
import styles from './account.module.css';

export function ResetPasswordForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(resetPassword, idle);
  useFormToast(state);
  return (
    <form action={action} className={styles.form} noValidate aria-busy={pending}>
      <input type="hidden" name="token" value={token} />
      <FormMessage state={state} />
      <NewPasswordFields state={state} />
      <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
        {pending ? 'Saving…' : 'Save new password'}
      </button>
    </form>
  );
}
