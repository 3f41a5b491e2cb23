'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { LineLeft } from '@/lib/shop/admin-order-view';
import { markOrderPaid, refundOrder } from '@/lib/shop/order-admin-actions';
import { ActionFailure, FieldError, useOrderAction } from './ActionPanel';
import styles from './order.module.css';

interface MarkPaidValues {
  amount: string;
  reference: string;
}

/** "Mark as paid": the amount received (the balance unless less came) and the bank's reference. */
export function MarkPaidForm({
  orderId,
  revision,
  balance,
  done,
}: {
  orderId: string;
  revision: string;
  balance: string;
  done: () => void;
}) {
  const form = useForm<MarkPaidValues>({ defaultValues: { amount: balance, reference: '' } });
  const { send, failure } = useOrderAction(form, done);
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) => send(() => markOrderPaid(orderId, revision, values)))}
    >
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="paid-amount">Amount received</label>
          <input
            id="paid-amount"
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? 'paid-amount-error' : undefined}
            {...form.register('amount', {
              required: 'Enter the amount received',
              pattern: { value: /^\d+(\.\d{1,3})?$/, message: 'Enter an amount like 12.50' },
            })}
          />
          <FieldError id="paid-amount-error" message={errors.amount?.message} />
        </div>
        <div className={styles.field}>
          <label htmlFor="paid-reference">Reference</label>
          <input
            id="paid-reference"
            autoComplete="off"
            aria-invalid={errors.reference ? true : undefined}
            aria-describedby={errors.reference ? 'paid-reference-error' : undefined}
            {...form.register('reference', { maxLength: { value: 200, message: 'At most 200 characters' } })}
          />
          <FieldError id="paid-reference-error" message={errors.reference?.message} />
        </div>
      </div>
      <div>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Recording…' : 'Record the payment'}
        </button>
      </div>
      <ActionFailure failure={failure} />
    </form>
  );
}

interface RefundValues {
  by: 'lines' | 'amount';
  quantities: Record<string, string>;
  amount: string;
  shipping: boolean;
  restock: boolean;
  reason: string;
}

/** "Refund": some units of lines (restocked or not) or an amount, with a reason; asks before it refunds. */
export function RefundForm({
  orderId,
  revision,
  lines,
  refundable,
  done,
}: {
  orderId: string;
  revision: string;
  lines: LineLeft[];
  /** What the payments can still give back, formatted. */
  refundable: string | undefined;
  done: () => void;
}) {
  const form = useForm<RefundValues>({
    defaultValues: {
      by: 'lines',
      quantities: Object.fromEntries(lines.map((l) => [l.id, '0'])),
      amount: '',
      shipping: false,
      restock: true,
      reason: '',
    },
  });
  const [confirming, setConfirming] = useState(false);
  const { send, failure } = useOrderAction(form, done);
  const { errors, isSubmitting } = form.formState;
  const by = useWatch({ control: form.control, name: 'by' });
  const submit = form.handleSubmit(async (v) => {
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    await send(() =>
      refundOrder(orderId, revision, {
        by: v.by,
        lines: lines.map((l) => ({ id: l.id, quantity: Number(v.quantities[l.id] ?? 0) })),
        amount: v.amount,
        shipping: v.shipping,
        restock: v.restock,
        reason: v.reason,
      }),
    );
  });
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {refundable ? <p>Refundable: {refundable}</p> : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Refund by</legend>
        <label className={styles.check}>
          <input type="radio" value="lines" {...form.register('by')} /> Lines
        </label>
        <label className={styles.check}>
          <input type="radio" value="amount" {...form.register('by')} /> An amount
        </label>
      </fieldset>
      {by === 'lines' ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Units to refund</legend>
          {lines.map((l) => (
            <div key={l.id} className={styles.qtyRow}>
              <label htmlFor={`refund-${l.id}`}>
                {l.name} <span className={styles.meta}>(up to {l.left})</span>
              </label>
              <input
                id={`refund-${l.id}`}
                type="number"
                min={0}
                max={l.left}
                inputMode="numeric"
                {...form.register(`quantities.${l.id}`, {
                  validate: (v) =>
                    (Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= l.left) ||
                    `At most ${l.left}`,
                })}
              />
            </div>
          ))}
          <label className={styles.check}>
            <input type="checkbox" {...form.register('shipping')} /> Refund the shipping too
          </label>
          <FieldError
            id="refund-lines-error"
            message={errors.quantities ? 'Check the quantities' : undefined}
          />
        </fieldset>
      ) : (
        <div className={styles.field}>
          <label htmlFor="refund-amount">Amount</label>
          <input
            id="refund-amount"
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? 'refund-amount-error' : undefined}
            {...form.register('amount', {
              pattern: { value: /^\d+(\.\d{1,3})?$/, message: 'Enter an amount like 12.50' },
            })}
          />
          <FieldError id="refund-amount-error" message={errors.amount?.message} />
        </div>
      )}
      <label className={styles.check}>
        <input type="checkbox" {...form.register('restock')} /> Put the units back in stock
      </label>
      <div className={styles.field}>
        <label htmlFor="refund-reason">Reason</label>
        <input id="refund-reason" autoComplete="off" {...form.register('reason', { maxLength: 1000 })} />
      </div>
      {confirming ? (
        <div className={styles.confirm} role="alert">
          <p>Refund now? The money goes back and this cannot be undone.</p>
          <div className={styles.actionBar}>
            <button type="submit" className="button" disabled={isSubmitting}>
              Yes, refund
            </button>
            <button type="button" className="button button-ghost" onClick={() => setConfirming(false)}>
              Not now
            </button>
          </div>
        </div>
      ) : (
        <div>
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Refunding…' : 'Refund…'}
          </button>
        </div>
      )}
      <ActionFailure failure={failure} />
    </form>
  );
}
