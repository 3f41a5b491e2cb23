'use client';

import Link from 'next/link';
import type { CartLineView } from '@/lib/shop/cart-view';
import styles from './Cart.module.css';

/**
 * The cart's lines: picture, name, chosen options, a quantity stepper bounded by what can be bought, and
 * remove. `onQuantity` and `onRemove` change the cart on the server; `busy` names the line being changed.
 * Its buttons are never `disabled`: a disabled button drops the keyboard's focus to the page, so one that cannot
 * act now says so with aria-disabled and ignores the press.
 */

/** A press that acts only while `blocked` is false, and the aria-disabled that says so. */
const guarded = (blocked: boolean, act: () => void) => ({
  'aria-disabled': blocked || undefined,
  onClick: () => {
    if (!blocked) act();
  },
});
export function CartLines({
  lines,
  busy,
  onQuantity,
  onRemove,
  compact = false,
}: {
  lines: CartLineView[];
  busy: string | undefined;
  onQuantity: (line: CartLineView, quantity: number) => void;
  onRemove: (line: CartLineView) => void;
  compact?: boolean;
}) {
  return (
    <ul className={styles.lines} data-compact={compact} data-testid="cart-lines">
      {lines.map((line) => (
        <li key={line.id} className={styles.line} data-testid="cart-line" aria-busy={busy === line.id}>
          <div className={styles.thumb}>
            {line.image && (
              // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of the server's picture
              <img src={line.image.url} alt="" width={72} height={72} loading="lazy" />
            )}
          </div>
          <div className={styles.body}>
            <p className={styles.name} data-testid="cart-line-name">
              {line.href ? (
                <Link href={line.href} className="text-link">
                  {line.name}
                </Link>
              ) : (
                line.name
              )}
            </p>
            {line.options.length > 0 && (
              <p className={styles.options} data-testid="cart-line-options">
                {line.options.join(' · ')}
              </p>
            )}
            <p className={styles.price}>
              {line.fullPrice && (
                <s className={styles.was}>
                  <span className="visually-hidden">Was </span>
                  {line.fullPrice}
                </s>
              )}{' '}
              {line.unitPrice}
            </p>
            {line.problem && (
              <p className={styles.problem} role="status" data-testid="cart-line-problem">
                {line.problem}
              </p>
            )}
            <div className={styles.controls}>
              <div className={styles.stepper} role="group" aria-label={`Quantity of ${line.name}`}>
                <button
                  type="button"
                  aria-label={`One fewer ${line.name}`}
                  {...guarded(busy !== undefined || line.quantity <= 1, () =>
                    onQuantity(line, line.quantity - 1),
                  )}
                >
                  −
                </button>
                <output aria-live="polite" data-testid="cart-line-quantity">
                  {line.quantity}
                </output>
                <button
                  type="button"
                  aria-label={`One more ${line.name}`}
                  {...guarded(busy !== undefined || line.quantity >= line.max, () =>
                    onQuantity(line, line.quantity + 1),
                  )}
                >
                  +
                </button>
              </div>
              {line.shortTo !== undefined && line.shortTo > 0 && line.shortTo < line.quantity && (
                <button
                  type="button"
                  className={styles.remove}
                  {...guarded(busy !== undefined, () => onQuantity(line, line.shortTo!))}
                  data-testid="lower-line"
                >
                  Lower to {line.shortTo}
                  <span className="visually-hidden"> {line.name}</span>
                </button>
              )}
              <button
                type="button"
                className={styles.remove}
                {...guarded(busy !== undefined, () => onRemove(line))}
                data-testid="remove-line"
              >
                Remove<span className="visually-hidden"> {line.name}</span>
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
