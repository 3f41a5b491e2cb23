'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import formStyles from '@/components/account/account.module.css';
import { showToast } from '@/components/layout/toast';
import { saveStaffPolicy } from '@/lib/shop/admin-settings-actions';
import admin from './admin.module.css';
import styles from './people.module.css';

/** The staff session policy: whether every staff person needs a second sign-in step. */
export function StaffPolicyForm({
  requireSecondFactor,
  canChange,
}: {
  requireSecondFactor: boolean;
  canChange: boolean;
}) {
  const router = useRouter();
  const [required, setRequired] = useState(requireSecondFactor);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  if (!canChange)
    return (
      <p>
        {requireSecondFactor
          ? 'Every staff person signs in with a second step (an authenticator app or a passkey).'
          : 'A second sign-in step is up to each staff person.'}
      </p>
    );

  async function save() {
    setPending(true);
    setError(undefined);
    try {
      const result = await saveStaffPolicy(required);
      if (!result.ok) setError(result.message);
      else {
        showToast('success', 'Staff sign-in policy saved');
        router.refresh();
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.form}>
      <label className={styles.check}>
        <input type="checkbox" checked={required} onChange={(event) => setRequired(event.target.checked)} />
        Every staff person signs in with a second step (an authenticator app or a passkey)
      </label>
      {error ? (
        <p className={formStyles.formError} role="alert">
          {error}
        </p>
      ) : null}
      <div className={admin.actions}>
        <button
          type="button"
          className="button button-ghost"
          disabled={pending || required === requireSecondFactor}
          onClick={() => void save()}
        >
          {pending ? 'Saving…' : 'Save staff sign-in policy'}
        </button>
      </div>
    </div>
  );
}
