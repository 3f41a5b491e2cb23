'use client';

import { useRouter } from 'next/navigation';
import type { CartLineView } from '@/lib/shop/cart-view';
import { CartLines } from './CartLines';
import { useCartChanges } from './useCartChanges';

/** The lines of /cart: after a change the page is rendered again, so totals and the estimate follow. */
export function CartPageLines({ lines }: { lines: CartLineView[] }) {
  const router = useRouter();
  const changes = useCartChanges(() => router.refresh());
  return <CartLines lines={lines} {...changes} />;
}
