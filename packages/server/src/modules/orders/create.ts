import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open';
import type { StoredActivity, StoredOrderLine, StoredPriceSummary } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { digitalFileIds, takeStock, type Shortfall, type StockLine } from '../catalog';
import { minorUnitsOf } from '../carts';
import { recordEvents } from '../events';
import { digitalLinks, type LinkKeys } from './digital';
import { paymentStatusOf } from './money-rules';
import { insertOrder } from './store';
import { recordGiftCardPayment } from './transactions';
import { orderView, type OrderRow } from './view';

/** Order event types of spec section 4, as written to the outbox. */
export const ORDER_EVENTS = {
  created: 'ecom.order.created',
  updated: 'ecom.order.updated',
  approved: 'ecom.order.approved',
  canceled: 'ecom.order.canceled',
  paymentStatusUpdated: 'ecom.order.payment_status_updated',
} as const;

/** An order as its maker (a checkout, or the merchant's create) hands it over, priced and checked. */
export interface OrderDraft {
  checkoutId?: string;
  buyer: {
    subjectId?: string;
    memberId?: string;
    email?: string;
    firstName?: string;
    lastName?: string;
    phone?: string;
  };
  /** Spec section 3, Channel type. */
  channelType: string;
  currency: string;
  taxIncludedInPrices: boolean;
  weightUnit: 'KG' | 'LB';
  lines: Omit<StoredOrderLine, 'fulfilledQuantity' | 'refundedQuantity' | 'restockedQuantity'>[];
  priceSummary: StoredPriceSummary;
  /** { address (spec names), contactDetails } */
  billingInfo?: Record<string, unknown>;
  /** Wix order shippingInfo: { title, code, carrierId, logistics { deliveryTime, deliverByDate,
   * deliveryTimeSlot { from, to }, shippingDestination { address, contactDetails },
   * pickupDetails { address, pickupMethod } } }; its cost is priceSummary.shipping. */
  shippingInfo?: Record<string, unknown>;
  recipientInfo?: Record<string, unknown>;
  /** Carts' wire discounts (CartDiscount: discountType, lineItemIds, coupon, merchantDiscount, discountRule). */
  appliedDiscounts: Record<string, unknown>[];
  taxSummary?: Record<string, unknown>;
  couponCode?: string;
  giftCard?: { id: string; code: string; amount: string };
  /** { id, kind, title, instructions } as chosen. */
  paymentMethod?: Record<string, unknown>;
  buyerNote?: string;
}

type OutboxEvent = Parameters<typeof recordEvents>[1][number];

export type CreateOrderResult = { ok: true; row: OrderRow } | { ok: false; shortfalls: Shortfall[] };

export const activity = (type: string, details?: Record<string, unknown>): StoredActivity => ({
  id: randomUUID(),
  type,
  createdDate: new Date().toISOString(),
  ...(details ? { details } : {}),
});

/** The units of catalog variants the lines hold (custom lines hold none). */
export const stockLinesOf = (
  lines: readonly Pick<StoredOrderLine, 'productId' | 'variantId' | 'quantity'>[],
) =>
  lines.flatMap((l): StockLine[] =>
    l.productId && l.variantId && l.quantity > 0
      ? [{ productId: l.productId, variantId: l.variantId, quantity: l.quantity }]
      : [],
  );

/**
 * The lines with the file each digital line's product has now (`digitalFile.fileId`); the download link
 * comes when the order is paid. Orders without digital lines send no statement for it.
 */
async function withDigitalFiles(tx: Db, lines: OrderDraft['lines']): Promise<OrderDraft['lines']> {
  const digital = lines.flatMap((l) => (l.itemType === 'DIGITAL' && l.productId ? [l.productId] : []));
  if (digital.length === 0) return lines;
  const files = await digitalFileIds(tx, [...new Set(digital)]);
  return lines.map((l) => {
    const fileId = l.itemType === 'DIGITAL' && l.productId ? files.get(l.productId) : undefined;
    return fileId ? { ...l, digitalFile: { fileId } } : l;
  });
}

