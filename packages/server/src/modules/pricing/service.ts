import type { Db } from '../../db/open';
import { AppError } from '../../http/errors';
import { readShopTimeZone } from '../shop-settings';
import { priceCartRules, type PricingData } from './cart-rules';
import { couponNotFound, couponStandingProblem } from './offer-rules';
import { keptPricingSettings } from './kept-settings';
import { couponByCode, couponUsage, insertCouponUse, orderUsedCoupon } from './store';
import type { Buyer, PricedCart, PricingRequest } from './types';

/**
 * What a cart's price depends on in the database: automatic discounts and tax (kept, see kept-settings.ts),
 * the shop's time zone (kept by shop-settings), its coupon and the coupon's use by this buyer. The same for a cart priced with and without shipping: a
 * request that prices a cart twice reads it once and gives it to priceCartRules each time.
 */
export async function pricingDataFor(
  db: Db,
  req: Pick<PricingRequest, 'couponCode' | 'buyer'>,
): Promise<PricingData> {
  const settings = { ...(await keptPricingSettings.get(db)), timeZone: await readShopTimeZone(db) };
  if (req.couponCode === undefined) return { ...settings, coupon: undefined };
  const coupon = await couponByCode(db, req.couponCode);
  const usage = coupon ? await couponUsage(db, coupon.id, req.buyer) : { total: 0, byBuyer: 0 };
  return { ...settings, coupon: { offer: coupon, usage } };
}

/** A cart's prices, discounts, tax and totals (see priceCartRules for how discounts stack). */
export async function priceCart(db: Db, req: PricingRequest): Promise<PricedCart> {
  return priceCartRules(req, await pricingDataFor(db, req));
}

const couponError = (problem: { code: string; description: string }) =>
  new AppError(400, problem.code, problem.description);

/** Throws, as an HTTP 400 AppError with its own code, why `code` does not apply to this cart. */
export async function checkCoupon(db: Db, code: string, req: PricingRequest): Promise<void> {
  const priced = await priceCart(db, { ...req, couponCode: code });
  const problem = priced.coupon?.problem;
  if (problem) throw couponError(problem);
}

/**
 * In the caller's transaction: takes the row lock of the coupon of `code` (when there is one), so its uses
 * read from here on stay as they are until the transaction ends: create-order prices its checkout under it.
 */
export async function lockCoupon(tx: Db, code: string): Promise<void> {
  await couponByCode(tx, code, true);
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
  const problem = couponStandingProblem(coupon, usage, {
    now: use.now ?? new Date(),
    timeZone: await readShopTimeZone(tx),
  });
  if (!coupon || problem) throw couponError(problem ?? couponNotFound());
  await insertCouponUse(tx, { couponId: coupon.id, orderId: use.orderId, buyer: use.buyer });
}
