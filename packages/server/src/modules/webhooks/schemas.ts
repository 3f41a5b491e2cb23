import { Type } from 'typebox';
import { StorableText } from '../../lib/input-schemas';

const Uuid = Type.String({ format: 'uuid' });
const Url = StorableText({ minLength: 1, maxLength: 2048 });
const EventTypes = Type.Array(StorableText({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100 });
const Description = StorableText({ maxLength: 500 });
const DateText = Type.String({ format: 'date-time' });

export const IdParams = Type.Object({ id: Uuid });
export const DeliveryParams = Type.Object({ id: Uuid, deliveryId: Uuid });

export const CreateWebhookBody = Type.Object({
  url: Url,
  /** Event types of the outbox, or `["*"]` for every type. */
  eventTypes: EventTypes,
  description: Type.Optional(Description),
  enabled: Type.Optional(Type.Boolean()),
});

export const UpdateWebhookBody = Type.Object({
  url: Type.Optional(Url),
  eventTypes: Type.Optional(EventTypes),
  description: Type.Optional(Description),
  enabled: Type.Optional(Type.Boolean()),
});

export const Webhook = Type.Object({
  id: Type.String(),
  url: Type.String(),
  eventTypes: Type.Array(Type.String()),
  description: Type.String(),
  enabled: Type.Boolean(),
  createdDate: DateText,
  updatedDate: DateText,
});

export const WebhookReply = Type.Object({ webhook: Webhook });
export const WebhooksReply = Type.Object({ webhooks: Type.Array(Webhook) });
/** Creation and rotation: the only answers that show the secret. */
export const WebhookWithSecretReply = Type.Object({
  webhook: Webhook,
  secret: Type.String({ description: 'Signs every delivery; shown only now' }),
});
export const EventTypesReply = Type.Object({ eventTypes: Type.Array(Type.String()) });
export const Empty = Type.Object({}, { additionalProperties: false });

export const DeliveryStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('DELIVERED'),
  Type.Literal('FAILED'),
]);

export const DeliveriesQuery = Type.Object({
  status: Type.Optional(DeliveryStatus),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
});

export const Delivery = Type.Object({
  id: Type.String(),
  webhookId: Type.String(),
  event: Type.Object({
    id: Type.String(),
    sequence: Type.Integer(),
    type: Type.String(),
    entityId: Type.String(),
    eventTime: DateText,
  }),
  status: DeliveryStatus,
  attempts: Type.Integer(),
  /** Attempts allowed before the delivery is marked FAILED. */
  attemptLimit: Type.Integer(),
  lastAttemptDate: Type.Union([DateText, Type.Null()]),
  /** The HTTP status of the last answer; null when there was none (refused, timed out). */
  lastStatusCode: Type.Union([Type.Integer(), Type.Null()]),
  /** How long the last attempt took (ms), from sending to its answer or failure; null before one, or while one is out. */
  lastDurationMs: Type.Union([Type.Integer(), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
  /** When a PENDING delivery is due (or, while an attempt is out, when it is tried again if that attempt is lost). */
  nextAttemptDate: Type.Union([DateText, Type.Null()]),
  deliveredDate: Type.Union([DateText, Type.Null()]),
  createdDate: DateText,
});

export const DeliveryReply = Type.Object({ delivery: Delivery });
export const DeliveriesReply = Type.Object({
  deliveries: Type.Array(Delivery),
  metadata: Type.Object({ count: Type.Integer(), offset: Type.Integer(), total: Type.Integer() }),
});
