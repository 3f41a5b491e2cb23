import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/AdminShell';
import { ReminderButton } from '@/components/admin/ReminderButton';
import { SalesCharts } from '@/components/admin/SalesCharts';
import styles from '@/components/admin/admin.module.css';
import shell from '@/components/admin/shell.module.css';
import today from '@/components/admin/today.module.css';
import { holds } from '@/lib/shop/admin-sections';
import { getShopSettings } from '@/lib/shop/shop-settings';
import { dateText, slotText } from '@/lib/shop/shop-time';
import { requireStaff } from '@/lib/shop/staff';
import {
  cardsFor,
  chartDays,
  dayLabel,
  moreText,
  salesSummary,
  urgencyText,
  waitingText,
  type OrdersToHandle,
  type Sales,
  type StockToHandle,
} from '@/lib/shop/today-view';

export const metadata: Metadata = { title: 'Today' };

const ROLE_NAMES: Record<string, string> = {
  OWNER: 'Owner',
  MANAGER: 'Manager',
  FULFILMENT: 'Fulfilment',
  CATALOG: 'Catalog',
  READ_ONLY: 'Read only',
};

/** The dashboard's home: what needs doing now, then the last 30 days; each card only for who may read it. */
export default async function AdminHome() {
  const { member, client } = await requireStaff();
  const cards = new Set(cardsFor(member));
  const [orders, stock, sales, settings] = await Promise.all([
    cards.has('awaiting-payment') ? client.dashboard.ordersToHandle() : undefined,
    cards.has('low-stock') ? client.dashboard.stockToHandle() : undefined,
    cards.has('sales') ? client.dashboard.sales() : undefined,
    getShopSettings(),
  ]);
  const timeZone = settings.timeZone;
  const mayRemind = holds(member, 'orders:write');
  return (
    <AdminShell staff={member} current="today">
      <div className={shell.stack}>
        <div className={styles.heading}>
          <p className="eyebrow">Today · {dateText(new Date(), timeZone)}</p>
          <h1 className={styles.title}>Hello, {member.name}</h1>
          <p className={styles.lede}>
            {cards.size > 0
              ? 'What needs doing now, and how the last 30 days went.'
              : 'Your role has no orders or stock to look after.'}{' '}
            <span className={styles.muted}>
              {ROLE_NAMES[member.role] ?? member.role} ·{' '}
              <Link href="/admin/account">Your account and security</Link>
            </span>
          </p>
        </div>
        {orders || stock ? (
          <div className={today.grid}>
            {orders ? <OrderCards orders={orders} timeZone={timeZone} mayRemind={mayRemind} /> : null}
            {stock ? <StockCards stock={stock} /> : null}
          </div>
        ) : null}
        {sales ? <LastDays sales={sales} /> : null}
      </div>
    </AdminShell>
  );
}

function Card({
  id,
  title,
  count,
  empty,
  more,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  more?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.cardHead}>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        <span className={today.count}>{count}</span>
      </div>
      {count === 0 ? <p className={today.empty}>{empty}</p> : children}
      {more ? <p className={styles.muted}>{more}</p> : null}
    </section>
  );
}

const orderHref = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

