import type { CheckoutTotals } from '@/lib/shop/checkout-view';
import styles from './Totals.module.css';

/** The money lines the server priced: the cart's (no gift card) or a checkout's or order's. */
export type TotalsLines = Pick<CheckoutTotals, 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total'> &
  Partial<Pick<CheckoutTotals, 'giftCard' | 'toPay'>>;

/**
 * Subtotal, discount, shipping, tax and total, then what a gift card paid and what is left to pay.
 * `unpriced` stands for shipping or tax the server has not priced yet.
 */
export function Totals({
  totals,
  unpriced,
  testId,
}: {
  totals: TotalsLines;
  unpriced: string;
  testId: string;
}) {
  return (
    <dl className={styles.totals} data-testid={testId}>
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
        <dd data-testid="total-shipping">{totals.shipping ?? unpriced}</dd>
      </div>
      <div>
        <dt>Tax</dt>
        <dd data-testid="total-tax">{totals.tax ?? unpriced}</dd>
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
            <dd data-testid="total-to-pay">{totals.toPay ?? totals.total}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
