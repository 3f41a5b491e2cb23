'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { saveCollectionProductOrder } from '@/lib/shop/catalog-admin-actions';
import styles from './catalog.module.css';

export interface OrderedProduct {
  id: string;
  name: string;
  visible: boolean;
}

/**
 * The products of a collection in the order its shop page lists them: "Move up" and "Move down" on each
 * (the moved product's button keeps the focus), then "Save order"; a refusal is shown beside it. Without
 * catalog:write the list is shown without the buttons.
 */
export function CollectionProductOrder({
  collectionId,
  products,
  canWrite,
}: {
  collectionId: string;
  products: OrderedProduct[];
  canWrite: boolean;
}) {
  const router = useRouter();
  const [order, setOrder] = useState(products);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const changed = order.some((p, i) => p.id !== products[i]?.id);

  const move = (from: number, to: number, label: 'up' | 'down') => {
    if (to < 0 || to >= order.length) return;
    const next = [...order];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setOrder(next);
    setStatus(null);
    // The focus follows the product it moved, on the same button when that one is still usable.
    requestAnimationFrame(() => {
      const row = list.current?.children[to];
      const same = row?.querySelector<HTMLButtonElement>(`button[data-move="${label}"]:not(:disabled)`);
      (same ?? row?.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus();
    });
  };

  const save = async () => {
    setSaving(true);
    setStatus(null);
    const result = await saveCollectionProductOrder(
      collectionId,
      order.map((p) => p.id),
    );
    setSaving(false);
    if (!result.ok) {
      setStatus({ text: result.message, error: true });
      return;
    }
    setStatus({ text: 'Order saved.', error: false });
    router.refresh();
  };

  return (
    <div className={styles.orderBox}>
      <ol className={styles.orderList} ref={list} aria-label="Products in the shop’s order">
        {order.map((p, i) => (
          <li key={p.id} className={styles.orderItem}>
            <span className={styles.orderPlace} aria-hidden="true">
              {i + 1}
            </span>
            <span className={styles.orderName}>{p.name}</span>
            <span className={styles.muted}>{p.visible ? 'Shown' : 'Hidden'}</span>
            {canWrite ? (
              <span className={styles.orderButtons}>
                <button
                  type="button"
                  className={`button button-ghost ${styles.moveButton}`}
                  data-move="up"
                  disabled={i === 0 || saving}
                  aria-label={`Move ${p.name} up`}
                  onClick={() => move(i, i - 1, 'up')}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className={`button button-ghost ${styles.moveButton}`}
                  data-move="down"
                  disabled={i === order.length - 1 || saving}
                  aria-label={`Move ${p.name} down`}
                  onClick={() => move(i, i + 1, 'down')}
                >
                  Move down
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {canWrite ? (
        <div className={styles.orderActions}>
          <button
            type="button"
            className="button"
            disabled={!changed || saving}
            onClick={() => void save()}
            aria-describedby={status ? 'product-order-status' : undefined}
          >
            {saving ? 'Saving…' : 'Save order'}
          </button>
          {status ? (
            <p
              id="product-order-status"
              className={status.error ? styles.error : styles.saved}
              role={status.error ? 'alert' : 'status'}
            >
              {status.text}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
