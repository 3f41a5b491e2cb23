/**
 * The buyer's orders on the server side of the storefront: /success and /profile/orders read them with the
 * session's tokens (a buyer reads only its own; the server answers 404 for another's).
 */
import { ApplicationError } from '@atelier/sdk';
import { orderView, paymentMethodView, type OrderView, type PaymentMethodView } from './order-view';
import { readPaymentMethods } from './checkout';
import { fieldsOf, type AddressFields } from './checkout-address';
import { renderSession } from './session';
import { uncachedClient } from './client';
import { getShopClock } from './shop-settings';

const isNotFound = (error: unknown) => error instanceof ApplicationError && error.status === 404;

/** One order for a render; undefined when it is not this buyer's (or there is no session). */
export async function readOrder(id: string): Promise<OrderView | undefined> {
  const session = await renderSession();
  if (!session) return undefined;
  try {
    const [order, clock] = await Promise.all([session.client.orders.getOrder(id), getShopClock()]);
    return orderView(order, clock);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

export type LinkedOrder =
  { status: 'found'; order: OrderView } | { status: 'expired' | 'invalid' | 'missing' };

/**
 * The order an order mail's link names (`/orders/view?token=…`), in any browser: the token is the check, so no
 * session is needed. An expired or unknown link is said as such; any other failure is thrown.
 */
export async function readOrderByLink(token: string | undefined): Promise<LinkedOrder> {
  if (!token) return { status: 'invalid' };
  try {
    const [order, clock] = await Promise.all([uncachedClient().orders.getOrderByLink(token), getShopClock()]);
    return { status: 'found', order: orderView(order, clock) };
  } catch (error) {
    if (error instanceof ApplicationError && error.status === 410) return { status: 'expired' };
    if (error instanceof ApplicationError && error.status === 403) return { status: 'invalid' };
    if (isNotFound(error)) return { status: 'missing' };
    throw error;
  }
}

/** The caller's newest orders, newest first (the server searches only the caller's own). */
async function newestOrders(limit: number) {
  const session = await renderSession();
  if (!session) return [];
  const result = await session.client.orders.searchOrders({
    sort: [{ fieldName: 'createdDate', order: 'DESC' }],
    cursorPaging: { limit },
  });
  return result.orders;
}

/** The member's orders, newest first. */
export async function readMyOrders(limit = 50): Promise<OrderView[]> {
  const [orders, clock] = await Promise.all([newestOrders(limit), getShopClock()]);
  return orders.map((order) => orderView(order, clock));
}

/**
 * Where the buyer's most recent order went, as the checkout's address form (members keep no address book):
 * undefined without one, or when that order was picked up.
 */
export async function readLastShippingAddress(): Promise<AddressFields | undefined> {
  const [last] = await newestOrders(1);
  const logistics = last?.shippingInfo?.logistics;
  return logistics?.pickupDetails ? undefined : fieldsOf(logistics?.shippingDestination);
}

/** The payment methods as the checkout offers them. */
export async function readPaymentChoices(): Promise<PaymentMethodView[]> {
  return (await readPaymentMethods()).map(paymentMethodView);
}
