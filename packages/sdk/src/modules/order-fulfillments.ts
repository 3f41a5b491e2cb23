/**
 * Order fulfilments, with Wix's `orderFulfillments` names: the merchant marks an order (or some of its
 * lines) sent, with the carrier and tracking number (elevated client); the buyer and the merchant list them.
 */
import { defineModule } from '../module';
import type { Order, OrderFulfillment } from './orders-types';

export interface TrackingInfo {
  trackingNumber: string;
  shippingProvider: string;
  trackingLink?: string;
}

export interface FulfillmentInput {
  /** The lines sent and how many of each; none: every line not yet sent. */
  lineItems?: { _id: string; quantity?: number }[];
  trackingInfo?: TrackingInfo;
}

export interface OrderWithFulfillments {
  orderWithFulfillments: { orderId: string; fulfillments: OrderFulfillment[] };
}

export interface CreateFulfillmentResponse extends OrderWithFulfillments {
  fulfillmentId: string;
  order: Order;
}

const path = (orderId: string, rest = '') => `/v1/fulfillments/orders/${encodeURIComponent(orderId)}${rest}`;

export const orderFulfillments = defineModule(
  (context) => ({
    createFulfillment: (orderId: string, fulfillment: FulfillmentInput): Promise<CreateFulfillmentResponse> =>
      context.request({ method: 'POST', path: path(orderId, '/create-fulfillment'), body: { fulfillment } }),
    listFulfillmentsForSingleOrder: (orderId: string): Promise<OrderWithFulfillments> =>
      context.request({ method: 'GET', path: path(orderId) }),
  }),
  { elevated: ['createFulfillment'] },
);
