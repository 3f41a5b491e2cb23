// Merchant webhooks' front door: the only file outside webhooks/ imports.
export { webhookRoutes } from './routes';
export {
  attachWebhookDeliverer,
  createWebhookDeliverer,
  type DelivererOptions,
  type WebhookDeliverer,
} from './worker';
export { webhooksWire } from './wire';
