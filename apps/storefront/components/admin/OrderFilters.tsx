'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import {
  DELIVERY_METHODS,
  FULFILMENT_STATUSES,
  isFilteredList,
  ORDER_SORTS,
  orderListHref,
  ORDERS_PATH,
  parseOrderListState,
  PAYMENT_STATUSES,
  type OrderListState,
} from '@/lib/shop/order-list-state';
import styles from './admin.module.css';
import list from './orders.module.css';

function Choice({
  name,
  label,
  value,
  options,
  any,
}: {
  name: string;
  label: string;
  value: string;
  options: Record<string, string>;
  any?: string;
}) {
  return (
    <div className={list.field}>
      <label htmlFor={`orders-${name}`}>{label}</label>
      <select id={`orders-${name}`} name={name} defaultValue={value}>
        {any ? <option value="">{any}</option> : null}
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Filters narrowing the list now (search and sort are not counted: they show beside the button). */
export function activeFilterCount(state: OrderListState): number {
  return [state.payment, state.fulfilment, state.delivery, state.from, state.to].filter(Boolean).length;
}

/**
 * The list's filters, search and sort: a GET form of /admin/orders (it works without scripts), which with
 * scripts goes to the list's canonical address (defaults left out) as a client navigation. The parent keys it by
 * the URL, so "back" shows the values of the list it returns to.
 */
export function OrderFilters({ state }: { state: OrderListState }) {
  const router = useRouter();
  // On a phone the filters fold behind a button that says how many are on; wide screens show them always.
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(state);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const raw = Object.fromEntries([...data.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']));
    router.push(orderListHref(parseOrderListState(raw)));
  }

  return (
    <form
      method="get"
      action={ORDERS_PATH}
      className={list.filters}
      aria-label="Filter orders"
      role="search"
      onSubmit={submit}
    >
      <div className={`${list.field} ${list.search}`}>
        <label htmlFor="orders-q">Search orders</label>
        <input
          id="orders-q"
          name="q"
          type="search"
          defaultValue={state.q}
          placeholder="Number, email or name"
          autoComplete="off"
          maxLength={100}
        />
      </div>
      <button
        type="button"
        className={`button button-ghost ${list.filtersToggle}`}
        aria-expanded={open}
        aria-controls="orders-filter-fields"
        onClick={() => setOpen((o) => !o)}
      >
        {active > 0 ? `Filters (${active} on)` : 'Filters'}
      </button>
      <div id="orders-filter-fields" className={list.foldable} data-open={open ? 'true' : 'false'}>
        <Choice name="payment" label="Payment" value={state.payment} options={PAYMENT_STATUSES} any="Any" />
        <Choice
          name="fulfilment"
          label="Fulfilment"
          value={state.fulfilment}
          options={FULFILMENT_STATUSES}
          any="Any"
        />
        <Choice
          name="delivery"
          label="Delivery"
          value={state.delivery}
          options={DELIVERY_METHODS}
          any="Any"
        />
        <div className={list.field}>
          <label htmlFor="orders-from">From</label>
          <input id="orders-from" name="from" type="date" defaultValue={state.from} />
        </div>
        <div className={list.field}>
          <label htmlFor="orders-to">To</label>
          <input id="orders-to" name="to" type="date" defaultValue={state.to} />
        </div>
        <Choice name="sort" label="Sort by" value={state.sort} options={ORDER_SORTS} />
        <div className={list.formActions}>
          <button type="submit" className="button">
            Apply
          </button>
          {isFilteredList(state) ? (
            <Link
              href={orderListHref(state, {
                q: '',
                payment: '',
                fulfilment: '',
                delivery: '',
                from: '',
                to: '',
              })}
              className={styles.navLink}
            >
              Clear filters
            </Link>
          ) : null}
        </div>
      </div>
    </form>
  );
}
