import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events';

/**
 * A merchant's webhook: the URL that is sent the outbox events of the types it names (`*`: every type),
 * signed with its own secret. Written by modules/webhooks.
 */
export const webhookSubscriptions = pgTable('webhook_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  eventTypes: text('event_types').array().notNull(),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  /** Kept as it is: every delivery is signed with it (HMAC needs the secret itself, not a hash). */
  secret: text('secret').notNull(),
  createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedDate: timestamp('updated_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * One event to send to one webhook. Made in the statement that records the event (events/service.ts),
 * so a delivery exists exactly when its event does; taken, sent and settled by modules/webhooks.
 * PENDING: `next_attempt_at` is when it is due; a process that takes it moves that time on by a lease,
 * so no other process takes it while it is out, and a process that dies leaves it due again.
 * An event pruned from the outbox takes its deliveries with it; a webhook deleted, its log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** PENDING, DELIVERED or FAILED. */
    status: text('status').notNull().default('PENDING'),
    /** Attempts taken so far (an attempt counts from the moment a process takes it). */
    attempts: integer('attempts').notNull().default(0),
    /** Null: the retry policy's limit; a manual retry allows exactly one more attempt. */
    attemptLimit: integer('attempt_limit'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    lastStatusCode: integer('last_status_code'),
    /** How long the last attempt took, from sending to its answer or failure; null while an attempt is out. */
    lastDurationMs: integer('last_duration_ms'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_subscription_event_idx').on(t.subscriptionId, t.eventId),
    index('webhook_deliveries_event_idx').on(t.eventId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'PENDING'`),
  ],
);