/**
 * In the caller's transaction: takes stock for the catalog lines (the catalog's takeStock, under its row
 * locks), inserts the order (status APPROVED, NOT_PAID, NOT_FULFILLED) with its ORDER_PLACED activity, records
 * the gift card's share (the caller redeems it in this transaction) as its payment (PARTIALLY_PAID, or PAID when
 * it paid it all), and writes ecom.order.created and ecom.order.approved. When stock falls short nothing is written and the
 * shortfalls are answered. The unique checkout index refuses a second order of one checkout (the caller's
 * transaction then fails: a checkout's caller locks the checkout first so it never gets there).
 */
export async function createOrder(
  tx: Db,
  draft: OrderDraft,
  /** `links`: the keys that sign download links, for an order a gift card pays in full when it is placed. */
  deps: { storefrontUrl?: string; links?: LinkKeys } = {},
  /** Events of the caller's own written with the order's, in one statement (a checkout's completed event). */
  moreEvents: (row: OrderRow) => OutboxEvent[] = () => [],
): Promise<CreateOrderResult> {
  if (draft.lines.length === 0)
    throw invalidField('order.lineItems', 'MIN_SIZE', 'must have at least 1 item');
  const taken = await takeStock(tx, stockLinesOf(draft.lines));
  if (!taken.ok) return { ok: false, shortfalls: taken.shortfalls };
  const { buyer } = draft;
  // A gift card that paid the whole order leaves nothing to pay; one that paid a part, PARTIALLY_PAID.
  const paymentStatus = paymentStatusOf({
    total: minorUnitsOf(draft.priceSummary.total, draft.currency),
    giftCard: minorUnitsOf(draft.priceSummary.giftCard, draft.currency),
    paid: 0n,
    refunded: 0n,
  });
  const id = randomUUID();
  const stored = (await withDigitalFiles(tx, draft.lines)).map((l) => ({
    ...l,
    fulfilledQuantity: 0,
    refundedQuantity: 0,
    restockedQuantity: 0,
  }));
  // Paid already: its digital lines get their download links now, as a payment would give them.
  const lines =
    paymentStatus === 'PAID' && deps.links
      ? digitalLinks(deps.links, { id, lines: stored }, new Date())
      : stored;
  const row = await insertOrder(tx, {
    id,
    checkoutId: draft.checkoutId ?? null,
    buyerSubjectId: buyer.subjectId ?? null,
    buyerMemberId: buyer.memberId ?? null,
    buyerEmail: buyer.email ?? null,
    buyerInfo: Object.fromEntries(Object.entries(buyer).filter(([, v]) => v !== undefined)),
    channelType: draft.channelType,
    status: 'APPROVED',
    paymentStatus,
    fulfillmentStatus: 'NOT_FULFILLED',
    currency: draft.currency,
    taxIncludedInPrices: draft.taxIncludedInPrices,
    weightUnit: draft.weightUnit,
    lines,
    priceSummary: draft.priceSummary,
    billingInfo: draft.billingInfo ?? null,
    shippingInfo: draft.shippingInfo ?? null,
    recipientInfo: draft.recipientInfo ?? null,
    appliedDiscounts: draft.appliedDiscounts,
    taxSummary: draft.taxSummary ?? null,
    couponCode: draft.couponCode ?? null,
    giftCard: draft.giftCard ?? null,
    paymentMethod: draft.paymentMethod ?? null,
    buyerNote: draft.buyerNote ?? null,
    activities: [activity('ORDER_PLACED')],
  });
  await recordGiftCardPayment(tx, row);
  const entity = orderView(row, deps.storefrontUrl ?? '');
  await recordEvents(tx, [
    { type: ORDER_EVENTS.created, entityId: row.id, entity },
    { type: ORDER_EVENTS.approved, entityId: row.id, entity },
    ...moreEvents(row),
  ]);
  return { ok: true, row };
}
