'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import {
  deleteDraftOrder,
  findProductsForDraft,
  saveDraftOrder,
  sendDraftOrder,
  type ProductChoice,
} from '@/lib/shop/draft-order-actions';
import {
  addressInput,
  problemErrors,
  quantityOf,
  type AddressFields,
  type DraftErrors,
  type DraftOrder,
  type DraftOrderInput,
} from '@/lib/shop/draft-order-form';
import admin from './admin.module.css';
import { ConfirmAction } from './ConfirmAction';
import styles from './draft-orders.module.css';

interface Line {
  id: string;
  productId: string;
  variantId?: string | undefined;
  quantity: string;
  name: string;
}

const EMPTY_ADDRESS: AddressFields = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  subdivision: '',
  country: '',
};

const linesOf = (d: DraftOrder | undefined): Line[] =>
  (d?.lineItems ?? []).map((l) => ({
    id: l._id,
    productId: l.productId,
    variantId: l.variantId,
    quantity: String(l.quantity),
    name: l.variantLabel ? `${l.productName} (${l.variantLabel})` : l.productName,
  }));

const addressOf = (d: DraftOrder | undefined): AddressFields => ({
  ...EMPTY_ADDRESS,
  ...Object.fromEntries(
    Object.keys(EMPTY_ADDRESS).map((k) => [
      k,
      String((d?.shippingAddress as Record<string, unknown> | undefined)?.[k] ?? ''),
    ]),
  ),
});

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span id={id} className={styles.error}>
      {text}
    </span>
  ) : null;
}

/**
 * The draft order builder: lines found by product search with their quantities, the customer, the address,
 * the delivery method the shop offers there and an offline payment method. Every change is saved and priced
 * by the server (its totals and what would stop sending show as they come back); "Send order" places the
 * order as a checkout would and links to it.
 */
