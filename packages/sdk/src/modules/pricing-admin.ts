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

const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export const pricing = defineModule(
  (context) => {
    const get = <T>(path: string) => context.request<T>({ method: 'GET', path });
    const send = <T>(method: 'POST' | 'PATCH', path: string, body: object) =>
      context.request<T>({ method, path, body });
    const remove = async (path: string) => {
      await context.request({ method: 'DELETE', path });
    };
    return {
      listCoupons: async () => (await get<{ coupons: Coupon[] }>('/v1/coupons')).coupons,
      createCoupon: async (coupon: CouponInput) =>
        (await send<{ coupon: Coupon }>('POST', '/v1/coupons', { coupon })).coupon,
      updateCoupon: async (_id: string, coupon: Partial<CouponInput>) =>
        (await send<{ coupon: Coupon }>('PATCH', at('/v1/coupons', _id), { coupon })).coupon,
      deleteCoupon: (_id: string) => remove(at('/v1/coupons', _id)),
      listDiscountRules: async () =>
        (await get<{ discountRules: DiscountRule[] }>('/v1/discount-rules')).discountRules,
      createDiscountRule: async (discountRule: DiscountRuleInput) =>
        (await send<{ discountRule: DiscountRule }>('POST', '/v1/discount-rules', { discountRule }))
          .discountRule,
      updateDiscountRule: async (_id: string, discountRule: Partial<DiscountRuleInput>) =>
        (
          await send<{ discountRule: DiscountRule }>('PATCH', at('/v1/discount-rules', _id), {
            discountRule,
          })
        ).discountRule,
      deleteDiscountRule: (_id: string) => remove(at('/v1/discount-rules', _id)),
      listTaxRates: async () => (await get<{ taxRates: TaxRate[] }>('/v1/tax-rates')).taxRates,
      createTaxRate: async (taxRate: TaxRateInput) =>
        (await send<{ taxRate: TaxRate }>('POST', '/v1/tax-rates', { taxRate })).taxRate,
      updateTaxRate: async (_id: string, taxRate: Partial<TaxRateInput>) =>
        (await send<{ taxRate: TaxRate }>('PATCH', at('/v1/tax-rates', _id), { taxRate })).taxRate,
      deleteTaxRate: (_id: string) => remove(at('/v1/tax-rates', _id)),
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
