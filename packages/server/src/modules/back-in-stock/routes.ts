import type { AppContext } from '../../context';
import { ELEVATED, MEMBERS, route } from '../../http/route-table';
import {
  EmptyReply,
  MerchantQuery,
  MerchantReply,
  RequestBody,
  RequestParams,
  RequestReply,
  RequestsReply,
} from './schemas';
import { deleteMyRequest, merchantRequests, myRequests, requestNotice } from './service';

const tags = ['back-in-stock'];

/** A member route runs only for a caller with the member role, who always has a member id. */
const memberOf = (caller: { memberId?: string }): string => {
  if (!caller.memberId) throw new Error('a member caller without a member id');
  return caller.memberId;
};

export const backInStockRoutes = (ctx: AppContext) => [
  route({
    method: 'POST',
    url: '/v1/back-in-stock/requests',
    area: 'shop',
    roles: MEMBERS,
    schema: { tags, body: RequestBody, response: { 200: RequestReply } },
    handler: (request) => requestNotice(ctx.db, memberOf(request.caller), request.body),
  }),
  route({
    method: 'GET',
    url: '/v1/back-in-stock/requests/my',
    area: 'shop',
    roles: MEMBERS,
    schema: { tags, response: { 200: RequestsReply } },
    handler: (request) => myRequests(ctx.db, memberOf(request.caller)),
  }),
  route({
    method: 'DELETE',
    url: '/v1/back-in-stock/requests/:id',
    area: 'shop',
    roles: MEMBERS,
    schema: { tags, params: RequestParams, response: { 200: EmptyReply } },
    handler: (request) => deleteMyRequest(ctx.db, memberOf(request.caller), request.params.id),
  }),
  route({
    method: 'GET',
    url: '/v1/back-in-stock/requests',
    area: 'shop',
    roles: ELEVATED,
    permission: 'catalog:read',
    schema: { tags, querystring: MerchantQuery, response: { 200: MerchantReply } },
    handler: (request) => merchantRequests(ctx.db, request.query),
  }),
];
