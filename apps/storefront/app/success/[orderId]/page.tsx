import type { Metadata } from 'next';
import Link from 'next/link';
import { OrderDetails } from '@/components/orders/OrderDetails';
import styles from '@/components/orders/Orders.module.css';
import { checkoutMessages } from '@/lib/shop/checkout-errors';
import type { OrderView } from '@/lib/shop/order-view';
import { readOrder } from '@/lib/shop/orders';

export const metadata: Metadata = { title: 'Thank you for your order', robots: { index: false } };

export const dynamic = 'force-dynamic';

export default async function SuccessPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  let order: OrderView | undefined;
  let problem: string | undefined;
  try {
    order = await readOrder(orderId);
  } catch (error) {
    console.error('Failed to load order', error);
    problem = checkoutMessages.orderFailed;
  }
  if (!order)
    return (
      <div className={`container shop-page ${styles.page}`}>
        <h1 className={styles.title}>Your order</h1>
        <p className={styles.problem} role="alert">
          {problem ?? 'We cannot find this order for you. If you placed it, it is in the confirmation mail.'}
        </p>
        <Link href="/list" className="button">
          Continue shopping
        </Link>
      </div>
    );
  return (
    <div className={`container shop-page ${styles.page}`}>
      <p className="eyebrow">Order placed</p>
      <h1 className={styles.title} data-testid="success-title">
        Thank you! Your order #{order.number} is placed.
      </h1>
      <p className="lede">
        A confirmation is on its way to <strong>{order.email}</strong>.
      </p>
      <OrderDetails order={order} />
      <Link href="/list" className="button">
        Continue shopping
      </Link>
    </div>
  );
}
