'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { cartCookieValue, cookieJson, countOfValue } from '@/lib/shop/cart-count';
import { onCartChange } from './cart-events';
import styles from './Cart.module.css';

/** The drawer (its lines, quantity changes, checkout) is loaded when it is about to open, not with every page. */
const loadDrawer = () => import('./CartDrawer');
const CartDrawer = dynamic(() => loadDrawer().then((m) => m.CartDrawer), { ssr: false });

/**
 * The header's cart: a link to /cart (without JavaScript) that opens the drawer. Its count is read from the
 * `cart` cookie in the browser, so pages served from a cache show the shopper's own count.
 */
export function CartButton() {
  const pathname = usePathname();
  const [count, setCount] = useState<number | undefined>();
  const [open, setOpen] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const read = () => {
      const text = cartCookieValue(document.cookie);
      const value = text === undefined ? undefined : cookieJson(text);
      if (!Array.isArray(value)) return setCount(countOfValue(value));
      // An older storefront's list of items: counted by the SDK's rules, loaded for it alone.
      void import('@/lib/shop/cart-cookie').then((m) => setCount(m.cartCountFromCookies(document.cookie)));
    };
    read();
    return onCartChange((detail) => {
      read();
      if (detail.open) setOpen(true);
    });
  }, [pathname]);

  const openDrawer = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname === '/cart' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setOpen(true);
  };
  const label = count === undefined ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

  return (
    <>
      <a
        ref={linkRef}
        href="/cart"
        className={styles.cartButton}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={openDrawer}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        data-testid="cart-button"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.count} data-testid="cart-count" data-count={count ?? ''}>
          {count ?? ''}
        </span>
      </a>
      {open && (
        <CartDrawer
          onClose={() => {
            setOpen(false);
            linkRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
