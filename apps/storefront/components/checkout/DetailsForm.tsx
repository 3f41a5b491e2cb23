'use client';

import { useEffect, useRef, useState } from 'react';
import { Field } from '@/components/account/Field';
import { saveDetails } from '@/lib/shop/checkout-actions';
import { EMPTY_ADDRESS, type AddressFields } from '@/lib/shop/checkout-address';
import type { CheckoutView } from '@/lib/shop/checkout-view';
import { AddressFieldset } from './AddressFieldset';
import { useCheckoutStep } from './useCheckoutStep';
import styles from './Checkout.module.css';

/** Step 1: the buyer's email, where it ships, and the billing address (the same one unless unticked). */
export function DetailsForm({
  checkout,
  memberEmail,
  lastShipping,
  onChecked,
  onSaved,
}: {
  checkout: CheckoutView;
  memberEmail: string | undefined;
  lastShipping?: AddressFields | undefined;
  onChecked: (checkout: CheckoutView) => void;
  /** The details are saved: the page moves on to the next step. */
  onSaved: () => void;
}) {
  const { pending, errors, run } = useCheckoutStep(onChecked);
  const [sameBilling, setSameBilling] = useState(checkout.billingSameAsShipping);
  const formRef = useRef<HTMLFormElement>(null);
  // Each refusal marks its fields (a new object each time): the first marked one gets the focus, in view.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, [errors]);
  return (
    <form
      ref={formRef}
      className={styles.step}
      aria-labelledby="details-title"
      data-testid="checkout-details"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const form = new FormData(event.currentTarget);
        void run(() => saveDetails(checkout.id, form), 'Your details are saved.').then(
          (saved) => saved && onSaved(),
        );
      }}
    >
      <h2 id="details-title" className={styles.stepTitle}>
        <span className={styles.stepNumber}>1</span> Contact and address
      </h2>
      <Field
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={checkout.email || memberEmail || ''}
        hint="For your order confirmation and the delivery updates."
        error={errors.email}
      />
      {checkout.selectedOption?.pickup && <input type="hidden" name="pickup" value="1" />}
      <AddressFieldset
        legend={
          checkout.selectedOption?.pickup ? 'Shipping address (optional with pickup)' : 'Shipping address'
        }
        prefix="shipping."
        initial={checkout.shipping ?? lastShipping ?? EMPTY_ADDRESS}
        errors={errors}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          name="billingSame"
          checked={sameBilling}
          onChange={(event) => setSameBilling(event.target.checked)}
        />
        Billing address is the same as shipping
      </label>
      {!sameBilling && (
        <AddressFieldset
          legend="Billing address"
          prefix="billing."
          initial={checkout.billing ?? EMPTY_ADDRESS}
          errors={errors}
        />
      )}
      {/* Not disabled while saving, so the keyboard's focus stays on it until the page moves on. */}
      <button type="submit" className="button" aria-disabled={pending || undefined}>
        {pending ? 'Saving…' : 'Save and continue'}
      </button>
    </form>
  );
}
