import type { Db } from '../../../db/open';
import { checkFile, type Progress, type RowReport } from './check';
import type { RowError } from './rows';
import { writeRows } from './write';

export type { Progress } from './check';

export class ImportFailed extends Error {
  constructor(
    readonly errors: RowError[],
    readonly rows: number,
  ) {
    super(`${errors.length} error(s) in ${rows} row(s); nothing was imported`);
    this.name = 'ImportFailed';
  }
}

/**
 * `npm run import`: validates every row first; writes all of them in one transaction only when none is
 * invalid (rows already there, unchanged, are left as they are).
 */
export async function importProducts(
  db: Db,
  text: string,
  options: { currency: string; progress?: Progress },
) {
  const progress = options.progress ?? (() => {});
  const checked = await checkFile(db, text, progress);
  const errors = [...checked.fileErrors, ...checked.reports.flatMap((r) => r.errors)];
  if (errors.length > 0)
    throw new ImportFailed(
      errors.sort((a, b) => a.row - b.row),
      checked.total,
    );
  if (checked.valid.length === 0) return { products: 0, collectionsCreated: 0 };
  return writeRows(db, checked.valid, options.currency, progress);
}

/**
 * The dashboard's import: a dry run checks every row and writes nothing; a real run writes the valid rows (in
 * one transaction) and leaves the invalid ones. Either way, a report of every row. Errors of the whole file
 * (its syntax, its header) import nothing.
 */
export async function runImport(
  db: Db,
  text: string,
  options: { dryRun: boolean; currency: string; progress?: Progress },
) {
  const progress = options.progress ?? (() => {});
  const checked = await checkFile(db, text, progress);
  let collectionsCreated = 0;
  const write = !options.dryRun && checked.fileErrors.length === 0 && checked.valid.length > 0;
  if (write)
    collectionsCreated = (await writeRows(db, checked.valid, options.currency, progress)).collectionsCreated;
  const reports: RowReport[] = [
    ...checked.reports,
    ...checked.valid.map((r) => ({
      row: r.row,
      line: r.line,
      name: r.product.name,
      slug: r.product.slug ?? null,
      status: write ? ('CREATED' as const) : ('WOULD_CREATE' as const),
      errors: [],
    })),
  ].sort((a, b) => a.row - b.row);
  const count = (status: RowReport['status']) => reports.filter((r) => r.status === status).length;
  return {
    dryRun: options.dryRun,
    rows: checked.total,
    created: write ? checked.valid.length : 0,
    wouldCreate: options.dryRun ? checked.valid.length : 0,
    unchanged: count('UNCHANGED'),
    invalid: count('INVALID'),
    collectionsCreated,
    errors: checked.fileErrors,
    report: reports,
  };
}
