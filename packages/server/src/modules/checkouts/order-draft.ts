import type { StoredOrderLine } from '../../db/schema';
import { fromScaled } from '../../lib/money';
import { customLineView, discountView, lineView, taxSummaryView } from '../carts';
import type { OrderDraft, ShortLine } from '../orders';
import { currencyDigits, type PricedLineResult } from '../pricing';
import type { PricedCheckout } from './price';
import type { CheckoutRow } from './store';

/** The order a checkout makes, from its row and its pricing at the moment of the order. Pure. */

type DraftLine = OrderDraft['lines'][number];

const textOf = (amount: bigint, currency: string) => fromScaled(amount, currencyDigits(currency));

/** A line's money; with prices that include tax, its tax is inside its subtotal, not added to it. */
function moneyOf(p: PricedLineResult | undefined, currency: string, taxIncluded: boolean) {
  const t = (v: bigint) => textOf(v, currency);
  return {
    unitPrice: t(p?.unitPrice ?? 0n),
    fullPrice: t(p?.fullPrice ?? 0n),
    priceBeforeDiscounts: t(p?.priceBeforeDiscounts ?? 0n),
    lineSubtotal: t(p?.lineSubtotal ?? 0n),
    discount: t(p?.discount ?? 0n),
    tax: t(p?.tax ?? 0n),
    taxRate: p?.taxRate ?? '0',
    lineTotal: t(p ? p.lineSubtotal - p.discount + (taxIncluded ? 0n : p.tax) : 0n),
  };
}

export function orderLinesOf(row: CheckoutRow, pricing: PricedCheckout): DraftLine[] {
  const c = pricing.currency;
  const { priced } = pricing;
  const catalog = pricing.lines.map((l): DraftLine => {
    const p = priced.lines.get(l.line.id);
    const view = lineView(l, p, c, '');
    return {
      id: l.line.id,
      itemType: view.itemType.preset ?? 'PHYSICAL',
      productId: l.line.productId,
      variantId: l.line.variantId,
      name: view.productName.original,
      ...((l.facts?.slug ?? l.line.slug) ? { slug: l.facts?.slug ?? l.line.slug } : {}),
      ...(view.physicalProperties.sku ? { sku: view.physicalProperties.sku } : {}),
      quantity: l.line.quantity,
      ...moneyOf(p, c, priced.tax.includedInPrices),
      ...(view.physicalProperties.weight !== undefined ? { weight: view.physicalProperties.weight } : {}),
      ...(view.image ? { image: view.image as Record<string, unknown> } : {}),
      descriptionLines: view.descriptionLines as Record<string, unknown>[],
    };
  });
  const custom = row.customLines.map((line): DraftLine => {
    const p = priced.lines.get(line.id);
    const unit = pricing.customPrices.get(line.id) ?? { unitPrice: 0n, unitFullPrice: 0n };
    const view = customLineView(line, p, unit.unitPrice, unit.unitFullPrice, c);
    return {
      id: line.id,
      itemType: view.itemType.preset ?? 'CUSTOM_AMOUNT_ITEM',
      name: view.productName.original,
      quantity: line.quantity,
      ...moneyOf(p, c, priced.tax.includedInPrices),
      ...(view.physicalProperties?.weight !== undefined ? { weight: view.physicalProperties.weight } : {}),
      ...(view.media ? { image: view.media as Record<string, unknown> } : {}),
      descriptionLines: view.descriptionLines as Record<string, unknown>[],
    };
  });
  return [...catalog, ...custom];
}

/** Units that need shipping: physical catalog lines and custom lines that say they ship. */
export const physicalUnits = (lines: readonly Pick<StoredOrderLine, 'itemType' | 'quantity'>[]) =>
  lines.reduce((n, l) => n + (l.itemType === 'PHYSICAL' ? l.quantity : 0), 0);

