/**
 * The dashboard's order detail (/admin/orders/[id]) and its print pages: pure functions over the SDK's order,
 * its payments, history and staff notes, tested without a server. Amounts are the server's, only formatted.
 */
import {
  parseImage,
  type Order,
  type OrderHistoryEntry,
  type OrderNote,
  type OrderTransactions,
} from '@atelier/sdk';
import { absoluteUrl } from './catalog-view';
import { addressLines, fieldsOf, type AddressFields } from './checkout-address';
import { money } from './cart-view';
import { orderDate } from './order-view';
import { changedSentence, changesSince } from './changes-since';

/** The SDK's order, for the dashboard's components (which import no SDK). */
export type AdminOrder = Order;

type Price = { amount: string; formattedAmount?: string } | undefined;

const label = (words: Record<string, string>, value: string | undefined) =>
  value ? (words[value] ?? value.toLowerCase().replace(/_/g, ' ')) : '';

/** A line's picture as an address the browser can load (the server's media address made absolute). */
export function lineImageUrl(image: string | undefined, apiBase: string): string | undefined {
  if (!image) return undefined;
  const url = parseImage(image).url;
  return url ? absoluteUrl(url, apiBase) : undefined;
}

/** The buyer as the shop sees them: a member (with an account) or a visitor who checked out as a guest. */
export interface BuyerView {
  name: string;
  email: string;
  kind: 'Member' | 'Visitor';
}

export function buyerView(order: Pick<Order, 'buyerInfo' | 'billingInfo' | 'shippingInfo'>): BuyerView {
  const contact =
    order.billingInfo?.contactDetails ?? order.shippingInfo?.logistics?.shippingDestination?.contactDetails;
  const name = [contact?.firstName, contact?.lastName].filter(Boolean).join(' ');
  return {
    name,
    email: order.buyerInfo?.email ?? '',
    kind: order.buyerInfo?.memberId ? 'Member' : 'Visitor',
  };
}

/** What was paid, refunded and is still owed, formatted; `owes` when the buyer still has to pay. */
export function moneyFacts(order: Pick<Order, 'balanceSummary' | 'currency'>) {
  const currency = order.currency ?? 'USD';
  const balance = order.balanceSummary?.balance as Price;
  return {
    paid: money(order.balanceSummary?.paid as Price, currency) ?? '',
    refunded:
      Number(order.balanceSummary?.refunded?.amount ?? 0) > 0
        ? money(order.balanceSummary?.refunded as Price, currency)
        : undefined,
    owed: money(balance, currency) ?? '',
    owes: Number(balance?.amount ?? 0) > 0,
    balance: balance?.amount ?? '0',
  };
}

/** A line the merchant may still ship or refund, with how many units are left for it. */
export interface LineLeft {
  id: string;
  name: string;
  left: number;
}

/** Units not yet shipped, per line. */
export function fulfillableLines(order: Pick<Order, 'lineItems'>): LineLeft[] {
  return order.lineItems.flatMap((l) => {
    const left = l.quantity - (l.fulfilledQuantity ?? 0) - (l.refundQuantity ?? 0);
    return left > 0 ? [{ id: l._id, name: l.productName.original, left }] : [];
  });
}

/** Units not yet refunded, per line. */
export function refundableLines(order: Pick<Order, 'lineItems'>): LineLeft[] {
  return order.lineItems.flatMap((l) => {
    const left = l.quantity - (l.refundQuantity ?? 0);
    return left > 0 ? [{ id: l._id, name: l.productName.original, left }] : [];
  });
}

/** The shipping address as the edit form's fields (empty fields for an order shipped nowhere). */
export function shippingFields(order: Pick<Order, 'shippingInfo'>): AddressFields | undefined {
  return fieldsOf(order.shippingInfo?.logistics?.shippingDestination);
}

export const billingLines = (order: Pick<Order, 'billingInfo'>) => addressLines(fieldsOf(order.billingInfo));

