/**
 * The shop's management of an order beyond Wix's `orders` calls (elevated client): payments marked by hand
 * (with an amount and the bank's reference), the payments and refunds list, refundability with the amount left
 * to give back, refunds, staff notes (never shown to the buyer), the order's history from the audit log, and the
 * confirmation mailed again, and the orders list as a CSV file.
 *
 * A page that showed an order passes the order's `_updatedDate` as `revision`: a write on an order that changed
 * since is refused with ApplicationError 409 ORDER_CHANGED, whose `data.changes` say who changed what and when
 * (the same option on `orders.updateOrder`, `orders.cancelOrder` and `orderFulfillments.createFulfillment`).
 * Errors: `ValidationError` (a malformed body; an amount above the balance: `amount.amount` DECIMAL_LTE);
 * `ApplicationError` NOT_FOUND (404), ORDER_ALREADY_PAID, ORDER_CANCELED, ORDER_REFUNDED, ORDER_CHANGED,
 * ORDER_HAS_NO_EMAIL, REFUND_EXCEEDS_PAID (409), MAIL_NOT_SENT (503), PERMISSION_DENIED (403).
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/orders';
import type { Order } from './orders-types';

export type OrderPayment = ClientForm<Wire.OrderPayment>;
export type OrderRefund = ClientForm<Wire.OrderRefund>;
export type OrderTransactions = ClientForm<Wire.TransactionsReply>['orderTransactions'];
export type Refundability = ClientForm<Wire.RefundabilityReply>;
export type MarkAsPaidInput = Wire.MarkAsPaidBody;
export type OrderNote = ClientForm<Wire.OrderNote>;
export type OrderHistoryEntry = ClientForm<Wire.OrderHistoryEntry>;
export interface RefundInput {
  refundDetails?: {
    items?: { lineItemId: string; quantity: number }[];
    shippingIncluded?: boolean;
    reason?: string;
  };
  amount?: { amount: string };
  sideEffects?: { restockInfo?: { type: 'NO_ITEMS' | 'ALL_ITEMS' } };
}
export interface RefundResponse {
  order: Order;
  refund: OrderRefund;
}
/** The orders list's filter and sort, in the query language (the search's `filter` and `sort`). */
export interface OrdersExportQuery {
  filter?: Record<string, unknown>;
  sort?: { fieldName: string; order?: 'ASC' | 'DESC' }[];
}

/** The order's `_updatedDate` as the page showed it: a write on a newer order is refused (409 ORDER_CHANGED). */
export interface RevisionOption {
  revision?: Date | string;
}

/** The header a write carries its revision in (the server's conflict check). */
export function revisionHeaders(options: RevisionOption | undefined): Record<string, string> | undefined {
  const r = options?.revision;
  if (r === undefined) return undefined;
  return { 'if-match': typeof r === 'string' ? r : r.toISOString() };
}

const order = (id: string, rest: string) => `/v1/orders/${encodeURIComponent(id)}${rest}`;
const FIELDS = { 'order.id': 'order._id' };

export const orderManagement = defineModule(
  (context) => ({
    /** POST /v1/orders/{id}/mark-as-paid: the balance, or `amount`, paid offline (with the bank's reference). */
    markAsPaid: async (
      orderId: string,
      input: MarkAsPaidInput = {},
      options: RevisionOption = {},
    ): Promise<Order> =>
      (
        await context.request<{ order: Order }>({
          method: 'POST',
          path: order(orderId, '/mark-as-paid'),
          body: input,
          headers: revisionHeaders(options),
          fieldMap: FIELDS,
        })
      ).order,
    /** GET /v1/payments/orders/{orderId}: the order's payments and refunds. */
    listTransactions: async (orderId: string): Promise<OrderTransactions> =>
      (
        await context.request<ClientForm<Wire.TransactionsReply>>({
          method: 'GET',
          path: `/v1/payments/orders/${encodeURIComponent(orderId)}`,
        })
      ).orderTransactions,
    /** GET /v1/order-refunds/orders/{orderId}/refundability: whether, how, and how much is left to refund. */
    getRefundability: (orderId: string): Promise<Refundability> =>
      context.request({
        method: 'GET',
        path: `/v1/order-refunds/orders/${encodeURIComponent(orderId)}/refundability`,
      }),
    /** POST /v1/order-refunds/orders/{orderId}/refund: some units (or an amount), restocked or not. */
    refundOrder: (
      orderId: string,
      input: RefundInput,
      options: RevisionOption = {},
    ): Promise<RefundResponse> =>
      context.request({
        method: 'POST',
        path: `/v1/order-refunds/orders/${encodeURIComponent(orderId)}/refund`,
        body: input,
        headers: revisionHeaders(options),
        fieldMap: FIELDS,
      }),
    /** GET /v1/orders/{id}/notes: the staff notes, oldest first. */
    listNotes: async (orderId: string): Promise<OrderNote[]> =>
      (await context.request<{ notes: OrderNote[] }>({ method: 'GET', path: order(orderId, '/notes') }))
        .notes,
    /** POST /v1/orders/{id}/notes: a note by the signed-in person. */
    addNote: async (orderId: string, text: string): Promise<OrderNote> =>
      (
        await context.request<{ note: OrderNote }>({
          method: 'POST',
          path: order(orderId, '/notes'),
          body: { text },
        })
      ).note,
    /** GET /v1/orders/{id}/history: who did what to the order, and the mails it sent, oldest first. */
    getHistory: async (orderId: string): Promise<OrderHistoryEntry[]> =>
      (
        await context.request<{ entries: OrderHistoryEntry[] }>({
          method: 'GET',
          path: order(orderId, '/history'),
        })
      ).entries,
    /** POST /v1/orders/{id}/resend-confirmation: the order confirmation mailed to the buyer again. */
    resendConfirmation: (orderId: string): Promise<{ sent: boolean }> =>
      context.request({ method: 'POST', path: order(orderId, '/resend-confirmation'), body: {} }),
    /**
     * GET /v1/orders/export.csv: every order the filter finds, as CSV with a header row. Answers the
     * fetch Response, its body unread, to be streamed on (text/csv, an attachment named orders.csv).
     */
    exportOrdersCsv: (query: OrdersExportQuery = {}): Promise<Response> =>
      context.request<Response>({
        method: 'GET',
        path: '/v1/orders/export.csv',
        query: {
          ...(query.filter && Object.keys(query.filter).length > 0
            ? { filter: JSON.stringify(query.filter) }
            : {}),
          ...(query.sort && query.sort.length > 0 ? { sort: JSON.stringify(query.sort) } : {}),
        },
        rules: false,
        stream: true,
      }),
  }),
  {
    elevated: [
      'markAsPaid',
      'getRefundability',
      'refundOrder',
      'listNotes',
      'addNote',
      'getHistory',
      'resendConfirmation',
      'exportOrdersCsv',
    ],
  },
);