function OrderCards({
  orders,
  timeZone,
  mayRemind,
}: {
  orders: OrdersToHandle;
  timeZone: string;
  mayRemind: boolean;
}) {
  const { awaitingPayment, toFulfil, readyForPickup } = orders;
  return (
    <>
      <Card
        id="awaiting-payment"
        title="Awaiting payment"
        count={awaitingPayment.total}
        empty="No bank transfer is waiting to be paid."
        more={moreText(awaitingPayment.orders.length, awaitingPayment.total)}
      >
        <ul className={styles.list}>
          {awaitingPayment.orders.map((o) => (
            <li key={o._id} className={styles.item}>
              <div className={styles.itemMain}>
                <Link href={orderHref(o._id)} className={today.orderLink}>
                  Order {o.number}
                </Link>
                <span className={today.meta}>
                  <span>{o.buyerName || 'No name'}</span>
                  <span className={today.amount}>{o.amountDue.formattedAmount}</span>
                  <span>{waitingText(o.daysWaiting)}</span>
                </span>
                {o.lastReminderDate ? (
                  <span className={styles.muted}>Reminded {dateText(o.lastReminderDate, timeZone)}</span>
                ) : null}
              </div>
              {mayRemind ? <ReminderButton orderId={o._id} number={o.number} /> : null}
            </li>
          ))}
        </ul>
      </Card>
      <Card
        id="to-fulfil"
        title="To fulfil"
        count={toFulfil.total}
        empty="Every paid order has gone out."
        more={moreText(toFulfil.orders.length, toFulfil.total)}
      >
        <ul className={styles.list}>
          {toFulfil.orders.map((o) => {
            const mark = urgencyText(o.urgency);
            return (
              <li key={o._id} className={styles.item}>
                <div className={styles.itemMain}>
                  <span>
                    <Link href={orderHref(o._id)} className={today.orderLink}>
                      Order {o.number}
                    </Link>
                    {mark ? (
                      <span className={o.urgency === 'LATE' ? today.late : today.soon}>{mark}</span>
                    ) : null}
                  </span>
                  <span className={today.meta}>
                    <span>{o.buyerName || 'No name'}</span>
                    <span className={today.amount}>{o.total.formattedAmount}</span>
                    {o.deliveryTitle ? <span>{o.deliveryTitle}</span> : null}
                  </span>
                  {o.dueFrom && o.dueTo ? (
                    <span className={styles.muted}>
                      {slotText({ from: o.dueFrom, to: o.dueTo }, timeZone)}
                    </span>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </Card>
      <Card
        id="ready-for-pickup"
        title="Ready for pickup"
        count={readyForPickup.total}
        empty="No order is waiting to be collected."
        more={moreText(readyForPickup.orders.length, readyForPickup.total)}
      >
        <ul className={styles.list}>
          {readyForPickup.orders.map((o) => (
            <li key={o._id} className={styles.item}>
              <div className={styles.itemMain}>
                <Link href={orderHref(o._id)} className={today.orderLink}>
                  Order {o.number}
                </Link>
                <span className={today.meta}>
                  <span>{o.buyerName || 'No name'}</span>
                  <span className={today.amount}>{o.total.formattedAmount}</span>
                  <span>{o.paid ? 'Paid' : 'Pays on pickup'}</span>
                </span>
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}

function StockCards({ stock }: { stock: StockToHandle }) {
  const { lowStock, backInStock } = stock;
  return (
    <>
      <Card
        id="low-stock"
        title="Low stock"
        count={lowStock.total}
        empty={`No tracked piece is down to ${lowStock.threshold} or fewer.`}
        more={moreText(lowStock.variants.length, lowStock.total)}
      >
        <ul className={styles.list}>
          {lowStock.variants.map((v) => (
            <li key={`${v.productId}/${v.variantId}`} className={styles.item}>
              <div className={styles.itemMain}>
                <span className={styles.itemName}>{v.productName}</span>
                {v.variantName ? <span className={styles.muted}>{v.variantName}</span> : null}
              </div>
              <span className={v.quantity === 0 ? today.late : today.amount}>
                {v.quantity === 0 ? 'Sold out' : `${v.quantity} left`}
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <Card
        id="back-in-stock"
        title="Back-in-stock requests"
        count={backInStock.total}
        empty="No one is waiting for a sold-out piece."
        more={moreText(backInStock.variants.length, backInStock.total)}
      >
        <ul className={styles.list}>
          {backInStock.variants.map((v) => (
            <li key={`${v.productId}/${v.variantId}`} className={styles.item}>
              <div className={styles.itemMain}>
                <span className={styles.itemName}>{v.productName}</span>
                {v.variantName ? <span className={styles.muted}>{v.variantName}</span> : null}
              </div>
              <span className={today.amount}>{v.waiting === 1 ? '1 waiting' : `${v.waiting} waiting`}</span>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}

function LastDays({ sales }: { sales: Sales }) {
  const days = chartDays(sales);
  return (
    <section className={styles.card} aria-labelledby="last-days">
      <div className={styles.cardHead}>
        <h2 id="last-days" className={styles.cardTitle}>
          Last 30 days
        </h2>
        <span className={today.count}>Paid orders, by the day they were placed</span>
      </div>
      <p id="sales-summary">{salesSummary(sales)}</p>
      <dl className={today.figures}>
        <div className={today.figure}>
          <dt>Revenue</dt>
          <dd>{sales.revenue.formattedAmount}</dd>
        </div>
        <div className={today.figure}>
          <dt>Orders</dt>
          <dd>{sales.orders}</dd>
        </div>
        <div className={today.figure}>
          <dt>Average order value</dt>
          <dd>{sales.averageOrderValue.formattedAmount}</dd>
        </div>
      </dl>
      <SalesCharts days={days} currency={sales.currency} />
      <details className={today.figuresDetails}>
        <summary>The figures, day by day</summary>
        <table className={today.table}>
          <caption className="visually-hidden">Revenue and orders per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.date}>
                <th scope="row">{dayLabel(d.date)}</th>
                <td>{d.orders}</td>
                <td>{d.revenueText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <div className={today.top}>
        <TopList
          title="Top products by revenue"
          products={sales.topByRevenue}
          show={(p) => p.revenue.formattedAmount}
        />
        <TopList
          title="Top products by units"
          products={sales.topByUnits}
          show={(p) => (p.units === 1 ? '1 unit' : `${p.units} units`)}
        />
      </div>
    </section>
  );
}

function TopList({
  title,
  products,
  show,
}: {
  title: string;
  products: Sales['topByRevenue'];
  show: (p: Sales['topByRevenue'][number]) => string;
}) {
  return (
    <div className={today.figure}>
      <h3 className={today.chartTitle}>{title}</h3>
      {products.length === 0 ? (
        <p className={today.empty}>Nothing sold yet.</p>
      ) : (
        <ol className={today.topList}>
          {products.map((p) => (
            <li key={p.productId ?? p.name}>
              {p.name} <span className={styles.muted}>· {show(p)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
