'use client';

import { useActionState } from 'react';
import Link from 'next/link';
import { FormMessage } from '@/components/account/Field';
import { useFormToast } from '@/components/account/useFormToast';
import styles from '@/components/account/account.module.css';
import { idle, type FormState } from '@/lib/shop/account-state';

/** One button that posts the token of a mailed newsletter link; the outcome replaces it. */
export function NewsletterLinkForm({
  token,
  action: serverAction,
  label,
  pendingLabel,
}: {
  token: string;
  action: (previous: FormState, formData: FormData) => Promise<FormState>;
  label: string;
  pendingLabel: string;
}) {
  const [state, action, pending] = useActionState(serverAction, idle);
  useFormToast(state);
  if (state.status === 'success') {
    return (
      <div className={styles.form}>
        <FormMessage state={state} />
        <Link href="/" className={`button ${styles.submit}`}>
          Back to the shop
        </Link>
      </div>
    );
  }
  return (
    <form action={action} className={styles.form} aria-busy={pending}>
      <input type="hidden" name="token" value={token} />
      <FormMessage state={state} />
      <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
    </form>
  );
}
