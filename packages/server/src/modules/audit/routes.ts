import type { AppContext } from '../../context';
import { ELEVATED, route, type RouteDef } from '../../http/route-table';
import { queryAuditLog } from './query';
import * as s from './schemas';

const tags = ['audit-log'];
const area = 'shop';

/** The audit log is read only: no route edits or deletes an entry. */
export const auditRoutes = (ctx: AppContext): RouteDef[] => [
  route({
    method: 'POST',
    url: '/v1/audit-log/query',
    area,
    roles: ELEVATED,
    permission: 'staff:read',
    optionalBody: true,
    schema: { tags, body: s.QueryAuditLogBody, response: { 200: s.QueryAuditLogReply } },
    handler: (req) => queryAuditLog(ctx.db, ctx.config, req.body.query),
  }),
];
