'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import formStyles from '@/components/account/account.module.css';
import { redeliver } from '@/lib/shop/admin-webhooks-actions';
import { deliveryLine, eventLabel, type DeliveryRowFacts } from '@/lib/shop/admin-webhooks-view';
import { dateTimeText } from '@/lib/shop/shop-time';
import admin from '../admin.module.css';
import crud from '../crud.module.css';
import people from '../people.module.css';
import styles from './webhooks.module.css';

export type DeliveryRow = DeliveryRowFacts;

const STATUS_TONE = { DELIVERED: 'Active', FAILED: 'Disabled', PENDING: 'Pending' } as const;

/** An endpoint's delivery log (a table at a desk, cards on a phone), with "Redeliver" on every row. */
export function DeliveryLog({
  webhookId,
  deliveries,
  timeZone,
  canWrite,
}: {
  webhookId: string;
  deliveries: DeliveryRow[];
  timeZone: string;
  canWrite: boolean;
}) {
  return (
    <div className={crud.tableWrap}>
      <table className={crud.table}>
        <caption className={crud.visuallyHidden}>Deliveries, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Answer</th>
            <th scope="col">Attempts</th>
            <th scope="col">Time</th>
            <th scope="col">Delivered after</th>
            {canWrite ? (
              <th scope="col">
                <span className={crud.visuallyHidden}>Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <Row key={d.id} webhookId={webhookId} delivery={d} timeZone={timeZone} canWrite={canWrite} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Row({
  webhookId,
  delivery,
  timeZone,
  canWrite,
}: {
  webhookId: string;
  delivery: DeliveryRow;
  timeZone: string;
  canWrite: boolean;
}) {
  const router = useRouter();
  // The redelivery's answer until the page is read again; then watch the row until it settles.
  const [answered, setAnswered] = useState<{ over: DeliveryRow; row: DeliveryRow } | undefined>();
  const [watching, setWatching] = useState(0);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (watching === 0 || delivery.status !== 'PENDING') return;
    const timer = setTimeout(() => {
      setWatching((n) => (n >= 15 ? 0 : n + 1));
      router.refresh();
    }, 1500);
    return () => clearTimeout(timer);
  }, [watching, delivery, router]);
  // Once the page is read again, the fresh row replaces the answer.
  const d = answered?.over === delivery ? answered.row : delivery;
  const line = deliveryLine(d);
  const when = d.lastAttemptDate ?? d.createdDate;
  return (
    <tr>
      <td data-label="Event">
        <div>
          <strong>{eventLabel(d.eventType)}</strong>
          <div className={admin.muted}>{d.eventType}</div>
        </div>
      </td>
      <td data-label="Status">
        <div>
          <span className={people.status} data-status={STATUS_TONE[d.status]}>
            {line.status}
          </span>
          {d.status === 'PENDING' && d.nextAttemptDate && d.attempts > 0 ? (
            <div className={admin.muted}>Next try {dateTimeText(d.nextAttemptDate, timeZone)}</div>
          ) : null}
        </div>
      </td>
      <td data-label="Answer">
        <div>
          {line.answer}
          {line.duration ? <div className={admin.muted}>{line.duration}</div> : null}
        </div>
      </td>
      <td data-label="Attempts">{line.attempts}</td>
      <td data-label="Time">
        <time dateTime={new Date(when).toISOString()}>{dateTimeText(when, timeZone)}</time>
      </td>
      <td data-label="Delivered after">{line.took}</td>
      {canWrite ? (
        <td className={crud.rowActions}>
          <button
            type="button"
            className={`button button-ghost ${admin.small}`}
            disabled={pending}
            aria-label={`Redeliver ${d.eventType} from ${dateTimeText(d.createdDate, timeZone)}`}
            onClick={() => {
              setPending(true);
              setError(undefined);
              void redeliver(webhookId, d.id)
                .then((result) => {
                  if (!result.ok) {
                    setError(result.message);
                    return;
                  }
                  setAnswered({ over: delivery, row: result.delivery });
                  setWatching(1);
                  router.refresh();
                })
                .finally(() => setPending(false));
            }}
          >
            {pending ? 'Redelivering…' : 'Redeliver'}
          </button>
          {error ? (
            <p className={`${formStyles.formError} ${styles.rowError}`} role="alert">
              {error}
            </p>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}
