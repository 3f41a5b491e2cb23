/**
 * Catalog entities in client form (spec section 3 "Product"): the wire shapes generated from the
 * server's schemas (../wire/catalog.ts), with `id` as `_id`, `createdDate` as `_createdDate`, and
 * every `...Date` / `lastUpdated` a `Date` (see ClientForm). Image objects of product media stay
 * objects (url, width, height): the storefront sizes them.
 */
import type { ClientForm } from '../client-form';
import type { QueryMetadata } from '../query';
import type * as Wire from '../wire/catalog';

export type Product = ClientForm<Wire.Product>;
export type InventoryStatus = Product['stock']['inventoryStatus'];
export type DiscountType = Product['discount']['type'];
export type ProductType = Product['productType'];
export type OptionType = Wire.ProductOption['optionType'];
export type MeasurementUnit = Wire.MeasurementUnit;
export type Range = Wire.Range;
export type PriceData = Wire.PriceData;
export type CostAndProfitData = Wire.CostAndProfit;
export type ImageData = ClientForm<Wire.ImageData>;
export type MediaItem = ClientForm<Wire.MediaItem>;
export type Media = ClientForm<Wire.Media>;
export type Choice = ClientForm<Wire.Choice>;
export type ProductOption = ClientForm<Wire.ProductOption>;
export type VariantData = Wire.VariantData;
export type VariantStock = Wire.VariantStock;
/** A variant of one product: option name -> choice description. */
export type Variant = ClientForm<Wire.Variant>;
/** A variant across products (`queryVariants`, `getVariant`). */
export type ProductVariant = ClientForm<Wire.ProductVariant>;
export type CollectionRef = ClientForm<Wire.CollectionRef>;
export type PricePerUnitData = Wire.PricePerUnitData;
export type Collection = ClientForm<Wire.Collection>;
/** `productOptionsAvailability`: the variant a full selection names, and what a partial one allows. */
export type ProductOptionsAvailability = ClientForm<Wire.Availability>;
/** Each visible collection's count of the products a search and filter find (`collectionCounts`). */
export type CollectionCounts = Wire.CollectionCountsReply;
export type SelectedVariant = NonNullable<ProductOptionsAvailability['selectedVariant']>;

export interface ProductsQueryResponse {
  products: Product[];
  metadata: Required<Pick<QueryMetadata, 'offset' | 'total' | 'tooManyToCount'>> &
    QueryMetadata & { items: number };
}

/** A digital product's downloadable file, without its bytes (buyers download it by their order's link). */
export type DigitalFile = ClientForm<Wire.DigitalFile>;
/** `uploadDigitalFile`: the file's name, media type (`application/pdf`) and bytes in base64. */
export type DigitalFileUpload = Wire.UploadBody;

/** Amounts: a number or a decimal string (`"24.50"`), as the server accepts both. */
export type Amount = Wire.Amount;
export type ProductInput = Wire.ProductInput;
export type CreateProductInput = ClientForm<Wire.CreateProductBody['product']>;
export type UpdateProductInput = Omit<ClientForm<Wire.UpdateProductBody['product']>, '_id'>;
/** One entry of `updateVariants`: the variants named by ids or by (partial) choices. */
export type VariantUpdate = Wire.VariantInput;
export type MediaInput = Wire.AddMediaBody['media'][number];
export type ChoiceMedia = Wire.ChoiceMediaBody['media'][number];
export type Adjustment = NonNullable<Wire.BulkAdjustBody['adjust']['price']>;
export type BulkResponse = ClientForm<Wire.BulkReply>;
export type CollectionInput = Wire.CollectionInput;
