import type { Address } from '../../lib/address';

/** The shapes the cart module speaks to pricing in (agreed in the cart/pricing/shipping interface). */

export interface PricedLine {
  id: string;
  productId: string;
  /** The product's collections (coupon scope "certain collections"). */
  collectionIds: string[];
  /** Units priced: the buyable quantity (lines NOT_FOUND / NOT_AVAILABLE are not passed). */
  quantity: number;
  /** The catalog's price of the variant now, after the catalog's own sale discount. */
  unitPrice: bigint;
  /** The catalog's list price before that sale discount. */
  unitFullPrice: bigint;
}

export interface CustomPricedLine {
  id: string;
  quantity: number;
  unitPrice: bigint;
}

export interface MerchantDiscountInput {
  amount: bigint;
  /** Lines it is spread over; the whole cart when absent. */
  lineIds?: string[];
  /** Percent text ("10" = 10 %): when set, the amount is this share of the lines' subtotal and `amount` is ignored. */
  percentage?: string;
}

export interface Buyer {
  subjectId: string;
  memberId?: string;
  email?: string;
}

export interface PricingRequest {
  currency: string;
  lines: PricedLine[];
  /** Only elevated callers add these. */
  customLines: CustomPricedLine[];
  couponCode: string | undefined;
  /** Only elevated callers set these. */
  merchantDiscounts: MerchantDiscountInput[];
  /** The selected shipping option's cost. */
  shipping: { code: string; cost: bigint } | undefined;
  /** Tax jurisdiction: the shipping address, else the billing or contact address. */
  destination: Address | undefined;
  /** For per-buyer coupon limits. */
  buyer: Buyer;
  now: Date;
}

export interface PricedLineResult {
  /** Price per unit the shopper pays before cart-level discounts. */
  unitPrice: bigint;
  /** List price per unit. */
  fullPrice: bigint;
  /** unitPrice (Wix: before coupon and automatic discounts). */
  priceBeforeDiscounts: bigint;
  /** unitPrice * quantity. */
  lineSubtotal: bigint;
  /** This line's share of cart discounts. */
  discount: bigint;
  tax: bigint;
  /** Decimal text, "0.2" for 20 %. */
  taxRate: string;
  /** lineSubtotal - discount (+ tax when prices exclude tax). */
  total: bigint;
}

export type DiscountScope = 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';

export interface AppliedDiscount {
  /** The Wix scope names. */
  discountType: DiscountScope;
  kind: 'COUPON' | 'MERCHANT' | 'AUTOMATIC';
  amount: bigint;
  /** SPECIFIC_ITEMS: which lines. */
  lineIds: string[];
  coupon?: { id: string; code: string; name: string };
  merchantDiscount?: { amount: bigint; percentage?: string };
  discountRule?: { id: string; name: string; percentage?: string };
}

export type JurisdictionType = 'COUNTRY' | 'STATE' | 'COUNTY' | 'CITY' | 'SPECIAL';

export interface PricedTax {
  mode: 'MANUAL_RATE' | 'NO_TAX_COLLECTED';
  includedInPrices: boolean;
  jurisdiction?: { name: string; type: JurisdictionType };
  rate?: string;
}

export interface Totals {
  subtotal: bigint;
  discount: bigint;
  shipping: bigint;
  shippingDiscount: bigint;
  tax: bigint;
  /** subtotal - discount + (shipping - shippingDiscount) + (tax.includedInPrices ? 0 : tax) */
  total: bigint;
}

export interface CouponProblem {
  code: string;
  description: string;
}

export interface PricedCart {
  /** Keyed by line id (custom lines included). */
  lines: Map<string, PricedLineResult>;
  appliedDiscounts: AppliedDiscount[];
  /** The cart's coupon and, when it no longer applies (items removed, expired), why, in a shopper's words. */
  coupon: { code: string; problem?: CouponProblem } | undefined;
  tax: PricedTax;
  totals: Totals;
}
