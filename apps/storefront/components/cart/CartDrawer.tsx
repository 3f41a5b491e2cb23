'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { showToast } from '@/components/layout/toast';
import type { CartView } from '@/lib/shop/cart-view';
import { CartLines } from './CartLines';
import { CheckoutButton } from './CheckoutButton';
import { useCartChanges } from './useCartChanges';
import styles from './Cart.module.css';

type Loaded =
  { status: 'loading' } | { status: 'ready'; cart: CartView } | { status: 'failed'; message: string };

/** The cart drawer: a modal dialog (focus kept inside, Escape closes) with the lines and the subtotal. */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const changes = useCartChanges((cart) => setLoaded({ status: 'ready', cart }));

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    const controller = new AbortController();
    fetch('/api/cart', { cache: 'no-store', signal: controller.signal })
      .then(async (response) => {
        const answer = (await response.json()) as { cart?: CartView; message?: string };
        if (!response.ok || !answer.cart)
          throw new Error(answer.message ?? `/api/cart answered ${response.status}`);
        setLoaded({ status: 'ready', cart: answer.cart });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load cart', error);
        const message = 'We could not load your cart just now. Please try again in a moment.';
        showToast('error', message);
        setLoaded({ status: 'failed', message });
      });
    return () => controller.abort();
  }, []);

  const cart = loaded.status === 'ready' ? loaded.cart : undefined;
  return (
    <dialog
      ref={dialogRef}
      className={styles.drawer}
      aria-labelledby="cart-drawer-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) dialogRef.current.close();
      }}
      data-testid="cart-drawer"
    >
      <div className={styles.drawerPanel}>
        <div className={styles.drawerHead}>
          <h2 id="cart-drawer-title" className={styles.drawerTitle}>
            Your cart{cart && cart.count > 0 ? ` (${cart.count})` : ''}
          </h2>
          <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()}>
            Close<span className="visually-hidden"> the cart</span>
          </button>
        </div>
        {loaded.status === 'loading' && (
          <p className={styles.muted} role="status">
            Loading your cart…
          </p>
        )}
        {loaded.status === 'failed' && (
          <p className={styles.problem} role="alert">
            {loaded.message}
          </p>
        )}
        {cart && cart.lines.length === 0 && (
          <p className={styles.muted}>
            Your cart is empty.{' '}
            <Link href="/list" className="text-link" onClick={() => dialogRef.current?.close()}>
              Browse the shop
            </Link>
          </p>
        )}
        {cart && cart.lines.length > 0 && (
          <>
            <CartLines lines={cart.lines} compact {...changes} />
            <div className={styles.drawerFoot}>
              <p className={styles.subtotal}>
                <span>Subtotal</span> <span data-testid="drawer-subtotal">{cart.subtotal}</span>
              </p>
              <p className={styles.muted}>Shipping and tax are worked out at checkout.</p>
              <CheckoutButton className={`button ${styles.wide}`} />
              <Link href="/cart" className="button button-ghost" onClick={() => dialogRef.current?.close()}>
                View cart
              </Link>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
