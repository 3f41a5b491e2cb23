import type { AppContext } from '../../context';
import { REVISION_HEADER, revisionOf } from '../../http/if-match';
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
    schema: {
      tags,
      description:
        'Changes the given fields. With `If-Match: "<revision>"` (the revision the page showed) a save on settings ' +
        'saved since is refused with 409 SETTINGS_CHANGED, whose data holds the current revision and the changes ' +
        'since (who, when, which fields); without If-Match nothing is checked.',
      body: ShopSettingsPatch,
      response: { 200: ShopSettingsReply },
    },
    handler: (request) =>
      updateShopSettings(
        ctx.db,
        ctx,
        request.body.shopSettings,
        revisionOf(request.headers[REVISION_HEADER]),
      ),
  }),
];
