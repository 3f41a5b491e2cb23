import { Type, type Static } from 'typebox';
import { MEASUREMENT_UNITS, type MeasurementUnit } from './rules';
import { Amount, Null, StorableText as Text } from '../../lib/input-schemas';

/** Request shapes of the catalog paths. Amounts are a JSON number or a decimal string. */

const closed = { additionalProperties: false } as const;
const Id = Type.String({ format: 'uuid' });
const Unit = Type.Unsafe<MeasurementUnit>({ type: 'string', enum: [...MEASUREMENT_UNITS] });
// null first in each union (lib/input-schemas.ts): after a number or string branch it was coerced to 0 or "".
const NullableText = (maxLength: number) => Type.Union([Null, Text({ maxLength })]);

/** Largest number of ids in one bulk or collection call. */
export const MAX_BULK_IDS = 1000;

export const ChoiceInput = Type.Object(
  {
    value: Text({ minLength: 1, maxLength: 50 }),
    description: Type.Optional(Text({ maxLength: 50 })),
  },
  closed,
);

export const OptionInput = Type.Object(
  {
    name: Text({ minLength: 1, maxLength: 50 }),
    optionType: Type.Optional(Type.Union([Type.Literal('drop_down'), Type.Literal('color')])),
    choices: Type.Array(ChoiceInput, { minItems: 1, maxItems: 100 }),
  },
  closed,
);

export const ProductInput = Type.Object(
  {
    name: Text({ minLength: 1, maxLength: 80 }),
    slug: Text({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
    description: Text({ maxLength: 16_000 }),
    visible: Type.Boolean(),
    productType: Type.Union([Type.Literal('physical'), Type.Literal('digital')]),
    sku: NullableText(40),
    weight: Type.Union([Null, Type.Number()]),
    priceData: Type.Object(
      { price: Amount, currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })) },
      closed,
    ),
    costAndProfitData: Type.Object({ itemCost: Type.Union([Null, Amount]) }, closed),
    discount: Type.Object(
      {
        type: Type.Union([Type.Literal('NONE'), Type.Literal('AMOUNT'), Type.Literal('PERCENT')]),
        value: Amount,
      },
      closed,
    ),
    pricePerUnitData: Type.Union([
      Type.Object(
        {
          totalQuantity: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
          totalMeasurementUnit: Unit,
          baseQuantity: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
          baseMeasurementUnit: Unit,
        },
        closed,
      ),
      Type.Null(),
    ]),
    stock: Type.Object(
      {
        trackInventory: Type.Optional(Type.Boolean()),
        quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
        inStock: Type.Optional(Type.Boolean()),
        inventoryStatus: Type.Optional(Text()),
      },
      closed,
    ),
    manageVariants: Type.Boolean(),
    productOptions: Type.Array(OptionInput, { maxItems: 6 }),
    brand: NullableText(50),
    ribbon: NullableText(30),
    collectionIds: Type.Array(Id, { maxItems: 100 }),
  },
  closed,
);
export type ProductInput = Static<typeof ProductInput>;

export const CreateProductBody = Type.Object(
  {
    product: Type.Object(
      {
        ...Type.Partial(ProductInput).properties,
        name: ProductInput.properties.name,
        priceData: ProductInput.properties.priceData,
      },
      closed,
    ),
  },
  closed,
);
export type CreateProduct = Partial<ProductInput> & Pick<ProductInput, 'name' | 'priceData'>;

export const UpdateProductBody = Type.Object(
  {
    product: Type.Object(
      Type.Partial(Type.Object({ ...ProductInput.properties, id: Id })).properties,
      closed,
    ),
  },
  closed,
);
export type UpdateProduct = Partial<ProductInput>;

export const IdParams = Type.Object({ id: Id });
export const SlugParams = Type.Object({ slug: Text({ minLength: 1, maxLength: 100 }) });

export const GetProductQuery = Type.Object({ includeMerchantSpecificData: Type.Optional(Type.Boolean()) });

const WixQuery = Type.Object({
  filter: Type.Optional(Type.Unknown()),
  sort: Type.Optional(Type.Unknown()),
  paging: Type.Optional(Type.Unknown()),
  cursorPaging: Type.Optional(Type.Unknown()),
  search: Type.Optional(Type.Unknown()),
});

export const QueryBody = Type.Object({
  query: Type.Optional(WixQuery),
  includeVariants: Type.Optional(Type.Boolean()),
  includeMerchantSpecificData: Type.Optional(Type.Boolean()),
});
/** Atelier's own: the counts beside a listing's collections, for the listing's filter and search. */
export const CollectionCountsBody = Type.Object({
  query: Type.Optional(
    Type.Object({ filter: WixQuery.properties.filter, search: WixQuery.properties.search }),
  ),
});
export const QueryGetParams = Type.Object({ '.r': Type.Optional(Text({ maxLength: 16_000 })) });

export const AvailabilityBody = Type.Object(
  { options: Type.Record(Text({ maxLength: 50 }), Text({ maxLength: 50 })) },
  closed,
);

export const VariantsQueryBody = Type.Object({
  choices: Type.Optional(Type.Record(Text({ maxLength: 50 }), Text({ maxLength: 50 }))),
  variantIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
  paging: Type.Optional(
    Type.Object({
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      offset: Type.Optional(Type.Integer({ minimum: 0 })),
    }),
  ),
  includeMerchantSpecificData: Type.Optional(Type.Boolean()),
});

