import type { Metadata } from 'next';
import Form from 'next/form';
import Link from 'next/link';
import { AdminShell } from '@/components/admin/AdminShell';
import { OrdersList } from '@/components/admin/OrdersList';
import styles from '@/components/admin/admin.module.css';
import list from '@/components/admin/orders.module.css';
import shell from '@/components/admin/shell.module.css';
import { holds } from '@/lib/shop/admin-sections';
import { readOrdersPage } from '@/lib/shop/admin-orders';
import {
  ariaSortOf,
  DELIVERY_METHODS,
  FULFILMENT_STATUSES,
  isFilteredList,
  ORDER_SORTS,
  orderListHref,
  ORDERS_PATH,
  parseOrderListState,
  PAYMENT_STATUSES,
  sortForColumn,
  type RawParams,
  type SortColumn,
} from '@/lib/shop/order-list-state';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Orders' };

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

export default async function OrdersPage({ searchParams }: { searchParams: Promise<RawParams> }) {
  const { member, client } = await requireStaff();
  if (!holds(member, 'orders:read')) {
    return (
      <AdminShell staff={member} current="orders">
        <p className={styles.muted}>Your role does not show orders.</p>
      </AdminShell>
    );
  }
  const state = parseOrderListState(await searchParams);
  const page = await readOrdersPage(client, state);
  const filtered = isFilteredList(state);
  const columns: SortColumn[] = ['date', 'number', 'total'];
  const sorting = Object.fromEntries(
    columns.map((c) => [
      c,
      { href: orderListHref(state, { sort: sortForColumn(state.sort, c) }), aria: ariaSortOf(state.sort, c) },
    ]),
  ) as Record<SortColumn, { href: string; aria: 'ascending' | 'descending' | undefined }>;
  // The form's inputs are keyed by the URL so "back" shows the values of the list it returns to.
  const formKey = orderListHref(state);
  return (
    <AdminShell staff={member} current="orders">
      <div className={shell.stack}>
        <div className={styles.heading}>
          <p className="eyebrow">Dashboard</p>
          <h1 className={styles.title}>Orders</h1>
        </div>
        <Form action={ORDERS_PATH} className={list.filters} aria-label="Filter orders" key={formKey}>
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
            {filtered ? (
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
        </Form>
        <OrdersList
          key={formKey}
          rows={page.rows}
          canWrite={holds(member, 'orders:write')}
          sorting={sorting}
          zone={page.zone}
          empty={
            page.rows.length === 0
              ? filtered
                ? 'no-matches'
                : state.page > 1
                  ? 'past-end'
                  : 'empty'
              : undefined
          }
          clearHref={ORDERS_PATH}
          exportHref={orderListHref({ ...state, page: 1 }, {}, `${ORDERS_PATH}/export.csv`)}
          prevHref={state.page > 1 ? orderListHref(state, { page: state.page - 1 }) : undefined}
          nextHref={page.hasNext ? orderListHref(state, { page: state.page + 1 }) : undefined}
          page={state.page}
        />
      </div>
    </AdminShell>
  );
}
