import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Addresses collected by the footer's "Stay in touch" sign-up. `email` is stored lower-cased. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
