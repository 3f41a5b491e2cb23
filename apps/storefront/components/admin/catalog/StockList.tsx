'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { adjustVariantStock } from '@/lib/shop/catalog-admin-actions';
import { KnownRevisions } from '@/lib/shop/known-revisions';
import styles from './catalog.module.css';

export interface StockRow {
  productId: string;
  variantId: string;
  productName: string;
  variantName: string;
  sku?: string;
  quantity: number;
  /** The product's revision as the page read it. */
  revision?: number;
}

/**
 * Tracked variants with their units, fewest first: each set to a count or changed by one, in place. Every
 * change goes through the server (audited there) and the row shows the units it answers, or why not. A count
 * set names the product's revision as the page knew it, so it never overwrites someone else's change made since.
 */
export function StockList({
  rows,
  threshold,
  canWrite,
}: {
  rows: StockRow[];
  threshold: number;
  canWrite: boolean;
}) {
  const [revisions] = useState(() => new KnownRevisions(rows));
  return (
    <ul className={styles.stockList} aria-label="Stock of variants">
      <li className={`${styles.stockItem} ${styles.stockHead}`} aria-hidden="true">
        <span>Product</span>
        <span>SKU</span>
        <span>Units</span>
        <span>{canWrite ? 'Change' : ''}</span>
      </li>
      {rows.map((row) => (
        <StockItem
          key={`${row.productId}/${row.variantId}`}
          row={row}
          threshold={threshold}
          canWrite={canWrite}
          revisions={revisions}
        />
      ))}
    </ul>
  );
}

function StockItem({
  row,
  threshold,
  canWrite,
  revisions,
}: {
  row: StockRow;
  threshold: number;
  canWrite: boolean;
  revisions: KnownRevisions;
}) {
  const [quantity, setQuantity] = useState(row.quantity);
  const [target, setTarget] = useState(String(row.quantity));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const name = row.variantName ? `${row.productName}, ${row.variantName}` : row.productName;
  const id = `stock-${row.productId}-${row.variantId}`;

  const send = async (change: { set: number } | { change: number }) => {
    setBusy(true);
    setMessage(null);
    // A count set replaces the units: checked against the revision known. A change by one adds to them.
    const known = 'set' in change ? revisions.get(row.productId) : undefined;
    const result = await adjustVariantStock(row.productId, row.variantId, change, known);
    setBusy(false);
    if (!result.ok) {
      setMessage({ text: result.message, error: true });
      return;
    }
    revisions.wrote(row.productId, result.revision);
    setQuantity(result.quantity);
    setTarget(String(result.quantity));
    setMessage({ text: `Now ${result.quantity} in stock.`, error: false });
  };

  const onSet = (event: FormEvent) => {
    event.preventDefault();
    const value = target.trim();
    if (!/^\d{1,10}$/.test(value)) {
      setMessage({ text: 'Enter a whole number of units, 0 or more.', error: true });
      return;
    }
    void send({ set: Number(value) });
  };

  return (
    <li className={styles.stockItem}>
      <span>
        <Link
          href={`/admin/products/${encodeURIComponent(row.productId)}/variants`}
          className={styles.backLink}
        >
          {row.productName}
        </Link>
        {row.variantName ? <span className={styles.muted}> · {row.variantName}</span> : null}
      </span>
      <span className={styles.muted}>{row.sku ?? '—'}</span>
      <span className={`${styles.units} ${quantity <= threshold ? styles.low : ''}`}>
        {quantity}
        <span className="visually-hidden"> units{quantity <= threshold ? ', low' : ''}</span>
      </span>
      {canWrite ? (
        <form className={styles.adjust} onSubmit={onSet} aria-label={`Stock of ${name}`} noValidate>
          <button
            type="button"
            className={`button button-ghost ${styles.step}`}
            disabled={busy || quantity === 0}
            onClick={() => void send({ change: -1 })}
            aria-label={`One fewer of ${name}`}
          >
            −1
          </button>
          <button
            type="button"
            className={`button button-ghost ${styles.step}`}
            disabled={busy}
            onClick={() => void send({ change: 1 })}
            aria-label={`One more of ${name}`}
          >
            +1
          </button>
          <label htmlFor={`${id}-set`} className="visually-hidden">
            Units of {name}
          </label>
          <input
            id={`${id}-set`}
            inputMode="numeric"
            autoComplete="off"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            aria-invalid={message?.error ? true : undefined}
            aria-describedby={message ? `${id}-message` : undefined}
          />
          <button type="submit" className="button button-ghost" disabled={busy}>
            Set<span className="visually-hidden"> units of {name}</span>
          </button>
          {message ? (
            <span
              id={`${id}-message`}
              className={message.error ? styles.cellError : styles.saved}
              role={message.error ? 'alert' : 'status'}
            >
              {message.text}
            </span>
          ) : null}
        </form>
      ) : (
        <span />
      )}
    </li>
  );
}
