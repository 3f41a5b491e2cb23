import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { OrderDetails } from '@/components/orders/OrderDetails';
import styles from '@/components/orders/Orders.module.css';
import { checkoutMessages } from '@/lib/shop/checkout-errors';
import type { OrderView } from '@/lib/shop/order-view';
import { readOrder } from '@/lib/shop/orders';
import { hasMemberCookie } from '@/lib/shop/session';

export const metadata: Metadata = { title: 'Your order', robots: { index: false } };

export const dynamic = 'force-dynamic';

export default async function OrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  if (!(await hasMemberCookie())) redirect('/login');
  const { orderId } = await params;
  let order: OrderView | undefined;
  try {
    order = await readOrder(orderId);
  } catch (error) {
    console.error('Failed to load order', error);
    return (
      <div className={`container shop-page ${styles.page}`}>
        <h1 className={styles.title}>Your order</h1>
        <p className={styles.problem} role="alert">
          {checkoutMessages.orderFailed}
        </p>
      </div>
    );
  }
  if (!order) notFound();
  return (
    <div className={`container shop-page ${styles.page}`}>
      <p className="eyebrow">
        <Link href="/profile/orders" className="text-link">
          Your orders
        </Link>
      </p>
      <h1 className={styles.title}>Order #{order.number}</h1>
      <OrderDetails order={order} showPayment={order.awaitingPayment} />
    </div>
  );
}
