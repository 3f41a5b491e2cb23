import { and, count, desc, eq, not, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/open';
import { events, webhookDeliveries } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { RetryPolicy } from './rules';
import type { Delivery, DeliveriesQuery } from './schemas';
import { webhookById } from './service';
import { attemptOut } from './store';

const d = webhookDeliveries;
type DeliveryRow = typeof d.$inferSelect;
type EventRow = typeof events.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function deliveryView(row: DeliveryRow, event: EventRow, policy: RetryPolicy): Static<typeof Delivery> {
  return {
    id: row.id,
    webhookId: row.subscriptionId,
    event: {
      id: event.eventId,
      sequence: event.id,
      type: event.type,
      entityId: event.entityId,
      eventTime: event.eventTime.toISOString(),
    },
    status: row.status as Static<typeof Delivery>['status'],
    attempts: row.attempts,
    attemptLimit: row.attemptLimit ?? policy.maxAttempts,
    lastAttemptDate: iso(row.lastAttemptAt),
    lastStatusCode: row.lastStatusCode,
    lastDurationMs: row.lastDurationMs,
    lastError: row.lastError,
    nextAttemptDate: row.status === 'PENDING' ? iso(row.nextAttemptAt) : null,
    deliveredDate: iso(row.deliveredAt),
    createdDate: row.createdDate.toISOString(),
  };
}

const withEvent = (db: Db) =>
  db.select({ delivery: d, event: events }).from(d).innerJoin(events, eq(events.id, d.eventId));

/** A webhook's deliveries, newest event first, a page at a time. */
export async function listDeliveries(
  db: Db,
  policy: RetryPolicy,
  webhookId: string,
  query: Static<typeof DeliveriesQuery>,
) {
  await webhookById(db, webhookId);
  const where = and(eq(d.subscriptionId, webhookId), query.status ? eq(d.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    withEvent(db).where(where).orderBy(desc(d.eventId)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(d).where(where),
  ]);
  return {
    deliveries: rows.map((r) => deliveryView(r.delivery, r.event, policy)),
    metadata: { count: rows.length, offset: query.offset, total: total?.n ?? 0 },
  };
}

async function deliveryOf(db: Db, policy: RetryPolicy, webhookId: string, deliveryId: string) {
  const [row] = await withEvent(db).where(and(eq(d.id, deliveryId), eq(d.subscriptionId, webhookId)));
  if (!row) {
    await webhookById(db, webhookId);
    throw notFound('Delivery', deliveryId);
  }
  return deliveryView(row.delivery, row.event, policy);
}

export async function getDelivery(db: Db, policy: RetryPolicy, webhookId: string, deliveryId: string) {
  return { delivery: await deliveryOf(db, policy, webhookId, deliveryId) };
}

/**
 * Redelivery: the delivery is sent now, whatever its state, and never twice at once. A delivered or failed one gets
 * one more attempt, which settles it again (no automatic retries follow it); one waiting for a retry is due now
 * instead of later, its remaining retries kept; one whose attempt is out right now is left as it is (that attempt is
 * the send). The worker takes it as it takes any due delivery (one taker, one attempt number), so a redelivery
 * racing the worker or another redelivery never sends the same event twice.
 */
export async function retryDelivery(
  db: Db,
  policy: RetryPolicy,
  webhookId: string,
  deliveryId: string,
  nudge: () => void,
) {
  const webhook = await webhookById(db, webhookId);
  if (!webhook.enabled) {
    throw new AppError(409, 'WEBHOOK_DISABLED', 'The webhook is disabled; enable it to send its deliveries');
  }
  // Read back in the same transaction: the answer is the delivery as queued, before the nudged worker takes it.
  const { queued, delivery } = await db.transaction(async (tx) => {
    const rows = await tx
      .update(d)
      .set({
        status: 'PENDING',
        attemptLimit: sql`case when ${d.status} = 'PENDING' then ${d.attemptLimit} else ${d.attempts} + 1 end`,
        nextAttemptAt: sql`now()`,
      })
      .where(and(eq(d.id, deliveryId), eq(d.subscriptionId, webhookId), not(attemptOut)))
      .returning({ id: d.id });
    return { queued: rows.length > 0, delivery: await deliveryOf(tx, policy, webhookId, deliveryId) };
  });
  if (queued) nudge();
  return { delivery };
}