export function DraftOrderBuilder({ initial }: { initial?: DraftOrder | undefined }) {
  const [draft, setDraft] = useState<DraftOrder | undefined>(initial);
  const [lines, setLines] = useState<Line[]>(() => linesOf(initial));
  const [customer, setCustomer] = useState({
    email: initial?.customer.email ?? '',
    firstName: initial?.customer.firstName ?? '',
    lastName: initial?.customer.lastName ?? '',
    phone: initial?.customer.phone ?? '',
  });
  const [address, setAddress] = useState<AddressFields>(() => addressOf(initial));
  const [optionCode, setOptionCode] = useState(initial?.shippingOptionCode ?? '');
  const [methodId, setMethodId] = useState(initial?.paymentMethodId ?? '');
  const [note, setNote] = useState(initial?.buyerNote ?? '');
  const [errors, setErrors] = useState<DraftErrors>({});
  const [message, setMessage] = useState<{ error: boolean; text: string } | undefined>();
  const [busy, setBusy] = useState<'saving' | 'sending' | undefined>();
  const [sent, setSent] = useState<{ orderId: string; orderNumber: string } | undefined>(
    initial?.orderId && initial.orderNumber
      ? { orderId: initial.orderId, orderNumber: initial.orderNumber }
      : undefined,
  );
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<ProductChoice[]>([]);
  const ticket = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchTicket = useRef(0);
  const latest = useRef<() => DraftOrderInput>(() => ({}));
  const idRef = useRef<string | undefined>(initial?._id);

  const input = (): DraftOrderInput => ({
    lineItems: lines.flatMap((l) => {
      const quantity = quantityOf(l.quantity);
      return quantity
        ? [{ id: l.id, productId: l.productId, ...(l.variantId ? { variantId: l.variantId } : {}), quantity }]
        : [];
    }),
    customer: {
      email: customer.email.trim() || null,
      firstName: customer.firstName.trim() || null,
      lastName: customer.lastName.trim() || null,
      phone: customer.phone.trim() || null,
    },
    shippingAddress: addressInput(address),
    shippingOptionCode: optionCode || null,
    paymentMethodId: methodId || null,
    buyerNote: note.trim() || null,
  });
  // The delayed save sends what the builder holds when it runs, not when it was asked for.
  useEffect(() => {
    latest.current = input;
  });

  /** Saves what the builder holds now; the answer's totals and problems replace the shown ones. */
  async function save(explicit: boolean): Promise<string | undefined> {
    const mine = ++ticket.current;
    if (explicit) setBusy('saving');
    const body = latest.current();
    const result = await saveDraftOrder(idRef.current, body);
    if (mine !== ticket.current && !explicit) return idRef.current;
    if (explicit) setBusy(undefined);
    if (!result.ok) {
      setErrors(result.errors);
      setMessage({ error: true, text: result.message });
      return undefined;
    }
    if (!idRef.current) {
      idRef.current = result.draft._id;
      window.history.replaceState(null, '', `/admin/draft-orders/${result.draft._id}`);
    }
    setDraft(result.draft);
    setErrors(problemErrors(result.draft.problems));
    setMessage(explicit ? { error: false, text: 'Draft saved' } : undefined);
    return result.draft._id;
  }

  /** A change that moves the totals: saved and priced a moment after the last one. */
  function reprice() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(false), 400);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  async function send() {
    clearTimeout(timer.current);
    setBusy('sending');
    setMessage({ error: false, text: 'Placing the order…' });
    const id = await save(false);
    if (!id) {
      setBusy(undefined);
      return;
    }
    const result = await sendDraftOrder(
      id,
      lines.map((l) => l.id),
    );
    setBusy(undefined);
    if (!result.ok) {
      if (result.draft) setDraft(result.draft);
      setErrors({ ...(result.draft ? problemErrors(result.draft.problems) : {}), ...result.errors });
      setMessage({ error: true, text: result.message });
      return;
    }
    setSent({ orderId: result.orderId, orderNumber: result.orderNumber });
    setErrors({});
    setMessage({
      error: false,
      text: `Order #${result.orderNumber} is placed; its confirmation is mailed to ${customer.email.trim()}`,
    });
  }

  function searchProducts(text: string) {
    setQuery(text);
    const mine = ++searchTicket.current;
    void findProductsForDraft(text).then((items) => {
      if (mine === searchTicket.current) setFound(items);
    });
  }

  function addLine(p: ProductChoice) {
    setLines((old) => {
      const same = old.find((l) => l.productId === p.productId && l.variantId === p.variantId);
      if (same)
        return old.map((l) =>
          l === same ? { ...l, quantity: String((quantityOf(l.quantity) ?? 0) + 1) } : l,
        );
      return [
        ...old,
        {
          id: crypto.randomUUID(),
          productId: p.productId,
          variantId: p.variantId,
          quantity: '1',
          name: p.label,
        },
      ];
    });
    setQuery('');
    setFound([]);
    reprice();
  }

  const lineOf = (id: string) => draft?.lineItems.find((l) => l._id === id);
  const totals = draft?.totals;
  const locked = sent !== undefined;
  const describedBy = (key: string) => (errors[key] ? `error-${key.replace(/[^a-z0-9]/gi, '-')}` : undefined);

  if (locked && sent) {
    return (
      <section className={admin.card} aria-labelledby="sent-title">
        <h2 id="sent-title" className={admin.cardTitle}>
          Sent as order #{sent.orderNumber}
        </h2>
        {message ? (
          <p role="status" className={styles.done}>
            {message.text}
          </p>
        ) : null}
        <ul className={styles.sentLines}>
          {(draft?.lineItems ?? []).map((l) => (
            <li key={l._id}>
              {l.quantity} × {l.productName}
            </li>
          ))}
        </ul>
        {totals ? <p>Total {totals.total.formattedAmount}</p> : null}
        <div className={admin.actions}>
          <Link className="button" href={`/admin/orders/${sent.orderId}`}>
            Open order #{sent.orderNumber}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <form
      className={styles.builder}
      aria-label="Draft order"
      onSubmit={(e) => {
        e.preventDefault();
        void save(true);
      }}
    >
      <section className={`${admin.card} ${styles.linesCard}`} aria-labelledby="lines-title">
        <h2 id="lines-title" className={admin.cardTitle}>
          Products
        </h2>
        <div className={styles.field}>
          <label htmlFor="draft-product-search">Find a product</label>
          <input
            id="draft-product-search"
            type="search"
            autoComplete="off"
            value={query}
            placeholder="Name of the product"
            aria-controls="draft-product-results"
            onChange={(e) => searchProducts(e.target.value)}
          />
        </div>
        <ul id="draft-product-results" className={styles.results} aria-label="Products found">
          {found.map((p) => (
            <li key={`${p.productId}:${p.variantId ?? ''}`}>
              <span>
                {p.label} <span className={admin.muted}>{p.price}</span>
                {p.inStock ? null : <span className={styles.error}> out of stock</span>}
              </span>
              <button type="button" className="button button-ghost" onClick={() => addLine(p)}>
                Add<span className="visually-hidden"> {p.label}</span>
              </button>
            </li>
          ))}
        </ul>
        <FieldError id="error-lineItems" text={errors.lineItems} />
        {lines.length === 0 ? (
          <p className={admin.muted}>No products yet: find one above and add it.</p>
        ) : (
          <ul className={styles.lines} aria-label="Lines of the order">
            {lines.map((l) => {
              const priced = lineOf(l.id);
              const key = `line:${l.id}`;
              return (
                <li key={l.id} className={styles.line} data-problem={errors[key] ? 'true' : undefined}>
                  <span className={styles.lineName}>
                    {l.name}
                    {priced?.price ? (
                      <span className={admin.muted}> {priced.price.formattedAmount} each</span>
                    ) : null}
                  </span>
                  <label className={styles.qty}>
                    <span className="visually-hidden">Quantity of {l.name}</span>
                    <input
                      type="number"
                      min={1}
                      max={9999}
                      inputMode="numeric"
                      value={l.quantity}
                      aria-invalid={errors[key] ? true : undefined}
                      aria-describedby={describedBy(key)}
                      onChange={(e) => {
                        const value = e.target.value;
                        setLines((old) => old.map((x) => (x.id === l.id ? { ...x, quantity: value } : x)));
                        if (quantityOf(value)) reprice();
                      }}
                    />
                  </label>
                  <span className={styles.money}>{priced?.lineTotal?.formattedAmount ?? ''}</span>
                  <button
                    type="button"
                    className={admin.linkButton}
                    onClick={() => {
                      setLines((old) => old.filter((x) => x.id !== l.id));
                      reprice();
                    }}
                  >
                    Remove<span className="visually-hidden"> {l.name}</span>
                  </button>
                  <FieldError id={describedBy(key) ?? ''} text={errors[key]} />
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className={admin.card} aria-labelledby="customer-title">
        <h2 id="customer-title" className={admin.cardTitle}>
          Customer
        </h2>
        <div className={styles.grid}>
          {(
            [
              ['email', 'Email', 'email', 'customer.email'],
              ['firstName', 'First name', 'text', 'customer.firstName'],
              ['lastName', 'Last name', 'text', 'customer.lastName'],
              ['phone', 'Phone', 'tel', 'customer.phone'],
            ] as const
          ).map(([name, label, type, key]) => (
            <div key={name} className={`${styles.field} ${name === 'email' ? styles.wide : ''}`}>
              <label htmlFor={`draft-${name}`}>{label}</label>
              <input
                id={`draft-${name}`}
                type={type}
                value={customer[name]}
                autoComplete="off"
                aria-invalid={errors[key] ? true : undefined}
                aria-describedby={describedBy(key)}
                onChange={(e) => setCustomer((c) => ({ ...c, [name]: e.target.value }))}
                onBlur={reprice}
              />
              <FieldError id={describedBy(key) ?? ''} text={errors[key]} />
            </div>
          ))}
        </div>
      </section>

      <section className={admin.card} aria-labelledby="address-title">
        <h2 id="address-title" className={admin.cardTitle}>
          Shipping address
        </h2>
        <FieldError id="error-shippingAddress" text={errors.shippingAddress} />
        <div className={styles.grid}>
          {(
            [
              ['addressLine1', 'Street and number'],
              ['addressLine2', 'Apartment, suite (optional)'],
              ['city', 'City'],
              ['postalCode', 'Postal code'],
              ['subdivision', 'Region code (like US-NY)'],
              ['country', 'Country code (like US)'],
            ] as const
          ).map(([name, label]) => (
            <div key={name} className={styles.field}>
              <label htmlFor={`draft-${name}`}>{label}</label>
              <input
                id={`draft-${name}`}
                value={address[name]}
                autoComplete="off"
                maxLength={name === 'country' ? 2 : 200}
                aria-describedby={errors.shippingAddress ? 'error-shippingAddress' : undefined}
                onChange={(e) => setAddress((a) => ({ ...a, [name]: e.target.value }))}
                onBlur={reprice}
              />
            </div>
          ))}
        </div>
      </section>

      <section className={admin.card} aria-labelledby="delivery-title">
        <h2 id="delivery-title" className={admin.cardTitle}>
          Delivery and payment
        </h2>
        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor="draft-delivery">Delivery method</label>
            <select
              id="draft-delivery"
              value={optionCode}
              aria-invalid={errors.shippingOptionCode ? true : undefined}
              aria-describedby={describedBy('shippingOptionCode')}
              onChange={(e) => {
                setOptionCode(e.target.value);
                reprice();
              }}
            >
              <option value="">
                {draft?.shippingOptions.length ? 'Choose a method' : 'Add an address to see the methods'}
              </option>
              {optionCode && !draft?.shippingOptions.some((o) => o.code === optionCode) ? (
                <option value={optionCode}>Not offered to this address</option>
              ) : null}
              {(draft?.shippingOptions ?? []).map((o) => (
                <option key={o.code} value={o.code}>
                  {o.title} — {o.cost.formattedAmount}
                </option>
              ))}
            </select>
            <FieldError id={describedBy('shippingOptionCode') ?? ''} text={errors.shippingOptionCode} />
          </div>
          <div className={styles.field}>
            <label htmlFor="draft-payment">Payment method</label>
            <select
              id="draft-payment"
              value={methodId}
              aria-invalid={errors.paymentMethodId ? true : undefined}
              aria-describedby={describedBy('paymentMethodId')}
              onChange={(e) => {
                setMethodId(e.target.value);
                reprice();
              }}
            >
              <option value="">Choose a method</option>
              {(draft?.paymentMethods ?? initial?.paymentMethods ?? []).map((m) => (
                <option key={m._id} value={m._id}>
                  {m.title}
                </option>
              ))}
            </select>
            <FieldError id={describedBy('paymentMethodId') ?? ''} text={errors.paymentMethodId} />
          </div>
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor="draft-note">Note on the order (optional)</label>
            <textarea
              id="draft-note"
              rows={2}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
        </div>
      </section>

      <section className={`${admin.card} ${styles.totals}`} aria-labelledby="totals-title" aria-live="polite">
        <h2 id="totals-title" className={admin.cardTitle}>
          Totals
        </h2>
        {totals ? (
          <dl className={admin.facts}>
            <dt>Subtotal</dt>
            <dd>{totals.subtotal.formattedAmount}</dd>
            <dt>Shipping</dt>
            <dd>{totals.shipping.formattedAmount}</dd>
            <dt>Tax</dt>
            <dd>{totals.tax.formattedAmount}</dd>
            {Number(totals.discount.amount) > 0 ? (
              <>
                <dt>Discount</dt>
                <dd>−{totals.discount.formattedAmount}</dd>
              </>
            ) : null}
            <dt>Total</dt>
            <dd data-testid="draft-total">
              <strong>{totals.total.formattedAmount}</strong>
            </dd>
          </dl>
        ) : (
          <p className={admin.muted}>The totals show once a product is added.</p>
        )}
        {errors.form ? <p className={styles.error}>{errors.form}</p> : null}
        {message ? (
          <p role={message.error ? 'alert' : 'status'} className={message.error ? styles.error : styles.done}>
            {message.text}
          </p>
        ) : null}
        <div className={admin.actions}>
          <button type="submit" className="button button-ghost" disabled={busy !== undefined}>
            {busy === 'saving' ? 'Saving…' : 'Save draft'}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy !== undefined || lines.length === 0}
            onClick={() => void send()}
          >
            {busy === 'sending' ? 'Sending…' : 'Send order'}
          </button>
        </div>
        {draft ? (
          <ConfirmAction
            label="Delete draft"
            question="Delete this draft order?"
            consequence="The draft and its lines are removed. No order is placed and the customer is not told."
            confirmLabel="Delete draft"
            action={async () => {
              const r = await deleteDraftOrder(draft._id);
              return r.ok ? { ok: true } : { ok: false, message: r.message };
            }}
            done="Draft deleted"
            doneHref="/admin/draft-orders"
            danger
          />
        ) : null}
      </section>
    </form>
  );
}
