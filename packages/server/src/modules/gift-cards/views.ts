import type { giftCardRedemptions } from '../../db/schema';
import { fromScaled } from '../../lib/money';
import { currencyDigits } from '../pricing';
import type { GiftCardRow } from './redeem';
import { cardStatus } from './rules';
import type { GiftCardView } from './schemas';

/** Minor units as decimal text of the currency (5000n USD -> "50.00"). */
export const money = (minor: bigint, currency: string) => fromScaled(minor, currencyDigits(currency));

export function giftCardView(row: GiftCardRow, now: Date): GiftCardView {
  return {
    id: row.id,
    code: row.code,
    currency: row.currency,
    initialBalance: money(row.initialBalance, row.currency),
    balance: money(row.balance, row.currency),
    ...(row.expirationDate ? { expirationDate: row.expirationDate.toISOString() } : {}),
    disabled: row.disabled,
    status: cardStatus(row, now),
    ...(row.note !== null ? { note: row.note } : {}),
    ...(row.recipientEmail !== null
      ? {
          recipient: {
            email: row.recipientEmail,
            ...(row.recipientName !== null ? { name: row.recipientName } : {}),
          },
        }
      : {}),
    ...(row.mailedDate ? { mailedDate: row.mailedDate.toISOString() } : {}),
    createdDate: row.createdDate.toISOString(),
    updatedDate: row.updatedDate.toISOString(),
  };
}

export function redemptionView(row: typeof giftCardRedemptions.$inferSelect, currency: string) {
  return {
    orderId: row.orderId,
    amount: money(row.amount, currency),
    ...(row.returnedAmount > 0n ? { returnedAmount: money(row.returnedAmount, currency) } : {}),
    createdDate: row.createdDate.toISOString(),
    ...(row.returnedDate ? { returnedDate: row.returnedDate.toISOString() } : {}),
  };
}
