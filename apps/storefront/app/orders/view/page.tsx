import type { Metadata } from 'next';
import Link from 'next/link';
import { OrderDetails } from '@/components/orders/OrderDetails';
import styles from '@/components/orders/Orders.module.css';
import { checkoutMessages } from '@/lib/shop/checkout-errors';
import { readOrderByLink, type LinkedOrder } from '@/lib/shop/orders';
import { mailto, site } from '@/lib/site';

// The token is the key to the order: it never leaves in a Referer header, and the page is never indexed.
export const metadata: Metadata = { title: 'Your order', robots: { index: false }, referrer: 'no-referrer' };

export const dynamic = 'force-dynamic';

const PROBLEMS: Record<Exclude<LinkedOrder['status'], 'found'>, string> = {
  expired:
    'This order link has expired. Write to us with your order number and we will send you a new one; a member sees every order in their account.',
  invalid:
    'This order link is not complete. Open it again from the order mail, or copy the whole address from the mail into the browser.',
  missing: 'We cannot find this order any more. Write to us with your order number and we will look into it.',
};

/** How to reach the shop about an order: its contact address, and the number to quote. */
function Contact({ number }: { number?: string }) {
  return (
    <p className={styles.muted} data-testid="order-contact">
      Questions about {number ? `order #${number}` : 'your order'}? Write to{' '}
      <a href={mailto(number ? `Order #${number}` : 'My order')} className="text-link">
        {site.contactEmail}
      </a>
      {number ? (
        <>
          {' '}
          and quote order number <strong>#{number}</strong>.
        </>
      ) : (
        '.'
      )}
    </p>
  );
}

/** The page an order mail links to: the order, in any browser, for whoever holds the mail's link. */
export default async function LinkedOrderPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  let linked: LinkedOrder | undefined;
  try {
    linked = await readOrderByLink(typeof token === 'string' ? token : undefined);
  } catch (error) {
    console.error('Failed to load the order of a mailed link', error);
  }
  if (linked?.status !== 'found')
    return (
      <div className={`container shop-page ${styles.page}`}>
        <h1 className={styles.title}>Your order</h1>
        <p className={styles.problem} role="alert" data-testid="order-link-problem">
          {linked ? PROBLEMS[linked.status] : checkoutMessages.orderFailed}
        </p>
        <Contact />
        <Link href="/list" className="button">
          Continue shopping
        </Link>
      </div>
    );
  const { order } = linked;
  return (
    <div className={`container shop-page ${styles.page}`}>
      <p className="eyebrow">Your order</p>
      <h1 className={styles.title} data-testid="linked-order-title">
        Order #{order.number}
      </h1>
      <p className="lede">
        Placed {order.placed} with <strong>{order.email}</strong>.
      </p>
      <Contact number={order.number} />
      <OrderDetails order={order} showPayment={order.awaitingPayment} />
      <Link href="/list" className="button">
        Continue shopping
      </Link>
    </div>
  );
}
