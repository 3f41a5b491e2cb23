import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The merchant's edits of the order mails, one row per kind; no row: the default template is used. */
export const mailTemplates = pgTable('mail_templates', {
  /** ORDER_CONFIRMATION, ORDER_CANCELED, ORDER_SHIPPED or ORDER_DOWNLOADS. */
  kind: text('kind').primaryKey(),
  subject: text('subject').notNull(),
  /** The mail's body, inside the shop's layout. */
  html: text('html').notNull(),
  text: text('text').notNull(),
  updatedDate: timestamp('updated_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
