// Pricing's front door (totals, coupons, merchant and automatic discounts, tax): the only file outside pricing/ imports.
export { currencyDigits } from './currency';
export { checkCoupon, loadPricingData, priceCart, priceWith, recordCouponUse } from './service';
export type { PricingData } from './cart-rules';
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
