'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import formStyles from '@/components/account/account.module.css';
import { importProductsCsv } from '@/lib/shop/catalog-bulk-actions';
import {
  IMPORT_MAX_BYTES,
  reportRows,
  reportSummary,
  type ProductImportReport,
} from '@/lib/shop/product-import-view';
import styles from './admin.module.css';
import bulk from './bulk.module.css';
import rec from './reconcile.module.css';

/**
 * The product CSV's import: a dry run checks every row and writes nothing; the import writes the good rows.
 * Either way a report of every row, the bad ones first with their line and reason.
 */
export function ProductImporter() {
  const [file, setFile] = useState<File | undefined>();
  const [running, setRunning] = useState<'dry' | 'real' | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [report, setReport] = useState<ProductImportReport | undefined>();
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
    if (file.size > IMPORT_MAX_BYTES) return setError('The file is larger than 3 MB: import it in parts.');
    setRunning(dryRun ? 'dry' : 'real');
    setReport(undefined);
    const result = await importProductsCsv(await file.text(), dryRun);
    setRunning(undefined);
    if (!result.ok) return setError(result.message);
    setReport(result.report);
  }

  const rows = report ? reportRows(report) : [];

  return (
    <div className={formStyles.stack}>
      <form
        className={formStyles.form}
        onSubmit={(e) => void run(true, e)}
        noValidate
        aria-busy={running !== undefined}
      >
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
            }}
            disabled={running !== undefined}
            aria-invalid={error && !file ? true : undefined}
          />
          <p className={formStyles.hint}>
            One product a row under a header row; name and price are required. The export below writes the
            same columns. Up to 3 MB.
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
        {running ? (
          <div role="status">
            <progress
              className={bulk.bar}
              aria-label={running === 'dry' ? 'Checking the file' : 'Importing'}
            />
            <p className={styles.muted}>
              {running === 'dry' ? 'Checking every row; nothing is written…' : 'Importing the good rows…'}
            </p>
          </div>
        ) : null}
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
