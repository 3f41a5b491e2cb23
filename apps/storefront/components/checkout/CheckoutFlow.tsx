'use client';

import { useState } from 'react';
import type { AddressFields } from '@/lib/shop/checkout-address';
import type { CheckoutView } from '@/lib/shop/checkout-view';
import type { PaymentMethodView } from '@/lib/shop/order-view';
import { offeredMethods, withOfferedPayment } from '@/lib/shop/payment-choice';
import { CodeForms } from './CodeForms';
import { DeliveryOptions } from './DeliveryOptions';
import { DetailsForm } from './DetailsForm';
import { HoldTimer } from './HoldTimer';
import { OrderReview } from './OrderReview';
import { PaymentChoice } from './PaymentChoice';
import styles from './Checkout.module.css';

/**
 * /checkout on one page: every step writes through to the checkout on the server and shows what it
 * answered, so a reload finds the page as it was left.
 */
export function CheckoutFlow({
  initial,
  methods,
  memberEmail,
  lastShipping,
}: {
  initial: CheckoutView;
  methods: PaymentMethodView[];
  memberEmail: string | undefined;
  /** Where the member's last order went: the address form's start while the checkout has none. */
  lastShipping?: AddressFields | undefined;
}) {
  const [stored, setCheckout] = useState(initial);
  const [announced, setAnnounced] = useState('');
  // Pay on pickup is offered only with a pickup option; one chosen before counts as not chosen.
  const offered = offeredMethods(methods, stored.selectedOption?.pickup === true);
  const checkout = withOfferedPayment(stored, offered);
  const payment = offered.find((method) => method.id === checkout.paymentMethodId);
  /** After the details: the keyboard goes on to the delivery step's heading, and that is said. */
  const toDelivery = () => {
    document.getElementById('delivery-title')?.focus();
    setAnnounced('');
    requestAnimationFrame(() => setAnnounced('Step 2 of 5, Delivery: choose how your order reaches you.'));
  };
  return (
    <div className={styles.layout}>
      <p className="visually-hidden" aria-live="polite" data-testid="checkout-announcer">
        {announced}
      </p>
      <div className={styles.steps}>
        {checkout.holdExpiresAt && !checkout.orderId && <HoldTimer expiresAt={checkout.holdExpiresAt} />}
        <DetailsForm
          checkout={checkout}
          memberEmail={memberEmail}
          lastShipping={lastShipping}
          onChecked={setCheckout}
          onSaved={toDelivery}
        />
        <DeliveryOptions checkout={checkout} onChecked={setCheckout} />
        <CodeForms checkout={checkout} onChecked={setCheckout} />
        <PaymentChoice checkout={checkout} methods={offered} onChecked={setCheckout} />
      </div>
      <aside className={styles.aside}>
        <OrderReview
          checkout={checkout}
          paymentTitle={checkout.nothingToPay ? 'Gift card' : payment?.title}
          onChecked={setCheckout}
        />
      </aside>
    </div>
  );
}
