'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { OrderActionResult } from '@/lib/shop/order-admin-errors';
import styles from './order.module.css';

type Failure = Extract<OrderActionResult, { ok: false }>;

/**
 * Sends a form's values to its server action: on success the page is read again (the order's new revision);
 * the server's field errors go on their fields (react-hook-form's setError), anything else beside the action.
 */
export function useOrderAction<T extends FieldValues>(form: UseFormReturn<T> | undefined, done?: () => void) {
  const router = useRouter();
  const [failure, setFailure] = useState<Failure | undefined>();
  const [succeeded, setSucceeded] = useState(false);
  async function send(call: () => Promise<OrderActionResult>) {
    setFailure(undefined);
    setSucceeded(false);
    const result = await call();
    if (result.ok) {
      setSucceeded(true);
      done?.();
      router.refresh();
      return;
    }
    if (result.signIn) {
      router.push('/admin/login');
      return;
    }
    for (const [field, message] of Object.entries(result.fields ?? {}))
      form?.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
    setFailure(result);
  }
  return { send, failure, succeeded };
}

/** The server's answer beside an action: its message, and for a newer change, the offer to reload. */
export function ActionFailure({ failure }: { failure: Failure | undefined }) {
  if (!failure) return null;
  if (failure.conflict)
    return (
      <div className={styles.conflict} role="alert">
        <p>{failure.message}</p>
        <div>
          <button type="button" className="button button-ghost" onClick={() => window.location.reload()}>
            Reload the order
          </button>
        </div>
      </div>
    );
  return (
    <p className={styles.error} role="alert">
      {failure.message}
    </p>
  );
}

/** A field's error under it (the id its input names in aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}

/** An action's button, and its form under the row of actions once opened. */
export function ActionToggle({
  label,
  open,
  onToggle,
  controls,
}: {
  label: string;
  open: boolean;
  onToggle: () => void;
  controls: string;
}) {
  return (
    <button
      type="button"
      className={open ? 'button' : 'button button-ghost'}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {label}
    </button>
  );
}

export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.panel} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="visually-hidden">
        {title}
      </h3>
      {children}
    </section>
  );
}
