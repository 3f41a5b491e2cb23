'use client';

import type { DiscountEstimate } from '@/lib/shop/admin-prices-view';
import { Fragment, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import formStyles from '@/components/account/account.module.css';
import { tryCart } from '@/lib/shop/admin-prices-actions';
import type { TryCartForm } from '@/lib/shop/admin-prices-view';
import admin from '../admin.module.css';
import crud from '../crud.module.css';
import people from '../people.module.css';

export interface ProductChoice {
  id: string;
  name: string;
  price: string;
}

/**
 * "Try it on a cart": products, quantities and a code, priced by the server as a shopper's cart would be now;
 * answers whether the code applies and, when not, the sentence the shopper reads in the cart.
 */
export function TryCart({ products }: { products: ProductChoice[] }) {
  const [answer, setAnswer] = useState<DiscountEstimate | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TryCartForm>({
    defaultValues: { lines: [{ productId: products[0]?.id ?? '', quantity: '1' }], couponCode: '' },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });

  const onSubmit = handleSubmit(async (form) => {
    setFormError(undefined);
    const result = await tryCart(form);
    if (result.ok) {
      setAnswer(result.answer);
      return;
    }
    setAnswer(undefined);
    setFormError(result.message);
    for (const [name, message] of Object.entries(result.fields ?? {}))
      setError(name as `lines.${number}.quantity`, { message });
  });

  const lineError = (i: number) =>
    errors.lines?.[i]?.quantity?.message ?? errors.lines?.[i]?.productId?.message;

  return (
    <section className={`${admin.card} ${crud.section}`} aria-labelledby="try-title">
      <h2 id="try-title" className={admin.cardTitle}>
        Try it on a cart
      </h2>
      <p className={admin.muted}>
        Priced as a new shopper’s cart would be now: catalog prices, stock, the automatic discounts and the
        code. Nothing is saved and no use of the code is counted.
      </p>
      {products.length === 0 ? (
        <p>Add products to the catalog first.</p>
      ) : (
        <form
          className={people.form}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label="Try a cart"
        >
          {formError ? (
            <p className={formStyles.formError} role="alert">
              {formError}
            </p>
          ) : null}
          <ul className={crud.lines}>
            {fields.map((field, i) => (
              <li key={field.id} className={crud.line}>
                <label className={people.field}>
                  Product {i + 1}
                  <select {...register(`lines.${i}.productId`)}>
                    {products.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name} ({p.price})
                      </option>
                    ))}
                  </select>
                </label>
                <label className={people.field}>
                  Quantity
                  <input
                    inputMode="numeric"
                    autoComplete="off"
                    {...register(`lines.${i}.quantity`)}
                    {...(lineError(i)
                      ? { 'aria-invalid': true, 'aria-describedby': `try-line-${i}-error` }
                      : {})}
                  />
                </label>
                {fields.length > 1 ? (
                  <button
                    type="button"
                    className={`button button-ghost ${admin.small}`}
                    onClick={() => remove(i)}
                    aria-label={`Remove product ${i + 1}`}
                  >
                    Remove
                  </button>
                ) : (
                  <span />
                )}
                {lineError(i) ? (
                  <span id={`try-line-${i}-error`} className={people.fieldError}>
                    {lineError(i)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          <div className={admin.actions}>
            <button
              type="button"
              className={`button button-ghost ${admin.small}`}
              onClick={() => append({ productId: products[0]!.id, quantity: '1' })}
              disabled={fields.length >= 20}
            >
              Add a product
            </button>
          </div>
          <label className={people.field}>
            Coupon code (optional)
            <input autoComplete="off" {...register('couponCode')} />
          </label>
          <div className={admin.actions}>
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? 'Pricing…' : 'Try the cart'}
            </button>
          </div>
        </form>
      )}
      {answer ? <Estimate estimate={answer} /> : null}
    </section>
  );
}

function Estimate({ estimate }: { estimate: DiscountEstimate }) {
  const coupon = estimate.coupon;
  const couponLine = coupon?.applied ? estimate.appliedDiscounts.find((d) => d.kind === 'COUPON') : undefined;
  return (
    <div
      className={crud.answer}
      data-ok={coupon && !coupon.applied ? 'false' : 'true'}
      role="status"
      aria-live="polite"
      data-testid="try-answer"
    >
      {coupon ? (
        coupon.applied ? (
          <p className={crud.sentence}>
            The code {coupon.code} applies: {couponLine?.amount.formattedAmount ?? 'nothing'} off.
          </p>
        ) : (
          <>
            <p className={crud.sentence}>The code {coupon.code} does not apply.</p>
            <p>
              The shopper reads: <q data-testid="shopper-sentence">{coupon.problem?.description}</q>
            </p>
          </>
        )
      ) : null}
      <dl className={admin.facts}>
        <dt>Subtotal</dt>
        <dd>{estimate.subtotal.formattedAmount}</dd>
        {estimate.appliedDiscounts.map((d) => (
          <Fragment key={`${d.kind}-${d.name}`}>
            <dt>{d.kind === 'COUPON' ? `Coupon ${d.code ?? ''}` : `Automatic: ${d.name}`}</dt>
            <dd>−{d.amount.formattedAmount}</dd>
          </Fragment>
        ))}
        <dt>Total before shipping and tax</dt>
        <dd>
          <strong>{estimate.total.formattedAmount}</strong>
        </dd>
      </dl>
      {estimate.lineItems
        .filter((l) => l.quantityPriced < l.quantity)
        .map((l) => (
          <p key={l.variantId} className={admin.muted}>
            {l.name}: only {l.quantityPriced} of {l.quantity} can be bought now, and only those are priced.
          </p>
        ))}
    </div>
  );
}
