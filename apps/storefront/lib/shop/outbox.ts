/** The server's development outbox (GET /v1/dev/outbox), for the /dev/outbox page. */
import { shop } from './client';

export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  createdDate: string;
}

/** Shown outside production, or when ATELIER_DEV_OUTBOX=1 (tests). */
export const outboxEnabled = (): boolean =>
  process.env.NODE_ENV !== 'production' || process.env.ATELIER_DEV_OUTBOX === '1';

export async function listOutbox(to?: string): Promise<OutboxMessage[]> {
  const answer = await shop().request<{ messages: OutboxMessage[] }>({
    method: 'GET',
    path: '/v1/dev/outbox',
    query: { limit: 50, ...(to ? { to } : {}) },
    rules: false,
  });
  return answer.messages.map(({ id, kind, to: recipient, subject, text, createdDate }) => ({
    id,
    kind,
    to: recipient,
    subject,
    text,
    createdDate,
  }));
}