export const VariantInput = Type.Object(
  {
    variantIds: Type.Optional(Type.Array(Id, { maxItems: 300 })),
    choices: Type.Optional(Type.Record(Text({ maxLength: 50 }), Text({ maxLength: 50 }))),
    price: Type.Optional(Amount),
    cost: Type.Optional(Type.Union([Null, Amount])),
    weight: Type.Optional(Type.Union([Null, Type.Number()])),
    sku: Type.Optional(NullableText(40)),
    visible: Type.Optional(Type.Boolean()),
    stock: Type.Optional(
      Type.Object(
        {
          quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
          inStock: Type.Optional(Type.Boolean()),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type VariantInput = Static<typeof VariantInput>;
export const UpdateVariantsBody = Type.Object(
  { variants: Type.Array(VariantInput, { minItems: 1, maxItems: 300 }) },
  closed,
);

export const ProductIdsBody = Type.Object(
  { productIds: Type.Array(Id, { minItems: 1, maxItems: MAX_BULK_IDS }) },
  closed,
);

/** A collection's products in their new order: every one of them, once. */
export const ProductOrderBody = Type.Object(
  { productIds: Type.Array(Id, { maxItems: MAX_BULK_IDS }) },
  closed,
);

export const AddMediaBody = Type.Object(
  {
    media: Type.Array(
      Type.Object(
        {
          mediaId: Type.Optional(Id),
          url: Type.Optional(Text({ maxLength: 2000, pattern: '^https?://[^\\u0000-\\u0020]+$' })),
          choice: Type.Optional(Type.Object({ option: Text(), choice: Text() }, closed)),
        },
        closed,
      ),
      { minItems: 1, maxItems: 50 },
    ),
  },
  closed,
);
export type AddMedia = Static<typeof AddMediaBody>['media'];
export const DeleteMediaBody = Type.Object(
  { mediaIds: Type.Array(Text({ maxLength: 100 }), { maxItems: 100 }) },
  closed,
);

const ChoiceMedia = Type.Object(
  {
    option: Text({ maxLength: 50 }),
    choice: Text({ maxLength: 50 }),
    mediaIds: Type.Optional(Type.Array(Text({ maxLength: 100 }), { maxItems: 50 })),
  },
  closed,
);
export const ChoiceMediaBody = Type.Object(
  { media: Type.Array(ChoiceMedia, { minItems: 1, maxItems: 100 }) },
  closed,
);
export type ChoiceMedia = Static<typeof ChoiceMedia>;

export const CollectionInput = Type.Object(
  {
    name: Text({ minLength: 1, maxLength: 50 }),
    slug: Text({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
    description: Text({ maxLength: 4000 }),
    visible: Type.Boolean(),
    mediaId: Type.Union([Null, Id]),
  },
  closed,
);
export type CollectionInput = Static<typeof CollectionInput>;
export const CreateCollectionBody = Type.Object(
  {
    collection: Type.Object(
      {
        name: CollectionInput.properties.name,
        slug: Type.Optional(CollectionInput.properties.slug),
        description: Type.Optional(CollectionInput.properties.description),
        visible: Type.Optional(CollectionInput.properties.visible),
        mediaId: Type.Optional(CollectionInput.properties.mediaId),
      },
      closed,
    ),
  },
  closed,
);
export const UpdateCollectionBody = Type.Object(
  {
    collection: Type.Object(
      Type.Partial(Type.Object({ ...CollectionInput.properties, id: Id })).properties,
      closed,
    ),
  },
  closed,
);

const BulkIds = Type.Array(Id, { minItems: 1, maxItems: MAX_BULK_IDS });
export const BulkUpdateBody = Type.Object(
  {
    ids: BulkIds,
    set: Type.Object(
      {
        price: Type.Optional(Amount),
        cost: Type.Optional(Amount),
        weight: Type.Optional(Type.Number()),
        visible: Type.Optional(Type.Boolean()),
      },
      closed,
    ),
  },
  closed,
);
export type BulkSet = Static<typeof BulkUpdateBody>['set'];
/** Atelier's own: delete products in one call. */
export const BulkDeleteBody = Type.Object({ ids: BulkIds }, closed);
/** Atelier's own: the product's media in a new order, each with its alt text (every item, once). */
export const ArrangeMediaBody = Type.Object(
  {
    media: Type.Array(
      Type.Object(
        { id: Text({ minLength: 1, maxLength: 100 }), altText: Type.Optional(Text({ maxLength: 200 })) },
        closed,
      ),
      { maxItems: 100 },
    ),
  },
  closed,
);
export type ArrangeMedia = Static<typeof ArrangeMediaBody>['media'];
const Adjustment = Type.Object(
  { amount: Type.Optional(Amount), percentage: Type.Optional(Type.Number()) },
  closed,
);
export const BulkAdjustBody = Type.Object(
  {
    ids: BulkIds,
    adjust: Type.Object(
      {
        price: Type.Optional(Adjustment),
        cost: Type.Optional(Adjustment),
        weight: Type.Optional(Adjustment),
      },
      closed,
    ),
  },
  closed,
);
export type BulkAdjust = Static<typeof BulkAdjustBody>['adjust'];

export const UploadBody = Type.Object(
  {
    fileName: Text({ minLength: 1, maxLength: 200 }),
    mimeType: Text({ maxLength: 100 }),
    data: Text({ minLength: 1, maxLength: 14_000_000 }),
  },
  closed,
);
export const FileParams = Type.Object({
  file: Type.String({ pattern: '^[a-f0-9-]{36}\\.(png|jpg|webp|gif|svg)$' }),
});

/** POST /v1/stock/adjust: one variant's units set to a count, or changed by some (negative: taken). */
export const StockAdjustBody = Type.Object(
  {
    productId: Id,
    variantId: Id,
    set: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
    change: Type.Optional(Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 })),
  },
  closed,
);
export type StockAdjustBody = Static<typeof StockAdjustBody>;
