// The catalog's front door: the only file outside the catalog imports.
export { catalogRoutes } from './routes';
export { catalogNeverUsed, seedDemoCatalog } from './demo/seed';
export { CSV_COLUMNS } from './import/rows';
export { ImportFailed, importProducts, type Progress } from './import/run';
export { attachCountFolding } from './listing/listing-counts';
export { backfillShopperDocs } from './listing/shopper-docs';
export { ShopperDocCache } from './listing/shopper-doc-cache';
export { shopperVariants, type ShopperVariant } from './shopper-variants';
export { catalogWire } from './wire';
export { catalogBulkWire } from './bulk-wire';
export {
  cartItemFacts,
  cartLineFactsColumn,
  cartLineFactsOf,
  type CartItemFacts,
  type CartItemRef,
  type ChosenOption,
} from './cart-items';
export { mediaItem } from './view';
export { digitalFileContent, digitalFileIds } from './digital/digital-files';
export { ZERO_VARIANT_ID } from './rules';
export { CATALOG_EVENTS } from './store';
export {
  availableStock,
  returnStock,
  takeStock,
  type Shortfall,
  type StockLine,
  type StockResult,
  type VariantLevel,
  type VariantRef,
} from './stock/service';
