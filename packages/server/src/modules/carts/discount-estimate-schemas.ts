import { Type } from 'typebox';
import { CouponProblem } from './schemas';

/**
 * A staff-only estimate of what a shopper's cart would get off: which automatic discounts apply, whether a
 * coupon does and, when it does not, the shopper's sentence for why (the one the cart and checkout show).
 */
const closed = { additionalProperties: false } as const;

export const DiscountEstimateLine = Type.Object(
  {
    productId: Type.String({ format: 'uuid' }),
    /** The product's default variant when absent. */
    variantId: Type.Optional(Type.String({ format: 'uuid' })),
    quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
  },
  closed,
);

export const DiscountEstimateBody = Type.Object(
  {
    lineItems: Type.Array(DiscountEstimateLine, { minItems: 1, maxItems: 100 }),
    couponCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  },
  closed,
);

const Money = Type.Object({ amount: Type.String(), formattedAmount: Type.String() });

export const DiscountEstimate = Type.Object({
  currency: Type.String(),
  lineItems: Type.Array(
    Type.Object({
      productId: Type.String(),
      variantId: Type.String(),
      name: Type.String(),
      /** Units asked for. */
      quantity: Type.Integer(),
      /** Units a shopper could buy now (stock): only these are priced. */
      quantityPriced: Type.Integer(),
      price: Money,
      lineSubtotal: Money,
      discount: Money,
    }),
  ),
  subtotal: Money,
  discount: Money,
  /** Subtotal less discounts, before shipping and tax. */
  total: Money,
  appliedDiscounts: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('COUPON'), Type.Literal('AUTOMATIC')]),
      name: Type.String(),
      code: Type.Optional(Type.String()),
      amount: Money,
    }),
  ),
  coupon: Type.Optional(
    Type.Object({
      code: Type.String(),
      applied: Type.Boolean(),
      /** Why it does not apply, in the shopper's words (the cart's couponProblem). */
      problem: Type.Optional(CouponProblem),
    }),
  ),
});

export const DiscountEstimateReply = Type.Object({ estimate: DiscountEstimate });
