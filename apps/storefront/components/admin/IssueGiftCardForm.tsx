'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import formStyles from '@/components/account/account.module.css';
import { issueGiftCard, type IssueGiftCardForm as Values } from '@/lib/shop/admin-people-actions';
import admin from './admin.module.css';
import styles from './people.module.css';

interface Issued {
  id: string;
  code: string;
  amount: string;
  mailed: boolean;
  mailFailed: boolean;
  recipient: string;
}

const DEFAULTS: Values = {
  amount: '',
  currency: 'USD',
  expires: '',
  note: '',
  mail: false,
  recipientEmail: '',
  recipientName: '',
  message: '',
};

/**
 * Issues a gift card. Its full code is shown here once, right after issuing (lists show its last four
 * characters): the person copies it or has the shop mail it to the recipient.
 */
export function IssueGiftCardForm({ currency }: { currency: string }) {
  const router = useRouter();
  const [issued, setIssued] = useState<Issued | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { ...DEFAULTS, currency } });
  const mail = useWatch({ control, name: 'mail' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const result = await issueGiftCard(values);
    if (!result.ok) {
      const field = result.field as keyof Values | undefined;
      if (field && field in DEFAULTS) {
        setError(field, { message: result.message });
        setFocus(field);
      } else setFormError(result.message);
      return;
    }
    setIssued({
      id: result.id,
      code: result.code,
      amount: `${values.amount} ${values.currency}`,
      mailed: result.mailed,
      mailFailed: result.mailFailed,
      recipient: values.recipientEmail,
    });
    reset({ ...DEFAULTS, currency });
    router.refresh();
  });

  const error = (name: keyof Values) =>
    errors[name]?.message ? (
      <span id={`issue-${name}-error`} className={styles.fieldError}>
        {errors[name]?.message}
      </span>
    ) : null;
  const described = (name: keyof Values) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `issue-${name}-error` } : {};

  return (
    <div className={formStyles.stack}>
      {issued ? (
        <div className={styles.issued} role="status" aria-live="polite">
          <p>
            <strong>Gift card issued: {issued.amount}.</strong> Its code is shown this once: copy it now.
          </p>
          <p className={styles.bigCode} data-testid="issued-code">
            {issued.code}
          </p>
          {issued.mailed ? <p>Mailed to {issued.recipient}.</p> : null}
          {issued.mailFailed ? (
            <p className={formStyles.formError}>
              The mail to {issued.recipient} could not be sent: pass the code on another way.
            </p>
          ) : null}
          <p>
            <Link href={`/admin/gift-cards/${issued.id}`}>See the card</Link>
          </p>
        </div>
      ) : null}
      <form
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Issue a gift card"
      >
        {formError ? (
          <p className={formStyles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={styles.row2}>
          <label className={styles.field}>
            Amount ({currency})
            <input
              inputMode="decimal"
              autoComplete="off"
              {...register('amount', {
                required: 'Enter an amount',
                pattern: { value: /^\d{1,9}(\.\d{1,2})?$/, message: 'Enter an amount like 50 or 25.50' },
              })}
              {...described('amount')}
            />
            {error('amount')}
          </label>
          <label className={styles.field}>
            Expires after (optional)
            <input type="date" {...register('expires')} {...described('expires')} />
            {error('expires')}
          </label>
        </div>
        <label className={styles.field}>
          Note for the shop (optional)
          <input
            {...register('note', { maxLength: { value: 500, message: 'At most 500 characters' } })}
            {...described('note')}
          />
          {error('note')}
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('mail')} />
          Mail the card to someone
        </label>
        {mail ? (
          <>
            <div className={styles.row2}>
              <label className={styles.field}>
                Recipient’s email
                <input
                  type="email"
                  autoComplete="off"
                  {...register('recipientEmail', { required: 'Enter the email address to mail the card to' })}
                  {...described('recipientEmail')}
                />
                {error('recipientEmail')}
              </label>
              <label className={styles.field}>
                Recipient’s name (optional)
                <input autoComplete="off" {...register('recipientName')} {...described('recipientName')} />
                {error('recipientName')}
              </label>
            </div>
            <label className={styles.field}>
              Message (optional)
              <textarea
                {...register('message', { maxLength: { value: 1000, message: 'At most 1000 characters' } })}
                {...described('message')}
              />
              {error('message')}
            </label>
          </>
        ) : null}
        <div className={admin.actions}>
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Issuing…' : 'Issue the gift card'}
          </button>
        </div>
      </form>
    </div>
  );
}
