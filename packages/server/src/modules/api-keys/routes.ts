import type { AppContext } from '../../context';
import { ELEVATED, route, type RouteDef } from '../../http/route-table';
import * as s from './schemas';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

const tags = ['api-keys'];
const area = 'shop';

/** Apps' API keys: made, listed and revoked by whoever holds staff:write / staff:read. */
export const apiKeyRoutes = (ctx: AppContext): RouteDef[] => [
  route({
    method: 'POST',
    url: '/v1/api-keys',
    area,
    roles: ELEVATED,
    permission: 'staff:write',
    schema: { tags, body: s.CreateApiKeyBody, response: { 200: s.CreateApiKeyReply } },
    handler: (req) => createApiKey(ctx.db, req.caller, req.body),
  }),
  route({
    method: 'GET',
    url: '/v1/api-keys',
    area,
    roles: ELEVATED,
    permission: 'staff:read',
    schema: { tags, response: { 200: s.ListApiKeysReply } },
    handler: () => listApiKeys(ctx.db),
  }),
  route({
    method: 'DELETE',
    url: '/v1/api-keys/:id',
    area,
    roles: ELEVATED,
    permission: 'staff:write',
    schema: { tags, params: s.ApiKeyParams, response: { 200: s.Empty } },
    handler: (req) => revokeApiKey(ctx.db, req.params.id),
  }),
];
