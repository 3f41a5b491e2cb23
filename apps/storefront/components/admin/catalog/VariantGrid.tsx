'use client';
'use no memo';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState, type KeyboardEvent } from 'react';
import { saveVariantBatch } from '@/lib/shop/catalog-admin-actions';
import {
  afterSaved,
  COLUMN_LABELS,
  currentRow,
  editCell,
  GRID_COLUMNS,
  moveCell,
  planSave,
  problemsOfBatch,
  withoutRows,
  type Edits,
  type GridColumn,
  type GridRow,
  type RowProblems,
} from '@/lib/shop/variant-grid';
import { ProductConflict } from '../ProductConflict';
import styles from './catalog.module.css';

const ROW_HEIGHT = 52;

/**
 * Every variant's price, SKU, weight and stock, one row each, however many: only the rows in view are
 * rendered (@tanstack/react-virtual), so 1,000 variants scroll and edit without a pause. Only changed rows
 * are sent, in batches with a progress bar; a refused row keeps its changes and shows the server's words.
 * Arrows and Tab move between cells (the grid scrolls to the cell). Each batch names the product's revision
 * (the one loaded, then the one the previous batch answered): when someone else saved the product meanwhile
 * the server refuses, and the grid says who changed what, as the product form does.
 */
export function VariantGrid({
  productId,
  revision: loadedRevision,
  rows: loaded,
  tracked,
  currency,
  canWrite,
}: {
  productId: string;
  revision?: number | undefined;
  rows: GridRow[];
  tracked: boolean;
  currency: string;
  canWrite: boolean;
}) {
  const [rows, setRows] = useState(loaded);
  const [edits, setEdits] = useState<Edits>(() => new Map());
  const [problems, setProblems] = useState<Map<string, RowProblems>>(() => new Map());
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [conflict, setConflict] = useState('');
  // The product's revision as this grid last wrote or loaded it.
  const revision = useRef(loadedRevision);
  const scroller = useRef<HTMLDivElement>(null);
  const columns = GRID_COLUMNS.filter((c) => tracked || c !== 'quantity');

  // eslint-disable-next-line react-hooks/incompatible-library -- the file opts out of the compiler ('use no memo')
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  const focusCell = (row: number, column: number) => {
    virtualizer.scrollToIndex(row, { align: 'auto' });
    const find = (tries: number) => {
      const input = scroller.current?.querySelector<HTMLInputElement>(`[data-cell="${row}-${column}"]`);
      if (input) {
        input.focus();
        input.select();
      } else if (tries > 0) requestAnimationFrame(() => find(tries - 1));
    };
    find(5);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const input = event.currentTarget;
    const start = input.selectionStart ?? 0;
    const end = input.selectionEnd ?? 0;
    const whole = start === 0 && end === input.value.length;
    const caret = whole ? 'both' : start === 0 ? 'start' : end === input.value.length ? 'end' : 'middle';
    const to = moveCell({ row, column }, event, rows.length, columns.length, caret);
    if (!to) return;
    event.preventDefault();
    focusCell(to.row, to.column);
  };

  const change = (original: GridRow, column: GridColumn, value: string) => {
    setEdits((e) => editCell(e, original, column, value));
    setProblems((p) => {
      if (!p.has(original.id)) return p;
      const next = new Map(p);
      const { [column]: _gone, row: _row, ...rest } = next.get(original.id)!;
      if (Object.keys(rest).length === 0) next.delete(original.id);
      else next.set(original.id, rest);
      return next;
    });
  };

  const save = async () => {
    setStatus(null);
    setConflict('');
    const plan = planSave(rows, edits, tracked);
    const found = new Map(plan.problems);
    const total = plan.batches.reduce((n, b) => n + b.length, 0);
    let done = 0;
    let saved = 0;
    let left = edits;
    let failure: string | null = null;
    let stale = '';
    setProgress(total > 0 ? { done, total } : null);
    for (const first of plan.batches) {
      let batch = first;
      // A refused batch is sent again without the rows the server named, once.
      for (let attempt = 0; attempt < 2 && batch.length > 0; attempt += 1) {
        const result = await saveVariantBatch(productId, batch, revision.current);
        if (result.ok) {
          revision.current = result.revision;
          left = afterSaved(left, batch);
          setRows((current) => {
            const byId = new Set(batch.map((b) => b.variantIds[0]));
            return current.map((r) => (byId.has(r.id) ? currentRow(r, edits) : r));
          });
          saved += batch.length;
          break;
        }
        if (result.conflict) {
          stale = result.message;
          break;
        }
        const named = problemsOfBatch(batch, result.violations);
        for (const [id, p] of named.rows) found.set(id, { ...found.get(id), ...p });
        if (named.rows.size === 0 || named.batch.length > 0) {
          failure = named.batch[0] ?? result.message;
          break;
        }
        batch = withoutRows(batch, new Set(named.rows.keys()));
      }
      done += first.length;
      setProgress({ done, total });
      if (failure || stale) break;
    }
    setEdits(left);
    setProblems(found);
    setProgress(null);
    const refused = found.size;
    setConflict(stale);
    if (stale)
      setStatus(
        saved > 0
          ? {
              text: `${saved} ${saved === 1 ? 'variant' : 'variants'} saved before that; the rest were not.`,
              error: true,
            }
          : null,
      );
    else if (failure) setStatus({ text: `Not all saved: ${failure}`, error: true });
    else if (refused > 0)
      setStatus({
        text: `${saved} ${saved === 1 ? 'variant' : 'variants'} saved; ${refused} could not be: see the rows marked.`,
        error: true,
      });
    else setStatus({ text: `${saved} ${saved === 1 ? 'variant' : 'variants'} saved.`, error: false });
    if (refused > 0) {
      const index = rows.findIndex((r) => found.has(r.id));
      if (index >= 0) virtualizer.scrollToIndex(index, { align: 'center' });
    }
  };

  const changed = edits.size;
  const items = virtualizer.getVirtualItems();

  return (
    <div className={styles.gridArea}>
      <div className={styles.gridTools}>
        <p className={styles.muted} role="status">
          {rows.length} {rows.length === 1 ? 'variant' : 'variants'}
          {changed > 0 ? ` · ${changed} changed, not saved yet` : ''}
        </p>
        {canWrite ? (
          <button
            type="button"
            className="button"
            disabled={changed === 0 || progress !== null}
            onClick={() => void save()}
          >
            {progress ? 'Saving…' : changed > 0 ? `Save ${changed} changed` : 'Save changes'}
          </button>
        ) : null}
      </div>
      {progress && progress.total > 0 ? (
        <div className={styles.progress}>
          <label htmlFor="variant-save-progress">
            Saving {progress.done} of {progress.total} variants
          </label>
          <progress id="variant-save-progress" max={progress.total} value={progress.done} />
        </div>
      ) : null}
      {conflict ? <ProductConflict message={conflict} onReload={() => window.location.reload()} /> : null}
      {status ? (
        <p className={status.error ? styles.error : styles.saved} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </p>
      ) : null}
      <div
        ref={scroller}
        className={styles.gridScroll}
        role="grid"
        aria-label="Variants"
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length + 1}
        tabIndex={-1}
      >
        <div className={styles.gridInner} style={{ ['--grid-columns' as string]: columns.length }}>
          <div className={`${styles.gridRow} ${styles.gridHead}`} role="row" aria-rowindex={1}>
            <span role="columnheader" className={styles.gridLabel}>
              Variant
            </span>
            {columns.map((c) => (
              <span role="columnheader" key={c}>
                {c === 'price' ? `${COLUMN_LABELS[c]} (${currency})` : COLUMN_LABELS[c]}
              </span>
            ))}
          </div>
          <div className={styles.gridBody} style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const original = rows[item.index]!;
              const row = currentRow(original, edits);
              const rowEdits = edits.get(original.id);
              const rowProblems = problems.get(original.id);
              return (
                <div
                  key={original.id}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  role="row"
                  aria-rowindex={item.index + 2}
                  className={`${styles.gridRow} ${rowEdits ? styles.changed : ''} ${rowProblems ? styles.refused : ''}`}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <span role="rowheader" className={styles.gridLabel}>
                    {original.label}
                  </span>
                  {columns.map((column, c) => {
                    const problem = rowProblems?.[column];
                    const errorId = `variant-${original.id}-${column}-error`;
                    return (
                      <span role="gridcell" key={column} className={styles.cell}>
                        <input
                          data-cell={`${item.index}-${c}`}
                          value={row[column]}
                          readOnly={!canWrite}
                          inputMode={
                            column === 'sku' ? 'text' : column === 'quantity' ? 'numeric' : 'decimal'
                          }
                          autoComplete="off"
                          aria-label={`${COLUMN_LABELS[column]} of ${original.label}`}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={problem ? errorId : undefined}
                          onChange={(e) => change(original, column, e.target.value)}
                          onKeyDown={(e) => onKeyDown(e, item.index, c)}
                        />
                        {problem ? (
                          <span id={errorId} className={styles.cellError}>
                            {problem}
                          </span>
                        ) : null}
                      </span>
                    );
                  })}
                  {rowProblems?.row ? (
                    <span className={styles.rowError} role="note">
                      {rowProblems.row}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <p className={styles.muted}>
        Arrow keys move between cells (left and right at a field’s ends); Tab goes along the rows; Ctrl+Home
        and Ctrl+End go to the first and last variant.
      </p>
    </div>
  );
}
