/** Webhooks' wire shapes published to clients: the SDK's types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as s from './schemas';

export const webhooksWire: NamedShapes = {
  Webhook: s.Webhook,
  CreateWebhookBody: s.CreateWebhookBody,
  UpdateWebhookBody: s.UpdateWebhookBody,
  WebhookReply: s.WebhookReply,
  WebhooksReply: s.WebhooksReply,
  WebhookWithSecretReply: s.WebhookWithSecretReply,
  EventTypesReply: s.EventTypesReply,
  DeliveryStatus: s.DeliveryStatus,
  Delivery: s.Delivery,
  DeliveryReply: s.DeliveryReply,
  DeliveriesReply: s.DeliveriesReply,
};
