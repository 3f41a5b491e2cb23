import type { Static } from 'typebox';
import type { orders, StoredActivity, StoredOrderLine } from '../../db/schema';
import { productPagePath, shopPageUrl } from '../../lib/shop-pages';
import { minorUnitsOf, money } from '../carts';
import type { Activity, OrderLineItem, OrderView } from './schemas';
import { shippingView, withContact } from './view-shipping';
import { CHANNEL_TYPES, FULFILLMENT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './schemas';

/** Builds the wire Order from its row. Pure: every amount comes from the row's own decimal text. */

export type OrderRow = typeof orders.$inferSelect;

export const WIX_STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const IMAGE_EXPIRES = '2099-12-31T00:00:00.000Z';

type Rec = Record<string, unknown>;
export const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
export const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const oneOf = <T extends string>(values: readonly T[], v: unknown, fallback: T): T =>
  values.includes(v as T) ? (v as T) : fallback;

/** Money of the order: decimal text in minor units of its currency. */
export const minorOf = (row: Pick<OrderRow, 'currency'>, amount: string | undefined) =>
  minorUnitsOf(amount ?? '0', row.currency);

const OFFLINE_KINDS = new Set(['BANK_TRANSFER', 'PAY_ON_PICKUP']);

function imageOf(image: Rec | undefined): Static<typeof OrderLineItem>['image'] {
  const url = text(image?.url);
  if (!image || !url) return undefined;
  const width = image.width;
  const height = image.height;
  return {
    id: text(image.id) ?? url,
    url,
    ...(Number.isInteger(width) ? { width: width as number } : {}),
    ...(Number.isInteger(height) ? { height: height as number } : {}),
    ...(text(image.altText) ? { altText: text(image.altText)! } : {}),
    urlExpirationDate: text(image.urlExpirationDate) ?? IMAGE_EXPIRES,
  };
}

function lineView(row: OrderRow, line: StoredOrderLine, storefrontUrl: string): Static<typeof OrderLineItem> {
  const price = (amount: string) => money(minorOf(row, amount), row.currency);
  const afterTax = minorOf(row, line.lineTotal);
  const tax = minorOf(row, line.tax);
  const catalog = line.productId !== undefined;
  const physical = line.itemType === 'PHYSICAL';
  const image = imageOf(line.image);
  const offline = OFFLINE_KINDS.has(text(row.paymentMethod?.kind) ?? '');
  return {
    id: line.id,
    productName: { original: line.name, translated: line.name },
    ...(catalog
      ? {
          catalogReference: {
            appId: WIX_STORES_APP_ID,
            catalogItemId: line.productId!,
            ...(line.variantId ? { options: { variantId: line.variantId } } : {}),
          },
          rootCatalogItemId: line.productId!,
        }
      : {}),
    ...(line.slug
      ? {
          url: shopPageUrl(storefrontUrl, productPagePath(line.slug)),
        }
      : {}),
    quantity: line.quantity,
    totalDiscount: price(line.discount),
    descriptionLines: (line.descriptionLines ?? []) as Static<typeof OrderLineItem>['descriptionLines'],
    ...(image ? { image } : {}),
    physicalProperties: {
      ...(line.weight !== undefined ? { weight: line.weight } : {}),
      ...(line.sku ? { sku: line.sku } : {}),
      shippable: physical,
    },
    itemType: {
      preset: oneOf(
        ['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE', 'CUSTOM_AMOUNT_ITEM'],
        line.itemType,
        'PHYSICAL',
      ),
    },
    refundQuantity: line.refundedQuantity,
    restockQuantity: line.restockedQuantity,
    fulfilledQuantity: line.fulfilledQuantity,
    price: price(line.unitPrice),
    priceBeforeDiscounts: price(line.priceBeforeDiscounts),
    fullPrice: price(line.fullPrice),
    lineItemPrice: price(line.lineSubtotal),
    totalPriceBeforeTax: money(afterTax - tax, row.currency),
    totalPriceAfterTax: money(afterTax, row.currency),
    paymentOption: offline ? 'FULL_PAYMENT_OFFLINE' : 'FULL_PAYMENT_ONLINE',
    taxDetails: {
      taxableAmount: money(afterTax - tax, row.currency),
      taxRate: line.taxRate,
      totalTax: money(tax, row.currency),
    },
    ...(line.digitalFile
      ? {
          digitalFile: {
            fileId: line.digitalFile.fileId,
            ...(line.digitalFile.link ? { link: line.digitalFile.link } : {}),
            ...(line.digitalFile.expirationDate ? { expirationDate: line.digitalFile.expirationDate } : {}),
          },
        }
      : {}),
    ...(line.sku ? { sku: line.sku } : {}),
  };
}

function activityView(row: OrderRow, a: StoredActivity): Static<typeof Activity> {
  const d = a.details ?? {};
  const amount = text(d.amount);
  const tracking = isRec(d.trackingInfo) ? d.trackingInfo : undefined;
  return {
    id: a.id,
    createdDate: a.createdDate,
    type: a.type,
    ...(text(d.authorEmail) ? { authorEmail: text(d.authorEmail)! } : {}),
    ...(text(d.message) ? { merchantComment: { message: text(d.message)! } } : {}),
    ...(a.type === 'ORDER_REFUNDED' && amount !== undefined
      ? {
          orderRefunded: {
            manual: d.manual === true,
            amount: money(minorOf(row, amount), row.currency),
            ...(text(d.reason) ? { reason: text(d.reason)! } : {}),
          },
        }
      : {}),
    ...(amount !== undefined ? { amount: money(minorOf(row, amount), row.currency) } : {}),
    ...(tracking && text(tracking.trackingNumber)
      ? {
          trackingInfo: {
            trackingNumber: text(tracking.trackingNumber)!,
            shippingProvider: text(tracking.shippingProvider) ?? '',
            ...(text(tracking.trackingLink) ? { trackingLink: text(tracking.trackingLink)! } : {}),
          },
        }
      : {}),
    ...(text(d.customMessage) ? { customMessage: text(d.customMessage)! } : {}),
  };
}

/**
 * What was paid and refunded, from the order's own history: each payment's ORDER_PAID activity and each
 * refund's ORDER_REFUNDED activity carry their amount (written in the transaction that records the money),
 * and the gift card paid its part at checkout.
 */
export function moneyMoved(row: OrderRow): { paid: bigint; refunded: bigint } {
  let paid = minorOf(row, row.giftCard?.amount);
  let refunded = 0n;
  for (const a of row.activities) {
    const amount = text(a.details?.amount);
    if (amount === undefined) continue;
    if (a.type === 'ORDER_PAID' || a.type === 'ORDER_PARTIALLY_PAID') paid += minorOf(row, amount);
    if (a.type === 'ORDER_REFUNDED') refunded += minorOf(row, amount);
  }
  return { paid, refunded };
}

/** A gift card's code as the order shows it: its last four characters. */
export const maskedGiftCardCode = (code: string) => `****${code.slice(-4)}`;

/** The wire Order of spec section 3, in the Wix eCom Order's names. */
export function orderView(row: OrderRow, storefrontUrl: string): OrderView {
  const c = row.currency;
  const m = (amount: string | undefined) => money(minorOf(row, amount), c);
  const s = row.priceSummary;
  const { paid, refunded } = moneyMoved(row);
  const total = minorOf(row, s.total);
  const balance = row.status === 'CANCELED' || paid >= total ? 0n : total - paid;
  const billing = withContact(row.billingInfo);
  const recipient = withContact(row.recipientInfo);
  const shipping = shippingView(row);
  const pm = row.paymentMethod;
  const buyer = row.buyerInfo;
  return {
    id: row.id,
    number: String(row.number),
    createdDate: row.createdDate.toISOString(),
    updatedDate: row.updatedDate.toISOString(),
    purchasedDate: row.createdDate.toISOString(),
    ...(row.checkoutId ? { checkoutId: row.checkoutId } : {}),
    lineItems: row.lines.map((l) => lineView(row, l, storefrontUrl)),
    buyerInfo: {
      ...(row.buyerMemberId
        ? { memberId: row.buyerMemberId }
        : row.buyerSubjectId
          ? { visitorId: row.buyerSubjectId }
          : {}),
      ...(row.buyerEmail ? { email: row.buyerEmail } : {}),
    },
    createdBy: row.buyerMemberId
      ? { memberId: row.buyerMemberId }
      : row.buyerSubjectId
        ? { visitorId: row.buyerSubjectId }
        : { appId: text(buyer.appId) ?? 'atelier' },
    status: oneOf(ORDER_STATUSES, row.status, 'APPROVED'),
    paymentStatus: oneOf(PAYMENT_STATUSES, row.paymentStatus, 'NOT_PAID'),
    fulfillmentStatus: oneOf(FULFILLMENT_STATUSES, row.fulfillmentStatus, 'NOT_FULFILLED'),
    archived: row.archived,
    currency: c,
    weightUnit: row.weightUnit === 'LB' ? 'LB' : 'KG',
    taxIncludedInPrices: row.taxIncludedInPrices,
    priceSummary: {
      subtotal: m(s.subtotal),
      shipping: m(s.shipping),
      tax: m(s.tax),
      discount: m(s.discount),
      total: m(s.total),
      totalAdditionalFees: m('0'),
      giftCard: m(s.giftCard),
    },
    ...(billing ? { billingInfo: billing } : {}),
    ...(shipping ? { shippingInfo: shipping } : {}),
    ...(recipient ? { recipientInfo: recipient } : {}),
    ...(row.buyerNote ? { buyerNote: row.buyerNote } : {}),
    taxSummary: { totalTax: m(s.tax) },
    appliedDiscounts: row.appliedDiscounts as OrderView['appliedDiscounts'],
    activities: row.activities.map((a) => activityView(row, a)),
    channelInfo: { type: oneOf(CHANNEL_TYPES, row.channelType, 'WEB') },
    balanceSummary: {
      balance: money(balance, c),
      paid: money(paid, c),
      refunded: money(refunded, c),
    },
    seenByAHuman: false,
    fulfillments: row.fulfillments,
    ...(isRec(pm) && text(pm.kind)
      ? {
          paymentMethod: {
            ...(text(pm.id) ? { id: text(pm.id)! } : {}),
            kind: text(pm.kind)!,
            title: text(pm.title) ?? text(pm.kind)!,
            ...(text(pm.instructions) ? { instructions: text(pm.instructions)! } : {}),
          },
        }
      : {}),
    ...(row.couponCode ? { couponCode: row.couponCode } : {}),
    ...(row.giftCard
      ? { giftCard: { code: maskedGiftCardCode(row.giftCard.code), amount: m(row.giftCard.amount) } }
      : {}),
  };
}
