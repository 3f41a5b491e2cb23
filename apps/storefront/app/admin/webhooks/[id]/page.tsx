import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { ConfirmAction } from '@/components/admin/ConfirmAction';
import { Pager } from '@/components/admin/Pager';
import shell from '@/components/admin/shell.module.css';
import { DeliveryLog } from '@/components/admin/webhooks/DeliveryLog';
import { RotateSecret } from '@/components/admin/webhooks/RotateSecret';
import hooks from '@/components/admin/webhooks/webhooks.module.css';
import type { RawParams } from '@/lib/shop/admin-lists';
import { holds } from '@/lib/shop/admin-sections';
import { deleteWebhook } from '@/lib/shop/admin-webhooks-actions';
import { isMissingWebhook } from '@/lib/shop/admin-webhooks';
import {
  DELIVERY_STATUS_TEXT,
  deliveriesHref,
  deliveriesQuery,
  deliveryRow,
  eventLabel,
  parseDeliveriesParams,
  type DeliveryStatus,
} from '@/lib/shop/admin-webhooks-view';
import { getShopClock } from '@/lib/shop/shop-settings';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Webhook' };

export default async function WebhookPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawParams>;
}) {
  const { member, client } = await requireStaff();
  if (!holds(member, 'settings:read')) notFound();
  const { id } = await params;
  const list = parseDeliveriesParams(await searchParams);
  const [loaded, { timeZone }] = await Promise.all([
    Promise.all([
      client.webhooks.getWebhook(id),
      client.webhooks.listDeliveries(id, deliveriesQuery(list)),
    ]).catch((error: unknown) => {
      if (isMissingWebhook(error)) return undefined;
      throw error;
    }),
    getShopClock(),
  ]);
  if (!loaded) notFound();
  const [{ webhook }, { deliveries, metadata: page }] = loaded;
  const canWrite = holds(member, 'settings:write');
  const filters: [DeliveryStatus | '', string][] = [
    ['', 'All'],
    ...(Object.entries(DELIVERY_STATUS_TEXT) as [DeliveryStatus, string][]),
  ];
  return (
    <AdminShell staff={member} current="webhooks">
      <div className={shell.stack}>
        <div className={styles.heading}>
          <p className="eyebrow">
            <Link className="text-link" href="/admin/webhooks">
              Webhooks
            </Link>
          </p>
          <h1 className={`${styles.title} ${hooks.url}`}>{webhook.url}</h1>
          {webhook.description ? <p className={styles.lede}>{webhook.description}</p> : null}
        </div>
        <section className={styles.card} aria-labelledby="webhook-facts">
          <h2 id="webhook-facts" className={styles.cardTitle}>
            Endpoint
          </h2>
          <dl className={hooks.facts}>
            <dt>Status</dt>
            <dd>{webhook.enabled ? 'Sending events' : 'Paused: events wait until it is resumed'}</dd>
            <dt>Events</dt>
            <dd>
              <ul className={hooks.events}>
                {webhook.eventTypes.map((t) => (
                  <li key={t}>
                    {eventLabel(t)} <span className={styles.muted}>({t})</span>
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
          {canWrite ? (
            <div className={styles.actions}>
              <RotateSecret webhookId={webhook._id} />
              <ConfirmAction
                label="Delete"
                accessibleLabel={`Delete webhook ${webhook.url}`}
                question={`Delete the webhook ${webhook.url}?`}
                consequence="The shop stops sending it events; its delivery log is deleted with it."
                confirmLabel="Delete the webhook"
                action={deleteWebhook.bind(null, webhook._id)}
                done="The webhook is deleted."
                doneHref="/admin/webhooks"
                danger
              />
            </div>
          ) : null}
        </section>
        <section className={styles.card} aria-labelledby="webhook-deliveries">
          <h2 id="webhook-deliveries" className={styles.cardTitle}>
            Deliveries
          </h2>
          <nav className={hooks.filters} aria-label="Show deliveries">
            {filters.map(([status, label]) => (
              <Link
                key={label}
                className={`button ${status === list.status ? '' : 'button-ghost'} ${styles.small}`}
                href={deliveriesHref(webhook._id, list, { status })}
                aria-current={status === list.status ? 'page' : undefined}
              >
                {label}
              </Link>
            ))}
          </nav>
          {deliveries.length === 0 ? (
            <p>No deliveries {list.status ? 'of this kind ' : ''}yet.</p>
          ) : (
            <DeliveryLog
              webhookId={webhook._id}
              deliveries={deliveries.map(deliveryRow)}
              timeZone={timeZone}
              canWrite={canWrite}
            />
          )}
          <Pager
            page={list.page}
            total={page.total}
            tooManyToCount={false}
            noun={['delivery', 'deliveries']}
            hrefFor={(p) => deliveriesHref(webhook._id, list, { page: p })}
          />
        </section>
      </div>
    </AdminShell>
  );
}
