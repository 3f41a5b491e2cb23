'use client';

import { useActionState } from 'react';
import { idle } from '@/lib/shop/account-state';
import type { AddressView } from '@/lib/shop/member-view';
import { addAddress, removeAddress } from '@/lib/shop/profile-actions';
import { Field, FormMessage } from './Field';
import { fieldError, lastValue, useFormToast } from './useFormToast';
import styles from './account.module.css';

function RemoveAddress({ index, summary }: { index: number; summary: string }) {
  const [state, action, pending] = useActionState(removeAddress, idle);
  useFormToast(state);
  return (
    <form action={action}>
      <input type="hidden" name="index" value={index} />
      <button type="submit" className={styles.linkButton} disabled={pending} aria-label={`Remove ${summary}`}>
        {pending ? 'Removing…' : 'Remove'}
      </button>
    </form>
  );
}

export function AddressBook({ addresses }: { addresses: AddressView[] }) {
  const [state, action, pending] = useActionState(addAddress, idle);
  useFormToast(state);
  return (
    <div className={styles.stack}>
      {addresses.length === 0 ? (
        <p className={styles.hint}>No address yet. Add one to check out faster.</p>
      ) : (
        <ul className={styles.addressList}>
          {addresses.map((address, index) => (
            <li key={`${index}-${address.summary}`} className={styles.address}>
              <address>
                {address.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              <RemoveAddress index={index} summary={address.summary} />
            </li>
          ))}
        </ul>
      )}
      <details className={styles.disclosure} open={state.status === 'error'}>
        <summary className={styles.summary}>Add an address</summary>
        <form action={action} className={styles.form} noValidate aria-busy={pending}>
          <FormMessage state={state} />
          <Field
            label="Street and number"
            name="line1"
            autoComplete="address-line1"
            required
            maxLength={200}
            defaultValue={lastValue(state, 'line1')}
            error={fieldError(state, 'line1')}
          />
          <Field
            label="Apartment, floor (optional)"
            name="line2"
            autoComplete="address-line2"
            maxLength={200}
            defaultValue={lastValue(state, 'line2')}
          />
          <div className={styles.row}>
            <Field
              label="Postal code"
              name="postalCode"
              autoComplete="postal-code"
              maxLength={50}
              defaultValue={lastValue(state, 'postalCode')}
            />
            <Field
              label="Town or city"
              name="city"
              autoComplete="address-level2"
              required
              maxLength={200}
              defaultValue={lastValue(state, 'city')}
              error={fieldError(state, 'city')}
            />
          </div>
          <Field
            label="Country"
            name="country"
            autoComplete="country-name"
            required
            maxLength={100}
            defaultValue={lastValue(state, 'country')}
            error={fieldError(state, 'country')}
          />
          <button type="submit" className="button" disabled={pending}>
            {pending ? 'Saving…' : 'Save address'}
          </button>
        </form>
      </details>
    </div>
  );
}
