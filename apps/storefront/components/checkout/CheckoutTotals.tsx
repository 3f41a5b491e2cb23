import { Totals } from '@/components/cart/Totals';
import type { CheckoutTotals as Lines } from '@/lib/shop/checkout-view';

/** The checkout's or order's totals, as the server priced them (`placed`: an order's, see Totals). */
export function CheckoutTotals({ totals, placed }: { totals: Lines; placed?: { owes: boolean } }) {
  return <Totals totals={totals} unpriced="—" testId="checkout-totals" {...(placed ? { placed } : {})} />;
}
