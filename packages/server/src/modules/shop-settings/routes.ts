import type { AppContext } from '../../context';
import { ELEVATED, EVERYONE, route } from '../../http/route-table';
import { ShopSettingsPatch, ShopSettingsReply } from './schemas';
import { readShopSettings, updateShopSettings } from './service';

const tags = ['shop-settings'];

export const shopSettingsRoutes = (ctx: AppContext) => [
  route({
    method: 'GET',
    url: '/v1/shop-settings',
    area: 'shop',
    roles: EVERYONE,
    permission: 'settings:read',
    schema: { tags, response: { 200: ShopSettingsReply } },
    handler: async (_request, reply) => {
      // Public and the same for everyone: a CDN or browser may keep it briefly.
      void reply.header('cache-control', 'public, max-age=5');
      return { shopSettings: await readShopSettings(ctx.db, ctx) };
    },
  }),
  route({
    method: 'PATCH',
    url: '/v1/shop-settings',
    area: 'shop',
    roles: ELEVATED,
    permission: 'settings:write',
    schema: { tags, body: ShopSettingsPatch, response: { 200: ShopSettingsReply } },
    handler: (request) => updateShopSettings(ctx.db, ctx, request.body.shopSettings),
  }),
];
