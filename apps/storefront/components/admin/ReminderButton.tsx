'use client';

import { useState } from 'react';
import { sendPaymentReminder } from '@/lib/shop/staff-actions';
import styles from './admin.module.css';
import today from './today.module.css';

/** "Send reminder" of an unpaid bank transfer, and what came of it, beside the button. */
export function ReminderButton({ orderId, number }: { orderId: string; number: string }) {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ error: boolean; text: string } | undefined>();

  async function send() {
    setPending(true);
    try {
      const answer = await sendPaymentReminder(orderId);
      setResult(
        answer.ok
          ? { error: false, text: `Reminder sent to ${answer.sentTo}` }
          : { error: true, text: answer.message },
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={today.reminder}>
      <button
        type="button"
        className={`button button-ghost ${styles.small}`}
        onClick={() => void send()}
        disabled={pending}
        aria-describedby={result ? `reminder-${orderId}` : undefined}
      >
        {pending ? 'Sending…' : 'Send reminder'}
        <span className="visually-hidden"> for order {number}</span>
      </button>
      <span
        id={`reminder-${orderId}`}
        className={result?.error ? today.error : today.note}
        role={result?.error ? 'alert' : 'status'}
      >
        {result?.text}
      </span>
    </div>
  );
}
