import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Event outbox: every domain write records its event here in the same transaction
 * (spec section 4: cart, checkout, order, catalog and member events). Dispatch reads it in id order.
 */
export const events = pgTable(
  'event_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id').notNull().defaultRandom(),
    type: text('type').notNull(),
    entityId: text('entity_id').notNull(),
    entity: jsonb('entity').$type<Record<string, unknown>>(),
    eventTime: timestamp('event_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('event_outbox_pending_idx')
      .on(t.id)
      .where(sql`dispatched_at is null`),
  ],
);
