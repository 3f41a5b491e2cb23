'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import formStyles from '@/components/account/account.module.css';
import { showToast } from '@/components/layout/toast';
import { deleteProducts, setProductsVisible } from '@/lib/shop/admin-product-actions';
import type { ProductRowView } from '@/lib/shop/admin-products';
import admin from './admin.module.css';
import styles from './products.module.css';

/**
 * One page of products: a table at a desk, cards on a phone. People who may write the catalog select rows
 * to show, hide or delete them (delete asks first); the page is read again after.
 */
export function ProductsList({ rows, canWrite }: { rows: ProductRowView[]; canWrite: boolean }) {
  const router = useRouter();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const ids = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const all = rows.length > 0 && ids.length === rows.length;

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function run(what: 'show' | 'hide' | 'delete') {
    setPending(true);
    setError('');
    try {
      const result =
        what === 'delete' ? await deleteProducts(ids) : await setProductsVisible(ids, what === 'show');
      if (!result.ok) {
        setError(result.message);
        return;
      }
      const n = `${ids.length} product${ids.length === 1 ? '' : 's'}`;
      showToast(
        'success',
        what === 'delete' ? `${n} deleted` : what === 'show' ? `${n} shown in the shop` : `${n} hidden`,
      );
      setSelected(new Set());
      setAsking(false);
      router.refresh();
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={admin.card}>
      {canWrite && ids.length > 0 ? (
        <div className={styles.bulk} role="group" aria-label="Selected products">
          <span role="status">{ids.length} selected</span>
          <button
            type="button"
            className={`button button-ghost ${admin.small}`}
            disabled={pending}
            onClick={() => void run('show')}
          >
            Show in shop
          </button>
          <button
            type="button"
            className={`button button-ghost ${admin.small}`}
            disabled={pending}
            onClick={() => void run('hide')}
          >
            Hide
          </button>
          {asking ? (
            <span className={styles.bulk} role="group" aria-label="Confirm delete">
              <strong>
                Delete {ids.length} product{ids.length === 1 ? '' : 's'}? This cannot be undone.
              </strong>
              <button
                type="button"
                className={`button ${admin.small}`}
                disabled={pending}
                onClick={() => void run('delete')}
              >
                Delete for good
              </button>
              <button
                type="button"
                className={`button button-ghost ${admin.small}`}
                onClick={() => setAsking(false)}
              >
                Cancel
              </button>
            </span>
          ) : (
            <button
              type="button"
              className={`button button-ghost ${admin.small}`}
              onClick={() => setAsking(true)}
            >
              Delete…
            </button>
          )}
        </div>
      ) : null}
      {error ? (
        <p className={formStyles.formError} role="alert">
          {error}
        </p>
      ) : null}
      <table className={styles.table}>
        <caption className="visually-hidden">Products</caption>
        <thead>
          <tr>
            {canWrite ? (
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Select every product on this page"
                  checked={all}
                  onChange={() => setSelected(all ? new Set() : new Set(rows.map((r) => r.id)))}
                />
              </th>
            ) : null}
            <th scope="col">
              <span className="visually-hidden">Picture</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
            <th scope="col">Collections</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              {canWrite ? (
                <td className={styles.cellSelect} data-label="">
                  <input
                    type="checkbox"
                    aria-label={`Select ${r.name}`}
                    checked={selected.has(r.id)}
                    onChange={() => toggle(r.id)}
                  />
                </td>
              ) : null}
              <td className={styles.cellThumb} data-label="">
                {r.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a 48 px thumbnail of the server's file
                  <img className={styles.thumb} src={r.image} alt="" width={48} height={48} loading="lazy" />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
              </td>
              <td className={styles.cellMain} data-label="">
                <Link href={`/admin/products/${r.id}`} className={styles.name}>
                  {r.name}
                </Link>{' '}
                {r.visible ? null : <span className={styles.hidden}>Hidden</span>}
              </td>
              <td className={styles.cellMain} data-label="">
                {r.price}
              </td>
              <td className={styles.cellWide} data-label="Stock">
                {r.stock}
              </td>
              <td className={styles.cellWide} data-label="Collections">
                {r.collections || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
