'use client';

import { useState, type FormEvent } from 'react';
import { announceCartChange } from '@/components/cart/cart-events';
import { showToastAbout } from '@/components/layout/toast';
import { quantityDraft, settledQuantity } from '@/lib/shop/quantity-field';
import type { StockState } from '@/lib/shop/catalog-types';
import styles from './Purchase.module.css';

/** Most units one line may ask for when the shop does not count stock. */
const MAX_QUANTITY = 99;

/**
 * Quantity (bounded by the stock of the selection) and the add-to-cart button: a form posted to /cart/add,
 * which sends the browser back here without JavaScript; with it, the post stays on the page and a toast
 * says what happened.
 */
export function Purchase({
  productId,
  variantId,
  returnTo,
  available,
  stock,
  quantity,
  complete,
}: {
  productId: string;
  /** The chosen variant (the empty variant for a product without options); absent until one is chosen. */
  variantId: string | undefined;
  /** This page with its selection, where a post without JavaScript comes back to. */
  returnTo: string;
  available: boolean;
  stock: StockState;
  quantity: number | undefined;
  complete: boolean;
}) {
  const max = Math.max(1, Math.min(quantity ?? MAX_QUANTITY, MAX_QUANTITY));
  // The field's text: it may be empty while the shopper types a new number; settled on blur and on submit.
  const [text, setText] = useState('1');
  const [note, setNote] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const soldOut = complete && stock === 'out-of-stock';
  const value = settledQuantity(text, max, quantity).quantity;

  const settle = (): number => {
    const settled = settledQuantity(text, max, quantity);
    setText(String(settled.quantity));
    setNote(settled.note);
    return settled.quantity;
  };
  const step = (by: number) => {
    setText(String(Math.min(max, Math.max(1, value + by))));
    setNote(undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = new FormData(event.currentTarget);
    body.set('quantity', String(settle()));
    setBusy(true);
    try {
      const response = await fetch('/cart/add', {
        method: 'POST',
        body,
        headers: { accept: 'application/json' },
      });
      const answer = (await response.json()) as { count?: number; added?: number; message?: string };
      if (!response.ok) throw new Error(answer.message ?? `Add to cart answered ${response.status}`);
      const asked = Number(body.get('quantity'));
      // Fewer than asked (the stock ran short) is said as information, not as success.
      showToastAbout(
        'add-to-cart',
        answer.added === asked ? 'success' : 'info',
        answer.message ?? `Added to your cart: ${asked}.`,
      );
      announceCartChange();
    } catch (error) {
      console.error('Add to cart failed', error);
      showToastAbout(
        'add-to-cart',
        'error',
        error instanceof Error && !error.message.startsWith('Add to cart answered')
          ? error.message
          : 'We could not add this to your cart. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.purchase}
      data-testid="purchase-form"
      method="post"
      action="/cart/add"
      onSubmit={submit}
    >
      <input type="hidden" name="productId" value={productId} />
      {variantId && <input type="hidden" name="variantId" value={variantId} />}
      <input type="hidden" name="returnTo" value={returnTo} />
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
            onClick={() => step(-1)}
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
            value={text}
            disabled={!available}
            aria-describedby={note ? 'quantity-note' : undefined}
            onChange={(event) => {
              setText(quantityDraft(event.currentTarget.value));
              setNote(undefined);
            }}
            onBlur={settle}
          />
          <button
            type="button"
            className={styles.step}
            aria-label="One more"
            disabled={!available || value >= max}
            onClick={() => step(1)}
          >
            +
          </button>
        </div>
        <button
          type="submit"
          className={`button ${styles.add}`}
          // Not disabled while adding (aria-disabled): a disabled button would drop the keyboard's focus.
          disabled={!available}
          aria-disabled={busy || undefined}
          aria-describedby={available ? undefined : 'cart-note'}
          data-testid="add-to-cart"
        >
          {soldOut ? 'Sold out' : busy ? 'Adding…' : 'Add to cart'}
        </button>
      </div>
      {note && (
        <p id="quantity-note" className={styles.note} role="status" data-testid="quantity-note">
          {note}
        </p>
      )}
      {!available && (
        <p id="cart-note" className={styles.note}>
          {soldOut ? 'This choice is sold out.' : 'Choose the options above to add this piece to your cart.'}
        </p>
      )}
    </form>
  );
}
