/**
 * Order entities in client form (spec section 3 "Order"): the wire shapes generated from the server's schemas
 * (../wire/orders.ts), with `id` as `_id`, dates as Dates (see ClientForm), a line's `image` flattened to a
 * string (spec section 7 "Response handling", media.ts).
 */
import type { ClientForm } from '../client-form';
import type { QueryMetadata } from '../query';
import type { QueryResult } from '../query-result';
import type * as Wire from '../wire/orders';

type Flat<T, K extends string> = Omit<T, K> & { [P in K]?: string };

export type OrderLineItem = Flat<ClientForm<Wire.OrderLineItem>, 'image' | 'url'>;
export type Order = Omit<ClientForm<Wire.Order>, 'lineItems'> & { lineItems: OrderLineItem[] };
export type OrderActivity = ClientForm<Wire.OrderActivity>;
export type OrderFulfillment = ClientForm<Wire.OrderFulfillment>;
export type OrderPriceSummary = Wire.OrderPriceSummary;
export type OrderShippingInfo = ClientForm<Wire.OrderShippingInfo>;

export interface OrderResponse {
  order: Order;
}

export interface OrderSearch {
  filter?: Record<string, unknown>;
  sort?: { fieldName: string; order: 'ASC' | 'DESC' }[];
  cursorPaging?: { limit: number; cursor?: string };
  paging?: { limit?: number; offset?: number };
}

export interface SearchOrdersResponse {
  orders: Order[];
  metadata: QueryMetadata & { hasNext?: boolean };
}

/** searchOrders' answer: Wix's `{ orders, metadata }`, and the way to the pages around it. */
export interface OrdersSearchResult extends Omit<QueryResult<Order>, 'next' | 'prev'>, SearchOrdersResponse {
  /** The following page; rejects with `No next page to fetch` at the end. */
  next(): Promise<OrdersSearchResult>;
  /** The page before; rejects with `No previous page to fetch` at the start. */
  prev(): Promise<OrdersSearchResult>;
}

export interface UpdateOrderOptions {
  /** Fields to change; without it, the fields the order argument sets. */
  fieldMask?: string[];
}

export interface CancelOrderOptions {
  sendOrderCanceledEmail?: boolean;
  customMessage?: string;
  restockAllItems?: boolean;
}

export interface PaymentCollectabilityResponse {
  status: 'COLLECTABLE' | 'NONCOLLECTABLE' | string;
  reason?: string;
  [field: string]: unknown;
}
