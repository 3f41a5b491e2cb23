import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { ELEVATED, route } from '../../http/route-table';
import { listOutbox } from './mailer';

const OutboxMessage = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
});

/**
 * The outbox: mail kept on this machine (no SMTP_URL), verification codes and password links among it. Only
 * an elevated caller reads it (the operator's ADMIN_API_KEY, or staff), whatever NODE_ENV says. For staff
 * it needs settings:write, not read: its reset links would let a read-only person take over any member.
 */
export const mailRoutes = (ctx: AppContext) => [
  route({
    method: 'GET',
    url: '/v1/dev/outbox',
    area: 'system',
    roles: ELEVATED,
    permission: 'settings:write',
    schema: {
      tags: ['mail'],
      querystring: Type.Object(
        {
          to: Type.Optional(Type.String({ maxLength: 254 })),
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
        },
        { additionalProperties: false },
      ),
      response: { 200: Type.Object({ messages: Type.Array(OutboxMessage) }) },
    },
    handler: async (request) => ({ messages: await listOutbox(ctx.db, request.query) }),
  }),
];
