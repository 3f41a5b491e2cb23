'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import formStyles from '@/components/account/account.module.css';
import { productsImported } from '@/lib/shop/catalog-bulk-actions';
import {
  importStopped,
  progressAnnouncement,
  progressText,
  readImportStream,
  type ImportOutcome,
  type ImportProgress,
} from '@/lib/shop/product-import-stream';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_TEXT,
  reportRows,
  reportSummary,
  type ProductImportReport,
} from '@/lib/shop/product-import-view';
import styles from './admin.module.css';
import bulk from './bulk.module.css';
import rec from './reconcile.module.css';

/** Sends the file to the import's route handler and reads its progress lines as they come. */
async function runImport(
  file: File,
  dryRun: boolean,
  onProgress: (p: ImportProgress) => void,
): Promise<ImportOutcome> {
  try {
    const response = await fetch(`/admin/products/import/run?dryRun=${dryRun}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: file,
    });
    if (!response.ok || !response.body) {
      const refusal = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
      return { ok: false, message: refusal?.message ?? importStopped };
    }
    return await readImportStream(response.body, onProgress);
  } catch {
    return { ok: false, message: importStopped };
  }
}

/**
 * The product CSV's import: a dry run checks every row and writes nothing; the import writes the good rows.
 * A bar follows the rows checked, then the products written; then a report of every product, the bad ones
 * first with their line and reason.
 */
export function ProductImporter() {
  const [file, setFile] = useState<File | undefined>();
  const [running, setRunning] = useState<'dry' | 'real' | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [report, setReport] = useState<ProductImportReport | undefined>();
  const [progress, setProgress] = useState<ImportProgress | undefined>();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const reportRef = useRef<HTMLHeadingElement>(null);
  const fileId = useId();
  const headingId = useId();

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  useEffect(() => {
    if (report) reportRef.current?.focus();
  }, [report]);

  async function run(dryRun: boolean, event?: FormEvent) {
    event?.preventDefault();
    setError(undefined);
    if (!file) return setError('Choose a CSV file of products.');
    if (file.size > IMPORT_MAX_BYTES) return setError(IMPORT_MAX_TEXT);
    setRunning(dryRun ? 'dry' : 'real');
    setReport(undefined);
    setProgress(undefined);
    const result = await runImport(file, dryRun, setProgress);
    setRunning(undefined);
    if (!result.ok) return setError(result.message);
    if (result.report.created > 0) await productsImported();
    setReport(result.report);
  }

  const rows = report ? reportRows(report) : [];

  return (
    <div className={formStyles.stack}>
      <form className={formStyles.form} onSubmit={(e) => void run(true, e)} noValidate>
        {error ? (
          <p className={formStyles.formError} role="alert" tabIndex={-1} ref={errorRef}>
            {error}
          </p>
        ) : null}
        <div className={rec.drop}>
          <label htmlFor={fileId} className={formStyles.label}>
            Products (CSV file)
          </label>
          <input
            id={fileId}
            name="csv"
            type="file"
            accept=".csv,text/csv,text/plain"
            className={rec.file}
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0]);
              setReport(undefined);
              setProgress(undefined);
            }}
            disabled={running !== undefined}
            aria-invalid={error && !file ? true : undefined}
          />
          <p className={formStyles.hint}>
            One product a row under a header row; name and price are required. The export below writes the
            same columns. Up to 32 MB.
          </p>
          <p className={formStyles.hint}>
            A product’s variants follow its row, one row each: leave name empty and name the variant’s choices
            in the <code>variant</code> column (“Size: M; Colour: Navy”), then its own price, cost, weight,
            sku, visible, quantity or inStock (an empty cell keeps the product’s). <code>imageUrl</code> is
            the main picture; <code>moreImageUrls</code> lists the others, separated by |.
          </p>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={running !== undefined}>
            {running === 'dry' ? 'Checking…' : 'Check the file (dry run)'}
          </button>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => void run(false)}
            disabled={running !== undefined}
          >
            {running === 'real' ? 'Importing…' : 'Import the good rows'}
          </button>
        </div>
        {running || progress ? <ImportProgressBar progress={progress} running={running} /> : null}
      </form>

      {report ? (
        <section aria-labelledby={headingId} className={formStyles.stack}>
          <h2 id={headingId} className={styles.cardTitle} tabIndex={-1} ref={reportRef}>
            {report.dryRun ? 'Dry run: nothing was written' : 'Import done'}
          </h2>
          <p
            className={
              report.invalid > 0 || report.errors.length > 0 ? formStyles.formError : formStyles.formSuccess
            }
          >
            {reportSummary(report)}
          </p>
          {rows.length > 0 ? (
            <div className={bulk.scroller} tabIndex={0} role="region" aria-label="Rows of the file">
              <table className={bulk.table}>
                <thead>
                  <tr>
                    <th scope="col" className={bulk.num}>
                      Line
                    </th>
                    <th scope="col">Product</th>
                    <th scope="col">Result</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={`${r.line}:${r.row}`}>
                      <td className={bulk.num}>{r.line}</td>
                      <td>{r.name || '—'}</td>
                      <td className={r.problems ? bulk.bad : undefined}>
                        {r.status}
                        {r.problems ? `: ${r.problems}` : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** The bar of the rows checked, then of the products written; a live region says each quarter, not each step. */
function ImportProgressBar({
  progress,
  running,
}: {
  progress: ImportProgress | undefined;
  running: 'dry' | 'real' | undefined;
}) {
  const label = progress?.phase === 'write' ? 'Products written' : 'Rows checked';
  const waiting = running === 'dry' ? 'Sending the file to check it…' : 'Sending the file to import it…';
  return (
    <div className={bulk.progress}>
      <progress
        className={bulk.bar}
        aria-label={label}
        {...(progress ? { value: progress.done, max: Math.max(progress.total, 1) } : {})}
      />
      <p className={styles.muted}>{progress ? progressText(progress) : waiting}</p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {progress ? progressAnnouncement(progress) : running ? waiting : ''}
      </p>
    </div>
  );
}
