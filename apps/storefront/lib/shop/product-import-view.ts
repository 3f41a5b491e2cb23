/** The product import's report in words for the import page: pure, unit tested. */
import type { ProductImportReport } from '@atelier/sdk';

export type { ProductImportReport };

/** The largest file the page sends: the commerce server's limit (IMPORT_BODY_LIMIT of the import's route). */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
export const IMPORT_MAX_TEXT = 'The file is larger than 32 MB: import it in parts.';

/** Rows shown at most; the bad ones come first. */
export const REPORT_ROWS_SHOWN = 500;

const STATUS: Record<ProductImportReport['report'][number]['status'], string> = {
  CREATED: 'Created',
  WOULD_CREATE: 'Will be created',
  UNCHANGED: 'Already there, unchanged',
  INVALID: 'Not imported',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function reportSummary(r: ProductImportReport): string {
  if (r.errors.length > 0)
    return `The file cannot be read, nothing was imported: ${r.errors
      .map((e) => `line ${e.line}, ${e.field}: ${e.message}`)
      .join('; ')}.`;
  const parts = [
    r.dryRun
      ? `${plural(r.wouldCreate, 'product')} will be created`
      : `${plural(r.created, 'product')} created`,
    ...(r.unchanged > 0 ? [`${plural(r.unchanged, 'row')} already there, unchanged`] : []),
    ...(r.invalid > 0
      ? [`${plural(r.invalid, 'row')} with problems ${r.dryRun ? 'will be' : 'were'} left out`]
      : []),
    ...(r.collectionsCreated > 0 ? [`${plural(r.collectionsCreated, 'collection')} created`] : []),
  ];
  return `${plural(r.rows, 'row')} read: ${parts.join(', ')}.`;
}

/** The rows to show: the bad ones first, each with its problems in words. */
export function reportRows(r: ProductImportReport) {
  const ordered = [...r.report].sort(
    (a, b) => Number(b.status === 'INVALID') - Number(a.status === 'INVALID') || a.row - b.row,
  );
  return ordered.slice(0, REPORT_ROWS_SHOWN).map((row) => ({
    row: row.row,
    line: row.line,
    name: row.name,
    status: STATUS[row.status],
    problems: row.errors.length > 0 ? row.errors.map((e) => `${e.field} ${e.message}`).join('; ') : undefined,
  }));
}
