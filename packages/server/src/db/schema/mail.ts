import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Development outbox: with SMTP_URL unset, mail is kept here (and logged) instead of being sent. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.id)],
);
