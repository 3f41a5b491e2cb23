import type { Db } from '../../db/open';
import { events } from '../../db/schema';

/**
 * Records a domain event in the outbox. Call it with the transaction of the write it describes,
 * so the event exists exactly when the change does.
 */
export async function recordEvent(
  db: Db,
  event: { type: string; entityId: string; entity?: Record<string, unknown> | null },
): Promise<void> {
  await db
    .insert(events)
    .values({ type: event.type, entityId: event.entityId, entity: event.entity ?? null });
}
