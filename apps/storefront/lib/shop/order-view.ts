/**
 * Orders as the shop shows them (/success, /profile/orders): pure functions over the SDK's order, tested
 * without a server. Amounts are the server's, only formatted here.
 */
import { formatAddress, type FormattableAddress, type PaymentMethod } from '@atelier/sdk';
import { fieldsOf, addressLines } from './checkout-address';
import { isZero, money, productHref } from './cart-view';
import type { CheckoutTotals } from './checkout-view';
import { dateTimeText, slotText, type ShopClock } from './shop-time';

type Price = { amount: string; formattedAmount?: string } | undefined;

/** The fields of an order this module reads (spec section 3 "Order", Wix eCom's names, client form). */
export interface OrderLike {
  _id: string;
  number?: string;
  _createdDate?: Date | string;
  status?: string;
  paymentStatus?: string;
  fulfillmentStatus?: string;
  currency?: string;
  buyerInfo?: { email?: string };
  lineItems?: {
    _id?: string;
    productName?: { original?: string };
    quantity?: number;
    price?: Price;
    totalPriceAfterTax?: Price;
    image?: string;
    url?: string;
    /** A digital line's file: `link` (and its expiry) once the order is paid. */
    digitalFile?: { link?: string; expirationDate?: Date | string };
    descriptionLines?: {
      name?: { original?: string };
      plainText?: { original?: string };
      colorInfo?: { original?: string };
    }[];
  }[];
  priceSummary?: {
    subtotal?: Price;
    shipping?: Price;
    tax?: Price;
    discount?: Price;
    total?: Price;
    giftCard?: Price;
  };
  shippingInfo?: {
    title?: string;
    logistics?: {
      shippingDestination?: Parameters<typeof fieldsOf>[0];
      pickupDetails?: { address?: FormattableAddress };
      deliveryTimeSlot?: { from: Date | string; to: Date | string };
      deliveryTime?: string;
    };
  };
  activities?: {
    _id?: string;
    type?: string;
    _createdDate?: Date | string;
    trackingInfo?: Tracking;
    customMessage?: string;
    merchantComment?: { message?: string };
  }[];
  fulfillments?: { _id?: string; _createdDate?: Date | string; trackingInfo?: Tracking }[];
  paymentMethod?: { title?: string; instructions?: string; kind?: string };
  couponCode?: string;
  /** What the buyer still owes (after the gift card and any payment). */
  balanceSummary?: { balance?: Price };
}

interface Tracking {
  trackingNumber?: string;
  shippingProvider?: string;
  trackingLink?: string;
}

export interface PaymentMethodView {
  id: string;
  kind: string;
  title: string;
  /** The instructions' first line, beside the choice. */
  summary: string;
  instructions: string;
  /** Paid when the order is collected: offered only with a pickup option. */
  pickupOnly: boolean;
}

export function paymentMethodView(method: PaymentMethod): PaymentMethodView {
  const instructions = method.instructions ?? '';
  return {
    id: method._id,
    kind: method.kind,
    title: method.title,
    pickupOnly: method.pickupOnly,
    summary:
      instructions
        .split('\n')
        .find((line) => line.trim())
        ?.trim() ?? '',
    instructions,
  };
}

const STATUS: Record<string, string> = {
  APPROVED: 'Confirmed',
  INITIALIZED: 'Being placed',
  PENDING: 'Pending',
  CANCELED: 'Canceled',
  REJECTED: 'Declined',
};
const PAYMENT: Record<string, string> = {
  NOT_PAID: 'Awaiting payment',
  PAID: 'Paid',
  PARTIALLY_PAID: 'Partly paid',
  PENDING: 'Payment pending',
  PARTIALLY_REFUNDED: 'Partly refunded',
  FULLY_REFUNDED: 'Refunded',
};
const FULFILMENT: Record<string, string> = {
  NOT_FULFILLED: 'Being prepared',
  PARTIALLY_FULFILLED: 'Partly sent',
  FULFILLED: 'Sent',
};
const ACTIVITY: Record<string, string> = {
  ORDER_PLACED: 'Order placed',
  ORDER_PAID: 'Payment received',
  ORDER_CANCELED: 'Order canceled',
  ORDER_FULFILLED: 'Order sent',
  ORDER_PARTIALLY_FULFILLED: 'Part of the order sent',
  TRACKING_NUMBER_ADDED: 'Tracking number added',
  TRACKING_NUMBER_EDITED: 'Tracking number changed',
  ORDER_REFUNDED: 'Refund issued',
  MERCHANT_COMMENT: 'Note from the shop',
};

/** `TRACKING_NUMBER_ADDED` -> `Tracking number added`, for a type this shop has no words for yet. */
const humanize = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');
const label = (table: Record<string, string>, code: string | undefined) =>
  code ? (table[code] ?? humanize(code)) : '';

/** An order's date and time, in the shop's zone, named: "Nov 27, 2026, 8:39 AM ET". */
export const orderDate = (value: Date | string | undefined, timeZone: string) =>
  value ? dateTimeText(value, timeZone) : '';

export interface OrderLineView {
  id: string;
  name: string;
  href: string | undefined;
  options: string[];
  quantity: number;
  price: string;
  total: string;
  /** A paid digital line's download link and until when it works (`expired` once that has passed). */
  download?: { link: string; until: string; expired: boolean };
}

export interface TrackingView {
  number: string;
  provider: string;
  link: string | undefined;
}

