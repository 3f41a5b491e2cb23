import { asc, inArray, isNull, min, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/open';
import { events } from '../../db/schema';

export type OutboxEvent = typeof events.$inferSelect;

export type BatchOutcome =
  /** Nothing is pending. */
  | { kind: 'empty' }
  /** Another server process is delivering the oldest pending events: its turn, not ours. */
  | { kind: 'busy' }
  | { kind: 'delivered'; count: number }
  | { kind: 'failed' };

/**
 * Hands the oldest pending events (id order, at most `limit`) to `deliver`, and marks them dispatched
 * when it succeeds; on failure they stay pending, in place, for the next attempt.
 *
 * PostgreSQL (several server processes): the batch is claimed with `for update skip locked` inside a
 * transaction that lasts the delivery, so no two processes send the same events. Skipping alone would
 * let a second process send later events while the first still sends earlier ones; the batch is only
 * sent when it starts at the oldest pending event, which keeps the order across processes.
 * PGlite is one connection in one process (the data directory is locked), and holding a transaction
 * through an HTTP call would stall every request: the batch is read, delivered, then marked.
 */
export async function dispatchBatch(
  database: Database,
  limit: number,
  deliver: (batch: OutboxEvent[]) => Promise<boolean>,
): Promise<BatchOutcome> {
  if (database.kind !== 'postgres') return sendBatch(database.db, await pending(database.db, limit), deliver);
  return database.db.transaction(async (tx) => {
    const batch = await pending(tx, limit).for('update', { skipLocked: true });
    const [head] = await tx
      .select({ id: min(events.id) })
      .from(events)
      .where(isNull(events.dispatchedAt));
    const first = batch[0];
    if (head?.id != null && (first === undefined || head.id < first.id)) return { kind: 'busy' } as const;
    return sendBatch(tx, batch, deliver);
  });
}

function pending(db: Db, limit: number) {
  return db.select().from(events).where(isNull(events.dispatchedAt)).orderBy(asc(events.id)).limit(limit);
}

async function sendBatch(
  db: Db,
  batch: OutboxEvent[],
  deliver: (batch: OutboxEvent[]) => Promise<boolean>,
): Promise<BatchOutcome> {
  if (batch.length === 0) return { kind: 'empty' };
  if (!(await deliver(batch))) return { kind: 'failed' };
  await db
    .update(events)
    .set({ dispatchedAt: sql`now()` })
    .where(
      inArray(
        events.id,
        batch.map((e) => e.id),
      ),
    );
  return { kind: 'delivered', count: batch.length };
}
