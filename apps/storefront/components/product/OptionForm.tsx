'use client';

import { useRouter } from 'next/navigation';
import { useSyncExternalStore, useTransition, type FormEvent } from 'react';
import type { OptionView } from '@/lib/shop/catalog-types';
import styles from './OptionForm.module.css';

const noop = () => () => {};
/** False while server-rendered and before hydration; true once React runs in the browser. */
const useHydrated = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

const choiceQuery = (form: HTMLFormElement): string => {
  const search = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && value) search.set(name, value);
  return search.toString();
};

/**
 * The product's options: colour swatches (radio buttons) and drop-downs. The selection lives in the
 * URL (`?Colour=Sage&Size=Large`), so the server answers price, stock and pictures for it; a choice
 * that cannot be bought with the other selections is disabled. Works as a GET form without JavaScript.
 */
export function OptionForm({
  options,
  selected,
  pathname,
}: {
  options: OptionView[];
  selected: Record<string, string>;
  pathname: string;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [pending, startTransition] = useTransition();

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const query = choiceQuery(event.currentTarget);
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };

  return (
    <form
      action={pathname}
      method="get"
      className={styles.form}
      onChange={onChange}
      onSubmit={(event) => {
        event.preventDefault();
        onChange(event);
      }}
      aria-busy={pending}
      data-pending={pending || undefined}
      data-testid="option-form"
    >
      {options.map((option) => {
        const chosen = selected[option.name];
        const unavailable = (name: string) => {
          const choice = option.choices.find((c) => c.name === name);
          return !choice || !choice.inStock || !choice.visible;
        };
        return option.type === 'color' ? (
          <fieldset key={option.name} className={styles.option}>
            <legend className={styles.label}>
              {option.name}
              {chosen && <span className={styles.chosen}>{chosen}</span>}
            </legend>
            <div className={styles.swatches}>
              {option.choices.map((choice) => {
                const soldOut = unavailable(choice.name);
                return (
                  <label key={choice.name} className={styles.swatch} title={choice.name}>
                    <input
                      type="radio"
                      name={option.name}
                      value={choice.name}
                      defaultChecked={chosen === choice.name}
                      // The chosen one stays enabled (so the form still sends it), shown as sold out.
                      disabled={soldOut && chosen !== choice.name}
                      data-sold-out={soldOut || undefined}
                    />
                    <span
                      className={styles.dot}
                      style={{ backgroundColor: choice.value }}
                      aria-hidden="true"
                    />
                    <span className="visually-hidden">
                      {choice.name}
                      {soldOut ? ' (sold out)' : ''}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ) : (
          <div key={option.name} className={styles.option}>
            <label className={styles.label} htmlFor={`option-${option.name}`}>
              {option.name}
            </label>
            <select
              id={`option-${option.name}`}
              name={option.name}
              defaultValue={chosen ?? ''}
              className={styles.select}
            >
              <option value="" disabled>
                Choose {option.name.toLowerCase()}
              </option>
              {option.choices.map((choice) => {
                const soldOut = unavailable(choice.name);
                return (
                  <option key={choice.name} value={choice.name} disabled={soldOut && chosen !== choice.name}>
                    {choice.name}
                    {soldOut ? ' — sold out' : ''}
                  </option>
                );
              })}
            </select>
          </div>
        );
      })}
      {!hydrated && (
        <button type="submit" className="button button-ghost">
          Update selection
        </button>
      )}
    </form>
  );
}
