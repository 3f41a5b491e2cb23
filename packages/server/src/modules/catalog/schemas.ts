import { Type, type Static } from 'typebox';
import { MEASUREMENT_UNITS, type MeasurementUnit } from './rules';

/** Wire shapes of catalog answers (Wix Stores catalog v1). Inputs are in schemas-input.ts. */

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Str = Type.String();
const Num = Type.Number();
const Int = Type.Integer();
const Bool = Type.Boolean();

export const Range = Type.Object({ minValue: Num, maxValue: Num });

export const PriceData = Type.Object({
  currency: Str,
  price: Num,
  discountedPrice: Num,
  pricePerUnit: Type.Optional(Num),
  formatted: Type.Object({
    price: Str,
    discountedPrice: Str,
    pricePerUnit: Type.Optional(Str),
  }),
});

export const CostAndProfit = Type.Object({
  itemCost: Num,
  formattedItemCost: Str,
  profit: Num,
  formattedProfit: Str,
  profitMargin: Num,
});

export const ImageData = Type.Object({
  url: Str,
  width: Int,
  height: Int,
  altText: Type.Optional(Str),
  urlExpirationDate: Str,
});

export const MediaItem = Type.Object({
  id: Str,
  mediaType: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  title: Type.Optional(Str),
  thumbnail: Type.Optional(ImageData),
  image: Type.Optional(ImageData),
  video: Type.Optional(Type.Object({ files: Type.Array(ImageData), stillFrameMediaId: Type.Optional(Str) })),
});

export const Media = Type.Object({ mainMedia: Type.Optional(MediaItem), items: Type.Array(MediaItem) });

export const Choice = Type.Object({
  value: Str,
  description: Str,
  inStock: Bool,
  visible: Bool,
  media: Type.Optional(Media),
});

export const ProductOption = Type.Object({
  optionType: Type.Union([Type.Literal('drop_down'), Type.Literal('color')]),
  name: Str,
  choices: Type.Array(Choice),
});

export const VariantData = Type.Object({
  priceData: PriceData,
  convertedPriceData: PriceData,
  costAndProfitData: Type.Optional(CostAndProfit),
  weight: Type.Optional(Num),
  sku: Type.Optional(Str),
  visible: Bool,
});

export const VariantStock = Type.Object({ trackQuantity: Bool, quantity: Type.Optional(Int), inStock: Bool });

export const Variant = Type.Object({
  id: Str,
  choices: Type.Record(Type.String(), Type.String()),
  variant: VariantData,
  stock: VariantStock,
  media: Type.Optional(Media),
});

export const CollectionRef = Type.Object({ id: Str, slug: Str, name: Str });

export const MeasurementUnitSchema = Type.Unsafe<MeasurementUnit>({
  type: 'string',
  enum: [...MEASUREMENT_UNITS],
});

export const PricePerUnitData = Type.Object({
  totalQuantity: Num,
  totalMeasurementUnit: MeasurementUnitSchema,
  baseQuantity: Num,
  baseMeasurementUnit: MeasurementUnitSchema,
});

export const Product = Type.Object({
  id: Str,
  name: Str,
  slug: Str,
  visible: Bool,
  productType: Type.Union([Type.Literal('physical'), Type.Literal('digital')]),
  description: Str,
  sku: Type.Optional(Str),
  weight: Type.Optional(Num),
  weightRange: Type.Optional(Range),
  stock: Type.Object({
    trackInventory: Bool,
    quantity: Type.Optional(Int),
    inStock: Bool,
    inventoryStatus: Type.Union([
      Type.Literal('IN_STOCK'),
      Type.Literal('OUT_OF_STOCK'),
      Type.Literal('PARTIALLY_OUT_OF_STOCK'),
    ]),
  }),
  price: PriceData,
  priceData: PriceData,
  convertedPriceData: PriceData,
  priceRange: Range,
  costRange: Type.Optional(Range),
  costAndProfitData: Type.Optional(CostAndProfit),
  pricePerUnitData: Type.Optional(PricePerUnitData),
  discount: Type.Object({
    type: Type.Union([Type.Literal('NONE'), Type.Literal('AMOUNT'), Type.Literal('PERCENT')]),
    value: Num,
  }),
  ribbon: Type.Optional(Str),
  ribbons: Type.Array(Type.Object({ text: Str })),
  brand: Type.Optional(Str),
  media: Media,
  manageVariants: Bool,
  productOptions: Type.Array(ProductOption),
  productPageUrl: Type.Object({ base: Str, path: Str }),
  collectionIds: Type.Array(Str),
  collections: Type.Array(CollectionRef),
  variants: Type.Optional(Type.Array(Variant)),
  createdDate: Str,
  lastUpdated: Str,
  /** Merchant reads only: goes up on every write of the product; a dashboard sends it back as If-Match. */
  revision: Type.Optional(Int),
});
export type ProductView = Static<typeof Product>;

