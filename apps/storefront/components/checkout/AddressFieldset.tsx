'use client';

import { Field } from '@/components/account/Field';
import { SHIPPING_COUNTRIES } from '@/lib/shop/cart-input';
import { SUBDIVISION_COUNTRIES, type AddressFields } from '@/lib/shop/checkout-address';
import { useState } from 'react';
import styles from './Checkout.module.css';

/** The fields of one address (`prefix`: `shipping.` or `billing.`), each with its own error. */
export function AddressFieldset({
  legend,
  prefix,
  initial,
  errors,
}: {
  legend: string;
  prefix: 'shipping.' | 'billing.';
  initial: AddressFields;
  errors: Record<string, string>;
}) {
  const [country, setCountry] = useState(initial.country);
  const error = (field: keyof AddressFields) => errors[`${prefix}${field}`];
  const countryError = error('country');
  const auto = prefix === 'shipping.' ? 'shipping' : 'billing';
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.pair}>
        <Field
          label="First name"
          name={`${prefix}firstName`}
          defaultValue={initial.firstName}
          autoComplete={`${auto} given-name`}
          error={error('firstName')}
        />
        <Field
          label="Last name"
          name={`${prefix}lastName`}
          defaultValue={initial.lastName}
          autoComplete={`${auto} family-name`}
          error={error('lastName')}
        />
      </div>
      <Field
        label="Street and number"
        name={`${prefix}addressLine1`}
        defaultValue={initial.addressLine1}
        autoComplete={`${auto} address-line1`}
        error={error('addressLine1')}
      />
      <Field
        label="Apartment, suite (optional)"
        name={`${prefix}addressLine2`}
        defaultValue={initial.addressLine2}
        autoComplete={`${auto} address-line2`}
      />
      <div className={styles.pair}>
        <Field
          label="Town or city"
          name={`${prefix}city`}
          defaultValue={initial.city}
          autoComplete={`${auto} address-level2`}
          error={error('city')}
        />
        <div className={styles.selectField}>
          <label htmlFor={`${prefix}country`}>Country</label>
          <select
            id={`${prefix}country`}
            name={`${prefix}country`}
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            autoComplete={`${auto} country`}
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? `${prefix}country-error` : undefined}
          >
            {SHIPPING_COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {countryError && (
            <p id={`${prefix}country-error`} className={styles.fieldError}>
              {countryError}
            </p>
          )}
        </div>
      </div>
      <div className={styles.pair}>
        <Field
          label={SUBDIVISION_COUNTRIES.has(country) ? 'State or province' : 'Region (optional)'}
          name={`${prefix}subdivision`}
          defaultValue={initial.subdivision}
          autoComplete={`${auto} address-level1`}
          error={error('subdivision')}
        />
        <Field
          label="Postal code"
          name={`${prefix}postalCode`}
          defaultValue={initial.postalCode}
          autoComplete={`${auto} postal-code`}
          error={error('postalCode')}
        />
      </div>
      <Field
        label="Phone (optional)"
        name={`${prefix}phone`}
        type="tel"
        defaultValue={initial.phone}
        autoComplete={`${auto} tel`}
      />
    </fieldset>
  );
}
