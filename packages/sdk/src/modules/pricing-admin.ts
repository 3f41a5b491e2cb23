/**
 * The merchant's prices (elevated clients only): coupons and automatic discounts (`marketing:read|write`),
 * tax rates and the tax settings (`settings:read|write`), and a discount estimate: a cart of catalog products
 * priced as a shopper's would be, with the coupon's shopper sentence when it does not apply.
 * Errors: `ValidationError` naming `coupon.<field>`, `discountRule.<field>`, `taxRate.<field>` or
 * `lineItems[i].productId`; `ApplicationError` COUPON_CODE_EXISTS (409), TAX_RATE_EXISTS (409), NOT_FOUND (404),
 * PERMISSION_DENIED (403).
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import { collectionCalls } from './collection-calls';
import type * as Carts from '../wire/carts';
import type * as Wire from '../wire/pricing';

export type Coupon = ClientForm<Wire.Coupon>;
export type CouponInput = Wire.CouponInput;
export type DiscountRule = ClientForm<Wire.DiscountRule>;
export type DiscountRuleInput = Wire.DiscountRuleInput;
export type TaxRate = ClientForm<Wire.TaxRate>;
export type TaxRateInput = Wire.TaxRateInput;
export type TaxSettings = Wire.TaxSettings;
export type DiscountEstimateRequest = Carts.DiscountEstimateBody;
export type DiscountEstimate = ClientForm<Carts.DiscountEstimate>;

export const pricing = defineModule(
  (context) => {
    const get = <T>(path: string) => context.request<T>({ method: 'GET', path });
    const send = <T>(method: 'POST' | 'PATCH', path: string, body: object) =>
      context.request<T>({ method, path, body });
    const coupons = collectionCalls<Coupon, CouponInput>(context, '/v1/coupons', 'coupon', 'coupons');
    const rules = collectionCalls<DiscountRule, DiscountRuleInput>(
      context,
      '/v1/discount-rules',
      'discountRule',
      'discountRules',
    );
    const taxRates = collectionCalls<TaxRate, TaxRateInput>(context, '/v1/tax-rates', 'taxRate', 'taxRates');
    return {
      listCoupons: coupons.list,
      createCoupon: coupons.create,
      updateCoupon: coupons.update,
      deleteCoupon: coupons.remove,
      listDiscountRules: rules.list,
      createDiscountRule: rules.create,
      updateDiscountRule: rules.update,
      deleteDiscountRule: rules.remove,
      listTaxRates: taxRates.list,
      createTaxRate: taxRates.create,
      updateTaxRate: taxRates.update,
      deleteTaxRate: taxRates.remove,
      getTaxSettings: async () => (await get<{ taxSettings: TaxSettings }>('/v1/tax-settings')).taxSettings,
      updateTaxSettings: async (taxSettings: Partial<TaxSettings>) =>
        (await send<{ taxSettings: TaxSettings }>('PATCH', '/v1/tax-settings', { taxSettings })).taxSettings,
      /** POST /v1/discounts/estimate: stores nothing; per-buyer limits count as a new shopper's. */
      estimateDiscounts: async (request: DiscountEstimateRequest) =>
        (await send<{ estimate: DiscountEstimate }>('POST', '/v1/discounts/estimate', request)).estimate,
    };
  },
  {
    elevated: [
      'listCoupons',
      'createCoupon',
      'updateCoupon',
      'deleteCoupon',
      'listDiscountRules',
      'createDiscountRule',
      'updateDiscountRule',
      'deleteDiscountRule',
      'listTaxRates',
      'createTaxRate',
      'updateTaxRate',
      'deleteTaxRate',
      'getTaxSettings',
      'updateTaxSettings',
      'estimateDiscounts',
    ],
  },
);
