import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { CheckoutFlow } from '@/components/checkout/CheckoutFlow';
import styles from '@/components/checkout/Checkout.module.css';
import { readCheckout } from '@/lib/shop/checkout';
import { checkoutMessages } from '@/lib/shop/checkout-errors';
import type { CheckoutView } from '@/lib/shop/checkout-view';
import type { PaymentMethodView } from '@/lib/shop/order-view';
import { readPaymentChoices } from '@/lib/shop/orders';
import { currentMember } from '@/lib/shop/session';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

/** Personal: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function Problem({ message }: { message: string }) {
  return (
    <div className="container shop-page">
      <h1 className={styles.pageTitle}>Checkout</h1>
      <p className={styles.problem} role="alert">
        {message}
      </p>
      <Link href="/cart" className="button">
        Back to your cart
      </Link>
    </div>
  );
}

export default async function CheckoutPage({ searchParams }: Props) {
  const raw = (await searchParams).checkoutId;
  const checkoutId = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!checkoutId) redirect('/cart');
  let checkout: CheckoutView | undefined;
  let methods: PaymentMethodView[];
  try {
    [checkout, methods] = await Promise.all([readCheckout(checkoutId), readPaymentChoices()]);
  } catch (error) {
    console.error('Failed to load checkout', error);
    return <Problem message={checkoutMessages.loadFailed} />;
  }
  if (!checkout) return <Problem message={checkoutMessages.gone} />;
  if (checkout.orderId) redirect(`/success/${encodeURIComponent(checkout.orderId)}`);
  const member = await currentMember();
  return (
    <div className="container shop-page">
      <h1 className={styles.pageTitle}>Checkout</h1>
      <CheckoutFlow
        initial={checkout}
        methods={methods}
        memberEmail={member.status === 'member' ? member.member.email : undefined}
      />
    </div>
  );
}
