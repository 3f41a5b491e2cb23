'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { saveProductOptions } from '@/lib/shop/catalog-admin-actions';
import { variantCount } from '@/lib/shop/variant-grid';
import styles from './catalog.module.css';

interface Values {
  options: { name: string; choices: string }[];
  trackInventory: boolean;
}

/** Most variants a product may have (the server's MAX_VARIANTS). */
const MAX_VARIANTS = 1000;

const splitChoices = (text: string) =>
  text
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * A product's options and their choices ("Size": "S, M, L"), and whether its stock is counted. Saving makes
 * one variant for each combination of choices: variants of kept combinations keep their values, those of
 * removed choices go.
 */
export function OptionsEditor({
  productId,
  options,
  trackInventory,
}: {
  productId: string;
  options: { name: string; choices: string[] }[];
  trackInventory: boolean;
}) {
  const router = useRouter();
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      options: options.map((o) => ({ name: o.name, choices: o.choices.join(', ') })),
      trackInventory,
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const watched = useWatch({ control, name: 'options' }) ?? [];
  const count = variantCount(watched.map((o) => ({ choices: splitChoices(o?.choices ?? '') })));

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    let bad = false;
    values.options.forEach((o, i) => {
      if (!o.name.trim()) {
        setError(`options.${i}.name`, { message: 'Name the option' });
        bad = true;
      }
      const choices = splitChoices(o.choices);
      if (choices.length === 0) {
        setError(`options.${i}.choices`, { message: 'Give at least one choice' });
        bad = true;
      } else if (new Set(choices).size !== choices.length) {
        setError(`options.${i}.choices`, { message: 'Each choice only once' });
        bad = true;
      }
    });
    if (bad) return;
    const result = await saveProductOptions(productId, {
      options: values.options.map((o) => ({ name: o.name, choices: splitChoices(o.choices) })),
      trackInventory: values.trackInventory,
    });
    if (!result.ok) {
      const match = /options\.?\[?(\d+)\]?/.exec(result.field ?? '');
      setStatus({ text: result.message, error: true });
      if (match) setError(`options.${Number(match[1])}.name`, { message: result.message });
      return;
    }
    setStatus({ text: `Saved: the product has ${result.variants} variants.`, error: false });
    router.refresh();
  });

  return (
    <form className={styles.options} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Options">
      {fields.length === 0 ? (
        <p className={styles.muted}>No options: the product is sold as one item.</p>
      ) : null}
      {fields.map((field, i) => {
        const nameError = errors.options?.[i]?.name?.message;
        const choicesError = errors.options?.[i]?.choices?.message;
        return (
          <fieldset key={field.id} className={styles.option}>
            <legend className="visually-hidden">Option {i + 1}</legend>
            <label className={styles.field}>
              Option name
              <input
                {...register(`options.${i}.name`)}
                placeholder="Size"
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `option-${i}-name-error` : undefined}
              />
              {nameError ? (
                <span id={`option-${i}-name-error`} className={styles.cellError}>
                  {nameError}
                </span>
              ) : null}
            </label>
            <label className={styles.field}>
              Choices, separated by commas
              <input
                {...register(`options.${i}.choices`)}
                placeholder="S, M, L"
                aria-invalid={choicesError ? true : undefined}
                aria-describedby={choicesError ? `option-${i}-choices-error` : undefined}
              />
              {choicesError ? (
                <span id={`option-${i}-choices-error`} className={styles.cellError}>
                  {choicesError}
                </span>
              ) : null}
            </label>
            <button type="button" className="button button-ghost" onClick={() => remove(i)}>
              Remove<span className="visually-hidden"> option {i + 1}</span>
            </button>
          </fieldset>
        );
      })}
      <div className={styles.row}>
        <button
          type="button"
          className="button button-ghost"
          disabled={fields.length >= 6}
          onClick={() => append({ name: '', choices: '' })}
        >
          Add an option
        </button>
        <label className={styles.check}>
          <input type="checkbox" {...register('trackInventory')} />
          Count each variant’s stock
        </label>
      </div>
      <p className={count > MAX_VARIANTS ? styles.error : styles.muted} role="status">
        {count > MAX_VARIANTS
          ? `These choices make ${count} variants: at most ${MAX_VARIANTS}.`
          : `These options make ${count} ${count === 1 ? 'variant' : 'variants'}. Variants of removed choices are deleted; the others keep their values.`}
      </p>
      {status ? (
        <p className={status.error ? styles.error : styles.saved} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button" disabled={isSubmitting || count > MAX_VARIANTS}>
          {isSubmitting ? 'Saving…' : 'Save options and make variants'}
        </button>
      </div>
    </form>
  );
}
