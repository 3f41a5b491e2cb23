'use client';

import type { TaxRate, TaxSettings } from '@/lib/shop/admin-prices-view';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import formStyles from '@/components/account/account.module.css';
import { deleteTaxRate, saveTaxRate, saveTaxSettings } from '@/lib/shop/admin-prices-actions';
import {
  BLANK_TAX_RATE,
  fractionToPercent,
  taxRateForm,
  type TaxRateForm,
} from '@/lib/shop/admin-prices-view';
import admin from '../admin.module.css';
import { CrudSection, type FieldSpec } from '../CrudSection';
import crud from '../crud.module.css';
import people from '../people.module.css';

const rateFields: FieldSpec<TaxRateForm>[] = [
  {
    name: 'country',
    label: 'Country code',
    hint: 'Like FR or US',
    required: 'Enter a country code, like FR',
  },
  { name: 'subdivision', label: 'Subdivision (optional)', hint: 'Like NY; empty for the whole country' },
  {
    name: 'percent',
    label: 'Rate (%)',
    inputMode: 'decimal',
    hint: 'Like 20 or 8.875',
    required: 'Enter a rate',
  },
  { name: 'name', label: 'Name on receipts (optional)', hint: 'Like VAT or New York sales tax' },
];

/** The taxes page: how prices carry tax, and the rate of each country or subdivision. */
export function TaxPanels({
  rates,
  settings,
  canWrite,
}: {
  rates: TaxRate[];
  settings: TaxSettings;
  canWrite: boolean;
}) {
  return (
    <>
      <SettingsForm settings={settings} canWrite={canWrite} />
      <CrudSection<TaxRate & { id: string }, TaxRateForm>
        id="tax-rates"
        title="Tax rates"
        noun="tax rate"
        intro="A subdivision’s rate is used there; elsewhere in the country, the country’s. Addresses with no rate pay no tax."
        rows={rates.map((r) => ({ ...r, id: r._id }))}
        columns={[
          { header: 'Place', cell: (r) => <strong>{r.subdivision ?? r.country}</strong> },
          { header: 'Name', cell: (r) => r.name },
          { header: 'Rate', cell: (r) => `${fractionToPercent(r.rate)} %` },
        ]}
        rowName={(r) => r.subdivision ?? r.country}
        fields={rateFields}
        blank={BLANK_TAX_RATE}
        formOf={taxRateForm}
        save={saveTaxRate}
        remove={deleteTaxRate}
        consequence="Orders placed from then on pay no tax there unless the country has a rate."
        canWrite={canWrite}
        empty="No tax rates yet: no tax is charged."
      />
    </>
  );
}

function SettingsForm({ settings, canWrite }: { settings: TaxSettings; canWrite: boolean }) {
  const router = useRouter();
  const [message, setMessage] = useState<{ error: boolean; text: string } | undefined>();
  const {
    register,
    handleSubmit,
    formState: { isSubmitting, isDirty },
    reset,
  } = useForm<TaxSettings>({ defaultValues: settings });
  const onSubmit = handleSubmit(async (values) => {
    const result = await saveTaxSettings(values);
    setMessage(result.ok ? { error: false, text: 'Saved.' } : { error: true, text: result.message });
    if (result.ok) {
      reset(values);
      router.refresh();
    }
  });
  return (
    <section className={`${admin.card} ${crud.section}`} aria-labelledby="tax-settings-title">
      <h2 id="tax-settings-title" className={admin.cardTitle}>
        How prices carry tax
      </h2>
      <form className={people.form} onSubmit={(event) => void onSubmit(event)} aria-label="Tax settings">
        <fieldset disabled={!canWrite} className={crud.check}>
          <legend className={crud.visuallyHidden}>Tax settings</legend>
          <label className={people.check}>
            <input type="checkbox" {...register('pricesIncludeTax')} />
            Prices include tax (shown in the total, not added to it)
          </label>
          <label className={people.check}>
            <input type="checkbox" {...register('taxShipping')} />
            Shipping is taxed at the address’s rate
          </label>
        </fieldset>
        {message ? (
          <p
            className={message.error ? formStyles.formError : admin.muted}
            role={message.error ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        ) : null}
        {canWrite ? (
          <div className={admin.actions}>
            <button type="submit" className={`button ${admin.small}`} disabled={isSubmitting || !isDirty}>
              {isSubmitting ? 'Saving…' : 'Save'}
            </button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
