'use client';

import { CART_CHANGED_EVENT } from '@/lib/shop/cart-count';

/** Tells the header that the cart changed (its count is read again); `open` also opens the drawer. */
export function announceCartChange(detail: { open?: boolean } = {}): void {
  window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail }));
}

export function onCartChange(listener: (detail: { open?: boolean }) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<{ open?: boolean }>).detail ?? {});
  window.addEventListener(CART_CHANGED_EVENT, handler);
  return () => window.removeEventListener(CART_CHANGED_EVENT, handler);
}
