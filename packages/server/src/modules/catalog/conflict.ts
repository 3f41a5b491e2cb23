import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { auditLog } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isStaleRevision, writesBehind } from '../../http/if-match';
import type { ProductRow } from './derive';

/**
 * Stale writes of a product. A dashboard page that shows a product sends back the `revision` it showed in
 * the `If-Match` header of its write; when the product has been written since, the write is refused
 * (409 PRODUCT_CHANGED) with who changed what since, read from the audit log, so the person can reload
 * instead of overwriting a newer change. A write without If-Match (any Wix-compatible caller) is never
 * checked.
 */

export { REVISION_HEADER, revisionOf } from '../../http/if-match';

/** One change made since: who, when, and which of the product's fields it touched. */
export interface ProductChange {
  actorName: string;
  actorEmail?: string;
  action: string;
  createdDate: string;
  fields: string[];
}

interface Entry {
  actor: { name: string; email?: string | undefined };
  action: string;
  createdDate: Date | string;
  after: unknown;
  before: unknown;
}

export function changesOf(entries: Entry[]): ProductChange[] {
  return entries.map((e) => {
    const doc = (e.after ?? e.before) as Record<string, unknown> | null;
    return {
      actorName: e.actor.name,
      ...(e.actor.email ? { actorEmail: e.actor.email } : {}),
      action: e.action,
      createdDate: typeof e.createdDate === 'string' ? e.createdDate : e.createdDate.toISOString(),
      fields: doc && typeof doc === 'object' ? Object.keys(doc) : [],
    };
  });
}

/**
 * Refuses a write on a stale view of the product. Every write bumps the revision by one and leaves one
 * audit entry, so the changes since are the product's latest (current - shown) entries.
 */
export async function refuseIfStale(
  tx: Db,
  row: Pick<ProductRow, 'id' | 'revision'>,
  shown: string | undefined,
) {
  if (!isStaleRevision(row.revision, shown)) return;
  const behind = writesBehind(row.revision, shown!);
  const take = Math.min(Math.max(behind, 1), 20);
  const rows = await tx
    .select()
    .from(auditLog)
    .where(
      or(
        and(
          eq(auditLog.entityType, 'product'),
          eq(auditLog.entityId, row.id),
          like(auditLog.action, 'product.%'),
        ),
        // A merchant's change of a variant's units names its variant, and its product inside.
        and(
          eq(auditLog.entityType, 'variant'),
          eq(auditLog.action, 'stock.adjusted'),
          sql`${auditLog.after}->>'productId' = ${row.id}`,
        ),
      ),
    )
    .orderBy(desc(auditLog.createdDate), desc(auditLog.id))
    .limit(take);
  const changes = changesOf(
    rows.reverse().map((r) => ({
      actor: { name: r.actorName, email: r.actorEmail ?? undefined },
      action: r.action,
      createdDate: r.createdDate,
      // A change of units is a change of the product's stock.
      after: r.action === 'stock.adjusted' ? { stock: r.after } : r.after,
      before: r.before,
    })),
  );
  const last = changes.at(-1);
  const message = last
    ? `${last.actorName} changed this product at ${last.createdDate}`
    : 'This product changed since it was shown';
  throw new AppError(409, 'PRODUCT_CHANGED', message, message, { revision: row.revision, changes });
}
