import admin from './admin.module.css';
import styles from './products.module.css';

/**
 * A write refused because the product changed since the page showed it (409 PRODUCT_CHANGED): who changed
 * what, and a reload. Nothing of theirs was overwritten.
 */
export function ProductConflict({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <div className={styles.conflict} role="alert">
      <strong>Not saved: this product changed while you were editing it.</strong>
      <p>{message}</p>
      <p>Reload to see their changes, then make yours again. Nothing of theirs was overwritten.</p>
      <div className={admin.actions}>
        <button type="button" className="button" onClick={onReload}>
          Reload the product
        </button>
      </div>
    </div>
  );
}
