/**
 * Catalog entities in client form (spec section 3 "Product"; the wire shapes of the catalog server):
 * `id` is `_id`, `createdDate` is `_createdDate`, and every `...Date` / `lastUpdated` is a `Date`.
 * Image objects of product media stay objects (url, width, height): the storefront sizes them.
 */
import type { QueryMetadata } from '../query';

export type InventoryStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK';
export type DiscountType = 'NONE' | 'AMOUNT' | 'PERCENT';
export type OptionType = 'drop_down' | 'color';
export type ProductType = 'physical' | 'digital';
export type MeasurementUnit =
  | 'ML'
  | 'CL'
  | 'L'
  | 'CBM'
  | 'MG'
  | 'G'
  | 'KG'
  | 'MM'
  | 'CM'
  | 'M'
  | 'SQM'
  | 'OZ'
  | 'LB'
  | 'FLOZ'
  | 'PT'
  | 'QT'
  | 'GAL'
  | 'IN'
  | 'FT'
  | 'YD'
  | 'SQFT';

export interface Range {
  minValue: number;
  maxValue: number;
}

export interface PriceData {
  currency: string;
  price: number;
  discountedPrice: number;
  pricePerUnit?: number;
  formatted: { price: string; discountedPrice: string; pricePerUnit?: string };
}

export interface CostAndProfitData {
  itemCost: number;
  formattedItemCost: string;
  profit: number;
  formattedProfit: string;
  profitMargin: number;
}

export interface ImageData {
  url: string;
  width: number;
  height: number;
  altText?: string;
  urlExpirationDate: Date;
}

export interface MediaItem {
  _id: string;
  mediaType: 'image' | 'video';
  title?: string;
  thumbnail?: ImageData;
  image?: ImageData;
  video?: { files: ImageData[]; stillFrameMediaId?: string };
}

export interface Media {
  mainMedia?: MediaItem;
  items: MediaItem[];
}

export interface Choice {
  /** For a colour option, the colour itself (e.g. `#7b8868`). */
  value: string;
  /** The choice's name: variants and availability name choices by it. */
  description: string;
  inStock: boolean;
  visible: boolean;
  media?: Media;
}

export interface ProductOption {
  optionType: OptionType;
  name: string;
  choices: Choice[];
}

export interface VariantData {
  priceData: PriceData;
  convertedPriceData: PriceData;
  costAndProfitData?: CostAndProfitData;
  weight?: number;
  sku?: string;
  visible: boolean;
}

export interface VariantStock {
  trackQuantity: boolean;
  quantity?: number;
  inStock: boolean;
}

/** A variant of one product: option name -> choice description. */
export interface Variant {
  _id: string;
  choices: Record<string, string>;
  variant: VariantData;
  stock: VariantStock;
  media?: Media;
}

/** A variant across products (`queryVariants`, `getVariant`). */
export interface ProductVariant {
  _id: string;
  productId: string;
  name: string;
  choices: Record<string, string>;
  variant: VariantData;
  stock: VariantStock;
}

export interface CollectionRef {
  _id: string;
  slug: string;
  name: string;
}

export interface PricePerUnitData {
  totalQuantity: number;
  totalMeasurementUnit: MeasurementUnit;
  baseQuantity: number;
  baseMeasurementUnit: MeasurementUnit;
}

export interface ProductStock {
  trackInventory: boolean;
  quantity?: number;
  inStock: boolean;
  inventoryStatus: InventoryStatus;
}

export interface Product {
  _id: string;
  name: string;
  slug: string;
  visible: boolean;
  productType: ProductType;
  description: string;
  sku?: string;
  weight?: number;
  weightRange?: Range;
  stock: ProductStock;
  price: PriceData;
  priceData: PriceData;
  convertedPriceData: PriceData;
  priceRange: Range;
  costRange?: Range;
  costAndProfitData?: CostAndProfitData;
  pricePerUnitData?: PricePerUnitData;
  discount: { type: DiscountType; value: number };
  ribbon?: string;
  ribbons: { text: string }[];
  brand?: string;
  media: Media;
  manageVariants: boolean;
  productOptions: ProductOption[];
  productPageUrl: { base: string; path: string };
  collectionIds: string[];
  collections: CollectionRef[];
  /** Only when asked for (`queryProducts({ includeVariants: true })`). */
  variants?: Variant[];
  _createdDate: Date;
  lastUpdated: Date;
}

export interface Collection {
  _id: string;
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  media: Media;
  numberOfProducts: number;
  _createdDate: Date;
  lastUpdated: Date;
}

export interface SelectedVariant {
  _id: string;
  choices: Record<string, string>;
  price: PriceData;
  priceData: PriceData;
  convertedPriceData: PriceData;
  weight?: number;
  sku?: string;
  inStock: boolean;
  quantity?: number;
  visible: boolean;
  media?: Media;
}

/** `productOptionsAvailability`: the variant a full selection names, and what a partial one allows. */
export interface ProductOptionsAvailability {
  selectedVariant: SelectedVariant | null;
  availableForPurchase: boolean;
  variantSelectionAvailable: boolean;
  /** Each choice's `inStock` / `visible` given the other selected options. */
  productOptions: ProductOption[];
  media: Media;
}

export interface ProductsQueryResponse {
  products: Product[];
  metadata: Required<Pick<QueryMetadata, 'offset' | 'total' | 'tooManyToCount'>> &
    QueryMetadata & { items: number };
}

/** Amounts: a number or a decimal string (`"24.50"`), as the server accepts both. */
export type Amount = number | string;

export interface ProductInput {
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  productType: ProductType;
  sku: string | null;
  weight: number | null;
  priceData: { price: Amount; currency?: string };
  costAndProfitData: { itemCost: Amount | null };
  discount: { type: DiscountType; value: Amount };
  pricePerUnitData: PricePerUnitData | null;
  stock: { trackInventory?: boolean; quantity?: number; inStock?: boolean };
  manageVariants: boolean;
  productOptions: {
    name: string;
    optionType?: OptionType;
    choices: { value: string; description?: string }[];
  }[];
  brand: string | null;
  ribbon: string | null;
  collectionIds: string[];
}

export type CreateProductInput = Partial<ProductInput> & Pick<ProductInput, 'name' | 'priceData'>;
export type UpdateProductInput = Partial<ProductInput>;

/** One entry of `updateVariants`: the variants named by ids or by (partial) choices. */
export interface VariantUpdate {
  variantIds?: string[];
  choices?: Record<string, string>;
  price?: Amount;
  cost?: Amount | null;
  weight?: number | null;
  sku?: string | null;
  visible?: boolean;
  stock?: { quantity?: number; inStock?: boolean };
}

export interface MediaInput {
  mediaId?: string;
  url?: string;
  choice?: { option: string; choice: string };
}

export interface ChoiceMedia {
  option: string;
  choice: string;
  mediaIds?: string[];
}

export interface Adjustment {
  amount?: Amount;
  percentage?: number;
}

export interface BulkResponse {
  results: { itemMetadata: { _id: string; originalIndex: number; success: boolean } }[];
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number; undetailedFailures: number };
}

export interface CollectionInput {
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  mediaId: string | null;
}
