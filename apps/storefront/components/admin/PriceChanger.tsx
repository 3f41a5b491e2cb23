'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import formStyles from '@/components/account/account.module.css';
import { applyPrices, previewPrices, undoPrices } from '@/lib/shop/catalog-bulk-actions';
import {
  changeOf,
  describeUndo,
  moneyText,
  targetOf,
  type PriceForm,
  type PricePreview,
} from '@/lib/shop/price-change-form';
import styles from './admin.module.css';
import bulk from './bulk.module.css';

/** How long the toast offering to undo stays up (ms); later, the audit log offers it. */
const UNDO_TOAST_MS = 30_000;

/**
 * Bulk price changes: what (the products chosen on the list, a collection, or a filter) and how (set, or up or
 * down by an amount or a percent), a preview of every price before anything is written, then one apply, with a
 * toast that can undo it.
 */
export function PriceChanger({
  ids,
  collections,
}: {
  ids: string[];
  collections: { id: string; name: string }[];
}) {
  const [form, setForm] = useState<PriceForm>({
    target: ids.length > 0 ? 'ids' : collections.length > 0 ? 'collection' : 'filter',
    ids,
    collectionId: collections[0]?.id ?? '',
    search: '',
    minPrice: '',
    maxPrice: '',
    mode: 'PERCENT',
    direction: 'up',
    value: '',
  });
  const [preview, setPreview] = useState<PricePreview | undefined>();
  const [error, setError] = useState<{ message: string; field?: string | undefined } | undefined>();
  const [busy, setBusy] = useState<'preview' | 'apply' | undefined>();
  const [outcome, setOutcome] = useState<string | undefined>();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  useEffect(() => {
    if (preview) previewRef.current?.focus();
  }, [preview]);

  const set = <K extends keyof PriceForm>(key: K, value: PriceForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setPreview(undefined); // a changed choice needs a new preview before anything is applied
  };

  async function read(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setOutcome(undefined);
    if (!form.value.trim()) {
      setError({ message: 'Say the price, amount or percent.', field: 'change.value' });
      return;
    }
    setBusy('preview');
    const result = await previewPrices(targetOf(form), changeOf(form));
    setBusy(undefined);
    if (!result.ok) return setError({ message: result.message, field: result.field });
    setPreview(result.preview);
  }

  async function apply() {
    setBusy('apply');
    setError(undefined);
    const result = await applyPrices(targetOf(form), changeOf(form));
    setBusy(undefined);
    if (!result.ok) return setError({ message: result.message, field: result.field });
    const { applied } = result;
    setPreview(undefined);
    const text = `${applied.changes.length} price${applied.changes.length === 1 ? '' : 's'} changed.`;
    setOutcome(
      `${text} You can undo it from the toast; an owner or a manager can also undo it later from the audit log.`,
    );
    const { toast } = await import('react-toastify');
    toast.success(
      ({ closeToast }) => (
        <span>
          {text}
          <button
            type="button"
            className={bulk.toastUndo}
            onClick={() => {
              closeToast();
              void undoPrices(applied.changeId).then((undone) => {
                const words = undone.ok ? describeUndo(undone.undo) : undone.message;
                setOutcome(words);
                if (undone.ok) toast.info(words);
                else toast.error(words);
              });
            }}
          >
            Undo
          </button>
        </span>
      ),
      { autoClose: UNDO_TOAST_MS, toastId: `prices-${applied.changeId}` },
    );
  }

  const invalid = (field: string) => (error?.field?.startsWith(field) ? true : undefined);
  const changes = preview?.changes ?? [];

  return (
    <div className={formStyles.stack}>
      <form
        className={formStyles.form}
        onSubmit={(e) => void read(e)}
        noValidate
        aria-busy={busy !== undefined}
      >
        {error ? (
          <p className={formStyles.formError} role="alert" tabIndex={-1} ref={errorRef}>
            {error.message}
          </p>
        ) : null}
        <div className={bulk.choices}>
          <fieldset className={bulk.fieldset}>
            <legend>Which products</legend>
            {ids.length > 0 ? (
              <label className={bulk.radio}>
                <input
                  type="radio"
                  name="target"
                  checked={form.target === 'ids'}
                  onChange={() => set('target', 'ids')}
                />
                The {ids.length} product{ids.length === 1 ? '' : 's'} chosen on the list
              </label>
            ) : null}
            <label className={bulk.radio}>
              <input
                type="radio"
                name="target"
                checked={form.target === 'collection'}
                onChange={() => set('target', 'collection')}
                disabled={collections.length === 0}
              />
              A collection
            </label>
            {form.target === 'collection' ? (
              <div className={formStyles.field}>
                <label htmlFor={`${id}-collection`} className={formStyles.label}>
                  Collection
                </label>
                <select
                  id={`${id}-collection`}
                  className={formStyles.input}
                  value={form.collectionId}
                  onChange={(e) => set('collectionId', e.currentTarget.value)}
                  aria-invalid={invalid('target.collectionId')}
                >
                  {collections.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <label className={bulk.radio}>
              <input
                type="radio"
                name="target"
                checked={form.target === 'filter'}
                onChange={() => set('target', 'filter')}
              />
              Products found by name or price
            </label>
            {form.target === 'filter' ? (
              <>
                <div className={formStyles.field}>
                  <label htmlFor={`${id}-search`} className={formStyles.label}>
                    Name or SKU contains
                  </label>
                  <input
                    id={`${id}-search`}
                    type="search"
                    className={formStyles.input}
                    value={form.search}
                    onChange={(e) => set('search', e.currentTarget.value)}
                  />
                </div>
                <div className={bulk.inline}>
                  <div className={formStyles.field}>
                    <label htmlFor={`${id}-min`} className={formStyles.label}>
                      Price from
                    </label>
                    <input
                      id={`${id}-min`}
                      inputMode="decimal"
                      className={formStyles.input}
                      value={form.minPrice}
                      onChange={(e) => set('minPrice', e.currentTarget.value)}
                      aria-invalid={invalid('target.filter.minPrice')}
                    />
                  </div>
                  <div className={formStyles.field}>
                    <label htmlFor={`${id}-max`} className={formStyles.label}>
                      Price up to
                    </label>
                    <input
                      id={`${id}-max`}
                      inputMode="decimal"
                      className={formStyles.input}
                      value={form.maxPrice}
                      onChange={(e) => set('maxPrice', e.currentTarget.value)}
                      aria-invalid={invalid('target.filter.maxPrice')}
                    />
                  </div>
                </div>
              </>
            ) : null}
          </fieldset>
          <fieldset className={bulk.fieldset}>
            <legend>How</legend>
            <div className={formStyles.field}>
              <label htmlFor={`${id}-mode`} className={formStyles.label}>
                Change
              </label>
              <select
                id={`${id}-mode`}
                className={formStyles.input}
                value={form.mode}
                onChange={(e) => set('mode', e.currentTarget.value as PriceForm['mode'])}
              >
                <option value="PERCENT">By a percent</option>
                <option value="AMOUNT">By an amount</option>
                <option value="SET">Set the price to</option>
              </select>
            </div>
            {form.mode !== 'SET' ? (
              <div className={formStyles.field}>
                <label htmlFor={`${id}-direction`} className={formStyles.label}>
                  Direction
                </label>
                <select
                  id={`${id}-direction`}
                  className={formStyles.input}
                  value={form.direction}
                  onChange={(e) => set('direction', e.currentTarget.value as PriceForm['direction'])}
                >
                  <option value="up">Raise</option>
                  <option value="down">Lower</option>
                </select>
              </div>
            ) : null}
            <div className={formStyles.field}>
              <label htmlFor={`${id}-value`} className={formStyles.label}>
                {form.mode === 'PERCENT' ? 'Percent' : form.mode === 'AMOUNT' ? 'Amount' : 'New price'}
              </label>
              <input
                id={`${id}-value`}
                inputMode="decimal"
                className={formStyles.input}
                value={form.value}
                onChange={(e) => set('value', e.currentTarget.value)}
                aria-invalid={invalid('change')}
                aria-describedby={`${id}-value-hint`}
              />
              <p id={`${id}-value-hint`} className={formStyles.hint}>
                New prices are rounded to the cent and never fall below zero.
              </p>
            </div>
          </fieldset>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy !== undefined}>
            {busy === 'preview' ? 'Reading…' : 'Preview the changes'}
          </button>
        </div>
      </form>

      {outcome ? (
        <p className={formStyles.formSuccess} role="status">
          {outcome}
        </p>
      ) : null}

      {preview ? (
        <section aria-labelledby={`${id}-preview`} className={formStyles.stack}>
          <h2 id={`${id}-preview`} className={styles.cardTitle} tabIndex={-1} ref={previewRef}>
            Preview: {changes.length} price{changes.length === 1 ? '' : 's'} would change
          </h2>
          <p className={styles.muted}>
            {preview.products} product{preview.products === 1 ? '' : 's'} found
            {preview.unchanged > 0 ? `, ${preview.unchanged} left as they are` : ''}. Nothing is changed until
            you apply.
          </p>
          {changes.length > 0 ? (
            <>
              <div className={bulk.scroller} tabIndex={0} role="region" aria-label="Price changes">
                <table className={bulk.table}>
                  <thead>
                    <tr>
                      <th scope="col">Product</th>
                      <th scope="col">Variant</th>
                      <th scope="col" className={bulk.num}>
                        Old price
                      </th>
                      <th scope="col" className={bulk.num}>
                        New price
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {changes.map((c) => (
                      <tr key={`${c.productId}:${c.variantId ?? ''}`}>
                        <td>{c.productName}</td>
                        <td>{c.variantName ?? 'All'}</td>
                        <td className={bulk.num}>
                          <span className={bulk.was}>{moneyText(c.oldPrice)}</span>
                        </td>
                        <td className={bulk.num}>{moneyText(c.newPrice)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button"
                  onClick={() => void apply()}
                  disabled={busy !== undefined}
                >
                  {busy === 'apply'
                    ? 'Applying…'
                    : `Apply ${changes.length} price change${changes.length === 1 ? '' : 's'}`}
                </button>
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => setPreview(undefined)}
                  disabled={busy !== undefined}
                >
                  Cancel
                </button>
              </div>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
