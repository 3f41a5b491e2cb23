import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { checkouts, type ReviewedTotals } from '../../db/schema';
import { AppError } from '../../http/errors';
import { formatMoney } from '../../lib/money';
import { money } from '../carts';
import type { PricedCheckout } from './price';
import { changeReason, type ChangeReason } from './rules';
import type { CheckoutRow } from './store';
import { giftCardAmount, type AppliedGiftCard } from './view';

/**
 * The totals a checkout's buyer saw, kept on its row each time the buyer is shown the checkout (a write's
 * answer, the owner's read), and create-order's check against them: an order whose total or gift card share
 * would differ from what the buyer last saw is not placed (409 CHECKOUT_TOTAL_CHANGED, the new totals kept
 * as seen, so the next create-order places at them once the buyer has been told).
 */

/** The totals of a checkout priced now, as its view shows them. */
export function totalsOf(pricing: PricedCheckout, card: AppliedGiftCard | undefined): ReviewedTotals {
  const c = pricing.currency;
  const coupon = pricing.priced.coupon;
  return {
    total: money(pricing.priced.totals.total, c).amount,
    giftCard: money(giftCardAmount(pricing, card), c).amount,
    couponApplied: coupon !== undefined && coupon.problem === undefined,
  };
}

const sameTotals = (a: ReviewedTotals, b: ReviewedTotals) =>
  a.total === b.total && a.giftCard === b.giftCard && a.couponApplied === b.couponApplied;

/**
 * Keeps `seen` as the totals the buyer saw of an open checkout; no write when they are kept already. Not a
 * change of the checkout: its version and updatedDate stay.
 */
export async function keepSeenTotals(
  db: Db,
  row: Pick<CheckoutRow, 'id' | 'reviewedTotals'>,
  seen: ReviewedTotals,
): Promise<void> {
  if (row.reviewedTotals && sameTotals(row.reviewedTotals, seen)) return;
  await db
    .update(checkouts)
    .set({ reviewedTotals: seen })
    .where(and(eq(checkouts.id, row.id), isNull(checkouts.orderId)));
}

/** The 409 of create-order when the totals differ from those the buyer saw; it carries the new ones. */
export class CheckoutTotalChanged extends AppError {
  constructor(
    readonly checkoutId: string,
    readonly seen: ReviewedTotals,
    reviewed: ReviewedTotals,
    currency: string,
    reason: ChangeReason,
  ) {
    const shown = (amount: string) => ({ amount, formattedAmount: formatMoney(amount, currency) });
    const what =
      reviewed.total !== seen.total
        ? `The total changed from ${shown(reviewed.total).formattedAmount} to ${shown(seen.total).formattedAmount}`
        : `The gift card now pays ${shown(seen.giftCard).formattedAmount} instead of ${shown(reviewed.giftCard).formattedAmount}`;
    super(
      409,
      'CHECKOUT_TOTAL_CHANGED',
      `${what}: ${reason.description.replace(/\.$/, '')}. Nothing was ordered: review the checkout and place the order again`,
      undefined,
      {
        checkoutId,
        reason: reason.code,
        reasonDescription: reason.description,
        currency,
        reviewedTotal: shown(reviewed.total),
        total: shown(seen.total),
        reviewedGiftCard: shown(reviewed.giftCard),
        giftCard: shown(seen.giftCard),
      },
    );
  }
}

/**
 * create-order's check: throws CheckoutTotalChanged when the order's totals differ from those the buyer last
 * saw. A checkout with none kept (made before they were kept, never shown since) is placed as it is priced.
 */
export function checkSeenTotals(
  row: Pick<CheckoutRow, 'id' | 'reviewedTotals'>,
  now: ReviewedTotals,
  currency: string,
  problems: { coupon?: ChangeReason | undefined; giftCard?: ChangeReason | undefined },
): void {
  const seen = row.reviewedTotals;
  if (!seen || (seen.total === now.total && seen.giftCard === now.giftCard)) return;
  throw new CheckoutTotalChanged(
    row.id,
    now,
    seen,
    currency,
    changeReason(seen, now, problems.coupon, problems.giftCard),
  );
}
