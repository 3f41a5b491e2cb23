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
 */
export async function recordEvents(db: Db, list: DomainEvent[]): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(events)
    .values(list.map((e) => ({ type: e.type, entityId: e.entityId, entity: e.entity ?? null })));
}

export const recordEvent = (db: Db, event: DomainEvent) => recordEvents(db, [event]);
