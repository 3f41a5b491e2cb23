import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Addresses of the footer's "Stay in touch" sign-up, with double opt-in: a row is subscribed once its
 * `confirmed_date` is set (the mailed link was followed); until then it is pending and is deleted when
 * `confirm_expires_at` has passed. `email` is stored lower-cased. The mail counters rate-limit the
 * mails one address can be sent, whoever asks.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    createdDate: ts('created_date').notNull().defaultNow(),
    confirmedDate: ts('confirmed_date'),
    confirmExpiresAt: ts('confirm_expires_at'),
    lastMailedAt: ts('last_mailed_at'),
    mailWindowStart: ts('mail_window_start'),
    mailCount: integer('mail_count').notNull().default(0),
  },
  (t) => [index('newsletter_subscriptions_pending_idx').on(t.confirmExpiresAt)],
);
