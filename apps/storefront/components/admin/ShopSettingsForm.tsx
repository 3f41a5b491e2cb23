'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import formStyles from '@/components/account/account.module.css';
import { showToast } from '@/components/layout/toast';
import { fieldsOf, WEEKDAYS, type SettingsFields, type ShopSettings } from '@/lib/shop/admin-settings';
import { saveShopSettings } from '@/lib/shop/admin-settings-actions';
import admin from './admin.module.css';
import styles from './people.module.css';
import own from './settings.module.css';

/**
 * The shop's settings, one form in cards: what the shop shows, its currency and time zone, its opening hours,
 * how members join, checkout and sign-in. Saving sends only the fields changed; the server's refusal of a
 * field is shown beside it. The shop shows a change within seconds (its cached pages included).
 */
export function ShopSettingsForm({ settings, timeZones }: { settings: ShopSettings; timeZones: string[] }) {
  const router = useRouter();
  const [before, setBefore] = useState(() => fieldsOf(settings));
  const [revision, setRevision] = useState(settings.revision);
  const [formError, setFormError] = useState<string | undefined>();
  const [conflict, setConflict] = useState('');
  const problem = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict) problem.current?.focus();
  }, [conflict]);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SettingsFields>({ defaultValues: before });
  const days = useWatch({ control, name: 'days' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    setConflict('');
    const result = await saveShopSettings(before, values, revision);
    if (!result.ok && 'conflict' in result) {
      setConflict(result.message);
      return;
    }
    if (!result.ok) {
      const field = result.field as FieldPath<SettingsFields> | undefined;
      if (field && (field in before || field.startsWith('days.'))) {
        setError(field, { message: result.message });
        setFocus(field);
      } else setFormError(result.message);
      return;
    }
    const saved = fieldsOf(result.settings);
    setBefore(saved);
    setRevision(result.settings.revision);
    reset(saved);
    showToast('success', result.changed ? 'Shop settings saved' : 'Nothing changed');
    router.refresh();
  });

  const errorOf = (name: FieldPath<SettingsFields>): string | undefined => {
    if (name.startsWith('days.')) {
      const [, i, part] = name.split('.');
      return errors.days?.[Number(i)]?.[part as 'from' | 'to']?.message;
    }
    return (errors[name as keyof SettingsFields] as { message?: string } | undefined)?.message;
  };
  const idOf = (name: string) => `settings-${name.replace(/\./g, '-')}-error`;
  const error = (name: FieldPath<SettingsFields>) =>
    errorOf(name) ? (
      <span id={idOf(name)} className={styles.fieldError}>
        {errorOf(name)}
      </span>
    ) : null;
  const described = (name: FieldPath<SettingsFields>, hint?: string) => {
    const ids = [errorOf(name) ? idOf(name) : undefined, hint].filter(Boolean).join(' ');
    return {
      ...(errorOf(name) ? { 'aria-invalid': true } : {}),
      ...(ids ? { 'aria-describedby': ids } : {}),
    };
  };

  return (
    <form
      className={own.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Shop settings"
    >
      <div ref={problem} tabIndex={-1}>
        {conflict ? (
          <div className={admin.conflict} role="alert">
            <strong>Not saved: someone saved the settings while you were editing them.</strong>
            <p>{conflict}</p>
            <p>Reload to see their changes, then make yours again. Nothing of theirs was overwritten.</p>
            <div className={admin.actions}>
              <button type="button" className="button" onClick={() => window.location.reload()}>
                Reload the settings
              </button>
            </div>
          </div>
        ) : null}
      </div>
      {formError ? (
        <p className={formStyles.formError} role="alert">
          {formError}
        </p>
      ) : null}

      <section className={admin.card} aria-labelledby="settings-shop">
        <h2 id="settings-shop" className={admin.cardTitle}>
          The shop
        </h2>
        <div className={styles.row2}>
          <label className={styles.field}>
            Shop name
            <input autoComplete="organization" {...register('name')} {...described('name')} />
            {error('name')}
          </label>
          <label className={styles.field}>
            Contact email
            <input
              type="email"
              autoComplete="email"
              {...register('contactEmail')}
              {...described('contactEmail')}
            />
            {error('contactEmail')}
          </label>
        </div>
        <label className={styles.field}>
          Postal address (printed on invoices and packing slips)
          <textarea rows={3} {...register('address')} {...described('address')} />
          {error('address')}
        </label>
        <div className={styles.row2}>
          <label className={styles.field}>
            Time zone
            <select {...register('timeZone')} {...described('timeZone')}>
              {timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
            {error('timeZone')}
          </label>
          <label className={styles.field}>
            Currency (ISO 4217 code)
            <input
              autoComplete="off"
              maxLength={3}
              className={own.short}
              {...register('currency')}
              {...described('currency', 'settings-currency-hint')}
            />
            <span id="settings-currency-hint" className={own.hint}>
              Changes only while no product, order or gift card is priced in another currency.
            </span>
            {error('currency')}
          </label>
        </div>
      </section>

      <section className={admin.card} aria-labelledby="settings-hours">
        <h2 id="settings-hours" className={admin.cardTitle}>
          Opening hours
        </h2>
        <p className={admin.muted}>Shown in the shop’s footer and for pickup, in the shop’s time zone.</p>
        <fieldset className={own.days}>
          <legend className="visually-hidden">Days the shop opens</legend>
          {WEEKDAYS.map((day, i) => (
            <div key={day} className={own.day}>
              <label className={styles.check}>
                <input type="checkbox" {...register(`days.${i}.open`)} />
                {day}
              </label>
              {days[i]?.open ? (
                <div className={own.times}>
                  <label className={styles.field}>
                    <span className="visually-hidden">{day} opens at</span>
                    <input type="time" {...register(`days.${i}.from`)} {...described(`days.${i}.from`)} />
                  </label>
                  <span aria-hidden="true">to</span>
                  <label className={styles.field}>
                    <span className="visually-hidden">{day} closes at</span>
                    <input type="time" {...register(`days.${i}.to`)} {...described(`days.${i}.to`)} />
                  </label>
                  {error(`days.${i}.to`)}
                </div>
              ) : (
                <span className={admin.muted}>Closed</span>
              )}
            </div>
          ))}
        </fieldset>
        <label className={styles.field}>
          Note beside the hours (optional)
          <input
            placeholder="Closed on public holidays"
            {...register('hoursNote')}
            {...described('hoursNote')}
          />
          {error('hoursNote')}
        </label>
      </section>

      <section className={admin.card} aria-labelledby="settings-members">
        <h2 id="settings-members" className={admin.cardTitle}>
          New members
        </h2>
        <label className={styles.check}>
          <input type="checkbox" {...register('requireEmailVerification')} />
          New members confirm their email with a code
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('requireOwnerApproval')} />
          New members wait for the shop’s approval
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('registerRequiresCaptcha')} />
          Registration asks for the “I’m not a robot” check
        </label>
      </section>

      <section className={admin.card} aria-labelledby="settings-orders">
        <h2 id="settings-orders" className={admin.cardTitle}>
          Checkout and orders
        </h2>
        <div className={styles.row2}>
          <label className={styles.field}>
            Minutes a checkout holds its items (0: no hold)
            <input
              inputMode="numeric"
              className={own.short}
              {...register('stockHoldMinutes')}
              {...described('stockHoldMinutes')}
            />
            {error('stockHoldMinutes')}
          </label>
          <label className={styles.field}>
            Cancel unpaid bank transfers after (days; empty: never)
            <input
              inputMode="numeric"
              className={own.short}
              {...register('unpaidOrderCancelDays')}
              {...described('unpaidOrderCancelDays')}
            />
            {error('unpaidOrderCancelDays')}
          </label>
        </div>
      </section>

      <section className={admin.card} aria-labelledby="settings-sessions">
        <h2 id="settings-sessions" className={admin.cardTitle}>
          Member sign-in
        </h2>
        <div className={styles.row2}>
          <label className={styles.field}>
            Access token lifetime (minutes)
            <input
              inputMode="numeric"
              className={own.short}
              {...register('accessTokenMinutes')}
              {...described('accessTokenMinutes')}
            />
            {error('accessTokenMinutes')}
          </label>
          <label className={styles.field}>
            Members stay signed in for (days)
            <input
              inputMode="numeric"
              className={own.short}
              {...register('refreshTokenDays')}
              {...described('refreshTokenDays')}
            />
            {error('refreshTokenDays')}
          </label>
        </div>
        <p className={admin.muted}>
          A change applies to the next sign-in; sessions already open keep theirs.
        </p>
      </section>

      <div className={`${admin.actions} ${own.save}`}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
