'use client';

import { useEffect, useRef, useState } from 'react';
import type { OrderRowView } from '@/lib/shop/admin-order-rows';
import { markOrderPaid } from '@/lib/shop/admin-order-actions';
import styles from './admin.module.css';
import list from './orders.module.css';

type Outcome = { id: string; number: string; ok: boolean; message: string };

/**
 * "Mark as paid" for the selected orders: asks first, listing them (those already paid are left alone), then
 * marks the unpaid ones one after another through the server, showing how far it got and, for each order,
 * whether it was marked or why not.
 */
export function MarkPaidDialog({
  orders,
  onClose,
}: {
  orders: OrderRowView[];
  onClose: (changed: boolean) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [running, setRunning] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const unpaid = orders.filter((o) => o.unpaid);
  const skipped = orders.filter((o) => !o.unpaid);
  const done = !running && outcomes.length > 0;

  useEffect(() => {
    const box = dialog.current;
    if (box && !box.open) box.showModal();
    return () => box?.close();
  }, []);

  async function run() {
    setRunning(true);
    const results: Outcome[] = [];
    for (const order of unpaid) {
      const answer = await markOrderPaid(order.id);
      results.push({
        id: order.id,
        number: order.number,
        ok: answer.ok,
        message: answer.ok ? 'Marked as paid' : answer.message,
      });
      setOutcomes([...results]);
    }
    setRunning(false);
  }

  const close = () => {
    if (running) return;
    onClose(outcomes.some((o) => o.ok));
  };
  const succeeded = outcomes.filter((o) => o.ok).length;

  return (
    <dialog
      ref={dialog}
      className={list.dialog}
      aria-labelledby="mark-paid-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id="mark-paid-title" className={styles.cardTitle}>
        Mark {unpaid.length === 1 ? 'one order' : `${unpaid.length} orders`} as paid?
      </h2>
      {outcomes.length === 0 ? (
        <>
          <p className={styles.muted}>
            Each order’s balance is recorded as paid, as for a bank transfer or cash received. It cannot be
            undone here; a refund can.
          </p>
          <ul className={list.dialogList}>
            {unpaid.map((o) => (
              <li key={o.id}>
                <strong>#{o.number}</strong> {o.buyerName || o.email} · {o.total}
              </li>
            ))}
          </ul>
          {skipped.length > 0 ? (
            <p className={styles.muted}>
              Left as they are ({skipped.map((o) => `#${o.number}`).join(', ')}): not unpaid.
            </p>
          ) : null}
        </>
      ) : (
        <>
          <div className={list.progress}>
            <label htmlFor="mark-paid-progress">
              {running
                ? `Marking ${Math.min(outcomes.length + 1, unpaid.length)} of ${unpaid.length}…`
                : `Done: ${succeeded} of ${unpaid.length} marked as paid`}
            </label>
            <progress id="mark-paid-progress" max={unpaid.length} value={outcomes.length} />
          </div>
          <ul className={list.dialogList} aria-live="polite" aria-label="Results">
            {outcomes.map((o) => (
              <li key={o.id} data-ok={o.ok ? 'true' : 'false'}>
                <strong>#{o.number}</strong>: {o.ok ? 'marked as paid' : `not marked: ${o.message}`}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        {done ? (
          <button type="button" className="button" onClick={close} autoFocus>
            Close
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button"
              onClick={() => void run()}
              disabled={running || unpaid.length === 0}
            >
              {running
                ? 'Marking…'
                : unpaid.length === 1
                  ? 'Mark 1 order as paid'
                  : `Mark ${unpaid.length} orders as paid`}
            </button>
            <button type="button" className="button button-ghost" onClick={close} disabled={running}>
              Cancel
            </button>
          </>
        )}
      </div>
    </dialog>
  );
}
