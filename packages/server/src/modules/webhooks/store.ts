import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { events, webhookDeliveries, webhookSubscriptions } from '../../db/schema';
import type { Settlement } from './rules';
import type { SentAttempt } from './sender';

type OutboxEvent = typeof events.$inferSelect;

/** A delivery a process has taken: its attempt number is this process's to send, once. */
export interface TakenDelivery {
  id: string;
  webhookId: string;
  /** The number of this attempt (1 for the first). */
  attempts: number;
  attemptLimit: number | null;
  url: string;
  secret: string;
  event: OutboxEvent;
}

const d = webhookDeliveries;
const after = (ms: number) => sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;

/**
 * Takes up to `limit` due deliveries of enabled webhooks and counts an attempt on each. The rows are
 * locked with `for update skip locked`, so processes taking at once each get other rows, and their
 * due time moves on by `leaseMs`, so no process takes them again while this attempt is out; a process
 * that dies during the attempt leaves them due again once the lease ends.
 */
export async function takeDueDeliveries(db: Db, limit: number, leaseMs: number): Promise<TakenDelivery[]> {
  const due = db
    .select({ id: d.id })
    .from(d)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, d.subscriptionId))
    .where(
      and(eq(d.status, 'PENDING'), lte(d.nextAttemptAt, sql`now()`), eq(webhookSubscriptions.enabled, true)),
    )
    .orderBy(asc(d.nextAttemptAt))
    .limit(limit)
    .for('update', { of: d, skipLocked: true });
  const taken = await db
    .update(d)
    .set({
      attempts: sql`${d.attempts} + 1`,
      lastAttemptAt: sql`now()`,
      nextAttemptAt: after(leaseMs),
      // No duration while the attempt is out (see attemptOut).
      lastDurationMs: null,
    })
    .from(webhookSubscriptions)
    .where(
      and(
        inArray(d.id, due),
        eq(webhookSubscriptions.id, d.subscriptionId),
        eq(d.status, 'PENDING'),
        lte(d.nextAttemptAt, sql`now()`),
      ),
    )
    .returning({
      id: d.id,
      webhookId: d.subscriptionId,
      attempts: d.attempts,
      attemptLimit: d.attemptLimit,
      eventId: d.eventId,
      url: webhookSubscriptions.url,
      secret: webhookSubscriptions.secret,
    });
  if (taken.length === 0) return [];
  const rows = await db
    .select()
    .from(events)
    .where(
      inArray(
        events.id,
        taken.map((t) => t.eventId),
      ),
    );
  const byId = new Map(rows.map((e) => [e.id, e]));
  return taken.flatMap(({ eventId, ...t }) => {
    const event = byId.get(eventId);
    return event ? [{ ...t, event }] : [];
  });
}

/**
 * Records how an attempt went. Only the attempt the row still counts is recorded: when the lease ran
 * out and another process took the delivery again (or a webhook deleted took it away), this one is late.
 */
export async function recordAttempt(
  db: Db,
  taken: Pick<TakenDelivery, 'id' | 'attempts'>,
  result: SentAttempt,
  settlement: Settlement,
): Promise<boolean> {
  const done = await db
    .update(d)
    .set({
      status: settlement.status,
      nextAttemptAt: settlement.status === 'PENDING' ? after(settlement.delayMs) : null,
      lastStatusCode: result.statusCode ?? null,
      lastDurationMs: result.durationMs,
      lastError: result.ok ? null : result.error,
      ...(settlement.status === 'DELIVERED' ? { deliveredAt: sql`now()` } : {}),
    })
    .where(and(eq(d.id, taken.id), eq(d.attempts, taken.attempts), eq(d.status, 'PENDING')))
    .returning({ id: d.id });
  return done.length > 0;
}

/**
 * A delivery whose attempt is out: taken (its duration cleared) and neither recorded nor past its lease. A
 * redelivery leaves it alone, since sending it again now would send the same attempt twice.
 */
export const attemptOut = sql`(${d.status} = 'PENDING' and ${d.attempts} > 0 and ${d.lastDurationMs} is null and ${d.nextAttemptAt} > now())`;
