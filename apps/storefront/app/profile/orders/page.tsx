import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import styles from '@/components/orders/Orders.module.css';
import { checkoutMessages } from '@/lib/shop/checkout-errors';
import type { OrderView } from '@/lib/shop/order-view';
import { readMyOrders } from '@/lib/shop/orders';
import { currentMember } from '@/lib/shop/session';

export const metadata: Metadata = { title: 'Your orders', robots: { index: false } };

export const dynamic = 'force-dynamic';

export default async function OrdersPage() {
  const current = await currentMember();
  if (current.status === 'visitor') redirect('/login');
  let orders: OrderView[] = [];
  let problem: string | undefined = current.status === 'unavailable' ? current.message : undefined;
  if (!problem) {
    try {
      orders = await readMyOrders();
    } catch (error) {
      console.error('Failed to load orders', error);
      problem = checkoutMessages.orderFailed;
    }
  }
  return (
    <div className={`container shop-page ${styles.page}`}>
      <p className="eyebrow">
        <Link href="/profile" className="text-link">
          Your profile
        </Link>
      </p>
      <h1 className={styles.title}>Your orders</h1>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {!problem && orders.length === 0 && (
        <p>
          No orders yet.{' '}
          <Link href="/list" className="text-link">
            Browse the shop
          </Link>
        </p>
      )}
      <ul className={styles.orderList} data-testid="orders">
        {orders.map((order) => (
          <li key={order.id} className={styles.orderRow} data-testid="order-row">
            <Link href={`/profile/orders/${encodeURIComponent(order.id)}`} className="text-link">
              Order #{order.number}
            </Link>
            <span className={styles.muted}>{order.placed}</span>
            <span>{order.totals.total}</span>
            <span data-testid="order-row-status">
              {order.status} · {order.paymentStatus} · {order.fulfillmentStatus}
            </span>
            {order.tracking.length > 0 && (
              <span data-testid="order-row-tracking">
                Tracking: {order.tracking.map((t) => t.number).join(', ')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
