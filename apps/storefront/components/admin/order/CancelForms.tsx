'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { addOrderNote, cancelOrder, resendConfirmation } from '@/lib/shop/order-admin-actions';
import { ActionFailure, FieldError, useOrderAction } from './ActionPanel';
import styles from './order.module.css';

interface CancelValues {
  restock: boolean;
  notify: boolean;
  message: string;
}

/** "Cancel order": restock or not, a message to the buyer; asks before it cancels. */
export function CancelForm({
  orderId,
  revision,
  done,
}: {
  orderId: string;
  revision: string;
  done: () => void;
}) {
  const form = useForm<CancelValues>({ defaultValues: { restock: true, notify: true, message: '' } });
  const [confirming, setConfirming] = useState(false);
  const { send, failure } = useOrderAction(form, done);
  const { isSubmitting } = form.formState;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit(async (v) => {
        if (!confirming) return setConfirming(true);
        setConfirming(false);
        await send(() => cancelOrder(orderId, revision, v));
      })}
    >
      <label className={styles.check}>
        <input type="checkbox" {...form.register('restock')} /> Put the units back in stock
      </label>
      <label className={styles.check}>
        <input type="checkbox" {...form.register('notify')} /> Mail the buyer that the order is canceled
      </label>
      <div className={styles.field}>
        <label htmlFor="cancel-message">Message to the buyer</label>
        <textarea id="cancel-message" {...form.register('message', { maxLength: 1000 })} />
      </div>
      {confirming ? (
        <div className={styles.confirm} role="alert">
          <p>Cancel this order? It cannot be undone.</p>
          <div className={styles.actionBar}>
            <button type="submit" className="button" disabled={isSubmitting}>
              Yes, cancel the order
            </button>
            <button type="button" className="button button-ghost" onClick={() => setConfirming(false)}>
              Keep the order
            </button>
          </div>
        </div>
      ) : (
        <div>
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Canceling…' : 'Cancel order…'}
          </button>
        </div>
      )}
      <ActionFailure failure={failure} />
    </form>
  );
}

/** "Resend confirmation": the order confirmation mailed to the buyer again. */
export function ResendForm({ orderId, email }: { orderId: string; email: string }) {
  const [pending, setPending] = useState(false);
  const { send, failure, succeeded } = useOrderAction(undefined);
  return (
    <div className={styles.form}>
      <p>Mail the order confirmation to {email} again?</p>
      <div>
        <button
          type="button"
          className="button"
          disabled={pending}
          onClick={async () => {
            setPending(true);
            await send(() => resendConfirmation(orderId));
            setPending(false);
          }}
        >
          {pending ? 'Sending…' : 'Send it again'}
        </button>
      </div>
      {succeeded ? (
        <p className={styles.done} role="status">
          Sent to {email}.
        </p>
      ) : null}
      <ActionFailure failure={failure} />
    </div>
  );
}

/** A staff note: for the shop's people only, never shown to the buyer. */
export function NoteForm({ orderId }: { orderId: string }) {
  const form = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const { send, failure } = useOrderAction(form, () => form.reset());
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((v) => send(() => addOrderNote(orderId, v.text)))}
    >
      <div className={styles.field}>
        <label htmlFor="note-text">New note (staff only)</label>
        <textarea
          id="note-text"
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? 'note-text-error' : undefined}
          {...form.register('text', {
            validate: (v) => v.trim() !== '' || 'Write the note first',
            maxLength: { value: 2000, message: 'At most 2000 characters' },
          })}
        />
        <FieldError id="note-text-error" message={errors.text?.message} />
      </div>
      <div>
        <button type="submit" className="button button-ghost" disabled={isSubmitting}>
          {isSubmitting ? 'Adding…' : 'Add note'}
        </button>
      </div>
      <ActionFailure failure={failure} />
    </form>
  );
}
