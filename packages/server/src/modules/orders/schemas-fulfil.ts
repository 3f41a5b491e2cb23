import { Type, type Static } from 'typebox';
import { StorableText } from '../../lib/input-schemas';
import { Fulfillment, Order } from './schemas';

/** Request and answer shapes of the order fulfilment calls (Wix's order fulfilments). */

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;
const Str = Type.String();
const Id = Type.String({ format: 'uuid' });

export const TrackingInfoInput = Type.Object(
  {
    trackingNumber: StorableText({ minLength: 1, maxLength: 100 }),
    shippingProvider: StorableText({ minLength: 1, maxLength: 100 }),
    trackingLink: opt(Type.String({ maxLength: 2000, pattern: '^https?://[^\\s]+$' })),
  },
  closed,
);

/** A new fulfilment: the lines shipped (none: every unit left) and the carrier's tracking. */
export const FulfillmentInput = Type.Object(
  {
    lineItems: opt(
      Type.Array(
        Type.Object(
          {
            id: Type.String({ minLength: 1, maxLength: 64 }),
            quantity: opt(Type.Integer({ minimum: 1, maximum: 100_000 })),
          },
          closed,
        ),
        { maxItems: 300 },
      ),
    ),
    trackingInfo: opt(TrackingInfoInput),
  },
  closed,
);

export const CreateFulfillmentBody = Type.Object({ fulfillment: FulfillmentInput }, closed);
export type CreateFulfillmentBody = Static<typeof CreateFulfillmentBody>;

export const FulfillmentOrderParams = Type.Object({ orderId: Id });

export const OrderWithFulfillments = Type.Object({ orderId: Str, fulfillments: Type.Array(Fulfillment) });

export const FulfillmentsReply = Type.Object({ orderWithFulfillments: OrderWithFulfillments });
export type FulfillmentsReply = Static<typeof FulfillmentsReply>;

export const CreateFulfillmentReply = Type.Object({
  orderWithFulfillments: OrderWithFulfillments,
  fulfillmentId: Str,
  /** Atelier: the order with its new counters and statuses. */
  order: Order,
});
export type CreateFulfillmentReply = Static<typeof CreateFulfillmentReply>;

export const FulfillmentParams = Type.Object({ fulfillmentId: Id, orderId: Id });

/** What an update changes: the tracking only (null removes it); lines: delete the fulfilment, create another. */
export const FulfillmentUpdate = Type.Object(
  {
    /** The path's fulfilment id again (Wix clients send it); another one is refused. */
    id: opt(Id),
    /** The new tracking; null removes it. */
    trackingInfo: Type.Union([TrackingInfoInput, Type.Null()]),
  },
  closed,
);

export const UpdateFulfillmentBody = Type.Object({ fulfillment: FulfillmentUpdate }, closed);
export type UpdateFulfillmentBody = Static<typeof UpdateFulfillmentBody>;

export const FulfillmentChangeReply = Type.Object({
  orderWithFulfillments: OrderWithFulfillments,
  /** Atelier: the order with its counters and statuses after the change. */
  order: Order,
});
export type FulfillmentChangeReply = Static<typeof FulfillmentChangeReply>;
