import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminShell } from '@/components/admin/AdminShell';
import { OrderFilters } from '@/components/admin/OrderFilters';
import { OrdersList } from '@/components/admin/OrdersList';
import styles from '@/components/admin/admin.module.css';
import shell from '@/components/admin/shell.module.css';
import { holds } from '@/lib/shop/admin-sections';
import { readOrdersPage } from '@/lib/shop/admin-orders';
import {
  ariaSortOf,
  isFilteredList,
  orderListHref,
  ORDERS_PATH,
  parseOrderListState,
  sortForColumn,
  type RawParams,
  type SortColumn,
} from '@/lib/shop/order-list-state';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Orders' };

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
        {holds(member, 'orders:write') ? (
          <p>
            <Link href="/admin/draft-orders/new" className={styles.navLink}>
              New draft order (phone or mail)
            </Link>
          </p>
        ) : null}
        <OrderFilters key={`filters ${formKey}`} state={state} />
        <OrdersList
          key={`list ${formKey}`}
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
