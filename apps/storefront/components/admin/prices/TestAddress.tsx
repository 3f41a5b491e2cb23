'use client';

import type { ShippingRatesResponse } from '@/lib/shop/admin-prices-view';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import formStyles from '@/components/account/account.module.css';
import { testAddress } from '@/lib/shop/admin-prices-actions';
import type { TestAddressForm } from '@/lib/shop/admin-prices-view';
import { slotText } from '@/lib/shop/shop-time';
import admin from '../admin.module.css';
import crud from '../crud.module.css';
import people from '../people.module.css';
import { moneyText } from './money';

type Offered = ShippingRatesResponse['shippingRates'];

const FIELDS: { name: keyof TestAddressForm; label: string; hint?: string; decimal?: boolean }[] = [
  { name: 'country', label: 'Country code', hint: 'Like US or FR' },
  { name: 'subdivision', label: 'Subdivision (optional)', hint: 'Like NY' },
  { name: 'city', label: 'City (optional)' },
  { name: 'postalCode', label: 'Postal code' },
  { name: 'addressLine1', label: 'Street address (optional)' },
  { name: 'weight', label: 'Cart weight in kg (optional)', decimal: true },
  { name: 'subtotal', label: 'Cart subtotal (optional)', decimal: true },
];

/**
 * "Test an address": what a shopper there is offered for a cart of this weight and subtotal, from the same
 * shipping-rates call the checkout makes (names, prices, delivery windows, pickup points), or the sentence the
 * shopper reads when the address cannot be rated.
 */
export function TestAddress({ currency, timeZone }: { currency: string; timeZone: string }) {
  const [offered, setOffered] = useState<Offered | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TestAddressForm>({
    defaultValues: {
      country: '',
      subdivision: '',
      city: '',
      postalCode: '',
      addressLine1: '',
      weight: '',
      subtotal: '',
    },
  });
  const onSubmit = handleSubmit(async (form) => {
    setFormError(undefined);
    const result = await testAddress(form, currency);
    if (result.ok) {
      setOffered(result.answer);
      return;
    }
    setOffered(undefined);
    setFormError(result.message);
    for (const [name, message] of Object.entries(result.fields ?? {}))
      setError(name as keyof TestAddressForm, { message });
  });
  const delivery = offered?.filter((o) => !o.logistics.pickupDetails) ?? [];
  const pickups = offered?.filter((o) => o.logistics.pickupDetails) ?? [];
  const price = (o: Offered[number]) =>
    Number(o.cost.price) === 0 ? 'Free' : moneyText(o.cost.price, currency);

  return (
    <section className={`${admin.card} ${crud.section}`} aria-labelledby="test-address-title">
      <h2 id="test-address-title" className={admin.cardTitle}>
        Test an address
      </h2>
      <p className={admin.muted}>
        What a shopper there would be offered at checkout, priced by the shop’s rates.
      </p>
      <form
        className={people.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Test an address"
      >
        {formError ? (
          <p className={formStyles.formError} role="alert" data-testid="address-problem">
            {formError}
          </p>
        ) : null}
        <div className={crud.fields}>
          {FIELDS.map((f) => {
            const error = errors[f.name]?.message;
            return (
              <div key={f.name} className={people.field}>
                <label htmlFor={`test-${f.name}`}>{f.label}</label>
                <input
                  id={`test-${f.name}`}
                  autoComplete="off"
                  {...(f.decimal ? { inputMode: 'decimal' as const } : {})}
                  {...register(f.name)}
                  {...(error ? { 'aria-invalid': true, 'aria-describedby': `test-${f.name}-error` } : {})}
                />
                {f.hint ? <span className={crud.hint}>{f.hint}</span> : null}
                {error ? (
                  <span id={`test-${f.name}-error`} className={people.fieldError}>
                    {error}
                  </span>
                ) : null}
              </div>
            );
          })}
        </div>
        <div className={admin.actions}>
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Asking the rates…' : 'Show what is offered'}
          </button>
        </div>
      </form>
      {offered ? (
        <div className={crud.answer} role="status" aria-live="polite" data-testid="address-offers">
          {offered.length === 0 ? <p className={crud.sentence}>Nothing is offered at this address.</p> : null}
          {delivery.length > 0 ? (
            <>
              <h3>Delivery</h3>
              <ul className={crud.options}>
                {delivery.map((o) => (
                  <li key={o.code}>
                    <span>
                      <strong>{o.title}</strong>
                      {o.logistics.deliveryTimeSlot
                        ? ` · ${slotText(o.logistics.deliveryTimeSlot, timeZone)}`
                        : o.logistics.deliveryTime
                          ? ` · ${o.logistics.deliveryTime}`
                          : ''}
                    </span>
                    <span>{price(o)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : offered.length > 0 ? (
            <p>No delivery to this address: only pickup.</p>
          ) : null}
          {pickups.length > 0 ? (
            <>
              <h3>Pickup</h3>
              <ul className={crud.options}>
                {pickups.map((o) => (
                  <li key={o.code}>
                    <span>
                      <strong>{o.title}</strong>
                      {o.logistics.pickupDetails?.address.addressLine1
                        ? ` · ${o.logistics.pickupDetails.address.addressLine1}`
                        : ''}
                    </span>
                    <span>{price(o)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
