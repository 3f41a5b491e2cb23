import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One weekday's opening, wall-clock "HH:MM" in the shop's time zone; weekday 1 = Monday ... 7 = Sunday. */
export interface OpeningDay {
  weekday: number;
  open: string;
  close: string;
}

/** When the shop (its studio, for pickup) is open: the days it opens, and a free note ("Closed on holidays"). */
export interface OpeningHours {
  days: OpeningDay[];
  note: string;
}

/**
 * The shop's own settings, one row (id 1): what the shop shows (name, contact, opening hours) and the time
 * zone every date and time is shown in. No row: the defaults of the settings module (the environment's).
 */
export const shopSettings = pgTable('shop_settings', {
  id: integer('id').primaryKey().default(1),
  name: text('name').notNull(),
  contactEmail: text('contact_email').notNull(),
  /** The shop's postal address as it is printed on invoices and packing slips, on lines; empty until given. */
  address: text('address').notNull().default(''),
  /** IANA name, e.g. America/New_York. */
  timeZone: text('time_zone').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
  /** Days after which an unpaid bank transfer is canceled and its stock returned; null: never (the default). */
  unpaidOrderCancelDays: integer('unpaid_order_cancel_days'),
  /**
   * The shop's policies, once environment variables read at start. Null: not saved yet, so the environment's
   * value (its first-start default) applies; a saved value applies at once, in every server process.
   */
  /** ISO 4217 code new products are priced in. */
  currency: text('currency'),
  requireEmailVerification: boolean('require_email_verification'),
  requireOwnerApproval: boolean('require_owner_approval'),
  registerRequiresCaptcha: boolean('register_requires_captcha'),
  /** Minutes a checkout holds its stock; 0: no holds. */
  stockHoldMinutes: integer('stock_hold_minutes'),
  /** Seconds a member's or visitor's access token lives. */
  accessTokenTtl: integer('access_token_ttl'),
  /** Seconds a sign-in (its refresh token family) lives. */
  refreshTokenTtl: integer('refresh_token_ttl'),
  /** Goes up by one on every save; the dashboard sends the one its page showed back (If-Match). */
  revision: integer('revision').notNull().default(0),
  updatedDate: timestamp('updated_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
