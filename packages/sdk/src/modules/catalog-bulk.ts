/**
 * Bulk catalog work for the dashboard (elevated clients): price changes of many products at once, previewed
 * (nothing written), applied in one transaction with one audit entry, and undone; and the product CSV, imported
 * (a dry run checks every row and writes nothing; a real run writes the valid rows) and exported in the same
 * columns. Errors: `ValidationError` (a bad target or change; an apply that changes no price), NOT_FOUND (an
 * unknown change), ALREADY_UNDONE and CHANGED_SINCE (409, an undo), PERMISSION_DENIED.
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/catalog-bulk';

export type PriceTarget = Wire.PriceTarget;
export type PriceChange = Wire.PriceChange;
export type PriceLine = Wire.PriceLine;
export type SkippedProduct = Wire.SkippedProduct;
export type PricePreview = Wire.PricePreviewReply;
export type AppliedPriceChange = Wire.PriceApplyReply;
export type PriceUndo = Wire.PriceUndoReply;
export type RecordedPriceChange = ClientForm<Wire.PriceChangeReply>;
export type ProductImportReport = Wire.ProductImportReply;
export type ProductExportQuery = Wire.ProductExportQuery;
/** A line of the import's progress stream (importProductsWithProgress). */
export type ProductImportLine =
  | { progress: { phase: 'validate' | 'write'; done: number; total: number } }
  | { result: ProductImportReport }
  | { error: { message: string; details?: unknown } };

const PRICES = '/v1/bulk/products/prices';

export const catalogBulk = defineModule(
  (context) => ({
    /** POST /v1/bulk/products/prices/preview: every price the change would set; no write. */
    previewPriceChange: (target: PriceTarget, change: PriceChange): Promise<PricePreview> =>
      context.request({ method: 'POST', path: `${PRICES}/preview`, body: { target, change } }),
    /** POST /v1/bulk/products/prices/apply: the change, in one go; answers its id for an undo. */
    applyPriceChange: (target: PriceTarget, change: PriceChange): Promise<AppliedPriceChange> =>
      context.request({ method: 'POST', path: `${PRICES}/apply`, body: { target, change } }),
    /** GET /v1/bulk/products/prices/{id}: a change as recorded, whether it was undone, what an undo would skip. */
    getPriceChange: (changeId: string): Promise<RecordedPriceChange> =>
      context.request({ method: 'GET', path: `${PRICES}/${encodeURIComponent(changeId)}` }),
    /** POST /v1/bulk/products/prices/{id}/undo: the old prices back, skipping products changed since. */
    undoPriceChange: (changeId: string): Promise<PriceUndo> =>
      context.request({ method: 'POST', path: `${PRICES}/${encodeURIComponent(changeId)}/undo`, body: {} }),
    /** POST /v1/products/import: the product CSV checked (dryRun) or imported; a report of every row. */
    importProducts: (csv: string, dryRun: boolean): Promise<ProductImportReport> =>
      context.request({ method: 'POST', path: '/v1/products/import', body: { csv, dryRun } }),
    /**
     * The same import answered while it runs (Accept: application/x-ndjson): the fetch Response, its body
     * unread, one JSON line per step (ProductImportLine): progress lines, then the report. A refusal before
     * the import starts is thrown as every other call's is.
     */
    importProductsWithProgress: (csv: string, dryRun: boolean): Promise<Response> =>
      context.request<Response>({
        method: 'POST',
        path: '/v1/products/import',
        body: { csv, dryRun },
        headers: { accept: 'application/x-ndjson' },
        rules: false,
        stream: true,
      }),
    /**
     * GET /v1/products/export.csv: the products the filter finds (all without one) in the import's columns.
     * Answers the fetch Response, its body unread (text/csv, an attachment named products.csv).
     */
    exportProductsCsv: (query: ProductExportQuery = {}): Promise<Response> =>
      context.request<Response>({
        method: 'GET',
        path: '/v1/products/export.csv',
        query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')),
        rules: false,
        stream: true,
      }),
  }),
  {
    elevated: [
      'previewPriceChange',
      'applyPriceChange',
      'getPriceChange',
      'undoPriceChange',
      'importProducts',
      'importProductsWithProgress',
      'exportProductsCsv',
    ],
  },
);
