'use client';

import { chooseDelivery } from '@/lib/shop/checkout-actions';
import type { CheckoutView } from '@/lib/shop/checkout-view';
import { useCheckoutStep } from './useCheckoutStep';
import styles from './Checkout.module.css';

/** Step 2: the shipping options offered to the address (pickup and delivery windows too), priced by the server. */
export function DeliveryOptions({
  checkout,
  onChecked,
}: {
  checkout: CheckoutView;
  onChecked: (checkout: CheckoutView) => void;
}) {
  const { pending, run } = useCheckoutStep(onChecked);
  const selected = checkout.selectedOption?.code;
  return (
    <section className={styles.step} aria-labelledby="delivery-title" data-testid="checkout-delivery">
      <h2 id="delivery-title" className={styles.stepTitle} tabIndex={-1}>
        <span className={styles.stepNumber}>2</span> Delivery
      </h2>
      {checkout.options.length === 0 ? (
        <p className={styles.muted}>
          {checkout.shipping
            ? 'We do not ship to this address yet. Please check it, or choose another.'
            : 'Save your address to see the delivery options and their prices.'}
        </p>
      ) : (
        // Never disabled while the choice is saved: a disabled fieldset would take the keyboard's focus away
        // from the radio an arrow key has just chosen.
        <fieldset className={styles.fieldset} aria-busy={pending}>
          <legend className="visually-hidden">Delivery option</legend>
          {checkout.options.map((option) => (
            <label key={`${option.carrierId ?? ''}:${option.code}`} className={styles.option}>
              <input
                type="radio"
                name="delivery"
                value={option.code}
                checked={option.code === selected}
                onChange={() => void run(() => chooseDelivery(checkout.id, option.code, option.carrierId))}
              />
              <span className={styles.optionText}>
                <span className={styles.optionTitle}>
                  <span>{option.title}</span> <strong>{option.cost}</strong>
                </span>
                {option.detail && (
                  <span className={styles.muted}>
                    {option.pickup ? `Pickup at ${option.detail}` : option.detail}
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
