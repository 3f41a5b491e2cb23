'use client';

import { useState } from 'react';
import type { StockState } from '@/lib/shop/catalog-types';
import styles from './Purchase.module.css';

/** Most units one line may ask for when the shop does not count stock. */
const MAX_QUANTITY = 99;

/**
 * Quantity (bounded by the stock of the selection) and the add-to-cart button, in one form that
 * holds what a line needs (`productId`, `variantId` when the selection names one, `quantity`). The
 * cart itself is not built yet: the button stays disabled and says so, rather than pretending to add
 * anything.
 */
export function Purchase({
  productId,
  variantId,
  available,
  stock,
  quantity,
  complete,
}: {
  productId: string;
  /** The chosen variant (the empty variant for a product without options); absent until one is chosen. */
  variantId: string | undefined;
  available: boolean;
  stock: StockState;
  quantity: number | undefined;
  complete: boolean;
}) {
  const max = Math.max(1, Math.min(quantity ?? MAX_QUANTITY, MAX_QUANTITY));
  const [value, setValue] = useState(1);
  const clamp = (n: number) => Math.min(max, Math.max(1, Number.isFinite(n) ? Math.round(n) : 1));
  const soldOut = complete && stock === 'out-of-stock';

  return (
    <form
      className={styles.purchase}
      data-testid="purchase-form"
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name="productId" value={productId} />
      {variantId && <input type="hidden" name="variantId" value={variantId} />}
      <div className={styles.row}>
        <div className={styles.quantity}>
          <label htmlFor="quantity" className="visually-hidden">
            Quantity
          </label>
          <button
            type="button"
            className={styles.step}
            aria-label="One fewer"
            disabled={!available || value <= 1}
            onClick={() => setValue((v) => clamp(v - 1))}
          >
            −
          </button>
          <input
            id="quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={value}
            disabled={!available}
            onChange={(event) => setValue(clamp(event.currentTarget.valueAsNumber))}
          />
          <button
            type="button"
            className={styles.step}
            aria-label="One more"
            disabled={!available || value >= max}
            onClick={() => setValue((v) => clamp(v + 1))}
          >
            +
          </button>
        </div>
        <button type="button" className={`button ${styles.add}`} disabled aria-describedby="cart-note">
          {soldOut ? 'Sold out' : 'Add to cart'}
        </button>
      </div>
      <p id="cart-note" className={styles.note}>
        Cart coming soon: online ordering opens shortly. Until then, write to us and we will put the piece
        aside for you.
      </p>
    </form>
  );
}
