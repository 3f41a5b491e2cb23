/**
 * The server's mail outbox: the mail it keeps instead of sending when it has no SMTP_URL (verification codes
 * and password links among it), newest first. Elevated clients only: the operator's key, or staff holding
 * `settings:write` (PERMISSION_DENIED, 403, otherwise: its links would let a reader take over accounts).
 */
import { defineModule } from '../module';

export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdDate: string;
}

export const mailOutbox = defineModule(
  (context) => ({
    /** GET /v1/dev/outbox: at most `limit` (1 to 100, default 20) messages, to `to` only when given. */
    listOutbox: async (options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> =>
      (
        await context.request<{ messages: OutboxMessage[] }>({
          method: 'GET',
          path: '/v1/dev/outbox',
          query: {
            ...(options.limit !== undefined ? { limit: options.limit } : {}),
            ...(options.to ? { to: options.to } : {}),
          },
          rules: false,
        })
      ).messages,
  }),
  { elevated: ['listOutbox'] },
);
