import type { AppContext } from '../../context';
import { withAudit } from '../audit';
import type { Db } from '../../db/open';
import { ELEVATED, route, type RouteDef } from '../../http/route-table';
import * as deliveries from './deliveries';
import * as s from './schemas';
import * as webhooks from './service';

const tags = ['webhooks'];
const area = 'shop';
const roles = ELEVATED;

/** The merchant's webhooks and their delivery logs: elevated callers only. */
/** A webhook's audit entry: the subscription as it was (never its secret). */
const webhookAudit = (action: string, id: string) => ({
  action,
  entity: 'webhook',
  id,
  before: async (tx: Db) => (await webhooks.getWebhook(tx, id)).webhook,
});

export const webhookRoutes = (ctx: AppContext): RouteDef[] => {
  const { db } = ctx;
  const policy = ctx.webhooks.policy;
  return [
    route({
      method: 'GET',
      url: '/v1/webhooks/event-types',
      area,
      roles,
      permission: 'settings:read',
      schema: { tags, response: { 200: s.EventTypesReply } },
      handler: () => webhooks.listEventTypes(),
    }),
    route({
      method: 'POST',
      url: '/v1/webhooks',
      area,
      roles,
      permission: 'settings:write',
      schema: { tags, body: s.CreateWebhookBody, response: { 200: s.WebhookWithSecretReply } },
      handler: (req) =>
        withAudit(db, { action: 'webhook.created', entity: 'webhook', after: (r) => r.webhook }, (tx: Db) =>
          webhooks.createWebhook(tx, req.body),
        ),
    }),
    route({
      method: 'GET',
      url: '/v1/webhooks',
      area,
      roles,
      permission: 'settings:read',
      schema: { tags, response: { 200: s.WebhooksReply } },
      handler: () => webhooks.listWebhooks(db),
    }),
    route({
      method: 'GET',
      url: '/v1/webhooks/:id',
      area,
      roles,
      permission: 'settings:read',
      schema: { tags, params: s.IdParams, response: { 200: s.WebhookReply } },
      handler: (req) => webhooks.getWebhook(db, req.params.id),
    }),
    route({
      method: 'PATCH',
      url: '/v1/webhooks/:id',
      area,
      roles,
      permission: 'settings:write',
      schema: { tags, params: s.IdParams, body: s.UpdateWebhookBody, response: { 200: s.WebhookReply } },
      handler: (req) =>
        withAudit(
          db,
          { ...webhookAudit('webhook.updated', req.params.id), after: (r) => r.webhook },
          (tx: Db) => webhooks.updateWebhook(tx, req.params.id, req.body),
        ),
    }),
    route({
      method: 'DELETE',
      url: '/v1/webhooks/:id',
      area,
      roles,
      permission: 'settings:write',
      schema: { tags, params: s.IdParams, response: { 200: s.Empty } },
      handler: (req) =>
        withAudit(db, webhookAudit('webhook.deleted', req.params.id), (tx) =>
          webhooks.deleteWebhook(tx, req.params.id),
        ),
    }),
    route({
      method: 'POST',
      url: '/v1/webhooks/:id/rotate-secret',
      area,
      roles,
      permission: 'settings:write',
      optionalBody: true,
      schema: { tags, params: s.IdParams, body: s.Empty, response: { 200: s.WebhookWithSecretReply } },
      handler: (req) =>
        withAudit(db, webhookAudit('webhook.secret_rotated', req.params.id), (tx) =>
          webhooks.rotateWebhookSecret(tx, req.params.id),
        ),
    }),
    route({
      method: 'GET',
      url: '/v1/webhooks/:id/deliveries',
      area,
      roles,
      permission: 'settings:read',
      schema: {
        tags,
        params: s.IdParams,
        querystring: s.DeliveriesQuery,
        response: { 200: s.DeliveriesReply },
      },
      handler: (req) => deliveries.listDeliveries(db, policy, req.params.id, req.query),
    }),
    route({
      method: 'GET',
      url: '/v1/webhooks/:id/deliveries/:deliveryId',
      area,
      roles,
      permission: 'settings:read',
      schema: { tags, params: s.DeliveryParams, response: { 200: s.DeliveryReply } },
      handler: (req) => deliveries.getDelivery(db, policy, req.params.id, req.params.deliveryId),
    }),
    route({
      method: 'POST',
      url: '/v1/webhooks/:id/deliveries/:deliveryId/retry',
      area,
      roles,
      permission: 'settings:write',
      optionalBody: true,
      schema: {
        tags,
        description:
          'Redeliver: sends the delivery now, whatever its state. A delivered or failed one gets one more attempt ' +
          '(no automatic retries follow it); one waiting for a retry is sent now instead, its remaining retries ' +
          'kept; one whose attempt is under way is left to that attempt. Never sent twice at once: the answer is ' +
          'the delivery as it is queued (status PENDING) and its log shows the attempt once made. 409 ' +
          'WEBHOOK_DISABLED while the webhook is disabled.',
        params: s.DeliveryParams,
        body: s.Empty,
        response: { 200: s.DeliveryReply },
      },
      handler: (req) =>
        deliveries.retryDelivery(db, policy, req.params.id, req.params.deliveryId, ctx.webhooks.nudge),
    }),
  ];
};
