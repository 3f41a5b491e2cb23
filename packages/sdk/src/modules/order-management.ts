/**
 * The shop's own work on orders (elevated clients: a staff session or an app's key): marking an offline
 * order paid, and the orders list as a CSV file. Errors: `ValidationError` (a filter outside the query
 * language), `ApplicationError` NOT_FOUND (404), an order that cannot be marked paid (its code and
 * description, e.g. already paid or canceled), PERMISSION_DENIED (403: marking needs `orders:write`,
 * exporting `orders:read`).
 */
import { defineModule } from '../module';
import type { OrderResponse } from './orders-types';

/** The orders list's filter and sort, in the query language (the search's `filter` and `sort`). */
export interface OrdersExportQuery {
  filter?: Record<string, unknown>;
  sort?: { fieldName: string; order?: 'ASC' | 'DESC' }[];
}

export const orderManagement = defineModule(
  (context) => ({
    /** POST /v1/orders/{id}/mark-as-paid: the order's balance recorded as paid; answers the order. */
    markOrderAsPaid: (id: string): Promise<OrderResponse> =>
      context.request({
        method: 'POST',
        path: `/v1/orders/${encodeURIComponent(id)}/mark-as-paid`,
        body: {},
      }),
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
  { elevated: ['markOrderAsPaid', 'exportOrdersCsv'] },
);
