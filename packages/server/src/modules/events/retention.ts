import { and, asc, gte, inArray, isNotNull, isNull, lt, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { events } from '../../db/schema';
import { runWhileAppRuns } from '../../db/unoverlapped';

/** How often the server looks for events past their keeping. */
export const PRUNE_OUTBOX_EVERY_MS = 60 * 60 * 1000;
/** Events deleted per statement: a short statement each, so requests go on between them. */
const PRUNE_CHUNK = 1000;

export interface OutboxRetention {
  /** Days an event is kept after it was recorded. */
  days: number;
  /** Webhooks are configured: an event not yet delivered is kept until it is, however old. */
  deliveredOnly: boolean;
}

/** The keeping the configuration asks for: delivered events only when webhooks deliver them. */
export function outboxRetention(
  config: Pick<Config, 'eventRetentionDays' | 'eventWebhook'>,
): OutboxRetention {
  return { days: config.eventRetentionDays, deliveredOnly: config.eventWebhook !== undefined };
}

const cutoffOf = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000);

/**
 * The id below which events may go: the first event recorded within the kept days, or, when events
 * are delivered, the first one still waiting if it comes earlier. Ids follow the order events are
 * inserted in (deleteExpired minds the order they commit in), so this reads from the oldest event up
 * to the first one kept (the pending index answers the other at once); when nothing is due it stops
 * at the first row. Undefined: no event kept was seen.
 */
export async function pruneBoundary(db: Db, { days, deliveredOnly }: OutboxRetention, now: Date) {
  const [recent] = await db
    .select({ id: events.id })
    .from(events)
    .where(gte(events.eventTime, cutoffOf(days, now)))
    .orderBy(asc(events.id))
    .limit(1);
  const [pending] = deliveredOnly
    ? await db
        .select({ id: min(events.id) })
        .from(events)
        .where(isNull(events.dispatchedAt))
    : [];
  const bounds = [recent?.id, pending?.id].filter((id): id is number => id != null);
  return bounds.length > 0 ? Math.min(...bounds) : undefined;
}

/**
 * Deletes the events below `below` that are past their days (and, with webhooks, delivered), oldest
 * first and a chunk per statement; answers how many went. Each event is judged again as it is
 * deleted: ids are taken as events are inserted, not as they commit, so an event whose transaction
 * committed after the boundary was read can sit below it, or come when no boundary was found, and it
 * may be recent or waiting for delivery.
 */
export async function deleteExpired(
  db: Db,
  { days, deliveredOnly }: OutboxRetention,
  below: number | undefined,
  now: Date,
  chunk = PRUNE_CHUNK,
): Promise<number> {
  const expired = and(
    below === undefined ? undefined : lt(events.id, below),
    lt(events.eventTime, cutoffOf(days, now)),
    deliveredOnly ? isNotNull(events.dispatchedAt) : undefined,
  );
  let deleted = 0;
  for (;;) {
    const oldest = db
      .select({ id: events.id })
      .from(events)
      .where(expired)
      .orderBy(asc(events.id))
      .limit(chunk);
    const gone = await db.delete(events).where(inArray(events.id, oldest)).returning({ id: events.id });
    deleted += gone.length;
    if (gone.length < chunk) return deleted;
  }
}

/**
 * Deletes the events kept past their days (and, with webhooks, delivered), a chunk per statement;
 * answers how many went. An event is never deleted before it is delivered.
 */
export async function pruneOutbox(
  db: Db,
  retention: OutboxRetention,
  now = new Date(),
  chunk = PRUNE_CHUNK,
): Promise<number> {
  return deleteExpired(db, retention, await pruneBoundary(db, retention, now), now, chunk);
}

/** Prunes the outbox hourly while the app runs (every server process; deleting twice is harmless). */
export function attachOutboxPruning(
  app: FastifyInstance,
  db: Db,
  retention: OutboxRetention,
  everyMs = PRUNE_OUTBOX_EVERY_MS,
): void {
  const prune = async () => {
    const deleted = await pruneOutbox(db, retention);
    if (deleted > 0) app.log.info({ deleted, days: retention.days }, 'pruned the event outbox');
  };
  runWhileAppRuns(app, prune, { everyMs, atReady: true, failure: 'pruning the event outbox failed' });
}
