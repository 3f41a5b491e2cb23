/**
 * Orders (spec section 7 "Orders"), with Wix's `orders` names. A buyer reads its own orders (another's
 * answers ApplicationError 404) and searches only its own; creating and updating orders are management
 * operations (elevated client, spec section 6).
 */
import { defineModule, type ModuleContext } from '../module';
import { createResult, type QueryResult } from '../query-result';
import { DEFAULT_PAGE_SIZE, query, type QueryBuilder, type QueryPage, type WireQuery } from '../query';
import { toServiceFieldPath } from '../transform';
import { revisionHeaders } from './order-management';
import type {
  CancelOrderOptions,
  Order,
  OrderResponse,
  OrderSearch,
  OrdersSearchResult,
  PaymentCollectabilityResponse,
  SearchOrdersResponse,
  UpdateOrderOptions,
} from './orders-types';

export type * from './orders-types';

const path = (id: string, rest = '') => `/v1/orders/${encodeURIComponent(id)}${rest}`;
const FIELDS = { 'order.id': 'order._id', id: '_id' };

/** The order fields an update sets, one level deep, in service form: `buyerInfo.email,status`. */
export function orderFieldMask(order: Partial<Order>): string[] {
  const fields: string[] = [];
  for (const [key, value] of Object.entries(order)) {
    if (key === '_id' || value === undefined) continue;
    const isGroup =
      value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
    const children = isGroup ? Object.keys(value as object) : [];
    if (children.length === 0) fields.push(toServiceFieldPath(key));
    else for (const child of children) fields.push(toServiceFieldPath(`${key}.${child}`));
  }
  return fields;
}

function searchRunner(context: ModuleContext) {
  return async (wire: WireQuery): Promise<QueryPage<Order>> => {
    const answer = await context.request<SearchOrdersResponse>({
      method: 'POST',
      path: '/v1/orders/search',
      body: { search: wire },
      fieldMap: { search: 'search' },
    });
    return { items: answer.orders, metadata: answer.metadata };
  };
}

/** A wire query from Wix's search object: cursor paging of the default page size unless it says otherwise. */
function wireSearch(search: OrderSearch): WireQuery {
  return {
    filter: search.filter ?? {},
    sort: (search.sort ?? []).map((s) => ({ fieldName: s.fieldName, order: s.order ?? 'ASC' })),
    ...(search.paging
      ? { paging: { limit: search.paging.limit ?? DEFAULT_PAGE_SIZE, offset: search.paging.offset ?? 0 } }
      : {
          cursorPaging: {
            limit: search.cursorPaging?.limit ?? DEFAULT_PAGE_SIZE,
            ...(search.cursorPaging?.cursor ? { cursor: search.cursorPaging.cursor } : {}),
          },
        }),
  };
}

/** A page with Wix's `orders` and `metadata` beside the iterator's fields; its neighbours alike. */
function withOrders(result: QueryResult<Order>): OrdersSearchResult {
  const metadata = {
    count: result.length,
    cursors: result.cursors,
    hasNext: result.hasNext(),
    ...(result.totalCount !== undefined ? { total: result.totalCount } : {}),
  };
  return {
    ...result,
    orders: result.items,
    metadata,
    next: async () => withOrders(await result.next()),
    prev: async () => withOrders(await result.prev()),
  };
}

export const orders = defineModule(
  (context) => {
    const run = searchRunner(context);
    const page = async (wire: WireQuery) => withOrders(createResult(run, wire, await run(wire)));
    return {
      getOrder: async (_id: string): Promise<Order> =>
        (await context.request<OrderResponse>({ method: 'GET', path: path(_id), fieldMap: FIELDS })).order,

      /**
       * GET /v1/order-link: the order an order mail's link names, with the token of that link (`token` of
       * the shop's `/orders/view?token=…`). It needs no login; an expired link answers ApplicationError 410
       * `ORDER_LINK_EXPIRED`, any other token 403 `INVALID_ORDER_LINK`.
       */
      getOrderByLink: async (token: string): Promise<Order> =>
        (
          await context.request<OrderResponse>({
            method: 'GET',
            path: '/v1/order-link',
            query: { token },
            fieldMap: FIELDS,
          })
        ).order,

      /**
       * POST /v1/orders/search: `{ orders, metadata }` of one page, with `next()`, `prev()` (rejecting with
       * 'No next page to fetch' / 'No previous page to fetch' at the ends) and `for await` over every order.
       */
      searchOrders: (search: OrderSearch = {}): Promise<OrdersSearchResult> => page(wireSearch(search)),

      /** The same search as a builder: `queryOrders().eq('paymentStatus', 'NOT_PAID').descending('createdDate').find()`. */
      queryOrders: (): QueryBuilder<Order> => query(run, { paging: 'cursor' }),

      createOrder: async (order: Partial<Order>): Promise<Order> =>
        (
          await context.request<OrderResponse>({
            method: 'POST',
            path: '/v1/orders',
            body: { order },
            fieldMap: FIELDS,
          })
        ).order,

      updateOrder: async (
        _id: string,
        order: Partial<Order>,
        options: UpdateOrderOptions = {},
      ): Promise<Order> => {
        const fieldMask = (options.fieldMask ?? orderFieldMask(order)).map(toServiceFieldPath).join(',');
        const body = { order: { ...order, _id }, ...(fieldMask ? { fieldMask } : {}) };
        return (
          await context.request<OrderResponse>({
            method: 'PATCH',
            path: path(_id),
            body,
            headers: revisionHeaders(options),
            fieldMap: FIELDS,
          })
        ).order;
      },

      cancelOrder: (_id: string, options: CancelOrderOptions = {}): Promise<OrderResponse> => {
        const { revision, ...body } = options;
        return context.request({
          method: 'POST',
          path: path(_id, '/cancel'),
          body,
          headers: revisionHeaders({ revision }),
          fieldMap: FIELDS,
        });
      },

      getPaymentCollectabilityStatus: (ecomOrderId: string): Promise<PaymentCollectabilityResponse> =>
        context.request({
          method: 'GET',
          path: `/v1/payments-collector/orders/${encodeURIComponent(ecomOrderId)}/payment-collectability-status`,
        }),
    };
  },
  { elevated: ['createOrder', 'updateOrder'] },
);
