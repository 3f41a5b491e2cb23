import { asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/open';
import { events } from '../../db/schema';
import { rowsOf } from '../../db/rows';

/** Held by the one server process delivering the outbox at a time. */
const DISPATCH_LOCK_KEY = 7_241_106;

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
 * PostgreSQL (several server processes): one process at a time delivers, holding a transaction-scoped
 * advisory lock for the length of the delivery; another process finds it taken and waits its turn. Order
 * needs one sender: claiming rows with `skip locked` instead lets two scans interleave, one locking 1 and
 * 3 while the other holds 2, and 3 would be sent before 2.
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
    const [lock] = await rowsOf<{ mine: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${DISPATCH_LOCK_KEY}) as mine`,
    );
    if (!lock?.mine) return { kind: 'busy' } as const;
    return sendBatch(tx, await pending(tx, limit), deliver);
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
