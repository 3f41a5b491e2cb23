/**
 * Wire shapes of the catalog-bulk area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface PriceTarget {
  ids?: string[];
  collectionId?: string;
  filter?: {
    search?: string;
    minPrice?: string;
    maxPrice?: string;
  };
}

export interface PriceChange {
  mode: 'SET' | 'AMOUNT' | 'PERCENT';
  value: string;
}

export interface PriceChangeBody {
  target: PriceTarget;
  change: PriceChange;
}

export interface PriceLine {
  productId: string;
  productName: string;
  variantId: string | null;
  variantName: string | null;
  oldPrice: string;
  newPrice: string;
}

export interface PricePreviewReply {
  changes: PriceLine[];
  products: number;
  unchanged: number;
}

export interface PriceApplyReply {
  changeId: string;
  changes: PriceLine[];
  products: number;
  unchanged: number;
}

export interface SkippedProduct {
  productId: string;
  productName: string;
  reason: string;
}

export interface PriceUndoReply {
  changeId: string;
  restored: PriceLine[];
  skipped: SkippedProduct[];
}

export interface PriceChangeReply {
  changeId: string;
  createdDate: string;
  changes: PriceLine[];
  undone: boolean;
  overtaken: SkippedProduct[];
}

export interface ProductImportBody {
  csv: string;
  dryRun: boolean;
}

export interface ProductImportReply {
  dryRun: boolean;
  rows: number;
  created: number;
  wouldCreate: number;
  unchanged: number;
  invalid: number;
  collectionsCreated: number;
  errors: {
    row: number;
    line: number;
    field: string;
    rule: string;
    message: string;
  }[];
  report: {
    row: number;
    line: number;
    name: string;
    slug: string | null;
    status: 'CREATED' | 'WOULD_CREATE' | 'UNCHANGED' | 'INVALID';
    errors: {
      row: number;
      line: number;
      field: string;
      rule: string;
      message: string;
    }[];
  }[];
}

export interface ProductExportQuery {
  search?: string;
  collectionId?: string;
  minPrice?: string;
  maxPrice?: string;
}
