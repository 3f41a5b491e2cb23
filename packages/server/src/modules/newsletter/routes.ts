import type { AppContext } from '../../context';
import { EVERYONE, route } from '../../http/route-table';
import { SubscribeBody, SubscribeReply } from './schemas';
import { subscribe } from './service';

export const newsletterRoutes = (ctx: AppContext) => [
  route({
    method: 'POST',
    url: '/v1/newsletter/subscriptions',
    area: 'shop',
    roles: EVERYONE,
    schema: { tags: ['newsletter'], body: SubscribeBody, response: { 200: SubscribeReply } },
    handler: async (request) => ({ subscription: await subscribe(ctx.db, request.body.email) }),
  }),
];
