import type { CheckoutTotals as Totals } from '@/lib/shop/checkout-view';
import styles from './Checkout.module.css';

/** The checkout's or order's totals, as the server priced them. */
export function CheckoutTotals({ totals }: { totals: Totals }) {
  return (
    <dl className={styles.totals} data-testid="checkout-totals">
      <div>
        <dt>Subtotal</dt>
        <dd data-testid="total-subtotal">{totals.subtotal}</dd>
      </div>
      {totals.discount && (
        <div>
          <dt>Discount</dt>
          <dd data-testid="total-discount">−{totals.discount}</dd>
        </div>
      )}
      <div>
        <dt>Shipping</dt>
        <dd data-testid="total-shipping">{totals.shipping ?? '—'}</dd>
      </div>
      <div>
        <dt>Tax</dt>
        <dd data-testid="total-tax">{totals.tax ?? '—'}</dd>
      </div>
      <div className={styles.grandTotal}>
        <dt>Total</dt>
        <dd data-testid="total-total">{totals.total}</dd>
      </div>
      {totals.giftCard && (
        <>
          <div>
            <dt>Gift card</dt>
            <dd data-testid="total-gift-card">−{totals.giftCard}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>To pay</dt>
            <dd data-testid="total-to-pay">{totals.toPay}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
