/**
 * The dashboard's orders list, its whole state in the URL so a reload, a shared link and "back" show the same
 * list: `/admin/orders?q=ada&payment=NOT_PAID&fulfilment=&delivery=PICKUP&from=2026-11-01&to=2026-11-30&sort=total-desc&page=2`.
 * Pure: parsing, the address of a changed list, and the search the server is asked.
 */

import { dayStartIn, nextDay } from './shop-time';

export const PAYMENT_STATUSES = {
  NOT_PAID: 'Not paid',
  PAID: 'Paid',
  PARTIALLY_PAID: 'Partially paid',
  PENDING: 'Pending',
  PARTIALLY_REFUNDED: 'Partially refunded',
  FULLY_REFUNDED: 'Refunded',
} as const;
export const FULFILMENT_STATUSES = {
  NOT_FULFILLED: 'Not fulfilled',
  PARTIALLY_FULFILLED: 'Partially fulfilled',
  FULFILLED: 'Fulfilled',
} as const;
export const DELIVERY_METHODS = {
  SHIPPING: 'Shipping',
  PICKUP: 'Pickup',
  NONE: 'No delivery',
} as const;
export const ORDER_SORTS = {
  'date-desc': 'Newest first',
  'date-asc': 'Oldest first',
  'number-desc': 'Number, highest first',
  'number-asc': 'Number, lowest first',
  'total-desc': 'Total, highest first',
  'total-asc': 'Total, lowest first',
} as const;

export type PaymentFilter = keyof typeof PAYMENT_STATUSES;
export type FulfilmentFilter = keyof typeof FULFILMENT_STATUSES;
export type DeliveryFilter = keyof typeof DELIVERY_METHODS;
export type OrderSort = keyof typeof ORDER_SORTS;
export type SortColumn = 'date' | 'number' | 'total';

export const DEFAULT_ORDER_SORT: OrderSort = 'date-desc';
export const ORDERS_PAGE_SIZE = 25;
export const ORDERS_PATH = '/admin/orders';
const MAX_PAGE = 4000;

export interface OrderListState {
  /** Order number, email or buyer name. */
  q: string;
  payment: PaymentFilter | '';
  fulfilment: FulfilmentFilter | '';
  delivery: DeliveryFilter | '';
  /** Days in the shop's time zone, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  sort: OrderSort;
  /** One-based. */
  page: number;
}

export type RawParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

const oneOf = <T extends string>(table: Record<T, string>, value: string): T | '' =>
  Object.hasOwn(table, value) ? (value as T) : '';

/** A real calendar day `YYYY-MM-DD`, or ''. */
export function dayOrEmpty(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return '';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 2000 && y <= 2999 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? value : '';
}

/** Reads the URL's search parameters; anything malformed falls back to its default. */
export function parseOrderListState(raw: RawParams): OrderListState {
  let from = dayOrEmpty(first(raw.from));
  let to = dayOrEmpty(first(raw.to));
  if (from && to && from > to) [from, to] = [to, from];
  const pageText = first(raw.page);
  const page = /^\d{1,4}$/.test(pageText) ? Math.min(MAX_PAGE, Math.max(1, Number(pageText))) : 1;
  return {
    q: first(raw.q).slice(0, 100),
    payment: oneOf(PAYMENT_STATUSES, first(raw.payment)),
    fulfilment: oneOf(FULFILMENT_STATUSES, first(raw.fulfilment)),
    delivery: oneOf(DELIVERY_METHODS, first(raw.delivery)),
    from,
    to,
    sort: oneOf(ORDER_SORTS, first(raw.sort)) || DEFAULT_ORDER_SORT,
    page,
  };
}

/** The list's query string, defaults left out (`?` included when there is one). */
export function orderListQuery(state: OrderListState): string {
  const search = new URLSearchParams();
  if (state.q) search.set('q', state.q);
  if (state.payment) search.set('payment', state.payment);
  if (state.fulfilment) search.set('fulfilment', state.fulfilment);
  if (state.delivery) search.set('delivery', state.delivery);
  if (state.from) search.set('from', state.from);
  if (state.to) search.set('to', state.to);
  if (state.sort !== DEFAULT_ORDER_SORT) search.set('sort', state.sort);
  if (state.page > 1) search.set('page', String(state.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The address of the list with `patch` applied; any change but the page's goes back to page 1. */
export function orderListHref(
  state: OrderListState,
  patch: Partial<OrderListState> = {},
  pathname = ORDERS_PATH,
): string {
  const resets = Object.keys(patch).some((k) => k !== 'page');
  return `${pathname}${orderListQuery({ ...state, ...(resets ? { page: 1 } : {}), ...patch })}`;
}

/** Whether anything narrows the list (the sort and page do not). */
export const isFilteredList = (s: OrderListState): boolean =>
  Boolean(s.q || s.payment || s.fulfilment || s.delivery || s.from || s.to);

/** The sort a column header asks for: its own column flipped when it is the current one, else descending. */
export function sortForColumn(current: OrderSort, column: SortColumn): OrderSort {
  return current === `${column}-desc` ? `${column}-asc` : `${column}-desc`;
}

/** `aria-sort` of a column header. */
export function ariaSortOf(current: OrderSort, column: SortColumn): 'ascending' | 'descending' | undefined {
  if (current === `${column}-asc`) return 'ascending';
  if (current === `${column}-desc`) return 'descending';
  return undefined;
}

const SORT_FIELDS: Record<SortColumn, string> = {
  date: 'createdDate',
  number: 'number',
  total: 'priceSummary.total.amount',
};

export interface OrderQuery {
  filter: Record<string, unknown>;
  sort: { fieldName: string; order: 'ASC' | 'DESC' }[];
}

/**
 * The server's filter and sort for the list (POST /v1/orders/search and the CSV export alike). The search
 * finds its text in the buyer's email or name, or an order number (`1042` or `#1042`).
 */
export function orderQueryOf(state: OrderListState, timeZone: string): OrderQuery {
  const and: Record<string, unknown>[] = [];
  if (state.payment) and.push({ paymentStatus: state.payment });
  if (state.fulfilment) and.push({ fulfillmentStatus: state.fulfilment });
  if (state.delivery) and.push({ deliveryMethod: state.delivery });
  if (state.from || state.to) {
    and.push({
      createdDate: {
        ...(state.from ? { $gte: dayStartIn(state.from, timeZone).toISOString() } : {}),
        ...(state.to ? { $lt: dayStartIn(nextDay(state.to), timeZone).toISOString() } : {}),
      },
    });
  }
  const q = state.q.trim();
  if (q) {
    const number = /^#?(\d{1,15})$/.exec(q);
    and.push({
      $or: [
        ...(number ? [{ number: Number(number[1]) }] : []),
        { 'buyerInfo.email': { $contains: q } },
        { 'buyerInfo.name': { $contains: q } },
      ],
    });
  }
  const [column, direction] = state.sort.split('-') as [SortColumn, 'asc' | 'desc'];
  return {
    filter: and.length === 0 ? {} : and.length === 1 ? and[0]! : { $and: and },
    sort: [{ fieldName: SORT_FIELDS[column], order: direction === 'asc' ? 'ASC' : 'DESC' }],
  };
}
