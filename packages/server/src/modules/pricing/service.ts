import type { Db } from '../../db/open';
import { AppError } from '../../http/errors';
import { priceCartRules, type PricingData } from './cart-rules';
import { couponNotFound, couponStandingProblem } from './offer-rules';
import {
  couponByCode,
  couponUsage,
  insertCouponUse,
  listDiscountRules,
  loadTax,
  orderUsedCoupon,
} from './store';
import type { Buyer, PricedCart, PricingRequest } from './types';

/**
 * What a cart's price depends on in the database: automatic discounts, its coupon and use, tax. Read once, it
 * prices the same basket several ways (with and without shipping) through `priceWith`.
 */
export async function loadPricingData(db: Db, req: PricingRequest): Promise<PricingData> {
  const [automatic, coupon, tax] = await Promise.all([
    listDiscountRules(db),
    req.couponCode === undefined ? undefined : couponByCode(db, req.couponCode),
    loadTax(db),
  ]);
  const usage = coupon ? await couponUsage(db, coupon.id, req.buyer) : { total: 0, byBuyer: 0 };
  return {
    automatic,
    coupon: req.couponCode === undefined ? undefined : { offer: coupon, usage },
    taxRates: tax.rates,
    taxSettings: tax.settings,
  };
}

/** A cart's prices, discounts, tax and totals (see priceCartRules for how discounts stack). */
export async function priceCart(db: Db, req: PricingRequest): Promise<PricedCart> {
  return priceCartRules(req, await loadPricingData(db, req));
}

/** Prices a request with data already read for the same basket, buyer and coupon (loadPricingData). */
export const priceWith = (req: PricingRequest, data: PricingData): PricedCart => priceCartRules(req, data);

const couponError = (problem: { code: string; description: string }) =>
  new AppError(400, problem.code, problem.description);

/** Throws, as an HTTP 400 AppError with its own code, why `code` does not apply to this cart. */
export async function checkCoupon(db: Db, code: string, req: PricingRequest): Promise<void> {
  const priced = await priceCart(db, { ...req, couponCode: code });
  const problem = priced.coupon?.problem;
  if (problem) throw couponError(problem);
}

/**
 * Counts a use of a coupon by an order, inside the order's transaction `tx`. The coupon's row is locked, so
 * concurrent orders cannot together pass its limits: the one that would goes without it, with the coupon's
 * error (COUPON_USED_UP, COUPON_LIMIT_PER_BUYER, COUPON_EXPIRED ...). Recording the same order again changes
 * nothing.
 */
export async function recordCouponUse(
  tx: Db,
  use: { code: string; buyer: Buyer; orderId: string; now?: Date },
): Promise<void> {
  const coupon = await couponByCode(tx, use.code, true);
  if (coupon && (await orderUsedCoupon(tx, coupon.id, use.orderId))) return;
  const usage = coupon ? await couponUsage(tx, coupon.id, use.buyer) : { total: 0, byBuyer: 0 };
  const problem = couponStandingProblem(coupon, usage, use.now ?? new Date());
  if (!coupon || problem) throw couponError(problem ?? couponNotFound());
  await insertCouponUse(tx, { couponId: coupon.id, orderId: use.orderId, buyer: use.buyer });
}
