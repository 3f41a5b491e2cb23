import { Type, type Static } from 'typebox';
import { MAX_BULK_IDS } from '../schemas-input';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ format: 'uuid' });
const Decimal = Type.String({ maxLength: 20 });

/** Which products a bulk price change touches: exactly one of ids, a collection or a filter. */
export const PriceTarget = Type.Object(
  {
    ids: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: MAX_BULK_IDS })),
    collectionId: Type.Optional(Id),
    filter: Type.Optional(
      Type.Object(
        {
          /** Words of the name or the sku. */
          search: Type.Optional(Type.String({ maxLength: 100 })),
          /** The product's price from (inclusive). */
          minPrice: Type.Optional(Decimal),
          /** The product's price up to (inclusive). */
          maxPrice: Type.Optional(Decimal),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type PriceTarget = Static<typeof PriceTarget>;

/**
 * How: SET the price to `value`, or move it by an AMOUNT or a PERCENT (`value` negative to lower it).
 * New prices are rounded to the cent and never fall below zero.
 */
export const PriceChange = Type.Object(
  {
    mode: Type.Union([Type.Literal('SET'), Type.Literal('AMOUNT'), Type.Literal('PERCENT')]),
    value: Decimal,
  },
  closed,
);
export type PriceChange = Static<typeof PriceChange>;

export const PriceChangeBody = Type.Object({ target: PriceTarget, change: PriceChange }, closed);

/** One price a change moves: a product's own price (variantId null) or a variant's own price. */
export const PriceLine = Type.Object({
  productId: Type.String(),
  productName: Type.String(),
  variantId: Type.Union([Type.String(), Type.Null()]),
  /** The variant's choices, "M / Navy"; null for the product's own price. */
  variantName: Type.Union([Type.String(), Type.Null()]),
  oldPrice: Type.String(),
  newPrice: Type.String(),
});
export type PriceLine = Static<typeof PriceLine>;

export const PricePreviewReply = Type.Object({
  /** Every price that would change, by product name. */
  changes: Type.Array(PriceLine),
  /** Products the target names. */
  products: Type.Integer(),
  /** Products whose prices the change would leave as they are. */
  unchanged: Type.Integer(),
});

export const PriceApplyReply = Type.Object({
  /** The change's id: undo it with POST /v1/bulk/products/prices/{id}/undo. */
  changeId: Type.String(),
  changes: Type.Array(PriceLine),
  products: Type.Integer(),
  unchanged: Type.Integer(),
});

/** A product an undo leaves as it is, and why. */
export const SkippedProduct = Type.Object({
  productId: Type.String(),
  productName: Type.String(),
  reason: Type.String(),
});
export type SkippedProduct = Static<typeof SkippedProduct>;

export const PriceUndoReply = Type.Object({
  changeId: Type.String(),
  /** Prices put back. */
  restored: Type.Array(PriceLine),
  /** Products whose prices were changed again (or that were deleted) since: left as they are. */
  skipped: Type.Array(SkippedProduct),
});

export const PriceChangeReply = Type.Object({
  changeId: Type.String(),
  createdDate: Type.String(),
  changes: Type.Array(PriceLine),
  /** Whether the change was undone already. */
  undone: Type.Boolean(),
  /** Products an undo would skip now (changed again or deleted since). */
  overtaken: Type.Array(SkippedProduct),
});
