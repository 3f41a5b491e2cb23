import type { AppContext } from '../../context';
import { ELEVATED, route, type RouteDef } from '../../http/route-table';
import { revisionOf } from '../../http/if-match';
import * as s from './schemas';
import { createDraft, deleteDraft, getDraft, listDrafts, sendDraft, updateDraft } from './service';

const tags = ['draft-orders'];
const area = 'ecom';
const roles = ELEVATED;

/**
 * Draft orders (Atelier): the merchant's phone and mail orders, built and kept, then sent as orders. An update
 * or send may carry the `updatedDate` its page showed in `If-Match` (409 DRAFT_ORDER_CHANGED when it moved).
 */
export const draftOrderRoutes = (ctx: AppContext): RouteDef[] => [
  route({
    method: 'POST',
    url: '/v1/draft-orders',
    area,
    roles,
    permission: 'orders:write',
    schema: { tags, body: s.DraftOrderBody, response: { 200: s.DraftOrderReply } },
    handler: (req) => createDraft(ctx, req.caller, req.body.draftOrder),
  }),
  route({
    method: 'GET',
    url: '/v1/draft-orders',
    area,
    roles,
    permission: 'orders:read',
    schema: { tags, querystring: s.ListDraftOrdersQuery, response: { 200: s.ListDraftOrdersReply } },
    handler: (req) => listDrafts(ctx.db, req.query),
  }),
  route({
    method: 'GET',
    url: '/v1/draft-orders/:id',
    area,
    roles,
    permission: 'orders:read',
    schema: { tags, params: s.DraftOrderIdParams, response: { 200: s.DraftOrderReply } },
    handler: (req) => getDraft(ctx, req.caller, req.params.id),
  }),
  route({
    method: 'PATCH',
    url: '/v1/draft-orders/:id',
    area,
    roles,
    permission: 'orders:write',
    schema: {
      tags,
      params: s.DraftOrderIdParams,
      body: s.DraftOrderBody,
      response: { 200: s.DraftOrderReply },
    },
    handler: (req) =>
      updateDraft(ctx, req.caller, req.params.id, req.body.draftOrder, revisionOf(req.headers['if-match'])),
  }),
  route({
    method: 'DELETE',
    url: '/v1/draft-orders/:id',
    area,
    roles,
    permission: 'orders:write',
    schema: { tags, params: s.DraftOrderIdParams, response: { 200: s.EmptyReply } },
    handler: (req) => deleteDraft(ctx.db, req.params.id),
  }),
  route({
    method: 'POST',
    url: '/v1/draft-orders/:id/send',
    area,
    roles,
    permission: 'orders:write',
    optionalBody: true,
    schema: { tags, params: s.DraftOrderIdParams, response: { 200: s.SendDraftOrderReply } },
    handler: (req) => sendDraft(ctx, req.caller, req.params.id, revisionOf(req.headers['if-match'])),
  }),
];
