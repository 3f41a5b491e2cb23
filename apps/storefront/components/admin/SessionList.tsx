'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import formStyles from '@/components/account/account.module.css';
import { endSession } from '@/lib/shop/staff-actions';
import styles from './admin.module.css';

export interface SessionRow {
  id: string;
  current: boolean;
  device: string;
  address: string;
  lastUsed: string;
}

/** The person's sessions, the current one marked; another one can be ended. */
export function SessionList({ sessions }: { sessions: SessionRow[] }) {
  const router = useRouter();
  const [message, setMessage] = useState<{ error: boolean; text: string } | undefined>();
  const [pending, setPending] = useState<string | undefined>();

  async function end(row: SessionRow) {
    setPending(row.id);
    try {
      const result = await endSession(row.id);
      setMessage(
        result.ok
          ? { error: false, text: `Ended the session on ${row.device}.` }
          : { error: true, text: result.message },
      );
      router.refresh();
    } finally {
      setPending(undefined);
    }
  }

  return (
    <div className={formStyles.stack}>
      {message ? (
        <p
          className={message.error ? formStyles.formError : styles.muted}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
      <ul className={styles.list}>
        {sessions.map((s) => (
          <li key={s.id} className={styles.item}>
            <div className={styles.itemMain}>
              <span className={styles.itemName}>
                {s.device}
                {s.current ? <span className={styles.badge}>This device</span> : null}
              </span>
              <span className={styles.muted}>
                {s.address} · last used {s.lastUsed}
              </span>
            </div>
            {s.current ? null : (
              <button
                type="button"
                className={`button button-ghost ${styles.small}`}
                onClick={() => void end(s)}
                disabled={pending === s.id}
                aria-label={`End the session on ${s.device}, last used ${s.lastUsed}`}
              >
                End
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
