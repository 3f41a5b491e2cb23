'use client';

import { choosePayment } from '@/lib/shop/checkout-actions';
import type { CheckoutView } from '@/lib/shop/checkout-view';
import type { PaymentMethodView } from '@/lib/shop/order-view';
import { useCheckoutStep } from './useCheckoutStep';
import styles from './Checkout.module.css';

/** Step 4: how the buyer pays: the merchant's offline methods, with what each asks of the buyer. */
export function PaymentChoice({
  checkout,
  methods,
  onChecked,
}: {
  checkout: CheckoutView;
  methods: PaymentMethodView[];
  onChecked: (checkout: CheckoutView) => void;
}) {
  const { pending, run } = useCheckoutStep(onChecked);
  return (
    <section className={styles.step} aria-labelledby="payment-title" data-testid="checkout-payment">
      <h2 id="payment-title" className={styles.stepTitle}>
        <span className={styles.stepNumber}>4</span> Payment
      </h2>
      {checkout.nothingToPay ? (
        <p className={styles.muted}>Your gift card pays for the whole order: there is nothing more to pay.</p>
      ) : methods.length === 0 ? (
        <p className={styles.muted}>No payment method is open just now. Please come back a little later.</p>
      ) : (
        // Never disabled while the choice is saved (see DeliveryOptions): the focus stays on the radio.
        <fieldset className={styles.fieldset} aria-busy={pending}>
          <legend className="visually-hidden">Payment method</legend>
          {methods.map((method) => (
            <label key={method.id} className={styles.option}>
              <input
                type="radio"
                name="paymentMethod"
                value={method.id}
                checked={method.id === checkout.paymentMethodId}
                onChange={() => void run(() => choosePayment(checkout.id, method.id))}
              />
              <span className={styles.optionText}>
                <span className={styles.optionTitle}>{method.title}</span>
                <span className={styles.muted}>{method.summary}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
