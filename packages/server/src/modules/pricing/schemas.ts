import { Type, type Static } from 'typebox';
import { Null } from '../../lib/input-schemas';

const opt = Type.Optional;
/** null first (lib/input-schemas.ts): after a number branch, the validator's coercion made null a 0. */
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([Null, schema]);

/** A decimal as text ("10", "5.00") or a JSON number; checked and normalised by the service. */
const Decimal = Type.Union([Type.Number(), Type.String({ minLength: 1, maxLength: 32 })]);
const Ids = Type.Array(Type.String({ format: 'uuid' }), { maxItems: 1000, uniqueItems: true });
const DateTime = Type.String({ format: 'date-time' });
/** A usage limit; 0 (or null, which the app's coercion makes 0) is none. */
const Limit = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const Empty = Type.Object({}, { additionalProperties: false });

export const OfferType = Type.Enum(['PERCENT', 'AMOUNT', 'FREE_SHIPPING']);
export const DiscountScope = Type.Enum(['GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING']);

/** Fields coupons and automatic discounts share, as a merchant sends them (null clears an optional one). */
const offerInput = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  /** PERCENT takes `percentage`, AMOUNT takes `amount`, FREE_SHIPPING neither. */
  type: OfferType,
  /** Percent: "10" is 10 %, above 0 and at most 100, two decimal places at most. */
  percentage: opt(nullable(Decimal)),
  /** In the shop's currency, above 0, three decimal places at most. */
  amount: opt(nullable(Decimal)),
  /** GLOBAL when absent (SHIPPING for FREE_SHIPPING). */
  scope: opt(DiscountScope),
  /** SPECIFIC_ITEMS: the products and collections whose lines it applies to. */
  productIds: opt(Ids),
  collectionIds: opt(Ids),
  minimumSubtotal: opt(nullable(Decimal)),
  startDate: opt(nullable(DateTime)),
  expirationDate: opt(nullable(DateTime)),
  active: opt(Type.Boolean()),
};

const couponInput = {
  /** Letters, digits, hyphen and underscore; unique whatever its case. */
  code: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$' }),
  ...offerInput,
  /** Orders that may use it in all. */
  usageLimit: opt(Limit),
  /** Orders one buyer (member, visitor or email) may use it in. */
  usageLimitPerBuyer: opt(Limit),
};

export const CouponInput = Type.Object(couponInput);
export type CouponInput = Static<typeof CouponInput>;
export const CouponPatch = Type.Partial(CouponInput);
export type CouponPatch = Static<typeof CouponPatch>;
export const CreateCouponBody = Type.Object({ coupon: CouponInput });
export const UpdateCouponBody = Type.Object({ coupon: CouponPatch });

export const DiscountRuleInput = Type.Object(offerInput);
export type DiscountRuleInput = Static<typeof DiscountRuleInput>;
export const DiscountRulePatch = Type.Partial(DiscountRuleInput);
export type DiscountRulePatch = Static<typeof DiscountRulePatch>;
export const CreateDiscountRuleBody = Type.Object({ discountRule: DiscountRuleInput });
export const UpdateDiscountRuleBody = Type.Object({ discountRule: DiscountRulePatch });

const offerOutput = {
  id: Type.String(),
  name: Type.String(),
  type: OfferType,
  percentage: opt(Type.String()),
  amount: opt(Type.String()),
  scope: DiscountScope,
  productIds: Type.Array(Type.String()),
  collectionIds: Type.Array(Type.String()),
  minimumSubtotal: opt(Type.String()),
  startDate: opt(Type.String()),
  expirationDate: opt(Type.String()),
  active: Type.Boolean(),
  createdDate: Type.String(),
  updatedDate: Type.String(),
};

export const Coupon = Type.Object({
  ...offerOutput,
  code: Type.String(),
  usageLimit: opt(Type.Integer()),
  usageLimitPerBuyer: opt(Type.Integer()),
  /** Orders that used it. */
  timesUsed: Type.Integer(),
});
export type Coupon = Static<typeof Coupon>;
export const CouponReply = Type.Object({ coupon: Coupon });
export const CouponsReply = Type.Object({ coupons: Type.Array(Coupon) });

export const DiscountRule = Type.Object(offerOutput);
export type DiscountRule = Static<typeof DiscountRule>;
export const DiscountRuleReply = Type.Object({ discountRule: DiscountRule });
export const DiscountRulesReply = Type.Object({ discountRules: Type.Array(DiscountRule) });

export const TaxRateInput = Type.Object({
  /** ISO 3166-1 alpha-2. */
  country: Type.String({ pattern: '^[A-Za-z]{2}$' }),
  /** ISO 3166-2 ("US-NY", or "NY" with the country); absent or null: the whole country. */
  subdivision: opt(nullable(Type.String({ pattern: '^([A-Za-z]{2}-)?[A-Za-z0-9]{1,3}$' }))),
  /** A fraction: "0.2" is 20 %, from 0 to 1, six decimal places at most. */
  rate: Decimal,
  /** Shown as the tax jurisdiction's name; the place's code when absent. */
  name: opt(Type.String({ minLength: 1, maxLength: 100 })),
});
export type TaxRateInput = Static<typeof TaxRateInput>;
export const TaxRatePatch = Type.Partial(TaxRateInput);
export type TaxRatePatch = Static<typeof TaxRatePatch>;
export const CreateTaxRateBody = Type.Object({ taxRate: TaxRateInput });
export const UpdateTaxRateBody = Type.Object({ taxRate: TaxRatePatch });

export const TaxRate = Type.Object({
  id: Type.String(),
  name: Type.String(),
  country: Type.String(),
  subdivision: opt(Type.String()),
  rate: Type.String(),
  createdDate: Type.String(),
  updatedDate: Type.String(),
});
export type TaxRate = Static<typeof TaxRate>;
export const TaxRateReply = Type.Object({ taxRate: TaxRate });
export const TaxRatesReply = Type.Object({ taxRates: Type.Array(TaxRate) });

export const TaxSettings = Type.Object({
  /** Catalog prices and shipping include tax (shown, not added). */
  pricesIncludeTax: Type.Boolean(),
  /** Shipping is taxed at the destination's rate. */
  taxShipping: Type.Boolean(),
});
export type TaxSettings = Static<typeof TaxSettings>;
export const TaxSettingsReply = Type.Object({ taxSettings: TaxSettings });
export const UpdateTaxSettingsBody = Type.Object({ taxSettings: Type.Partial(TaxSettings) });
