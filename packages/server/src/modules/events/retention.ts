import { asc, gte, inArray, isNull, lt, min } from 'drizzle-orm';
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

/**
 * The id below which every event may go: the first event recorded within the kept days, or, when
 * events are delivered, the first one still waiting if it comes earlier. Ids follow recording
 * order, so this reads from the oldest event up to the first one kept (the pending index answers
 * the other at once); when nothing is due it stops at the first row. Undefined: every event may go.
 */
async function pruneBoundary(db: Db, { days, deliveredOnly }: OutboxRetention, now: Date) {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const [recent] = await db
    .select({ id: events.id })
    .from(events)
    .where(gte(events.eventTime, cutoff))
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
 * Deletes the events kept past their days (and, with webhooks, delivered), oldest first and a chunk
 * per statement; answers how many went. An event is never deleted before it is delivered.
 */
export async function pruneOutbox(
  db: Db,
  retention: OutboxRetention,
  now = new Date(),
  chunk = PRUNE_CHUNK,
): Promise<number> {
  const below = await pruneBoundary(db, retention, now);
  let deleted = 0;
  for (;;) {
    const oldest = db
      .select({ id: events.id })
      .from(events)
      .where(below === undefined ? undefined : lt(events.id, below))
      .orderBy(asc(events.id))
      .limit(chunk);
    const gone = await db.delete(events).where(inArray(events.id, oldest)).returning({ id: events.id });
    deleted += gone.length;
    if (gone.length < chunk) return deleted;
  }
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
