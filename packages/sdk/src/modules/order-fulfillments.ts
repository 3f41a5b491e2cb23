/**
 * Order fulfilments, with Wix's `orderFulfillments` names: the merchant marks an order (or some of its
 * lines) sent, with the carrier and tracking number, corrects the tracking or deletes a fulfilment made by
 * mistake (elevated client); the buyer and the merchant list them.
 */
import { defineModule } from '../module';
import { revisionHeaders, type RevisionOption } from './order-management';
import type {
  CreateFulfillmentResponse,
  FulfillmentChangeResponse,
  FulfillmentInput,
  FulfillmentUpdate,
  OrderWithFulfillments,
} from './orders-types';

export type {
  CreateFulfillmentResponse,
  FulfillmentChangeResponse,
  FulfillmentInput,
  FulfillmentUpdate,
  OrderWithFulfillments,
  TrackingInfo,
} from './orders-types';

const byId = (fulfillmentId: string, orderId: string) =>
  `/v1/fulfillments/${encodeURIComponent(fulfillmentId)}/orders/${encodeURIComponent(orderId)}`;

const path = (orderId: string, rest = '') => `/v1/fulfillments/orders/${encodeURIComponent(orderId)}${rest}`;

export const orderFulfillments = defineModule(
  (context) => ({
    /** `options.revision`: the order's `_updatedDate` as shown (a newer order answers 409 ORDER_CHANGED). */
    createFulfillment: (
      orderId: string,
      fulfillment: FulfillmentInput,
      options: RevisionOption = {},
    ): Promise<CreateFulfillmentResponse> =>
      context.request({
        method: 'POST',
        path: path(orderId, '/create-fulfillment'),
        body: { fulfillment },
        headers: revisionHeaders(options),
      }),
    listFulfillmentsForSingleOrder: (orderId: string): Promise<OrderWithFulfillments> =>
      context.request({ method: 'GET', path: path(orderId) }),
    /** Wix's `updateFulfillment({ fulfillmentId, orderId }, { fulfillment })`. */
    updateFulfillment: (
      identifiers: { fulfillmentId: string; orderId: string },
      options: { fulfillment: FulfillmentUpdate },
    ): Promise<FulfillmentChangeResponse> =>
      context.request({
        method: 'PATCH',
        path: byId(identifiers.fulfillmentId, identifiers.orderId),
        body: { fulfillment: options.fulfillment },
      }),
    /** Wix's `deleteFulfillment({ fulfillmentId, orderId })`: its units are to ship again. */
    deleteFulfillment: (identifiers: {
      fulfillmentId: string;
      orderId: string;
    }): Promise<FulfillmentChangeResponse> =>
      context.request({ method: 'DELETE', path: byId(identifiers.fulfillmentId, identifiers.orderId) }),
  }),
  { elevated: ['createFulfillment', 'updateFulfillment', 'deleteFulfillment'] },
);
