'use client';

import { useActionState } from 'react';
import { Field, FormMessage } from '@/components/account/Field';
import { fieldError } from '@/components/account/useFormToast';
import styles from '@/components/account/account.module.css';
import { idle } from '@/lib/shop/account-state';
import { unlockOutbox } from '@/lib/shop/outbox-actions';

/** The operator key, checked with the server and kept in this browser for the outbox page only. */
export function OutboxKeyForm({ to, error }: { to?: string | undefined; error?: string | undefined }) {
  const [state, action, pending] = useActionState(unlockOutbox, idle);
  return (
    <form action={action} className={styles.form} noValidate aria-busy={pending}>
      <FormMessage state={state} />
      {to ? <input type="hidden" name="to" value={to} /> : null}
      <Field
        label="Operator key"
        name="key"
        type="password"
        autoComplete="off"
        spellCheck={false}
        required
        autoFocus
        hint="The server names the file it is kept in when it starts (or it is the ADMIN_API_KEY you set)."
        error={fieldError(state, 'key') ?? (state.status === 'idle' ? error : undefined)}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
        {pending ? 'Checking…' : 'Open the outbox'}
      </button>
    </form>
  );
}
