/** Pricing's wire shapes published to clients (the merchant API): the SDK's types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as s from './schemas';

export const pricingWire: NamedShapes = {
  OfferType: s.OfferType,
  DiscountScope: s.DiscountScope,
  Coupon: s.Coupon,
  CouponInput: s.CouponInput,
  CreateCouponBody: s.CreateCouponBody,
  UpdateCouponBody: s.UpdateCouponBody,
  CouponReply: s.CouponReply,
  CouponsReply: s.CouponsReply,
  DiscountRule: s.DiscountRule,
  DiscountRuleInput: s.DiscountRuleInput,
  CreateDiscountRuleBody: s.CreateDiscountRuleBody,
  UpdateDiscountRuleBody: s.UpdateDiscountRuleBody,
  DiscountRuleReply: s.DiscountRuleReply,
  DiscountRulesReply: s.DiscountRulesReply,
  TaxRate: s.TaxRate,
  TaxRateInput: s.TaxRateInput,
  CreateTaxRateBody: s.CreateTaxRateBody,
  UpdateTaxRateBody: s.UpdateTaxRateBody,
  TaxRateReply: s.TaxRateReply,
  TaxRatesReply: s.TaxRatesReply,
  TaxSettings: s.TaxSettings,
  TaxSettingsReply: s.TaxSettingsReply,
  UpdateTaxSettingsBody: s.UpdateTaxSettingsBody,
};
