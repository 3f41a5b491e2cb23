import type { AppContext } from '../../context';
import { ELEVATED, route, type RouteDef } from '../../http/route-table';
import {
  ConfirmMatchesBody,
  ConfirmMatchesReply,
  PreviewStatementBody,
  PreviewStatementReply,
} from './schemas';
import { confirmMatches, previewStatement } from './service';

const tags = ['reconciliation'];
const area = 'shop';

/** A statement of 2 MB, JSON-escaped (quotes, line breaks), fits well below this. */
const STATEMENT_BODY_LIMIT = 6 * 1024 * 1024;

/** Bank reconciliation: a bank statement's credits matched to unpaid orders, and the chosen ones paid. */
export const reconcileRoutes = (ctx: AppContext): RouteDef[] => [
  route({
    method: 'POST',
    url: '/v1/reconciliation/preview',
    area,
    roles: ELEVATED,
    permission: 'orders:write',
    bodyLimit: STATEMENT_BODY_LIMIT,
    schema: { tags, body: PreviewStatementBody, response: { 200: PreviewStatementReply } },
    handler: (req) => previewStatement(ctx, req.body.csv),
  }),
  route({
    method: 'POST',
    url: '/v1/reconciliation/confirm',
    area,
    roles: ELEVATED,
    permission: 'orders:write',
    bodyLimit: STATEMENT_BODY_LIMIT,
    schema: { tags, body: ConfirmMatchesBody, response: { 200: ConfirmMatchesReply } },
    handler: (req) => confirmMatches(ctx, req.caller, req.body),
  }),
];
