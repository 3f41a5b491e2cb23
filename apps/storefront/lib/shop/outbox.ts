/**
 * The server's mail outbox (GET /v1/dev/outbox): read with the operator key for the /dev/outbox page, and with
 * the staff session for /admin/outbox (staff holding settings:write; the server refuses others).
 */
import { AtelierError, type OutboxMessage as WireOutboxMessage } from '@atelier/sdk';
import { operatorClient } from './client';
import type { StaffClient } from './staff';

export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  createdDate: string;
}

export type OutboxAnswer = { status: 'read'; messages: OutboxMessage[] } | { status: 'refused' };

type Lister = { listOutbox: (options: { to?: string; limit?: number }) => Promise<WireOutboxMessage[]> };

/** The newest mail (to one recipient when `to` is given); `refused` when the server does not take the caller. */
async function outboxOf(outbox: Lister, to: string | undefined, limit: number): Promise<OutboxAnswer> {
  try {
    const messages = await outbox.listOutbox({ limit, ...(to ? { to } : {}) });
    return {
      status: 'read',
      // The HTML stays on the server: pages show the text.
      messages: messages.map(({ id, kind, to: recipient, subject, text, createdDate }) => ({
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

export const readOutbox = (key: string, to?: string, limit = 50) =>
  outboxOf(operatorClient(key).mailOutbox, to, limit);

export const readStaffOutbox = (client: StaffClient, to?: string, limit = 50) =>
  outboxOf(client.mailOutbox, to, limit);
