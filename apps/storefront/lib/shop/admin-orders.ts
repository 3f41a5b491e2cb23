/**
 * The dashboard's orders list on the storefront's server side: one page of orders for the list, and the
 * whole filtered list as CSV, both with the staff session (staff.ts) and the same filter (order-list-state.ts).
 */
import { ApplicationError } from '@atelier/sdk';
import { orderRowOf, type OrderRowView } from './admin-order-rows';
import { cookies } from 'next/headers';
import { ORDERS_PAGE_SIZE, orderQueryOf, type OrderListState } from './order-list-state';
import { getShopClock } from './shop-settings';
import { zoneLabel } from './shop-time';
import { sessionToken, staffClient, type StaffClient } from './staff';
import { isStaffSessionEnded, staffErrorMessage } from './staff-errors';

export type { OrderRowView };

export interface OrdersPage {
  rows: OrderRowView[];
  hasNext: boolean;
  timeZone: string;
  zone: string;
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
