'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { announceCartChange } from '@/components/cart/cart-events';
import { CartLines } from '@/components/cart/CartLines';
import { showToast } from '@/components/layout/toast';
import { changeLine, placeOrderAction } from '@/lib/shop/checkout-actions';
import { addressLines } from '@/lib/shop/checkout-address';
import type { CheckoutView } from '@/lib/shop/checkout-view';
import type { CartLineView } from '@/lib/shop/cart-view';
import { CheckoutTotals } from './CheckoutTotals';
import { useCheckoutStep } from './useCheckoutStep';
import styles from './Checkout.module.css';

const newKey = () => crypto.randomUUID();

/**
 * Step 5: the lines (a line short of stock says so, with the choice to lower it or remove it), the totals,
 * where it goes, and the button that places the order. One idempotency key per attempt: a double press or a
 * retried request gives one order. When the total changed since the shopper saw it (a coupon or gift card that
 * ran out, a price), nothing is placed: the new total is shown with why, and the shopper presses again.
 */
export function OrderReview({
  checkout,
  paymentTitle,
  onChecked,
}: {
  checkout: CheckoutView;
  paymentTitle: string | undefined;
  onChecked: (checkout: CheckoutView) => void;
}) {
  const router = useRouter();
  const lines = useCheckoutStep(onChecked);
  const [busyLine, setBusyLine] = useState<string | undefined>();
  const [placing, setPlacing] = useState(false);
  /** Why the last press placed nothing though nothing was wrong with the form: the total changed meanwhile. */
  const [totalChanged, setTotalChanged] = useState<string | undefined>();
  const key = useRef<string | undefined>(undefined);

  const changeQuantity = async (line: CartLineView, quantity: number) => {
    setBusyLine(line.id);
    await lines.run(() => changeLine(checkout.id, line.id, quantity));
    setBusyLine(undefined);
  };

  const place = async () => {
    key.current ??= newKey();
    setPlacing(true);
    setTotalChanged(undefined);
    try {
      const result = await placeOrderAction(checkout.id, key.current);
      if (result.ok) {
        announceCartChange();
        router.push(`/success/${encodeURIComponent(result.orderId)}`);
        return;
      }
      if (!result.keepKey) key.current = undefined;
      if (result.checkout) onChecked(result.checkout);
      // A changed total is said beside the new one, and the shopper places the order again (never by itself).
      if (result.totalChanged) setTotalChanged(result.message);
      else showToast('error', result.message);
      setPlacing(false);
    } catch (error) {
      console.error('Placing the order failed', error);
      key.current = undefined;
      showToast('error', 'We could not place your order just now. Please try again in a moment.');
      setPlacing(false);
    }
  };

  const pickup = checkout.selectedOption?.pickup === true;
  return (
    <section className={styles.step} aria-labelledby="review-title" data-testid="checkout-review">
      <h2 id="review-title" className={styles.stepTitle}>
        <span className={styles.stepNumber}>5</span> Review and place your order
      </h2>
      <CartLines
        lines={checkout.lines}
        busy={busyLine}
        onQuantity={(line, quantity) => void changeQuantity(line, quantity)}
        onRemove={(line) => void changeQuantity(line, 0)}
        compact
      />
      <CheckoutTotals totals={checkout.totals} />
      <dl className={styles.recap}>
        {checkout.email && (
          <div>
            <dt>Email</dt>
            <dd>{checkout.email}</dd>
          </div>
        )}
        {checkout.selectedOption && (
          <div>
            <dt>{pickup ? 'Pickup' : 'Delivery'}</dt>
            <dd data-testid="review-delivery">
              {checkout.selectedOption.title}
              {checkout.selectedOption.slot && ` — ${checkout.selectedOption.slot}`}
            </dd>
          </div>
        )}
        {!pickup && checkout.shipping && (
          <div>
            <dt>Ships to</dt>
            <dd>{addressLines(checkout.shipping).join(', ')}</dd>
          </div>
        )}
        {paymentTitle && (
          <div>
            <dt>Payment</dt>
            <dd>{paymentTitle}</dd>
          </div>
        )}
      </dl>
      {totalChanged && (
        <p className={styles.totalChanged} role="alert" data-testid="total-changed">
          {totalChanged}
        </p>
      )}
      {checkout.missing && (
        <p className={styles.muted} role="status" data-testid="checkout-missing">
          {checkout.missing}
        </p>
      )}
      <button
        type="button"
        className={`button ${styles.placeOrder}`}
        disabled={placing || checkout.missing !== undefined}
        onClick={() => void place()}
        data-testid="place-order"
      >
        {placing ? 'Placing your order…' : `Place order · ${checkout.totals.toPay}`}
      </button>
    </section>
  );
}
