/**
 * Wire shapes of the webhooks area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface Webhook {
  id: string;
  url: string;
  eventTypes: string[];
  description: string;
  enabled: boolean;
  createdDate: string;
  updatedDate: string;
}

export interface CreateWebhookBody {
  url: string;
  eventTypes: string[];
  description?: string;
  enabled?: boolean;
}

export interface UpdateWebhookBody {
  url?: string;
  eventTypes?: string[];
  description?: string;
  enabled?: boolean;
}

export interface WebhookReply {
  webhook: Webhook;
}

export interface WebhooksReply {
  webhooks: Webhook[];
}

export interface WebhookWithSecretReply {
  webhook: Webhook;
  /** Signs every delivery; shown only now */
  secret: string;
}

export interface EventTypesReply {
  eventTypes: string[];
}

export type DeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED';

export interface Delivery {
  id: string;
  webhookId: string;
  event: {
    id: string;
    sequence: number;
    type: string;
    entityId: string;
    eventTime: string;
  };
  status: DeliveryStatus;
  attempts: number;
  attemptLimit: number;
  lastAttemptDate: string | null;
  lastStatusCode: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
  nextAttemptDate: string | null;
  deliveredDate: string | null;
  createdDate: string;
}

export interface DeliveryReply {
  delivery: Delivery;
}

export interface DeliveriesReply {
  deliveries: Delivery[];
  metadata: {
    count: number;
    offset: number;
    total: number;
  };
}