/** The shipping the order keeps: the option's title, code and logistics, where it goes or where it is picked up. */
function shippingInfoOf(row: CheckoutRow, pricing: PricedCheckout) {
  const option = pricing.option;
  if (!option) return undefined;
  const l = option.logistics;
  return {
    code: option.code,
    title: option.title,
    carrierId: option.carrierId,
    logistics: {
      ...(l.deliveryTime ? { deliveryTime: l.deliveryTime } : {}),
      ...(l.instructions ? { instructions: l.instructions } : {}),
      ...(l.deliveryTimeSlot
        ? {
            deliveryTimeSlot: {
              from: l.deliveryTimeSlot.from.toISOString(),
              to: l.deliveryTimeSlot.to.toISOString(),
            },
          }
        : {}),
      ...(l.pickupDetails
        ? { pickupDetails: { address: l.pickupDetails.address, pickupMethod: l.pickupDetails.pickupMethod } }
        : row.shippingDestination
          ? { shippingDestination: row.shippingDestination }
          : {}),
    },
  };
}

export interface DraftExtras {
  giftCard?: { id: string; code: string; amount: bigint } | undefined;
  paymentMethod?: Record<string, unknown> | undefined;
}

export function orderDraftOf(row: CheckoutRow, pricing: PricedCheckout, extras: DraftExtras): OrderDraft {
  const c = pricing.currency;
  const t = pricing.priced.totals;
  const buyer = (row.buyerInfo ?? {}) as { email?: string };
  const contact = ((row.billingInfo ?? row.shippingDestination)?.contactDetails ?? {}) as {
    firstName?: string;
    lastName?: string;
    phone?: string;
  };
  const shippingInfo = shippingInfoOf(row, pricing);
  const coupon = pricing.priced.coupon;
  return {
    checkoutId: row.id,
    buyer: {
      ...(row.ownerSubjectId ? { subjectId: row.ownerSubjectId } : {}),
      ...(row.ownerMemberId ? { memberId: row.ownerMemberId } : {}),
      ...(buyer.email ? { email: buyer.email } : {}),
      ...(contact.firstName ? { firstName: contact.firstName } : {}),
      ...(contact.lastName ? { lastName: contact.lastName } : {}),
      ...(contact.phone ? { phone: contact.phone } : {}),
    },
    channelType: row.channelType,
    currency: c,
    taxIncludedInPrices: pricing.priced.tax.includedInPrices,
    weightUnit: 'KG',
    lines: orderLinesOf(row, pricing),
    priceSummary: {
      subtotal: textOf(t.subtotal, c),
      shipping: textOf(t.shipping, c),
      tax: textOf(t.tax, c),
      discount: textOf(t.discount + t.shippingDiscount, c),
      total: textOf(t.total, c),
      giftCard: textOf(extras.giftCard?.amount ?? 0n, c),
    },
    ...(row.billingInfo ? { billingInfo: row.billingInfo } : {}),
    ...(shippingInfo ? { shippingInfo } : {}),
    ...(row.shippingDestination && !pricing.option?.logistics.pickupDetails
      ? { recipientInfo: row.shippingDestination }
      : {}),
    appliedDiscounts: pricing.priced.appliedDiscounts.map(
      (d) => discountView(d, c) as Record<string, unknown>,
    ),
    taxSummary: taxSummaryView(pricing.priced, c) as unknown as Record<string, unknown>,
    ...(coupon && !coupon.problem ? { couponCode: coupon.code } : {}),
    ...(extras.giftCard
      ? {
          giftCard: {
            id: extras.giftCard.id,
            code: extras.giftCard.code,
            amount: textOf(extras.giftCard.amount, c),
          },
        }
      : {}),
    ...(extras.paymentMethod ? { paymentMethod: extras.paymentMethod } : {}),
    ...(row.buyerNote ? { buyerNote: row.buyerNote } : {}),
  };
}

/** A checkout line that cannot be had in full: the line, and the units its variant holds. */
/** Lines the catalog says fall short (read with the pricing, before any lock). */
export function shortLinesOf(pricing: PricedCheckout): ShortLine[] {
  return pricing.lines.flatMap((l) => {
    const a = l.availability;
    const available =
      a.status === 'NOT_FOUND' || a.status === 'NOT_AVAILABLE' ? 0 : (a.quantityAvailable ?? l.line.quantity);
    return available >= l.line.quantity
      ? []
      : [
          {
            lineItemId: l.line.id,
            productId: l.line.productId,
            variantId: l.line.variantId,
            requestedQuantity: l.line.quantity,
            availableQuantity: available,
          },
        ];
  });
}
