'use client';

import type { PaymentMethod } from '@/lib/shop/admin-prices-view';
import {
  deletePaymentMethod,
  savePaymentMethod,
  setPaymentMethodEnabled,
} from '@/lib/shop/admin-prices-actions';
import { BLANK_PAYMENT_METHOD, type PaymentMethodForm } from '@/lib/shop/admin-prices-view';
import { CrudSection, type FieldSpec } from '../CrudSection';
import crud from '../crud.module.css';
import people from '../people.module.css';

const KINDS = { BANK_TRANSFER: 'Bank transfer', PAY_ON_PICKUP: 'Pay on pickup' } as const;

const fields: FieldSpec<PaymentMethodForm>[] = [
  { name: 'title', label: 'Name shoppers see', required: 'Enter a name, like Bank transfer' },
  {
    name: 'kind',
    label: 'Kind',
    kind: 'select',
    options: Object.entries(KINDS).map(([value, label]) => ({ value, label })),
    hint: 'Pay on pickup is offered only with a pickup point',
  },
  {
    name: 'instructions',
    label: 'Instructions',
    kind: 'textarea',
    hint: 'Shown at checkout and in the order confirmation: bank details, or where and how to pay',
    required: 'Tell the shopper how to pay',
  },
  { name: 'enabled', label: 'Offered at checkout', kind: 'checkbox' },
];

/** The payment methods page: the offline methods shoppers choose from at checkout. */
export function PaymentMethodsPanel({ methods, canWrite }: { methods: PaymentMethod[]; canWrite: boolean }) {
  return (
    <CrudSection<PaymentMethod & { id: string }, PaymentMethodForm>
      id="payment-methods"
      title="Payment methods"
      noun="payment method"
      intro="Shown at checkout in the order they were added."
      rows={methods.map((m) => ({ ...m, id: m._id }))}
      columns={[
        { header: 'Name', cell: (m) => <strong>{m.title}</strong> },
        { header: 'Kind', cell: (m) => KINDS[m.kind] },
        { header: 'Instructions', cell: (m) => <span className={crud.preLine}>{m.instructions}</span> },
        {
          header: 'Status',
          cell: (m) => (
            <span className={people.status} data-status={m.enabled ? 'Active' : 'Disabled'}>
              {m.enabled ? 'Offered' : 'Not offered'}
            </span>
          ),
        },
      ]}
      rowName={(m) => m.title}
      fields={fields}
      blank={BLANK_PAYMENT_METHOD}
      formOf={(m) => ({ kind: m.kind, title: m.title, instructions: m.instructions, enabled: m.enabled })}
      save={savePaymentMethod}
      remove={deletePaymentMethod}
      toggle={{
        label: (m) => (m.enabled ? 'Stop offering' : 'Offer'),
        run: (m) => setPaymentMethodEnabled(m.id, !m.enabled),
      }}
      consequence="Shoppers can no longer choose it; orders that used it keep it."
      canWrite={canWrite}
      empty="No payment methods yet: shoppers cannot check out."
    />
  );
}
