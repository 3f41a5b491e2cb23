/**
 * The merchant's webhooks (elevated clients only): endpoints and the event types they subscribe to, their
 * signing secret (answered only at creation and rotation), and each endpoint's delivery log with redelivery.
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/webhooks';

export type Webhook = ClientForm<Wire.Webhook>;
export type WebhookInput = Wire.CreateWebhookBody;
export type WebhookChange = Wire.UpdateWebhookBody;
export type WebhookDelivery = ClientForm<Wire.Delivery>;
export type WebhookDeliveryStatus = Wire.DeliveryStatus;
export type WebhookWithSecretResponse = ClientForm<Wire.WebhookWithSecretReply>;
export type WebhookDeliveriesResponse = ClientForm<Wire.DeliveriesReply>;

export interface ListDeliveriesOptions {
  status?: WebhookDeliveryStatus;
  limit?: number;
  offset?: number;
}

const path = (id: string) => `/v1/webhooks/${encodeURIComponent(id)}`;

export const webhooks = defineModule(
  (context) => ({
    /** GET /v1/webhooks/event-types: every event type a webhook may subscribe to. */
    listEventTypes: (): Promise<Wire.EventTypesReply> =>
      context.request({ method: 'GET', path: '/v1/webhooks/event-types' }),
    listWebhooks: (): Promise<{ webhooks: Webhook[] }> =>
      context.request({ method: 'GET', path: '/v1/webhooks' }),
    getWebhook: (id: string): Promise<{ webhook: Webhook }> =>
      context.request({ method: 'GET', path: path(id) }),
    /** The answer carries the signing secret: the only time besides a rotation that it is shown. */
    createWebhook: (input: WebhookInput): Promise<WebhookWithSecretResponse> =>
      context.request({ method: 'POST', path: '/v1/webhooks', body: input }),
    updateWebhook: (id: string, change: WebhookChange): Promise<{ webhook: Webhook }> =>
      context.request({ method: 'PATCH', path: path(id), body: change }),
    deleteWebhook: async (id: string): Promise<void> => {
      await context.request({ method: 'DELETE', path: path(id) });
    },
    rotateWebhookSecret: (id: string): Promise<WebhookWithSecretResponse> =>
      context.request({ method: 'POST', path: `${path(id)}/rotate-secret`, body: {} }),
    listDeliveries: (id: string, options: ListDeliveriesOptions = {}): Promise<WebhookDeliveriesResponse> =>
      context.request({
        method: 'GET',
        path: `${path(id)}/deliveries`,
        query: {
          ...(options.status ? { status: options.status } : {}),
          ...(options.limit !== undefined ? { limit: String(options.limit) } : {}),
          ...(options.offset !== undefined ? { offset: String(options.offset) } : {}),
        },
      }),
    /**
     * Redeliver: sends the delivery now, whatever its state (one waiting for a retry is sent now instead, its
     * retries kept; one whose attempt is out is left to it); never twice at once. The answer is the delivery's
     * state once queued. `ApplicationError` `WEBHOOK_DISABLED` (409) while the webhook is disabled.
     */
    retryDelivery: (id: string, deliveryId: string): Promise<{ delivery: WebhookDelivery }> =>
      context.request({
        method: 'POST',
        path: `${path(id)}/deliveries/${encodeURIComponent(deliveryId)}/retry`,
        body: {},
      }),
  }),
  {
    elevated: [
      'listEventTypes',
      'listWebhooks',
      'getWebhook',
      'createWebhook',
      'updateWebhook',
      'deleteWebhook',
      'rotateWebhookSecret',
      'listDeliveries',
      'retryDelivery',
    ],
  },
);
