import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { events } from '../../db/schema';

export interface DomainEvent {
  type: string;
  entityId: string;
  entity?: Record<string, unknown> | null;
}

/**
 * Records domain events in the outbox, in order. Call it with the transaction of the write they
 * describe, so the events exist exactly when the change does.
 *
 * The same statement makes each event's deliveries to the merchant's webhooks that subscribe to its
 * type (or to every type, `*`): one delivery per event and webhook, taken by modules/webhooks. One
 * statement, so a write costs no extra round trip, and a webhook is sent the events recorded from
 * the moment it exists.
 */
export async function recordEvents(db: Db, list: DomainEvent[]): Promise<void> {
  if (list.length === 0) return;
  const inserted = db
    .insert(events)
    .values(list.map((e) => ({ type: e.type, entityId: e.entityId, entity: e.entity ?? null })))
    .returning({ id: events.id, type: events.type });
  await db.execute(sql`
    with inserted as (${inserted.getSQL()})
    insert into webhook_deliveries (subscription_id, event_id)
    select s.id, inserted.id
    from inserted
    join webhook_subscriptions s on s.enabled and s.event_types && array[inserted.type, '*']`);
}

export const recordEvent = (db: Db, event: DomainEvent) => recordEvents(db, [event]);
