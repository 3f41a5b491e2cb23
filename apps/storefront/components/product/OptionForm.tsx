'use client';

import { useRouter } from 'next/navigation';
import { useLayoutEffect, useRef, useSyncExternalStore, useTransition, type FormEvent } from 'react';
import type { OptionView } from '@/lib/shop/catalog-types';
import { noteFocus, restoreFocus } from './refocus';
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

/** A choice that cannot be had with the other selections (or at all): still selectable, to see it. */
const soldOut = (option: OptionView, name: string | undefined) => {
  const choice = option.choices.find((c) => c.name === name);
  return choice !== undefined && (!choice.inStock || !choice.visible);
};

function SoldOutTag({ show }: { show: boolean }) {
  return show ? (
    <span className={styles.soldOut} data-testid="choice-sold-out">
      Sold out
    </span>
  ) : null;
}

/**
 * The product's options: colour swatches (radio buttons, each named on hover and focus and to
 * assistive technology, the chosen one named beside the option) and drop-downs. The selection lives in
 * the URL (`?Colour=Sage&Size=Large`), so the server answers price, stock and pictures for it. A sold-out
 * choice says so and can still be chosen, to see it and to ask to be told when it is back. The control
 * used keeps the focus across the new page (refocus.ts). Works as a GET form without JavaScript.
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
  const form = useRef<HTMLFormElement>(null);

  useLayoutEffect(() => {
    if (form.current) restoreFocus(form.current);
  }, [selected]);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    noteFocus(event.currentTarget);
    const query = choiceQuery(event.currentTarget);
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };

  return (
    <form
      ref={form}
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
        return option.type === 'color' ? (
          <fieldset key={option.name} className={styles.option}>
            <legend className={styles.label}>
              {option.name}
              {chosen && (
                <span className={styles.chosen} data-testid="chosen-colour">
                  <span className="visually-hidden">: </span>
                  {chosen}
                </span>
              )}
              <SoldOutTag show={soldOut(option, chosen)} />
            </legend>
            <div className={styles.swatches}>
              {option.choices.map((choice) => {
                const out = soldOut(option, choice.name);
                return (
                  <label key={choice.name} className={styles.swatch}>
                    <input
                      type="radio"
                      name={option.name}
                      value={choice.name}
                      defaultChecked={chosen === choice.name}
                      data-sold-out={out || undefined}
                    />
                    <span
                      className={styles.dot}
                      style={{ backgroundColor: choice.value }}
                      aria-hidden="true"
                    />
                    {/* The swatch's name: read by assistive technology, shown on hover and focus. */}
                    <span className={styles.name} data-testid="swatch-name">
                      {choice.name}
                      {out ? ' (sold out)' : ''}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ) : (
          <div key={option.name} className={styles.option}>
            <div className={styles.label}>
              <label htmlFor={`option-${option.name}`}>{option.name}</label>
              <SoldOutTag show={soldOut(option, chosen)} />
            </div>
            <select
              id={`option-${option.name}`}
              name={option.name}
              defaultValue={chosen ?? ''}
              className={styles.select}
            >
              <option value="" disabled>
                Choose {option.name.toLowerCase()}
              </option>
              {option.choices.map((choice) => (
                <option
                  key={choice.name}
                  value={choice.name}
                  data-sold-out={soldOut(option, choice.name) || undefined}
                >
                  {choice.name}
                  {soldOut(option, choice.name) ? ' — sold out' : ''}
                </option>
              ))}
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
