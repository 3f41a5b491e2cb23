import { divRound, formatMoney, toScaled } from '../../lib/money';
import { decimalText, minorUnits } from './currency';
import type { CouponProblem, DiscountScope } from './types';

/**
 * Offers are what a merchant defines: coupons (a code the shopper enters) and automatic discounts (applied
 * when their conditions hold). Both take a percentage or an amount off, or make shipping free, over a scope.
 */
export type OfferType = 'PERCENT' | 'AMOUNT' | 'FREE_SHIPPING';

export interface Offer {
  id: string;
  name: string;
  type: OfferType;
  /** Percent text, "10" = 10 % (PERCENT). */
  percentage: string | null;
  /** Decimal text in the shop's currency (AMOUNT). */
  amount: string | null;
  /** FREE_SHIPPING is always SHIPPING. */
  scope: DiscountScope;
  /** SPECIFIC_ITEMS: a line qualifies when its product is listed or it is in a listed collection. */
  productIds: string[];
  collectionIds: string[];
  /** The cart's subtotal (before cart discounts) must reach it. */
  minimumSubtotal: string | null;
  startDate: Date | null;
  expirationDate: Date | null;
  active: boolean;
}

export interface CouponOffer extends Offer {
  code: string;
  usageLimit: number | null;
  usageLimitPerBuyer: number | null;
}

export interface CouponUsage {
  total: number;
  byBuyer: number;
}

/** Percent text with at most two places, above 0 and at most 100: in hundredths of a percent. */
export function parsePercentage(text: string): bigint | undefined {
  const value = toScaled(text, 2);
  return value === undefined || value <= 0n || value > 10_000n ? undefined : value;
}

export interface OfferLine {
  productId?: string;
  collectionIds: readonly string[];
}

/** Whether a line is in an offer's scope. Custom lines (no product) count for GLOBAL offers only. */
export function lineInScope(offer: Offer, line: OfferLine): boolean {
  if (offer.scope === 'GLOBAL') return true;
  if (offer.scope === 'SHIPPING' || line.productId === undefined) return false;
  return (
    offer.productIds.includes(line.productId) ||
    line.collectionIds.some((c) => offer.collectionIds.includes(c))
  );
}

/** What an offer takes off `base` (the remaining amount of what it applies to), never more than `base`. */
export function offerAmount(offer: Offer, base: bigint, currency: string): bigint {
  if (base <= 0n) return 0n;
  let off = 0n;
  if (offer.type === 'FREE_SHIPPING') off = base;
  else if (offer.type === 'PERCENT')
    off = divRound(base * (parsePercentage(offer.percentage ?? '') ?? 0n), 10_000n);
  else off = minorUnits(offer.amount ?? '0', currency) ?? 0n;
  return off > base ? base : off < 0n ? 0n : off;
}

/** Whether an automatic discount holds for this cart now (dates, active, minimum; scope is the caller's). */
export function offerOpen(offer: Offer, subtotal: bigint, currency: string, now: Date): boolean {
  return (
    offer.active &&
    (offer.startDate === null || offer.startDate <= now) &&
    (offer.expirationDate === null || offer.expirationDate > now) &&
    subtotal >= minimum(offer, currency)
  );
}

const minimum = (offer: Offer, currency: string) =>
  offer.minimumSubtotal === null ? 0n : (minorUnits(offer.minimumSubtotal, currency) ?? 0n);

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "1 March 2026": the day it is in the shop's time zone (its settings), so a coupon that ends at
 * 2026-12-01T03:00Z reads "30 November 2026" in a New York shop.
 */
export function shopperDate(date: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    dateFormats.set(timeZone, format);
  }
  return format.format(date);
}

export const couponNotFound = (): CouponProblem => ({
  code: 'COUPON_NOT_FOUND',
  description: 'This code does not exist: check its spelling',
});

export interface CouponContext {
  /** The cart's subtotal before cart discounts. */
  subtotal: bigint;
  /** Whether some line is in the coupon's scope (ignored for GLOBAL and SHIPPING coupons). */
  hasLineInScope: boolean;
  currency: string;
  now: Date;
  /** The shop's time zone (IANA name): the one dates are written in. */
  timeZone: string;
}

/**
 * Why a coupon cannot be used now whatever the cart (unknown or inactive, not started, expired, used up, used
 * by this buyer as often as allowed), in a shopper's words with dates in the shop's time zone, or undefined
 * when it can.
 */
export function couponStandingProblem(
  coupon: CouponOffer | undefined,
  usage: CouponUsage,
  { now, timeZone }: { now: Date; timeZone: string },
): CouponProblem | undefined {
  if (!coupon || !coupon.active) return couponNotFound();
  if (coupon.startDate && coupon.startDate > now) {
    return {
      code: 'COUPON_NOT_STARTED',
      description: `This code can be used from ${shopperDate(coupon.startDate, timeZone)}`,
    };
  }
  if (coupon.expirationDate && coupon.expirationDate <= now) {
    return {
      code: 'COUPON_EXPIRED',
      description: `This code expired on ${shopperDate(coupon.expirationDate, timeZone)}`,
    };
  }
  if (coupon.usageLimit !== null && usage.total >= coupon.usageLimit) {
    return { code: 'COUPON_USED_UP', description: 'This code has been used as many times as it can be' };
  }
  if (coupon.usageLimitPerBuyer !== null && usage.byBuyer >= coupon.usageLimitPerBuyer) {
    return {
      code: 'COUPON_LIMIT_PER_BUYER',
      description:
        coupon.usageLimitPerBuyer === 1
          ? 'You have already used this code'
          : `You have already used this code ${coupon.usageLimitPerBuyer} times, as many as it allows`,
    };
  }
  return undefined;
}

/**
 * Why a coupon does not apply to a cart, in a shopper's words, or undefined when it does. The first reason
 * found is given: the coupon's standing, then the cart's items, then its subtotal.
 */
export function couponProblem(
  coupon: CouponOffer | undefined,
  usage: CouponUsage,
  cart: CouponContext,
): CouponProblem | undefined {
  const standing = couponStandingProblem(coupon, usage, cart);
  if (standing || !coupon) return standing ?? couponNotFound();
  if (coupon.scope === 'SPECIFIC_ITEMS' && !cart.hasLineInScope) {
    return { code: 'COUPON_NOT_FOR_THESE_ITEMS', description: 'This code is not for the items in your cart' };
  }
  const least = minimum(coupon, cart.currency);
  if (cart.subtotal < least) {
    return {
      code: 'COUPON_MINIMUM_NOT_REACHED',
      description: `Spend ${formatMoney(decimalText(least, cart.currency), cart.currency)} to use this code`,
    };
  }
  return undefined;
}
