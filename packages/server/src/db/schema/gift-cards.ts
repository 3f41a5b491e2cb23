import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Gift cards the merchant issued: a code (unique whatever its case), an initial and a remaining balance in
 * minor units of the card's currency, an optional expiry. The balance only moves by redemptions (down) and
 * their return (up), so it never leaves 0..initial.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    initialBalance: bigint('initial_balance', { mode: 'bigint' }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    expirationDate: ts('expiration_date'),
    disabled: boolean('disabled').notNull().default(false),
    /** The merchant's own note (who it was for). */
    note: text('note'),
    /** Whom the shop mailed the card to on issue, and when the mail left (unset: not mailed, or it failed). */
    recipientEmail: text('recipient_email'),
    recipientName: text('recipient_name'),
    mailedDate: ts('mailed_date'),
    createdDate: ts('created_date').notNull().defaultNow(),
    updatedDate: ts('updated_date').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_idx').on(sql`lower(${t.code})`),
    check('gift_cards_balance_range', sql`${t.balance} >= 0 and ${t.balance} <= ${t.initialBalance}`),
  ],
);

/**
 * What an order took from a card. Refunds give it back in parts (`returnedAmount`, never above `amount`), a
 * cancel gives back the rest; `returnedDate` is set once all of it is back on the card.
 */
export const giftCardRedemptions = pgTable(
  'gift_card_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    returnedAmount: bigint('returned_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdDate: ts('created_date').notNull().defaultNow(),
    returnedDate: ts('returned_date'),
  },
  (t) => [
    uniqueIndex('gift_card_redemptions_order_idx').on(t.giftCardId, t.orderId),
    index('gift_card_redemptions_order_id_idx').on(t.orderId),
    check(
      'gift_card_redemptions_returned_range',
      sql`${t.returnedAmount} >= 0 and ${t.returnedAmount} <= ${t.amount}`,
    ),
  ],
);
