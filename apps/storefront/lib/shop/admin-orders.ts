/**
 * The dashboard's orders list on the storefront's server side: one page of orders for the list, and the
 * whole filtered list as CSV, both with the staff session (staff.ts) and the same filter (order-list-state.ts).
 */
import { ApplicationError, type Order } from '@atelier/sdk';
import { cookies } from 'next/headers';
import {
  DELIVERY_METHODS,
  FULFILMENT_STATUSES,
  ORDERS_PAGE_SIZE,
  orderQueryOf,
  PAYMENT_STATUSES,
  type OrderListState,
} from './order-list-state';
import { getShopClock } from './shop-settings';
import { dateText, timeText, zoneLabel } from './shop-time';
import { sessionToken, staffClient, type StaffClient } from './staff';
import { isStaffSessionEnded, staffErrorMessage } from './staff-errors';

/** What a row of the list shows: plain values, ready for a client component. */
export interface OrderRowView {
  id: string;
  number: string;
  /** "Nov 27, 2026, 9:39 AM" in the shop's zone. */
  date: string;
  dateIso: string;
  buyerName: string;
  email: string;
  total: string;
  paymentStatus: string;
  paymentLabel: string;
  fulfilmentLabel: string;
  delivery: string;
  /** Whether "Mark as paid" applies: nothing paid of it yet, and not canceled. */
  unpaid: boolean;
}

export interface OrdersPage {
  rows: OrderRowView[];
  hasNext: boolean;
  timeZone: string;
  zone: string;
}

type Contact = { firstName?: string; lastName?: string } | undefined;
const nameOf = (contact: Contact) =>
  [contact?.firstName, contact?.lastName].filter((part) => part && part.trim()).join(' ');

const labelOf = (table: Record<string, string>, value: string | undefined) =>
  (value && table[value]) ?? value ?? '';

function deliveryOf(order: Order): string {
  const info = order.shippingInfo;
  if (!info) return DELIVERY_METHODS.NONE;
  if (info.title) return info.title;
  return info.logistics?.pickupDetails ? DELIVERY_METHODS.PICKUP : DELIVERY_METHODS.SHIPPING;
}

export function orderRowOf(order: Order, timeZone: string): OrderRowView {
  const created = new Date(order._createdDate ?? order.purchasedDate ?? Date.now());
  const contact =
    order.billingInfo?.contactDetails ??
    order.recipientInfo?.contactDetails ??
    order.shippingInfo?.logistics?.shippingDestination?.contactDetails;
  return {
    id: order._id!,
    number: String(order.number),
    date: `${dateText(created, timeZone)}, ${timeText(created, timeZone)}`,
    dateIso: created.toISOString(),
    buyerName: nameOf(contact),
    email: order.buyerInfo?.email ?? '',
    total: order.priceSummary?.total?.formattedAmount ?? order.priceSummary?.total?.amount ?? '',
    paymentStatus: order.paymentStatus ?? 'NOT_PAID',
    paymentLabel: labelOf(PAYMENT_STATUSES, order.paymentStatus),
    fulfilmentLabel: labelOf(FULFILMENT_STATUSES, order.fulfillmentStatus),
    delivery: deliveryOf(order),
    unpaid:
      order.status !== 'CANCELED' &&
      (order.paymentStatus === 'NOT_PAID' || order.paymentStatus === 'PENDING'),
  };
}

/** One page of the list, as the URL's state asks. */
export async function readOrdersPage(client: StaffClient, state: OrderListState): Promise<OrdersPage> {
  const clock = await getShopClock();
  const { filter, sort } = orderQueryOf(state, clock.timeZone);
  const result = await client.orders.searchOrders({
    filter,
    sort,
    paging: { limit: ORDERS_PAGE_SIZE, offset: (state.page - 1) * ORDERS_PAGE_SIZE },
  });
  return {
    rows: result.orders.map((o) => orderRowOf(o, clock.timeZone)),
    hasNext: result.metadata.hasNext,
    timeZone: clock.timeZone,
    zone: zoneLabel(clock.timeZone),
  };
}

/** The CSV download's outcome: the server's streaming answer, or a status and words for the browser. */
export type CsvDownload =
  { ok: true; body: ReadableStream<Uint8Array> | null } | { ok: false; status: number; message: string };

/**
 * The filtered list as CSV, streamed from the commerce server with the staff session of the request's cookie.
 */
export async function exportOrdersCsv(state: OrderListState): Promise<CsvDownload> {
  const token = sessionToken(await cookies());
  if (!token) return { ok: false, status: 401, message: 'Sign in to download orders.' };
  try {
    const clock = await getShopClock();
    const answer = await staffClient(token).orderManagement.exportOrdersCsv(
      orderQueryOf(state, clock.timeZone),
    );
    return { ok: true, body: answer.body };
  } catch (error) {
    if (isStaffSessionEnded(error))
      return { ok: false, status: 401, message: 'Your session has ended: sign in again.' };
    if (error instanceof ApplicationError && error.status === 403)
      return { ok: false, status: 403, message: 'Your role may not read orders.' };
    const words = staffErrorMessage(error);
    if (!words.expected) console.error('orders export failed', error);
    return { ok: false, status: words.expected ? 400 : 502, message: words.message };
  }
}
