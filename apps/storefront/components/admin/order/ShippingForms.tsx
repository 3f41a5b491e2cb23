'use client';

import { useForm } from 'react-hook-form';
import type { LineLeft } from '@/lib/shop/admin-order-view';
import type { AddressFields } from '@/lib/shop/checkout-address';
import { editShippingAddress, fulfilOrder } from '@/lib/shop/order-admin-actions';
import { ActionFailure, FieldError, useOrderAction } from './ActionPanel';
import styles from './order.module.css';

interface FulfilValues {
  quantities: Record<string, string>;
  carrier: string;
  trackingNumber: string;
}

/** "Fulfil": the units shipped now (all that are left, unless changed), the carrier and the tracking number. */
export function FulfilForm({
  orderId,
  revision,
  lines,
  done,
}: {
  orderId: string;
  revision: string;
  lines: LineLeft[];
  done: () => void;
}) {
  const form = useForm<FulfilValues>({
    defaultValues: {
      quantities: Object.fromEntries(lines.map((l) => [l.id, String(l.left)])),
      carrier: '',
      trackingNumber: '',
    },
  });
  const { send, failure } = useOrderAction(form, done);
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((v) =>
        send(() =>
          fulfilOrder(orderId, revision, {
            lines: lines.map((l) => ({ id: l.id, quantity: Number(v.quantities[l.id] ?? 0) })),
            carrier: v.carrier,
            trackingNumber: v.trackingNumber,
          }),
        ),
      )}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Units to ship</legend>
        {lines.map((l) => (
          <div key={l.id} className={styles.qtyRow}>
            <label htmlFor={`ship-${l.id}`}>
              {l.name} <span className={styles.meta}>(up to {l.left})</span>
            </label>
            <input
              id={`ship-${l.id}`}
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
        <FieldError id="ship-lines-error" message={errors.quantities ? 'Check the quantities' : undefined} />
      </fieldset>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="ship-carrier">Carrier</label>
          <input
            id="ship-carrier"
            autoComplete="off"
            aria-invalid={errors.carrier ? true : undefined}
            aria-describedby={errors.carrier ? 'ship-carrier-error' : undefined}
            {...form.register('carrier', {
              validate: (v, all) => !all.trackingNumber.trim() || v.trim() !== '' || 'Name the carrier',
            })}
          />
          <FieldError id="ship-carrier-error" message={errors.carrier?.message} />
        </div>
        <div className={styles.field}>
          <label htmlFor="ship-tracking">Tracking number</label>
          <input
            id="ship-tracking"
            autoComplete="off"
            aria-invalid={errors.trackingNumber ? true : undefined}
            aria-describedby={errors.trackingNumber ? 'ship-tracking-error' : undefined}
            {...form.register('trackingNumber', {
              maxLength: { value: 100, message: 'At most 100 characters' },
            })}
          />
          <FieldError id="ship-tracking-error" message={errors.trackingNumber?.message} />
        </div>
      </div>
      <p className={styles.meta}>
        The buyer is mailed that the parcel is on its way, with the tracking number.
      </p>
      <div>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Mark as sent'}
        </button>
      </div>
      <ActionFailure failure={failure} />
    </form>
  );
}

const ADDRESS_FIELDS: {
  name: keyof AddressFields;
  label: string;
  autoComplete: string;
  required?: boolean;
}[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'off', required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'off', required: true },
  { name: 'addressLine1', label: 'Street and number', autoComplete: 'off', required: true },
  { name: 'addressLine2', label: 'Apartment, suite (optional)', autoComplete: 'off' },
  { name: 'city', label: 'Town or city', autoComplete: 'off', required: true },
  { name: 'subdivision', label: 'State or province', autoComplete: 'off' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'off', required: true },
  { name: 'country', label: 'Country (2 letters)', autoComplete: 'off', required: true },
  { name: 'phone', label: 'Phone (optional)', autoComplete: 'off' },
];

/** The shipping address edited (the server's field errors on their fields). */
export function AddressForm({
  orderId,
  revision,
  address,
  done,
}: {
  orderId: string;
  revision: string;
  address: AddressFields;
  done: () => void;
}) {
  const form = useForm<AddressFields>({ defaultValues: address });
  const { send, failure } = useOrderAction(form, done);
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((v) => send(() => editShippingAddress(orderId, revision, v)))}
    >
      <div className={styles.row}>
        {ADDRESS_FIELDS.map((f) => (
          <div key={f.name} className={styles.field}>
            <label htmlFor={`address-${f.name}`}>{f.label}</label>
            <input
              id={`address-${f.name}`}
              autoComplete={f.autoComplete}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `address-${f.name}-error` : undefined}
              {...form.register(f.name, f.required ? { required: `Enter the ${f.label.toLowerCase()}` } : {})}
            />
            <FieldError id={`address-${f.name}-error`} message={errors[f.name]?.message} />
          </div>
        ))}
      </div>
      <div>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save the address'}
        </button>
      </div>
      <ActionFailure failure={failure} />
    </form>
  );
}
