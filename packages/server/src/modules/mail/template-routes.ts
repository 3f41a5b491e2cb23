import type { AppContext } from '../../context';
import { withAudit } from '../audit';
import { readShopSettings } from '../shop-settings';
import type { Db } from '../../db/open';
import { ELEVATED, route, type RouteDef } from '../../http/route-table';
import { getTemplate, listTemplates, previewTemplate, resetTemplate, saveTemplate } from './order-mail';
import * as s from './template-schemas';

const tags = ['mail'];
const area = 'shop';
const roles = ELEVATED;

/** The merchant's order mail templates: read, edit, preview on a sample order, reset to the default. */
/** A mail template's audit entry, with the template as it was. */
const templateAudit = (action: string, kind: string) => ({
  action,
  entity: 'mailTemplate',
  id: kind,
  before: async (tx: Db) => (await getTemplate(tx, kind)).template,
});

export const mailTemplateRoutes = (ctx: AppContext): RouteDef[] => [
  route({
    method: 'GET',
    url: '/v1/mail-templates',
    area,
    roles,
    permission: 'settings:read',
    schema: { tags, response: { 200: s.TemplatesReply } },
    handler: () => listTemplates(ctx.db),
  }),
  route({
    method: 'GET',
    url: '/v1/mail-templates/:kind',
    area,
    roles,
    permission: 'settings:read',
    schema: { tags, params: s.KindParams, response: { 200: s.TemplateReply } },
    handler: (req) => getTemplate(ctx.db, req.params.kind),
  }),
  route({
    method: 'PUT',
    url: '/v1/mail-templates/:kind',
    area,
    roles,
    permission: 'settings:write',
    schema: { tags, params: s.KindParams, body: s.TemplateBody, response: { 200: s.TemplateReply } },
    handler: (req) =>
      withAudit(
        ctx.db,
        { ...templateAudit('mailTemplate.updated', req.params.kind), after: (r) => r.template },
        (tx: Db) => saveTemplate(tx, req.params.kind, req.body.template),
      ),
  }),
  route({
    method: 'DELETE',
    url: '/v1/mail-templates/:kind',
    area,
    roles,
    permission: 'settings:write',
    schema: { tags, params: s.KindParams, response: { 200: s.TemplateReply } },
    handler: (req) =>
      withAudit(
        ctx.db,
        { ...templateAudit('mailTemplate.reset', req.params.kind), after: (r) => r.template },
        (tx: Db) => resetTemplate(tx, req.params.kind),
      ),
  }),
  route({
    method: 'POST',
    url: '/v1/mail-templates/:kind/preview',
    area,
    roles,
    permission: 'settings:read',
    optionalBody: true,
    schema: { tags, params: s.KindParams, body: s.PreviewBody, response: { 200: s.PreviewReply } },
    handler: async (req) => {
      // The shop's name as its settings say now (the environment's SHOP_NAME until saved).
      const { name } = await readShopSettings(ctx.db, ctx);
      const deps = { shopName: name, storefrontUrl: ctx.config.storefrontUrl };
      return previewTemplate(ctx.db, deps, req.params.kind, req.body.template);
    },
  }),
];
