import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The merchant's offline payment methods: a bank transfer (instructions hold the bank details) or pay on pickup. */
export const paymentMethods = pgTable('payment_methods', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['BANK_TRANSFER', 'PAY_ON_PICKUP'] }).notNull(),
  title: text('title').notNull(),
  /** What the buyer is told to do: shown at checkout, on the success page and in the confirmation mail. */
  instructions: text('instructions').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdDate: ts('created_date').notNull().defaultNow(),
  updatedDate: ts('updated_date').notNull().defaultNow(),
});
