'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import formStyles from '@/components/account/account.module.css';
import type { StaffResult } from '@/lib/shop/staff-errors';
import admin from './admin.module.css';
import styles from './people.module.css';

/**
 * A consequential action that asks first: the button opens a question saying what will happen, the action
 * runs only once confirmed, and the server's refusal is shown right there. Done, the page is read again
 * (or the person is sent to `doneHref`).
 */
export function ConfirmAction({
  label,
  accessibleLabel,
  question,
  consequence,
  confirmLabel,
  action,
  done,
  doneHref,
  danger = false,
}: {
  label: string;
  accessibleLabel?: string;
  question: string;
  consequence: string;
  confirmLabel: string;
  action: () => Promise<StaffResult>;
  done: string;
  doneHref?: string;
  danger?: boolean;
}) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | undefined>();
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  async function run() {
    setPending(true);
    try {
      const result = await action();
      if (!result.ok) {
        setMessage({ error: true, text: result.message });
        return;
      }
      setAsking(false);
      setMessage({ error: false, text: done });
      if (doneHref) router.push(doneHref);
      else router.refresh();
    } finally {
      setPending(false);
    }
  }

  function cancel() {
    setAsking(false);
    setMessage(undefined);
    openerRef.current?.focus();
  }

  return (
    <div className={formStyles.stack}>
      {asking ? (
        <div className={styles.confirm} role="group" aria-labelledby={`${id}-q`} aria-describedby={`${id}-c`}>
          <p id={`${id}-q`}>
            <strong>{question}</strong>
          </p>
          <p id={`${id}-c`}>{consequence}</p>
          <div className={admin.actions}>
            <button
              ref={confirmRef}
              type="button"
              className={`button ${admin.small} ${danger ? styles.danger : ''}`}
              onClick={() => void run()}
              disabled={pending}
            >
              {confirmLabel}
            </button>
            <button
              type="button"
              className={`button button-ghost ${admin.small}`}
              onClick={cancel}
              disabled={pending}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={openerRef}
          type="button"
          className={`button button-ghost ${admin.small} ${styles.opener}`}
          onClick={() => {
            setMessage(undefined);
            setAsking(true);
          }}
          aria-label={accessibleLabel}
        >
          {label}
        </button>
      )}
      {message ? (
        <p
          className={message.error ? formStyles.formError : admin.muted}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
