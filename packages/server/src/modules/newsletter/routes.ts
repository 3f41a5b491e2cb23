import type { AppContext } from '../../context';
import { ANY_CALLER, ELEVATED, EVERYONE, route } from '../../http/route-table';
import { exportSubscribers, querySubscribers } from './admin';
import {
  ConfirmReply,
  ExportSubscribersReply,
  LinkBody,
  QuerySubscribersBody,
  QuerySubscribersReply,
  SubscribeBody,
  SubscribeReply,
  UnsubscribeReply,
} from './schemas';
import { confirm, subscribe, unsubscribe } from './service';

const tags = ['newsletter'];

/**
 * The list of subscribers is the shop's marketing audience: `marketing:read`, not `members:read` (a
 * fulfilment person reads members to ship orders and has no need of the mailing list; subscribers need not
 * be members at all).
 */
const AUDIENCE = 'marketing:read';

export const newsletterRoutes = (ctx: AppContext) => [
  route({
    method: 'POST',
    url: '/v1/newsletter/subscriptions',
    area: 'shop',
    roles: EVERYONE,
    permission: ANY_CALLER,
    schema: { tags, body: SubscribeBody, response: { 200: SubscribeReply } },
    handler: (request) => subscribe(ctx.db, ctx, { email: request.body.email, ip: request.ip }),
  }),
  route({
    method: 'POST',
    url: '/v1/newsletter/confirm',
    area: 'shop',
    roles: EVERYONE,
    permission: ANY_CALLER,
    schema: { tags, body: LinkBody, response: { 200: ConfirmReply } },
    handler: (request) => confirm(ctx.db, ctx, request.body.token),
  }),
  route({
    method: 'POST',
    url: '/v1/newsletter/unsubscribe',
    area: 'shop',
    roles: EVERYONE,
    permission: ANY_CALLER,
    schema: { tags, body: LinkBody, response: { 200: UnsubscribeReply } },
    handler: (request) => unsubscribe(ctx.db, ctx, request.body.token),
  }),
  route({
    method: 'POST',
    url: '/v1/newsletter/subscriptions/query',
    area: 'shop',
    roles: ELEVATED,
    permission: AUDIENCE,
    optionalBody: true,
    schema: { tags, body: QuerySubscribersBody, response: { 200: QuerySubscribersReply } },
    handler: (request) => querySubscribers(ctx.db, request.body?.query),
  }),
  route({
    method: 'GET',
    url: '/v1/newsletter/subscriptions/export',
    area: 'shop',
    roles: ELEVATED,
    permission: AUDIENCE,
    schema: { tags, response: { 200: ExportSubscribersReply } },
    handler: () => exportSubscribers(ctx.db),
  }),
];
