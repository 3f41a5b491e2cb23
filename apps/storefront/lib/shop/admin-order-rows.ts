/**
 * A row of the dashboard's orders list from an order (client form): plain values in the shop's time zone, ready
 * for a client component. Pure, so the list's words are tested apart from the server.
 */
import type { Order } from '@atelier/sdk';
import { DELIVERY_METHODS, FULFILMENT_STATUSES, PAYMENT_STATUSES } from './order-list-state';
import { dateText, timeText } from './shop-time';

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
  fulfilmentStatus: string;
  fulfilmentLabel: string;
  delivery: string;
  /** Whether "Mark as paid" applies: nothing paid of it yet, and not canceled. */
  unpaid: boolean;
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
    fulfilmentStatus: order.fulfillmentStatus ?? 'NOT_FULFILLED',
    fulfilmentLabel: labelOf(FULFILMENT_STATUSES, order.fulfillmentStatus),
    delivery: deliveryOf(order),
    unpaid:
      order.status !== 'CANCELED' &&
      (order.paymentStatus === 'NOT_PAID' || order.paymentStatus === 'PENDING'),
  };
}
