/**
 * Order entities in client form (spec section 3 "Order"): the wire shapes generated from the server's schemas
 * (../wire/orders.ts), with `id` as `_id`, dates as Dates (see ClientForm), a line's `image` flattened to a
 * string (spec section 7 "Response handling", media.ts).
 */
import type { ClientForm } from '../client-form';
import type { QueryResult } from '../query-result';
import type * as Wire from '../wire/orders';

type Flat<T, K extends string> = Omit<T, K> & { [P in K]?: string };

export type OrderLineItem = Flat<ClientForm<Wire.OrderLineItem>, 'image' | 'url'>;
export type Order = Omit<ClientForm<Wire.Order>, 'lineItems'> & { lineItems: OrderLineItem[] };
export type OrderActivity = ClientForm<Wire.OrderActivity>;
export type OrderFulfillment = ClientForm<Wire.OrderFulfillment>;
export type TrackingInfo = Wire.TrackingInfo;
/** A new fulfilment: the lines sent and how many of each (none: every line not yet sent), and the tracking. */
export type FulfillmentInput = ClientForm<Wire.FulfillmentInput>;
/** What updateFulfillment changes: the tracking only (`null` removes it); lines: delete and create again. */
export type FulfillmentUpdate = ClientForm<Wire.FulfillmentUpdate>;
/** A fulfilment call's answer: the order's fulfilments (and the order, for the calls that change it). */
export type OrderWithFulfillments = ClientForm<Wire.FulfillmentsReply>;
export type CreateFulfillmentResponse = Omit<ClientForm<Wire.CreateFulfillmentReply>, 'order'> & {
  order: Order;
};
export type FulfillmentChangeResponse = Omit<ClientForm<Wire.FulfillmentChangeReply>, 'order'> & {
  order: Order;
};
export type OrderPriceSummary = Wire.OrderPriceSummary;
export type OrderShippingInfo = ClientForm<Wire.OrderShippingInfo>;

export interface OrderResponse {
  order: Order;
}

/**
 * Wix's search object, as the server's schema takes it (../wire/orders.ts), with the filter in object form and
 * the sort as a list (the SDK's own query language; the server also takes their JSON text).
 */
export type OrderSearch = Omit<Wire.OrderSearch, 'filter' | 'sort'> & {
  filter?: Record<string, unknown>;
  sort?: Extract<NonNullable<Wire.OrderSearch['sort']>, unknown[]>;
};

/** POST /v1/orders/search's answer in client form. */
export type SearchOrdersResponse = Omit<ClientForm<Wire.SearchOrdersReply>, 'orders'> & { orders: Order[] };

/** searchOrders' answer: Wix's `{ orders, metadata }`, and the way to the pages around it. */
export interface OrdersSearchResult extends Omit<QueryResult<Order>, 'next' | 'prev'> {
  orders: Order[];
  /** Wix's metadata of the page, and its total when the server counted it. */
  metadata: SearchOrdersResponse['metadata'] & { total?: number };
  /** The following page; rejects with `No next page to fetch` at the end. */
  next(): Promise<OrdersSearchResult>;
  /** The page before; rejects with `No previous page to fetch` at the start. */
  prev(): Promise<OrdersSearchResult>;
}

export interface UpdateOrderOptions {
  /** Fields to change; without it, the fields the order argument sets. */
  fieldMask?: string[];
  /** The order's `_updatedDate` as shown: a newer order refuses the change (409 ORDER_CHANGED). */
  revision?: Date | string;
}

export interface CancelOrderOptions {
  sendOrderCanceledEmail?: boolean;
  customMessage?: string;
  restockAllItems?: boolean;
  /** The order's `_updatedDate` as shown: a newer order refuses the cancel (409 ORDER_CHANGED). */
  revision?: Date | string;
}

export interface PaymentCollectabilityResponse {
  status: 'COLLECTABLE' | 'NONCOLLECTABLE' | string;
  reason?: string;
  [field: string]: unknown;
}
