'use client';

import { useState } from 'react';
import type { AddressFields } from '@/lib/shop/checkout-address';
import type { CheckoutView } from '@/lib/shop/checkout-view';
import type { PaymentMethodView } from '@/lib/shop/order-view';
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
  const [checkout, setCheckout] = useState(initial);
  const payment = methods.find((method) => method.id === checkout.paymentMethodId);
  return (
    <div className={styles.layout}>
      <div className={styles.steps}>
        {checkout.holdExpiresAt && !checkout.orderId && <HoldTimer expiresAt={checkout.holdExpiresAt} />}
        <DetailsForm
          checkout={checkout}
          memberEmail={memberEmail}
          lastShipping={lastShipping}
          onChecked={setCheckout}
        />
        <DeliveryOptions checkout={checkout} onChecked={setCheckout} />
        <CodeForms checkout={checkout} onChecked={setCheckout} />
        <PaymentChoice checkout={checkout} methods={methods} onChecked={setCheckout} />
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
