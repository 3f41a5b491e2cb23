/**
 * Wire shapes of the catalog area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface Range {
  minValue: number;
  maxValue: number;
}

export interface PriceData {
  currency: string;
  price: number;
  discountedPrice: number;
  pricePerUnit?: number;
  formatted: {
    price: string;
    discountedPrice: string;
    pricePerUnit?: string;
  };
}

export interface CostAndProfit {
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
  urlExpirationDate: string;
}

export interface MediaItem {
  id: string;
  mediaType: 'image' | 'video';
  title?: string;
  thumbnail?: ImageData;
  image?: ImageData;
  video?: {
    files: ImageData[];
    stillFrameMediaId?: string;
  };
}

export interface Media {
  mainMedia?: MediaItem;
  items: MediaItem[];
}

export interface Choice {
  value: string;
  description: string;
  inStock: boolean;
  visible: boolean;
  media?: Media;
}

export interface ProductOption {
  optionType: 'drop_down' | 'color';
  name: string;
  choices: Choice[];
}

export interface VariantData {
  priceData: PriceData;
  convertedPriceData: PriceData;
  costAndProfitData?: CostAndProfit;
  weight?: number;
  sku?: string;
  visible: boolean;
}

export interface VariantStock {
  trackQuantity: boolean;
  quantity?: number;
  inStock: boolean;
}

export interface Variant {
  id: string;
  choices: Record<string, string>;
  variant: VariantData;
  stock: VariantStock;
  media?: Media;
}

export interface CollectionRef {
  id: string;
  slug: string;
  name: string;
}

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

export interface PricePerUnitData {
  totalQuantity: number;
  totalMeasurementUnit: MeasurementUnit;
  baseQuantity: number;
  baseMeasurementUnit: MeasurementUnit;
}

export interface Product {
  id: string;
  name: string;
  slug: string;
  visible: boolean;
  productType: 'physical' | 'digital';
  description: string;
  sku?: string;
  weight?: number;
  weightRange?: Range;
  stock: {
    trackInventory: boolean;
    quantity?: number;
    inStock: boolean;
    inventoryStatus: 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK';
  };
  price: PriceData;
  priceData: PriceData;
  convertedPriceData: PriceData;
  priceRange: Range;
  costRange?: Range;
  costAndProfitData?: CostAndProfit;
  pricePerUnitData?: PricePerUnitData;
  discount: {
    type: 'NONE' | 'AMOUNT' | 'PERCENT';
    value: number;
  };
  ribbon?: string;
  ribbons: {
    text: string;
  }[];
  brand?: string;
  media: Media;
  manageVariants: boolean;
  productOptions: ProductOption[];
  productPageUrl: {
    base: string;
    path: string;
  };
  collectionIds: string[];
  collections: CollectionRef[];
  variants?: Variant[];
  createdDate: string;
  lastUpdated: string;
  revision?: number;
}

export interface Collection {
  id: string;
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  media: Media;
  numberOfProducts: number;
  createdDate: string;
  lastUpdated: string;
}

export interface PageMetadata {
  items: number;
  offset: number;
  total: number;
  tooManyToCount: boolean;
  cursors: {
    next?: string;
    prev?: string;
  };
}

export interface QueryProductsReply {
  products: Product[];
  metadata: PageMetadata;
}

export interface QueryCollectionsReply {
  collections: Collection[];
  metadata: PageMetadata;
  totalResults: number;
}

export interface CollectionCountsReply {
  counts: {
    collectionId: string;
    count: number;
    tooManyToCount: boolean;
  }[];
}

export interface CollectionCountsBody {
  query?: {
    filter?: unknown;
    search?: unknown;
  };
}

export interface ProductVariant {
  id: string;
  productId: string;
  name: string;
  choices: Record<string, string>;
  variant: VariantData;
  stock: VariantStock;
}

export interface Availability {
  selectedVariant: {
    id: string;
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
  } | null;
  availableForPurchase: boolean;
  variantSelectionAvailable: boolean;
  productOptions: ProductOption[];
  media: Media;
}

export interface BulkReply {
  results: {
    itemMetadata: {
      id: string;
      originalIndex: number;
      success: boolean;
    };
  }[];
  bulkActionMetadata: {
    totalSuccesses: number;
    totalFailures: number;
    undetailedFailures: number;
  };
}

export interface MediaFile {
  id: string;
  url: string;
  mimeType: string;
  size: number;
  width: number;
  height: number;
  fileName: string;
}

export interface DigitalFile {
  id: string;
  productId: string;
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
  createdDate: string;
}

export interface DigitalFileReply {
  file: DigitalFile;
}

export interface UploadBody {
  fileName: string;
  mimeType: string;
  data: string;
}

export type Amount = number | string;

export interface ProductInput {
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  productType: 'physical' | 'digital';
  sku: null | string;
  weight: null | number;
  priceData: {
    price: Amount;
    currency?: string;
  };
  costAndProfitData: {
    itemCost: null | Amount;
  };
  discount: {
    type: 'NONE' | 'AMOUNT' | 'PERCENT';
    value: Amount;
  };
  pricePerUnitData: {
    totalQuantity: number;
    totalMeasurementUnit: MeasurementUnit;
    baseQuantity: number;
    baseMeasurementUnit: MeasurementUnit;
  } | null;
  stock: {
    trackInventory?: boolean;
    quantity?: number;
    inStock?: boolean;
    inventoryStatus?: string;
  };
  manageVariants: boolean;
  productOptions: {
    name: string;
    optionType?: 'drop_down' | 'color';
    choices: {
      value: string;
      description?: string;
    }[];
  }[];
  brand: null | string;
  ribbon: null | string;
  collectionIds: string[];
}

export interface CreateProductBody {
  product: {
    name: string;
    slug?: string;
    description?: string;
    visible?: boolean;
    productType?: 'physical' | 'digital';
    sku?: null | string;
    weight?: null | number;
    priceData: {
      price: Amount;
      currency?: string;
    };
    costAndProfitData?: {
      itemCost: null | Amount;
    };
    discount?: {
      type: 'NONE' | 'AMOUNT' | 'PERCENT';
      value: Amount;
    };
    pricePerUnitData?: {
      totalQuantity: number;
      totalMeasurementUnit: MeasurementUnit;
      baseQuantity: number;
      baseMeasurementUnit: MeasurementUnit;
    } | null;
    stock?: {
      trackInventory?: boolean;
      quantity?: number;
      inStock?: boolean;
      inventoryStatus?: string;
    };
    manageVariants?: boolean;
    productOptions?: {
      name: string;
      optionType?: 'drop_down' | 'color';
      choices: {
        value: string;
        description?: string;
      }[];
    }[];
    brand?: null | string;
    ribbon?: null | string;
    collectionIds?: string[];
  };
}

export interface UpdateProductBody {
  product: {
    name?: string;
    slug?: string;
    description?: string;
    visible?: boolean;
    productType?: 'physical' | 'digital';
    sku?: null | string;
    weight?: null | number;
    priceData?: {
      price: Amount;
      currency?: string;
    };
    costAndProfitData?: {
      itemCost: null | Amount;
    };
    discount?: {
      type: 'NONE' | 'AMOUNT' | 'PERCENT';
      value: Amount;
    };
    pricePerUnitData?: {
      totalQuantity: number;
      totalMeasurementUnit: MeasurementUnit;
      baseQuantity: number;
      baseMeasurementUnit: MeasurementUnit;
    } | null;
    stock?: {
      trackInventory?: boolean;
      quantity?: number;
      inStock?: boolean;
      inventoryStatus?: string;
    };
    manageVariants?: boolean;
    productOptions?: {
      name: string;
      optionType?: 'drop_down' | 'color';
      choices: {
        value: string;
        description?: string;
      }[];
    }[];
    brand?: null | string;
    ribbon?: null | string;
    collectionIds?: string[];
    id?: string;
  };
}

export interface VariantInput {
  variantIds?: string[];
  choices?: Record<string, string>;
  price?: Amount;
  cost?: null | Amount;
  weight?: null | number;
  sku?: null | string;
  visible?: boolean;
  stock?: {
    quantity?: number;
    inStock?: boolean;
  };
}

export interface AddMediaBody {
  media: {
    mediaId?: string;
    url?: string;
    choice?: {
      option: string;
      choice: string;
    };
  }[];
}

export interface ChoiceMediaBody {
  media: {
    option: string;
    choice: string;
    mediaIds?: string[];
  }[];
}

export interface CollectionInput {
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  mediaId: null | string;
}

export interface CreateCollectionBody {
  collection: {
    name: string;
    slug?: string;
    description?: string;
    visible?: boolean;
    mediaId?: null | string;
  };
}

export interface UpdateCollectionBody {
  collection: {
    name?: string;
    slug?: string;
    description?: string;
    visible?: boolean;
    mediaId?: null | string;
    id?: string;
  };
}

export interface BulkUpdateBody {
  ids: string[];
  set: {
    price?: Amount;
    cost?: Amount;
    weight?: number;
    visible?: boolean;
  };
}

export interface BulkAdjustBody {
  ids: string[];
  adjust: {
    price?: {
      amount?: Amount;
      percentage?: number;
    };
    cost?: {
      amount?: Amount;
      percentage?: number;
    };
    weight?: {
      amount?: Amount;
      percentage?: number;
    };
  };
}

export interface StockAdjustBody {
  productId: string;
  variantId: string;
  set?: number;
  change?: number;
}

export interface StockAdjustReply {
  level: {
    productId: string;
    variantId: string;
    quantity: number;
    inStock: boolean;
  };
  revision: number;
}

export interface BulkDeleteBody {
  ids: string[];
}

export interface ArrangeMediaBody {
  media: {
    id: string;
    altText?: string;
  }[];
}