export const Collection = Type.Object({
  id: Str,
  name: Str,
  slug: Str,
  description: Str,
  visible: Bool,
  media: Media,
  numberOfProducts: Int,
  createdDate: Str,
  lastUpdated: Str,
});
export type CollectionView = Static<typeof Collection>;

export const PageMetadata = Type.Object({
  items: Int,
  offset: Int,
  total: Int,
  tooManyToCount: Bool,
  cursors: Type.Object({ next: Type.Optional(Str), prev: Type.Optional(Str) }),
});

export const QueryProductsReply = Type.Object({ products: Type.Array(Product), metadata: PageMetadata });
export const QueryCollectionsReply = Type.Object({
  collections: Type.Array(Collection),
  metadata: PageMetadata,
  totalResults: Int,
});

/** Each visible collection's count of a query's products (POST /v1/products/collection-counts). */
export const CollectionCountsReply = Type.Object({
  counts: Type.Array(Type.Object({ collectionId: Str, count: Int, tooManyToCount: Bool })),
});

/** A variant across products (POST /v1/variants/query, GET /v1/variants/{id}). */
export const ProductVariant = Type.Object({
  id: Str,
  productId: Str,
  name: Str,
  choices: Type.Record(Type.String(), Type.String()),
  variant: VariantData,
  stock: VariantStock,
});

export const Availability = Type.Object({
  selectedVariant: Nullable(
    Type.Object({
      id: Str,
      choices: Type.Record(Type.String(), Type.String()),
      price: PriceData,
      priceData: PriceData,
      convertedPriceData: PriceData,
      weight: Type.Optional(Num),
      sku: Type.Optional(Str),
      inStock: Bool,
      quantity: Type.Optional(Int),
      visible: Bool,
      media: Type.Optional(Media),
    }),
  ),
  availableForPurchase: Bool,
  variantSelectionAvailable: Bool,
  productOptions: Type.Array(ProductOption),
  media: Media,
});

export const Empty = Type.Object({});

export const BulkReply = Type.Object({
  results: Type.Array(
    Type.Object({
      itemMetadata: Type.Object({ id: Str, originalIndex: Int, success: Bool }),
    }),
  ),
  bulkActionMetadata: Type.Object({ totalSuccesses: Int, totalFailures: Int, undetailedFailures: Int }),
});

export const MediaFile = Type.Object({
  id: Str,
  url: Str,
  mimeType: Str,
  size: Int,
  width: Int,
  height: Int,
  fileName: Str,
});

/** The downloadable file of a digital product, without its bytes (those go out by order download links only). */
export const DigitalFile = Type.Object({
  id: Str,
  productId: Str,
  fileName: Str,
  mimeType: Str,
  size: Int,
  /** Hex SHA-256 of the bytes. */
  sha256: Str,
  createdDate: Str,
});
export const DigitalFileReply = Type.Object({ file: DigitalFile });
export type DigitalFileReply = Static<typeof DigitalFileReply>;

/** A variant's units after a merchant's change (POST /v1/stock/adjust). */
export const StockAdjustReply = Type.Object({
  level: Type.Object({
    productId: Type.String(),
    variantId: Type.String(),
    quantity: Type.Integer(),
    inStock: Type.Boolean(),
  }),
  /** The product's revision after the change (a dashboard's next write names it in If-Match). */
  revision: Type.Integer(),
});
