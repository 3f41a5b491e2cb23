import { Totals } from '@/components/cart/Totals';
import type { CheckoutTotals as Lines } from '@/lib/shop/checkout-view';

/**
 * The checkout's or order's totals, as the server priced them (`placed`: an order's, see Totals). At checkout,
 * shipping and tax not priced yet (no option chosen, no address) are worked out at the next step.
 */
export function CheckoutTotals({ totals, placed }: { totals: Lines; placed?: { owes: boolean } }) {
  return (
    <Totals
      totals={totals}
      unpriced={placed ? '—' : 'Calculated at the next step'}
      testId="checkout-totals"
      {...(placed ? { placed } : {})}
    />
  );
}
