'use client';

import { useId } from 'react';
import { applyCode, removeCode } from '@/lib/shop/checkout-actions';
import type { CheckoutView } from '@/lib/shop/checkout-view';
import { useCheckoutStep } from './useCheckoutStep';
import styles from './Checkout.module.css';

type Kind = 'couponCode' | 'giftCardCode';

function CodeForm({
  kind,
  label,
  applied,
  checkout,
  onChecked,
}: {
  kind: Kind;
  label: string;
  applied: string | undefined;
  checkout: CheckoutView;
  onChecked: (checkout: CheckoutView) => void;
}) {
  const id = useId();
  const { pending, errors, run } = useCheckoutStep(onChecked);
  const problem = errors[kind];
  if (applied)
    return (
      <p className={styles.applied} data-testid={`applied-${kind}`}>
        {label} <strong>{applied}</strong> is applied.{' '}
        <button
          type="button"
          className={styles.linkButton}
          disabled={pending}
          onClick={() => void run(() => removeCode(checkout.id, kind), `${label} removed.`)}
        >
          Remove<span className="visually-hidden"> the {label.toLowerCase()}</span>
        </button>
      </p>
    );
  return (
    <form
      className={styles.codeForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const code = new FormData(event.currentTarget).get('code');
        void run(
          () => applyCode(checkout.id, kind, typeof code === 'string' ? code : ''),
          `${label} applied.`,
        );
      }}
    >
      <label htmlFor={id}>{label}</label>
      <div className={styles.inline}>
        <input
          id={id}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <button type="submit" className="button button-ghost" disabled={pending}>
          {pending ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className={styles.fieldError} data-testid={`${kind}-problem`}>
          {problem}
        </p>
      )}
    </form>
  );
}

/** Step 3: a discount code and a gift card, each refused with the server's reason on its field. */
export function CodeForms({
  checkout,
  onChecked,
}: {
  checkout: CheckoutView;
  onChecked: (checkout: CheckoutView) => void;
}) {
  return (
    <section className={styles.step} aria-labelledby="codes-title" data-testid="checkout-codes">
      <h2 id="codes-title" className={styles.stepTitle}>
        <span className={styles.stepNumber}>3</span> Discount code and gift card
      </h2>
      <CodeForm
        kind="couponCode"
        label="Discount code"
        applied={checkout.couponCode}
        checkout={checkout}
        onChecked={onChecked}
      />
      {checkout.couponCode && checkout.couponProblem && (
        <p className={styles.fieldError} data-testid="coupon-problem">
          {checkout.couponProblem}
        </p>
      )}
      <CodeForm
        kind="giftCardCode"
        label="Gift card"
        applied={checkout.giftCard ? `${checkout.giftCard.code} (${checkout.giftCard.amount})` : undefined}
        checkout={checkout}
        onChecked={onChecked}
      />
    </section>
  );
}
