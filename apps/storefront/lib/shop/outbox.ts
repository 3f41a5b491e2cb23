/** The server's mail outbox (GET /v1/dev/outbox), read with the operator key, for the /dev/outbox page. */
import { AtelierError } from '@atelier/sdk';
import { operatorClient } from './client';

export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  createdDate: string;
}

export type OutboxAnswer = { status: 'read'; messages: OutboxMessage[] } | { status: 'refused' };

/** The newest mail (to one recipient when `to` is given); `refused` when the server does not take the key. */
export async function readOutbox(key: string, to?: string, limit = 50): Promise<OutboxAnswer> {
  try {
    const answer = await operatorClient(key).request<{ messages: OutboxMessage[] }>({
      method: 'GET',
      path: '/v1/dev/outbox',
      query: { limit, ...(to ? { to } : {}) },
      rules: false,
    });
    return {
      status: 'read',
      messages: answer.messages.map(({ id, kind, to: recipient, subject, text, createdDate }) => ({
        id,
        kind,
        to: recipient,
        subject,
        text,
        createdDate,
      })),
    };
  } catch (error) {
    if (error instanceof AtelierError && (error.status === 401 || error.status === 403)) {
      return { status: 'refused' };
    }
    throw error;
  }
}
