import type { AppContext } from '../../context';
import { ANY_CALLER, EVERYONE, route } from '../../http/route-table';
import { ConfirmReply, LinkBody, SubscribeBody, SubscribeReply, UnsubscribeReply } from './schemas';
import { confirm, subscribe, unsubscribe } from './service';

const tags = ['newsletter'];

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
];
