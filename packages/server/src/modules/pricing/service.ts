import type { Db } from '../../db/open';
import { AppError } from '../../http/errors';
import { priceCartRules, type PricingData } from './cart-rules';
import type { PricedCart, PricingRequest } from './types';

/** What a cart's price depends on in the database. (Coupons, automatic discounts and tax rates come next.) */
async function loadPricingData(_db: Db, req: PricingRequest): Promise<PricingData> {
  return Promise.resolve({
    automatic: [],
    coupon: req.couponCode === undefined ? undefined : { offer: undefined, usage: { total: 0, byBuyer: 0 } },
    taxRates: [],
    taxSettings: { pricesIncludeTax: false, taxShipping: false },
  });
}

/** A cart's prices, discounts, tax and totals (see priceCartRules for how discounts stack). */
export async function priceCart(db: Db, req: PricingRequest): Promise<PricedCart> {
  return priceCartRules(req, await loadPricingData(db, req));
}

/** Throws, as an HTTP 400 AppError with its own code, why `code` does not apply to this cart. */
export async function checkCoupon(db: Db, code: string, req: PricingRequest): Promise<void> {
  const priced = await priceCart(db, { ...req, couponCode: code });
  const problem = priced.coupon?.problem;
  if (problem) throw new AppError(400, problem.code, problem.description);
}
