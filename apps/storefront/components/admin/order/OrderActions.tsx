'use client';

import { useState } from 'react';
import type { LineLeft } from '@/lib/shop/admin-order-view';
import type { AddressFields } from '@/lib/shop/checkout-address';
import { ActionToggle, Panel } from './ActionPanel';
import { CancelForm, ResendForm } from './CancelForms';
import { MarkPaidForm, RefundForm } from './PaymentForms';
import { AddressForm, FulfilForm } from './ShippingForms';
import styles from './order.module.css';

type Action = 'paid' | 'fulfil' | 'refund' | 'cancel' | 'resend' | 'address';

const TITLES: Record<Action, string> = {
  paid: 'Mark as paid',
  fulfil: 'Fulfil',
  refund: 'Refund',
  cancel: 'Cancel order',
  resend: 'Resend confirmation',
  address: 'Edit shipping address',
};

/**
 * The order's actions for a person holding orders:write: a row of buttons, each opening its form; only the
 * actions the order's state allows are offered (the server refuses the rest anyway).
 */
export function OrderActions(props: {
  orderId: string;
  /** The order's updatedDate as shown: a newer order answers a conflict. */
  revision: string;
  balance: string;
  owes: boolean;
  canceled: boolean;
  email: string;
  fulfillable: LineLeft[];
  refundable: LineLeft[];
  refundableAmount: string | undefined;
  canRefund: boolean;
  address: AddressFields | undefined;
}) {
  const [open, setOpen] = useState<Action | undefined>();
  const close = () => setOpen(undefined);
  const offered: Action[] = [
    ...(props.owes && !props.canceled ? (['paid'] as const) : []),
    ...(props.fulfillable.length > 0 && !props.canceled ? (['fulfil'] as const) : []),
    ...(props.canRefund ? (['refund'] as const) : []),
    ...(!props.canceled ? (['cancel'] as const) : []),
    ...(props.email && !props.canceled ? (['resend'] as const) : []),
    ...(props.address && !props.canceled ? (['address'] as const) : []),
  ];
  const { orderId, revision } = props;
  return (
    <section aria-label="Actions" className={styles.form}>
      <div className={styles.actionBar}>
        {offered.map((a) => (
          <ActionToggle
            key={a}
            label={TITLES[a]}
            open={open === a}
            controls={`action-${a}`}
            onToggle={() => setOpen(open === a ? undefined : a)}
          />
        ))}
      </div>
      {open ? (
        <Panel id={`action-${open}`} title={TITLES[open]}>
          {open === 'paid' ? (
            <MarkPaidForm orderId={orderId} revision={revision} balance={props.balance} done={close} />
          ) : open === 'fulfil' ? (
            <FulfilForm orderId={orderId} revision={revision} lines={props.fulfillable} done={close} />
          ) : open === 'refund' ? (
            <RefundForm
              orderId={orderId}
              revision={revision}
              lines={props.refundable}
              refundable={props.refundableAmount}
              done={close}
            />
          ) : open === 'cancel' ? (
            <CancelForm orderId={orderId} revision={revision} done={close} />
          ) : open === 'resend' ? (
            <ResendForm orderId={orderId} email={props.email} />
          ) : props.address ? (
            <AddressForm orderId={orderId} revision={revision} address={props.address} done={close} />
          ) : null}
        </Panel>
      ) : null}
    </section>
  );
}
