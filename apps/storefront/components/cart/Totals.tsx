import type { CheckoutTotals } from '@/lib/shop/checkout-view';
import styles from './Totals.module.css';

/** The money lines the server priced: the cart's (no gift card) or a checkout's or order's. */
export type TotalsLines = Pick<CheckoutTotals, 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total'> &
  Partial<Pick<CheckoutTotals, 'giftCard' | 'toPay'>>;

/**
 * Subtotal, discount, shipping, tax and total, then what a gift card paid and what is left to pay.
 * `unpriced` stands for shipping or tax the server has not priced yet. `placed`: an order's, where the card has
 * paid its share and what is left is still to pay while the order `owes` something.
 */
export function Totals({
  totals,
  unpriced,
  testId,
  placed,
}: {
  totals: TotalsLines;
  unpriced: string;
  testId: string;
  placed?: { owes: boolean };
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
            <dt>{placed ? 'Paid by gift card' : 'Gift card'}</dt>
            <dd data-testid="total-gift-card">
              {placed ? '' : '−'}
              {totals.giftCard}
            </dd>
          </div>
          {(!placed || placed.owes) && (
            <div className={styles.grandTotal}>
              <dt>{placed ? 'Still to pay' : 'To pay'}</dt>
              <dd data-testid="total-to-pay">{totals.toPay ?? totals.total}</dd>
            </div>
          )}
        </>
      )}
    </dl>
  );
}
