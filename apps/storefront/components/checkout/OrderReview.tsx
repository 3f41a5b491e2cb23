'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
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
  /** Counts the presses that found a line short of stock: each takes the keyboard to it once shown. */
  const [shortFound, setShortFound] = useState(0);

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
      // A line short of stock: the keyboard goes to it (lower or remove), in view.
      if (result.checkout?.lines.some((line) => line.problem)) setShortFound((n) => n + 1);
      setPlacing(false);
    } catch (error) {
      console.error('Placing the order failed', error);
      key.current = undefined;
      showToast('error', 'We could not place your order just now. Please try again in a moment.');
      setPlacing(false);
    }
  };

  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (shortFound === 0) return;
    const problem = sectionRef.current?.querySelector<HTMLElement>('[data-testid="cart-line-problem"]');
    const line = problem?.closest('[data-testid="cart-line"]');
    const control =
      line?.querySelector<HTMLButtonElement>('[data-testid="lower-line"]') ??
      line?.querySelector<HTMLButtonElement>('[data-testid="remove-line"]');
    control?.focus({ preventScroll: true });
    line?.scrollIntoView({ block: 'center' });
  }, [shortFound]);

  const pickup = checkout.selectedOption?.pickup === true;
  // While a line asks for more than is left, the server's total is for what is left, not what the line
  // and its stepper show: no total is shown until the shopper lowers or removes it.
  const short = checkout.lines.some((line) => line.problem);
  return (
    <section
      ref={sectionRef}
      className={styles.step}
      aria-labelledby="review-title"
      data-testid="checkout-review"
    >
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
      {short ? (
        <p className={styles.muted} data-testid="totals-pending">
          Your total is worked out again once you lower or remove the marked line.
        </p>
      ) : (
        <CheckoutTotals totals={checkout.totals} />
      )}
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
        {placing ? 'Placing your order…' : short ? 'Place order' : `Place order · ${checkout.totals.toPay}`}
      </button>
    </section>
  );
}
