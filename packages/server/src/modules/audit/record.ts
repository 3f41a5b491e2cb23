import { AsyncLocalStorage } from 'node:async_hooks';
import { auditLog } from '../../db/schema';
import type { Db } from '../../db/open';
import { currentRequest, type RequestClient } from '../../http/request-scope';
import { actorOf, type AuditActor } from './actor';
import { changedFields, withoutBookkeeping } from './rules';

/** One management action: what was changed, by whom (the request's caller unless given), from where. */
export interface AuditEntry {
  /** `<entity>.<past tense>`: `product.updated`, `order.refunded`, `staff.login_failed`. */
  action: string;
  entity: { type: string; id: string };
  /** The changed fields or the document, as they were and as they are (JSON). */
  before?: unknown;
  after?: unknown;
  actor?: AuditActor;
  client?: RequestClient;
}

const MAX_USER_AGENT = 300;

const actingAs = new AsyncLocalStorage<AuditActor>();

/**
 * Runs work done outside a request (a periodic sweep) as `actor`: its audit entries name it instead of the
 * operator. An entry's own `actor` still wins.
 */
export function asActor<T>(actor: AuditActor, run: () => T): T {
  return actingAs.run(actor, run);
}

/**
 * Writes an entry in the transaction of the change, so the change and its entry commit or fail together.
 * The actor and client default to the request's (http/request-scope.ts).
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  const scope = currentRequest();
  const actor = entry.actor ?? actingAs.getStore() ?? actorOf(scope?.caller);
  const client = entry.client ?? scope?.client;
  await tx.insert(auditLog).values({
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    actorEmail: actor.email ?? null,
    action: entry.action,
    entityType: entry.entity.type,
    entityId: entry.entity.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: client?.ip ?? null,
    userAgent: client?.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
  });
}

type Doc = Record<string, unknown>;

/**
 * An update: only the fields that changed between the two documents (bookkeeping fields left out),
 * so an entry stays small. Either document undefined: a creation (after) or a deletion (before).
 */
export async function recordChange(
  tx: Db,
  action: string,
  entity: AuditEntry['entity'],
  before: object | undefined,
  after: object | undefined,
): Promise<void> {
  const was = before && withoutBookkeeping(before as Doc);
  const is = after && withoutBookkeeping(after as Doc);
  await recordAudit(tx, {
    action,
    entity,
    ...(was && is ? changedFields(was, is) : { before: was, after: is }),
  });
}

export interface AuditedWrite<T> {
  action: string;
  entity: string;
  /** The entity's id; without it, the `id` of what `after` picks from the answer. */
  id?: string;
  /** The entity as it was (updates and deletions), read in the same transaction before the write. */
  before?: (tx: Db) => Promise<object>;
  /** The entity as it is, picked from the service's answer (creations and updates). */
  after?: (answer: T) => object;
}

/**
 * Runs a service's write and its audit entry in one transaction (a service takes a transaction as its
 * `db`): the way a route audits a service that keeps no entry itself, in one call.
 */
export function withAudit<T>(
  db: Db,
  spec: AuditedWrite<NoInfer<T>>,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = spec.before ? await spec.before(tx) : undefined;
    const answer = await write(tx);
    const after = spec.after?.(answer);
    const id = spec.id ?? String((after as { id?: unknown } | undefined)?.id ?? '');
    await recordChange(tx, spec.action, { type: spec.entity, id }, before, after);
    return answer;
  });
}
