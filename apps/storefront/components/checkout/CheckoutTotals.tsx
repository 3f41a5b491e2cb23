import { Totals } from '@/components/cart/Totals';
import type { CheckoutTotals as Lines } from '@/lib/shop/checkout-view';

/** The checkout's or order's totals, as the server priced them. */
export function CheckoutTotals({ totals }: { totals: Lines }) {
  return <Totals totals={totals} unpriced="—" testId="checkout-totals" />;
}