export interface OrderView {
  id: string;
  number: string;
  placed: string;
  status: string;
  paymentStatus: string;
  fulfillmentStatus: string;
  canceled: boolean;
  /** The buyer still has to pay (the payment instructions apply). */
  awaitingPayment: boolean;
  email: string;
  lines: OrderLineView[];
  totals: CheckoutTotals;
  /** The delivery chosen, with its day and window when it has one: "Local courier — Tuesday, December 1, 9:00 AM–12:00 PM ET". */
  delivery: string | undefined;
  /** The shop's opening hours, for a pickup. */
  pickupHours: string | undefined;
  /** Where it goes, on lines; or where it is picked up. */
  shipTo: string[];
  pickupAt: string | undefined;
  payment: { title: string; instructions: string } | undefined;
  couponCode: string | undefined;
  activities: { id: string; date: string; text: string }[];
  tracking: TrackingView[];
}

function trackingOf(order: OrderLike): TrackingView[] {
  const seen = new Set<string>();
  const all = [...(order.fulfillments ?? []), ...(order.activities ?? [])].flatMap((entry) => {
    const info = entry.trackingInfo;
    if (!info?.trackingNumber || seen.has(info.trackingNumber)) return [];
    seen.add(info.trackingNumber);
    return [
      {
        number: info.trackingNumber,
        provider: info.shippingProvider ?? '',
        link: info.trackingLink || undefined,
      },
    ];
  });
  return all;
}

function activityText(activity: NonNullable<OrderLike['activities']>[number]): string {
  const base = label(ACTIVITY, activity.type);
  const tracking = activity.trackingInfo?.trackingNumber;
  const note = activity.merchantComment?.message ?? activity.customMessage;
  return [base, tracking ? `(${tracking})` : '', note ? `: ${note}` : '']
    .filter(Boolean)
    .join(' ')
    .replace(' :', ':');
}

/** The download of a paid digital line; none when the order was canceled or refunded in full. */
function downloadOf(
  order: OrderLike,
  file: { link?: string; expirationDate?: Date | string } | undefined,
  now: Date,
  timeZone: string,
): OrderLineView['download'] {
  if (!file?.link || order.status === 'CANCELED' || order.paymentStatus === 'FULLY_REFUNDED')
    return undefined;
  const expires = file.expirationDate ? new Date(file.expirationDate) : undefined;
  return {
    link: file.link,
    until: orderDate(expires, timeZone),
    expired: expires !== undefined && expires.getTime() <= now.getTime(),
  };
}

export function orderView(order: OrderLike, clock: ShopClock, now = new Date()): OrderView {
  const zone = clock.timeZone;
  const currency = order.currency ?? 'USD';
  const zero = money({ amount: '0' }, currency)!;
  const summary = order.priceSummary;
  const total = money(summary?.total, currency) ?? zero;
  const gift = summary?.giftCard;
  const lines = (order.lineItems ?? []).map((line, index): OrderLineView => ({
    id: line._id ?? String(index),
    name: line.productName?.original ?? 'Piece',
    href: productHref(line.url),
    options: (line.descriptionLines ?? []).flatMap((d) => {
      const value = d.plainText?.original ?? d.colorInfo?.original;
      return d.name?.original && value ? [`${d.name.original}: ${value}`] : [];
    }),
    quantity: line.quantity ?? 1,
    price: money(line.price, currency) ?? '',
    total: money(line.totalPriceAfterTax, currency) ?? '',
    download: downloadOf(order, line.digitalFile, now, zone),
  }));
  const logistics = order.shippingInfo?.logistics;
  const pickup = logistics?.pickupDetails?.address;
  const giftAmount = gift && !isZero(gift) ? money(gift, currency) : undefined;
  const slot = logistics?.deliveryTimeSlot;
  const delivery = [order.shippingInfo?.title, slot ? slotText(slot, zone) : undefined].filter(Boolean);
  return {
    id: order._id,
    number: order.number ?? '',
    placed: orderDate(order._createdDate, zone),
    status: label(STATUS, order.status),
    paymentStatus: label(PAYMENT, order.paymentStatus),
    fulfillmentStatus: label(FULFILMENT, order.fulfillmentStatus),
    canceled: order.status === 'CANCELED',
    awaitingPayment:
      order.status !== 'CANCELED' &&
      (order.paymentStatus === 'NOT_PAID' || order.paymentStatus === 'PARTIALLY_PAID'),
    email: order.buyerInfo?.email ?? '',
    lines,
    totals: {
      subtotal: money(summary?.subtotal, currency) ?? zero,
      discount: isZero(summary?.discount) ? undefined : money(summary?.discount, currency),
      shipping: money(summary?.shipping, currency),
      tax: money(summary?.tax, currency),
      giftCard: giftAmount,
      total,
      toPay: money(order.balanceSummary?.balance, currency) ?? total,
    },
    delivery: delivery.length > 0 ? delivery.join(' — ') : undefined,
    pickupHours: pickup && clock.hours ? clock.hours : undefined,
    shipTo: pickup ? [] : addressLines(fieldsOf(logistics?.shippingDestination)),
    pickupAt: pickup ? formatAddress(pickup).join(', ') || undefined : undefined,
    payment: order.paymentMethod?.title
      ? { title: order.paymentMethod.title, instructions: order.paymentMethod.instructions ?? '' }
      : undefined,
    couponCode: order.couponCode || undefined,
    activities: (order.activities ?? []).map((activity, index) => ({
      id: activity._id ?? String(index),
      date: orderDate(activity._createdDate, zone),
      text: activityText(activity),
    })),
    tracking: trackingOf(order),
  };
}
