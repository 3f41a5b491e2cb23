/**
 * Wire shapes of the pricing area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export type OfferType = 'PERCENT' | 'AMOUNT' | 'FREE_SHIPPING';

export type DiscountScope = 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';

export interface Coupon {
  id: string;
  name: string;
  type: OfferType;
  percentage?: string;
  amount?: string;
  scope: DiscountScope;
  productIds: string[];
  collectionIds: string[];
  minimumSubtotal?: string;
  startDate?: string;
  expirationDate?: string;
  active: boolean;
  createdDate: string;
  updatedDate: string;
  code: string;
  usageLimit?: number;
  usageLimitPerBuyer?: number;
  timesUsed: number;
}

export interface CouponInput {
  code: string;
  name: string;
  type: OfferType;
  percentage?: null | number | string;
  amount?: null | number | string;
  scope?: DiscountScope;
  productIds?: string[];
  collectionIds?: string[];
  minimumSubtotal?: null | number | string;
  startDate?: null | string;
  expirationDate?: null | string;
  active?: boolean;
  usageLimit?: number;
  usageLimitPerBuyer?: number;
}

export interface CreateCouponBody {
  coupon: CouponInput;
}

export interface UpdateCouponBody {
  coupon: {
    code?: string;
    name?: string;
    type?: OfferType;
    percentage?: null | number | string;
    amount?: null | number | string;
    scope?: DiscountScope;
    productIds?: string[];
    collectionIds?: string[];
    minimumSubtotal?: null | number | string;
    startDate?: null | string;
    expirationDate?: null | string;
    active?: boolean;
    usageLimit?: number;
    usageLimitPerBuyer?: number;
  };
}

export interface CouponReply {
  coupon: Coupon;
}

export interface CouponsReply {
  coupons: Coupon[];
}

export interface DiscountRule {
  id: string;
  name: string;
  type: OfferType;
  percentage?: string;
  amount?: string;
  scope: DiscountScope;
  productIds: string[];
  collectionIds: string[];
  minimumSubtotal?: string;
  startDate?: string;
  expirationDate?: string;
  active: boolean;
  createdDate: string;
  updatedDate: string;
}

export interface DiscountRuleInput {
  name: string;
  type: OfferType;
  percentage?: null | number | string;
  amount?: null | number | string;
  scope?: DiscountScope;
  productIds?: string[];
  collectionIds?: string[];
  minimumSubtotal?: null | number | string;
  startDate?: null | string;
  expirationDate?: null | string;
  active?: boolean;
}

export interface CreateDiscountRuleBody {
  discountRule: DiscountRuleInput;
}

export interface UpdateDiscountRuleBody {
  discountRule: {
    name?: string;
    type?: OfferType;
    percentage?: null | number | string;
    amount?: null | number | string;
    scope?: DiscountScope;
    productIds?: string[];
    collectionIds?: string[];
    minimumSubtotal?: null | number | string;
    startDate?: null | string;
    expirationDate?: null | string;
    active?: boolean;
  };
}

export interface DiscountRuleReply {
  discountRule: DiscountRule;
}

export interface DiscountRulesReply {
  discountRules: DiscountRule[];
}

export interface TaxRate {
  id: string;
  name: string;
  country: string;
  subdivision?: string;
  rate: string;
  createdDate: string;
  updatedDate: string;
}

export interface TaxRateInput {
  country: string;
  subdivision?: null | string;
  rate: number | string;
  name?: string;
}

export interface CreateTaxRateBody {
  taxRate: TaxRateInput;
}

export interface UpdateTaxRateBody {
  taxRate: {
    country?: string;
    subdivision?: null | string;
    rate?: number | string;
    name?: string;
  };
}

export interface TaxRateReply {
  taxRate: TaxRate;
}

export interface TaxRatesReply {
  taxRates: TaxRate[];
}

export interface TaxSettings {
  pricesIncludeTax: boolean;
  taxShipping: boolean;
}

export interface TaxSettingsReply {
  taxSettings: TaxSettings;
}

export interface UpdateTaxSettingsBody {
  taxSettings: {
    pricesIncludeTax?: boolean;
    taxShipping?: boolean;
  };
}
