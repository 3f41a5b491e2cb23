import type { Metadata } from 'next';
import Link from 'next/link';
import { CartHead } from '@/components/cart/CartHead';
import { CartPageLines } from '@/components/cart/CartPageLines';
import { CheckoutButton } from '@/components/cart/CheckoutButton';
import { CouponForm } from '@/components/cart/CouponForm';
import { ShippingEstimate } from '@/components/cart/ShippingEstimate';
import { Totals } from '@/components/cart/Totals';
import { readCart, readEstimate } from '@/lib/shop/cart';
import { cartErrorMessage } from '@/lib/shop/cart-errors';
import { estimateQuery } from '@/lib/shop/cart-input';
import type { CartView, EstimateView } from '@/lib/shop/cart-view';
import styles from '@/components/cart/Cart.module.css';

export const metadata: Metadata = { title: 'Your cart', robots: { index: false } };

/** Personal: rendered for each request, never cached (Next sends it private, no-store). */
export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function CartPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = estimateQuery(params);
  const checkoutFailed = params.checkout === 'failed';
  let cart: CartView;
  try {
    cart = await readCart();
  } catch (error) {
    console.error('Failed to load cart', error);
    return (
      <div className="container shop-page">
        <h1 className={styles.pageTitle}>Your cart</h1>
        <p className={styles.problem} role="alert">
          {cartErrorMessage(error).message}
        </p>
      </div>
    );
  }
  let estimate: EstimateView | undefined;
  let estimateProblem: string | undefined;
  if (query && cart.lines.length > 0) {
    try {
      estimate = await readEstimate({
        country: query.country,
        ...(query.subdivision ? { subdivision: query.subdivision } : {}),
        ...(query.postalCode ? { postalCode: query.postalCode } : {}),
        ...(query.option
          ? { option: { code: query.option, ...(query.carrierId ? { carrierId: query.carrierId } : {}) } }
          : {}),
      });
    } catch (error) {
      const failure = cartErrorMessage(error);
      if (!failure.expected) console.error('Shipping estimate failed', error);
      estimateProblem = failure.message;
    }
  }
  // Shipping and tax are shown once estimated, for the address the shopper gives below.
  const totals = estimate ? estimate.cart : { ...cart, shipping: undefined, tax: undefined };

  return (
    <div className="container shop-page">
      <CartHead hasLines={cart.lines.length > 0} />
      {cart.lines.length === 0 ? (
        <div className={styles.empty}>
          <p>Your cart is empty.</p>
          <Link href="/list" className="button">
            Browse the shop
          </Link>
        </div>
      ) : (
        <div className={styles.cartLayout}>
          <section aria-labelledby="lines-title">
            <h2 id="lines-title" className="visually-hidden">
              Pieces in your cart
            </h2>
            <CartPageLines lines={cart.lines} />
          </section>
          <aside className={styles.summary} aria-labelledby="summary-title">
            <h2 id="summary-title" className={styles.summaryTitle}>
              Summary
            </h2>
            <CouponForm applied={cart.couponCode} />
            <ShippingEstimate query={query} estimate={estimate} problem={estimateProblem} />
            <Totals
              totals={totals}
              unpriced={estimate ? '$0.00' : 'Not estimated yet'}
              testId="cart-totals"
            />
            {checkoutFailed && (
              <p className={styles.problem} role="alert" data-testid="checkout-problem">
                We could not start your checkout just now. Please try again in a moment.
              </p>
            )}
            <CheckoutButton />
          </aside>
        </div>
      )}
    </div>
  );
}
