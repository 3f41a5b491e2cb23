'use client';

import Link from 'next/link';
import { useState } from 'react';
import { deleteWebhook, saveWebhook, setWebhookEnabled } from '@/lib/shop/admin-webhooks-actions';
import { BLANK_WEBHOOK, eventLabel, type WebhookForm } from '@/lib/shop/admin-webhooks-view';
import { CrudSection, type FieldSpec } from '../CrudSection';
import people from '../people.module.css';
import { SecretNotice } from './SecretNotice';
import styles from './webhooks.module.css';

export interface WebhookRow {
  id: string;
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
}

export const eventOptions = (eventTypes: readonly string[]) =>
  eventTypes.map((t) => ({ value: t, label: `${eventLabel(t)} (${t})` }));

export const webhookFields = (eventTypes: readonly string[]): FieldSpec<WebhookForm>[] => [
  {
    name: 'url',
    label: 'Endpoint URL',
    required: 'Enter the address that receives the events',
    hint: 'Each event is sent here as a signed POST request',
    wide: true,
  },
  { name: 'description', label: 'Description', hint: 'What this endpoint is for (optional)', wide: true },
  { name: 'eventTypes', label: 'Events to send', kind: 'checks', options: eventOptions(eventTypes) },
  { name: 'enabled', label: 'Sending events', kind: 'checkbox' },
];

export const formOfWebhook = (w: WebhookRow): WebhookForm => ({
  url: w.url,
  description: w.description,
  eventTypes: w.eventTypes,
  enabled: w.enabled,
});

/** The webhooks page: the endpoints, their events; a new endpoint's secret shown once. */
export function WebhooksPanel({
  webhooks,
  eventTypes,
  canWrite,
}: {
  webhooks: WebhookRow[];
  eventTypes: string[];
  canWrite: boolean;
}) {
  const [secret, setSecret] = useState<{ value: string; webhookId: string } | undefined>();
  return (
    <>
      {secret ? (
        <div>
          <SecretNotice secret={secret.value} onDismiss={() => setSecret(undefined)} />
          <p>
            <Link className="text-link" href={`/admin/webhooks/${secret.webhookId}`}>
              Open the new webhook’s delivery log
            </Link>
          </p>
        </div>
      ) : null}
      <CrudSection<WebhookRow, WebhookForm>
        id="webhooks"
        title="Endpoints"
        noun="webhook"
        intro="The shop sends the events you choose to these addresses as they happen, and tries again when an endpoint fails."
        rows={webhooks}
        columns={[
          {
            header: 'Endpoint',
            cell: (w) => (
              <div>
                <Link className={`text-link ${styles.url}`} href={`/admin/webhooks/${w.id}`}>
                  {w.url}
                </Link>
                {w.description ? <div>{w.description}</div> : null}
              </div>
            ),
          },
          {
            header: 'Events',
            cell: (w) =>
              w.eventTypes.length > 3 ? (
                `${w.eventTypes.length} events`
              ) : (
                <ul className={styles.events}>
                  {w.eventTypes.map((t) => (
                    <li key={t}>{eventLabel(t)}</li>
                  ))}
                </ul>
              ),
          },
          {
            header: 'Status',
            cell: (w) => (
              <span className={people.status} data-status={w.enabled ? 'Active' : 'Disabled'}>
                {w.enabled ? 'Sending' : 'Paused'}
              </span>
            ),
          },
        ]}
        rowName={(w) => w.url}
        fields={webhookFields(eventTypes)}
        blank={BLANK_WEBHOOK}
        formOf={formOfWebhook}
        save={async (id, values) => {
          const result = await saveWebhook(id, values);
          if (result.ok && 'secret' in result && result.secret && result.webhookId) {
            setSecret({ value: result.secret, webhookId: result.webhookId });
          }
          return result;
        }}
        remove={deleteWebhook}
        toggle={{
          label: (w) => (w.enabled ? 'Pause' : 'Resume'),
          run: (w) => setWebhookEnabled(w.id, !w.enabled),
        }}
        consequence="The shop stops sending it events; its delivery log is deleted with it."
        canWrite={canWrite}
        empty="No webhooks yet."
      />
    </>
  );
}
