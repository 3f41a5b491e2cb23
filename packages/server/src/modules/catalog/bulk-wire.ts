/** The wire shapes of bulk price changes and the product CSV: the SDK's catalog-bulk types come from them. */
import type { NamedShapes } from '../../contract/render-types';
import { ExportQuery, ImportBody, ImportReply } from './import/routes';
import * as prices from './prices/schemas';

export const catalogBulkWire: NamedShapes = {
  PriceTarget: prices.PriceTarget,
  PriceChange: prices.PriceChange,
  PriceChangeBody: prices.PriceChangeBody,
  PriceLine: prices.PriceLine,
  PricePreviewReply: prices.PricePreviewReply,
  PriceApplyReply: prices.PriceApplyReply,
  SkippedProduct: prices.SkippedProduct,
  PriceUndoReply: prices.PriceUndoReply,
  PriceChangeReply: prices.PriceChangeReply,
  ProductImportBody: ImportBody,
  ProductImportReply: ImportReply,
  ProductExportQuery: ExportQuery,
};
