'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import formStyles from '@/components/account/account.module.css';
import { confirmMatches, previewStatement } from '@/lib/shop/reconcile-actions';
import {
  choosable,
  creditAmount,
  initialSelection,
  outcomeLabel,
  outcomeSummary,
  pairsOf,
  type PairOutcome,
  type PreviewStatementReply,
  payButtonLabel,
  STATEMENT_MAX_BYTES,
  statusLabel,
  toggleLine,
} from '@/lib/shop/reconcile-view';
import styles from './admin.module.css';
import rec from './reconcile.module.css';

type Stage = 'upload' | 'reading' | 'review' | 'asking' | 'paying' | 'done';

/**
 * Bank reconciliation: the statement uploaded (a file, dropped or chosen, or pasted text), its credits
 * reviewed beside the orders they match, and the ticked ones marked paid in one action, asked first.
 */
export function Reconciler() {
  const [stage, setStage] = useState<Stage>('upload');
  const [error, setError] = useState<string | undefined>();
  const [file, setFile] = useState<File | undefined>();
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<PreviewStatementReply | undefined>();
  const [selected, setSelected] = useState<number[]>([]);
  const [outcomes, setOutcomes] = useState<PairOutcome[] | undefined>();
  const [dragging, setDragging] = useState(false);
  const focusRef = useRef<HTMLElement | null>(null);
  const fileId = useId();
  const pasteId = useId();

  useEffect(() => {
    focusRef.current?.focus();
  }, [stage, error]);

  async function read(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (file && file.size > STATEMENT_MAX_BYTES) {
      setError('The statement is larger than 2 MB: upload it in parts.');
      return;
    }
    setStage('reading');
    const csv = file ? await file.text() : text;
    const result = await previewStatement(csv);
    if (!result.ok) {
      setError(result.message);
      setStage('upload');
      return;
    }
    setPreview(result.preview);
    setSelected(initialSelection(result.preview.credits));
    setOutcomes(undefined);
    setStage('review');
  }

  async function pay() {
    if (!preview) return;
    setError(undefined);
    setStage('paying');
    const result = await confirmMatches(pairsOf(preview.credits, selected));
    if (!result.ok) {
      setError(result.message);
      setStage('review');
      return;
    }
    setOutcomes(result.reply.results);
    setStage('done');
  }

  function startOver() {
    setPreview(undefined);
    setOutcomes(undefined);
    setFile(undefined);
    setText('');
    setError(undefined);
    setStage('upload');
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  }

  const errorBox = error ? (
    <p className={formStyles.formError} role="alert" tabIndex={-1} ref={(el) => void (focusRef.current = el)}>
      {error}
    </p>
  ) : null;

  if (stage === 'upload' || stage === 'reading' || !preview) {
    const reading = stage === 'reading';
    return (
      <form
        className={`${formStyles.form} ${rec.form}`}
        onSubmit={(e) => void read(e)}
        aria-busy={reading}
        noValidate
      >
        {errorBox}
        <div
          className={`${rec.drop} ${dragging ? rec.dropActive : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <label htmlFor={fileId} className={formStyles.label}>
            The bank’s statement (CSV file)
          </label>
          <input
            id={fileId}
            name="statement"
            type="file"
            accept=".csv,text/csv,text/plain"
            className={rec.file}
            onChange={(e) => setFile(e.currentTarget.files?.[0])}
            disabled={reading}
          />
          <p className={formStyles.hint}>
            {file ? `Chosen: ${file.name}` : 'Choose the file or drop it here. Up to 2 MB and 5,000 rows.'}
          </p>
        </div>
        <div className={formStyles.field}>
          <label htmlFor={pasteId} className={formStyles.label}>
            Or paste the statement’s text
          </label>
          <textarea
            id={pasteId}
            name="csv"
            rows={5}
            className={`${formStyles.input} ${rec.paste}`}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            disabled={reading || file !== undefined}
            placeholder="Date;Reference;Amount"
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={reading}>
            {reading ? 'Reading…' : 'Read the statement'}
          </button>
          {file ? (
            <button
              type="button"
              className="button button-ghost"
              onClick={() => setFile(undefined)}
              disabled={reading}
            >
              Clear the file
            </button>
          ) : null}
        </div>
        {reading ? (
          <p role="status" className={`${styles.muted} ${rec.progress}`}>
            Reading the statement and matching its credits to orders…
          </p>
        ) : null}
      </form>
    );
  }

  const credits = preview.credits;
  const matches = credits.filter((c) => c.status === 'MATCH').length;
  const nearMisses = credits.filter((c) => c.status === 'NEAR_MISS').length;
  const outcomeOf = (line: number) => outcomes?.find((o) => o.line === line);
  const busy = stage === 'paying';
  const locked = stage === 'asking' || busy || stage === 'done';

  return (
    <div className={formStyles.stack}>
      <p
        className={styles.muted}
        tabIndex={-1}
        ref={(el) => {
          if (stage === 'review') focusRef.current = el;
        }}
      >
        {credits.length} credit{credits.length === 1 ? '' : 's'}: {matches} matched, {nearMisses} near{' '}
        {nearMisses === 1 ? 'miss' : 'misses'}, {credits.length - matches - nearMisses} without a match.{' '}
        {preview.debits > 0 ? `${preview.debits} debit${preview.debits === 1 ? '' : 's'} left aside.` : ''}
      </p>
      {preview.problems.length > 0 ? (
        <div className={formStyles.formError}>
          <p>
            {preview.problems.length} row{preview.problems.length === 1 ? '' : 's'} could not be read:
          </p>
          <ul className={rec.problems}>
            {preview.problems.slice(0, 20).map((p) => (
              <li key={p.line}>
                Line {p.line}: {p.reason}
              </li>
            ))}
            {preview.problems.length > 20 ? <li>and {preview.problems.length - 20} more</li> : null}
          </ul>
        </div>
      ) : null}
      {stage === 'done' && outcomes ? (
        <p
          className={formStyles.formSuccess}
          role="status"
          tabIndex={-1}
          ref={(el) => void (focusRef.current = el)}
        >
          {outcomeSummary(outcomes)}
        </p>
      ) : null}
      {errorBox}
      {credits.length === 0 ? (
        <p className={styles.muted}>The statement has no credits.</p>
      ) : (
        <table className={rec.table}>
          <caption className="visually-hidden">Credits of the statement and the orders they match</caption>
          <thead>
            <tr>
              <th scope="col">Pay</th>
              <th scope="col">Date</th>
              <th scope="col" className={rec.amount}>
                Amount
              </th>
              <th scope="col">Reference</th>
              <th scope="col">Order</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {credits.map((c) => {
              const outcome = outcomeOf(c.line);
              const ticked = selected.includes(c.line);
              return (
                <tr key={c.line} className={rec[c.status.toLowerCase()]} data-line={c.line}>
                  <td className={rec.tick}>
                    {choosable(c) ? (
                      <label className={rec.check}>
                        <input
                          type="checkbox"
                          checked={ticked}
                          disabled={locked}
                          onChange={() => setSelected((now) => toggleLine(now, credits, c.line))}
                        />
                        <span className="visually-hidden">
                          Mark order {c.order!.number} paid with the credit of line {c.line}
                        </span>
                      </label>
                    ) : (
                      <span className={rec.none}>
                        <span aria-hidden="true">–</span>
                        <span className="visually-hidden">Not to be chosen</span>
                      </span>
                    )}
                  </td>
                  <td data-label="Date">{c.date}</td>
                  <td data-label="Amount" className={rec.amount}>
                    {creditAmount(c)}
                  </td>
                  <td data-label="Reference" className={rec.reference}>
                    {c.reference || '—'}
                  </td>
                  <td data-label="Order">
                    {c.order ? (
                      <div>
                        <Link href={`/admin/orders/${c.order._id}`}>#{c.order.number}</Link>
                        <span className={rec.owed}>
                          {' '}
                          {outcome?.outcome === 'PAID' ? 'owed' : 'owes'} {c.order.formattedOwed}
                          {c.order.buyerName ? ` · ${c.order.buyerName}` : ''}
                        </span>
                      </div>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td data-label="Status">
                    <div>
                      <span className={rec.status}>{statusLabel(c)}</span>
                      {outcome ? (
                        <span className={outcome.outcome === 'PAID' ? rec.paid : rec.refused}>
                          {outcomeLabel(outcome)}
                        </span>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {stage === 'asking' ? (
        <div
          className={rec.ask}
          role="group"
          aria-labelledby="reconcile-ask"
          tabIndex={-1}
          ref={(el) => void (focusRef.current = el)}
        >
          <p id="reconcile-ask">
            {payButtonLabel(selected.length)}? Each is recorded as paid by bank transfer, in the audit log,
            and cannot be undone here.
          </p>
          <div className={styles.actions}>
            <button type="button" className="button" onClick={() => void pay()}>
              Yes, {payButtonLabel(selected.length).toLowerCase()}
            </button>
            <button type="button" className="button button-ghost" onClick={() => setStage('review')}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      <div className={styles.actions}>
        {stage === 'review' || stage === 'paying' ? (
          <button
            type="button"
            className="button"
            disabled={selected.length === 0 || busy}
            onClick={() => setStage('asking')}
          >
            {busy ? 'Marking paid…' : payButtonLabel(selected.length)}
          </button>
        ) : null}
        <button type="button" className="button button-ghost" onClick={startOver} disabled={busy}>
          {stage === 'done' ? 'Read another statement' : 'Start over'}
        </button>
      </div>
      {busy ? (
        <p role="status" className={styles.muted}>
          Marking the orders paid…
        </p>
      ) : null}
    </div>
  );
}
