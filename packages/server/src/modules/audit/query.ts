import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Config } from '../../config';
import { countCapped } from '../../db/counting';
import type { Db } from '../../db/open';
import { auditLog } from '../../db/schema';
import { sweepNow } from '../../db/sweep';
import { page } from '../../http/paging';
import { compileQuery, defineQueryFields } from '../../http/query';
import { retentionCutoff } from './rules';

const auditFields = defineQueryFields(
  {
    id: { column: auditLog.id, type: 'uuid' },
    createdDate: { column: auditLog.createdDate, type: 'date', sortable: true },
    'actor.kind': {
      column: auditLog.actorKind,
      type: 'enum',
      values: ['staff', 'apiKey', 'operator', 'system'],
    },
    'actor.id': { column: auditLog.actorId, type: 'string' },
    'actor.name': { column: auditLog.actorName, type: 'string' },
    'actor.email': { column: auditLog.actorEmail, type: 'string' },
    action: { column: auditLog.action, type: 'string', sortable: true },
    'entity.type': { column: auditLog.entityType, type: 'string' },
    'entity.id': { column: auditLog.entityId, type: 'string' },
  },
  { tiebreaker: auditLog.id, defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }] },
);

type Row = typeof auditLog.$inferSelect;

const entryView = (r: Row) => ({
  id: r.id,
  createdDate: r.createdDate.toISOString(),
  actor: {
    kind: r.actorKind,
    id: r.actorId,
    name: r.actorName,
    ...(r.actorEmail ? { email: r.actorEmail } : {}),
  },
  action: r.action,
  entity: { type: r.entityType, id: r.entityId },
  ...(r.before !== null ? { before: r.before } : {}),
  ...(r.after !== null ? { after: r.after } : {}),
  ...(r.address ? { address: r.address } : {}),
  ...(r.userAgent ? { userAgent: r.userAgent } : {}),
});

/** POST /v1/audit-log/query: the shared query language over the entries, newest first by default. */
export async function queryAuditLog(db: Db, config: Config, input: unknown) {
  await pruneAuditLog(db, config);
  const query = compileQuery(auditFields, input ?? {});
  const rows = await db
    .select()
    .from(auditLog)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit + 1)
    .offset(query.offset);
  const result = page(query, rows.map(entryView), await countCapped(db, auditLog, query.where));
  return { entries: result.items, metadata: result.metadata };
}

/**
 * One entity's entries, oldest first (at most `limit`), optionally only those after a date: an order's history, or
 * what changed it since a person last looked. `latest`: only the newest that many (still oldest first).
 */
export async function entriesOf(
  db: Db,
  entity: { type: string; id: string },
  options: { after?: Date; limit?: number; latest?: number } = {},
) {
  if (options.latest !== undefined) {
    const newest = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entity.type), eq(auditLog.entityId, entity.id)))
      .orderBy(desc(auditLog.createdDate), desc(auditLog.id))
      .limit(options.latest);
    return newest.reverse().map(entryView);
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entity.type),
        eq(auditLog.entityId, entity.id),
        options.after ? gt(auditLog.createdDate, options.after) : undefined,
      ),
    )
    .orderBy(asc(auditLog.createdDate), asc(auditLog.id))
    .limit(options.limit ?? 500);
  return rows.map(entryView);
}

export type AuditEntryView = ReturnType<typeof entryView>;

/** Entries older than AUDIT_RETENTION_DAYS go, at most once a minute (db/sweep.ts). */
export async function pruneAuditLog(db: Db, config: Config, now = Date.now()) {
  await sweepNow(
    db,
    'audit-log',
    () =>
      db.delete(auditLog).where(lt(auditLog.createdDate, retentionCutoff(now, config.auditRetentionDays))),
    now,
  );
}
