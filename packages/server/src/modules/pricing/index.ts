// Pricing's front door (totals, coupons, merchant and automatic discounts, tax): the only file outside pricing/ imports.
export { currencyDigits } from './currency';
export { checkCoupon, lockCoupon, priceCart, pricingDataFor, recordCouponUse } from './service';
export { priceCartRules, type PricingData } from './cart-rules';
export { seedDemoPricing } from './demo-seed';
export { pricingRoutes } from './routes';
export { pricingWire } from './wire';
export type {
  AppliedDiscount,
  Buyer,
  CustomPricedLine,
  MerchantDiscountInput,
  PricedCart,
  PricedLine,
  PricedLineResult,
  PricingRequest,
} from './types';