const ACTIVITY: Record<string, string> = {
  ORDER_PLACED: 'Order placed',
  ORDER_PAID: 'Paid',
  ORDER_PARTIALLY_PAID: 'Partly paid',
  ORDER_FULFILLED: 'Fulfilled',
  TRACKING_NUMBER_ADDED: 'Tracking number added',
  TRACKING_NUMBER_EDITED: 'Tracking number changed',
  ORDER_CANCELED: 'Canceled',
  ORDER_REFUNDED: 'Refunded',
  SHIPPING_ADDRESS_EDITED: 'Shipping address changed',
  EMAIL_EDITED: 'Email changed',
  MERCHANT_COMMENT: 'Comment',
};

const AUDIT: Record<string, string> = {
  'order.created': 'Order created',
  'order.updated': 'Order changed',
  'order.marked_paid': 'Marked as paid',
  'order.canceled': 'Canceled',
  'order.refunded': 'Refunded',
  'order.fulfilled': 'Fulfilled',
  'order.fulfillment_updated': 'Tracking changed',
  'order.fulfillment_deleted': 'Fulfilment deleted',
  'order.note_added': 'Note added',
};

const MAILS: Record<string, string> = {
  ORDER_CONFIRMATION: 'Order confirmation',
  ORDER_SHIPPED: 'Shipping notice',
  ORDER_CANCELED: 'Cancellation notice',
  ORDER_DOWNLOADS: 'Download links',
};

/** Which audit action did each activity of the order (to name who did it). */
const ACTIVITY_ACTION: Record<string, string> = {
  ORDER_PAID: 'order.marked_paid',
  ORDER_PARTIALLY_PAID: 'order.marked_paid',
  ORDER_FULFILLED: 'order.fulfilled',
  TRACKING_NUMBER_ADDED: 'order.fulfilled',
  ORDER_CANCELED: 'order.canceled',
  ORDER_REFUNDED: 'order.refunded',
  SHIPPING_ADDRESS_EDITED: 'order.updated',
  EMAIL_EDITED: 'order.updated',
};

/** An activity and its audit entry are the same event when written within this of each other. */
const SAME_EVENT_MS = 5000;

export interface TimelineEntry {
  id: string;
  /** ISO, for sorting and <time dateTime>. */
  at: string;
  date: string;
  text: string;
  /** Who did it, when the audit log names someone. */
  by: string | undefined;
}

type Activity = Order['activities'][number];

function activityText(a: Activity, currency: string): string {
  const base = label(ACTIVITY, a.type);
  const amount = a.amount ? money(a.amount as Price, currency) : undefined;
  const refunded = a.orderRefunded?.amount ? money(a.orderRefunded.amount as Price, currency) : undefined;
  const tracking = a.trackingInfo
    ? `${a.trackingInfo.shippingProvider} ${a.trackingInfo.trackingNumber}`.trim()
    : undefined;
  const detail = [amount ?? refunded, tracking, a.orderRefunded?.reason, a.customMessage].filter(Boolean);
  return detail.length > 0 ? `${base}: ${detail.join(' · ')}` : base;
}

const time = (d: Date | string | undefined) => (d ? new Date(d).getTime() : 0);

/**
 * What happened to the order, newest first: its own activities (placed, paid, fulfilled, canceled, refunded,
 * edits), each with the person the audit log names for it, and the audit entries no activity tells (the mails
 * sent, changes that left no activity). Staff notes are kept apart (notesView).
 */
