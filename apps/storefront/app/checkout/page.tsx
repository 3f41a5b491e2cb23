import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { CheckoutFlow } from '@/components/checkout/CheckoutFlow';
import styles from '@/components/checkout/Checkout.module.css';
import { readCheckout } from '@/lib/shop/checkout';
import type { AddressFields } from '@/lib/shop/checkout-address';
import { checkoutMessages } from '@/lib/shop/checkout-errors';
import type { CheckoutView } from '@/lib/shop/checkout-view';
import type { PaymentMethodView } from '@/lib/shop/order-view';
import { readLastShippingAddress, readPaymentChoices } from '@/lib/shop/orders';
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

/** A member's new checkout starts with where their last order went; without it when that cannot be read. */
async function lastShippingAddress(): Promise<AddressFields | undefined> {
  try {
    return await readLastShippingAddress();
  } catch (error) {
    console.error('Failed to read the last order’s address', error);
    return undefined;
  }
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
  const lastShipping =
    member.status === 'member' && !checkout.shipping ? await lastShippingAddress() : undefined;
  return (
    <div className="container shop-page">
      <h1 className={styles.pageTitle}>Checkout</h1>
      <CheckoutFlow
        initial={checkout}
        methods={methods}
        memberEmail={member.status === 'member' ? member.member.email : undefined}
        lastShipping={lastShipping}
      />
    </div>
  );
}