export function timelineOf(
  order: Pick<Order, 'activities' | 'currency'>,
  history: OrderHistoryEntry[],
  timeZone: string,
): TimelineEntry[] {
  const currency = order.currency ?? 'USD';
  const used = new Set<string>();
  const entries: TimelineEntry[] = order.activities.map((a, i) => {
    const at = time(a._createdDate);
    const action = a.type ? ACTIVITY_ACTION[a.type] : undefined;
    const match = action
      ? history.find((h) => h.action === action && Math.abs(time(h._createdDate) - at) < SAME_EVENT_MS)
      : undefined;
    if (match) used.add(match._id);
    return {
      id: a._id ?? `activity-${i}`,
      at: new Date(at).toISOString(),
      date: orderDate(a._createdDate, timeZone),
      text: activityText(a, currency),
      by: match?.actor.name,
    };
  });
  for (const h of history) {
    if (used.has(h._id) || h.action === 'order.note_added') continue;
    // An activity told this already (its matching entry was used by another activity of the same write).
    if (!h.mail && Object.keys(ACTIVITY_ACTION).some((k) => ACTIVITY_ACTION[k] === h.action)) {
      const told = order.activities.some(
        (a) =>
          a.type &&
          ACTIVITY_ACTION[a.type] === h.action &&
          Math.abs(time(a._createdDate) - time(h._createdDate)) < SAME_EVENT_MS,
      );
      if (told) continue;
    }
    const text = h.mail
      ? `${label(MAILS, h.mail.kind)} mailed to ${h.mail.to}${h.action === 'order.confirmation_resent' ? ' (sent again)' : ''}`
      : label(AUDIT, h.action) + (h.fields.length > 0 ? `: ${h.fields.join(', ')}` : '');
    entries.push({
      id: h._id,
      at: new Date(time(h._createdDate)).toISOString(),
      date: orderDate(h._createdDate, timeZone),
      text,
      by: h.actor.name === 'The shop' ? undefined : h.actor.name,
    });
  }
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

export interface NoteView {
  id: string;
  text: string;
  author: string;
  at: string;
  date: string;
}

export const notesView = (notes: OrderNote[], timeZone: string): NoteView[] =>
  notes.map((n) => ({
    id: n._id,
    text: n.text,
    author: n.author.name,
    at: new Date(n._createdDate).toISOString(),
    date: orderDate(n._createdDate, timeZone),
  }));

export interface PaymentRow {
  id: string;
  kind: 'Payment' | 'Refund';
  date: string;
  amount: string;
  method: string;
  detail: string;
}

const METHODS: Record<string, string> = {
  BANK_TRANSFER: 'Bank transfer',
  PAY_ON_PICKUP: 'Pay on pickup',
  GIFT_CARD: 'Gift card',
  CARD: 'Card',
  MANUAL: 'Marked paid',
};

/** Payments and refunds, oldest first. */
export function paymentRows(tx: OrderTransactions, currency: string, timeZone: string): PaymentRow[] {
  const payments = tx.payments.map((p) => ({
    id: p._id,
    kind: 'Payment' as const,
    at: time(p._createdDate),
    date: orderDate(p._createdDate, timeZone),
    amount: money(p.amount as Price, currency) ?? '',
    method: label(METHODS, p.regularPaymentDetails.paymentMethod),
    detail: [
      p.regularPaymentDetails.reference ? `Ref. ${p.regularPaymentDetails.reference}` : '',
      label({ APPROVED: 'approved' }, p.regularPaymentDetails.status),
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  const refunds = tx.refunds.map((r) => ({
    id: r._id,
    kind: 'Refund' as const,
    at: time(r._createdDate),
    date: orderDate(r._createdDate, timeZone),
    amount:
      money(
        {
          amount: r.transactions
            .reduce((s, t) => s + Number(t.amount.amount), 0)
            .toFixed(r.transactions[0]?.amount.amount.split('.')[1]?.length ?? 2),
        },
        currency,
      ) ?? '',
    method: r.transactions.some((t) => t.externalRefund) ? 'Given back by the shop' : 'Refunded',
    detail: r.details.reason ?? '',
  }));
  return [...payments, ...refunds].sort((a, b) => a.at - b.at).map(({ at: _at, ...row }) => row);
}

/** "Olive Owner changed this order at Nov 27, 2026, 9:40 AM ET: marked as paid (paymentStatus, …)". */
export function conflictMessage(data: unknown, timeZone: string): string {
  const changes = changesSince(data);
  if (changes.length === 0) return 'This order changed since you opened it. Reload to see the change.';
  const what = changes
    .map((c) => {
      const action = label(AUDIT, c.action).toLowerCase();
      const fields = c.fields.filter((f) => f !== 'balanceSummary');
      return fields.length > 0 ? `${action} (${fields.join(', ')})` : action;
    })
    .join('; ');
  return changedSentence(changes, 'this order', what, timeZone);
}
