import type { Db } from '../../db/open';
import type { Caller } from '../../http/auth';
import { changedFields, recordAudit, recordChange, withoutBookkeeping } from '../audit';
import { recordEvents } from '../events';
import { visibleOrder } from './access';
import { refuseIfStale } from './conflict';
import { ORDER_EVENTS } from './create';
import { orderById, updateOrder, type OrderChanges } from './store';
import { orderView, type OrderRow } from './view';

/** One write of an order, in one transaction: the row locked, the change, the new version, its events. */

export type OrderEventKey = keyof typeof ORDER_EVENTS;

export interface OrderWrite {
  changes: OrderChanges;
  /** Events beside ecom.order.updated, which every write records. */
  events?: OrderEventKey[];
  /** The audit log's action of a management write (`order.refunded`); the entry keeps the changed fields. */
  audit?: string;
}

/**
 * The order, locked for this transaction; 404 when the caller may not see it, 409 ORDER_CHANGED when a
 * `revision` (the updatedDate the caller's page showed) is given and the order changed since (conflict.ts).
 */
export async function lockedOrder(tx: Db, caller: Caller, id: string, revision?: string): Promise<OrderRow> {
  const row = visibleOrder(caller, await orderById(tx, id, true), id);
  await refuseIfStale(tx, row, revision);
  return row;
}

export { refuse } from './write-errors';

/** Writes the change and its events (entity = the order as it now is). */
export async function applyWrite(tx: Db, row: OrderRow, write: OrderWrite, storefrontUrl: string) {
  const next = await updateOrder(tx, row.id, write.changes);
  const entity = orderView(next, storefrontUrl);
  const keys: OrderEventKey[] = ['updated', ...(write.events ?? [])];
  await recordEvents(
    tx,
    keys.map((k) => ({ type: ORDER_EVENTS[k], entityId: next.id, entity })),
  );
  if (write.audit) await auditOrder(tx, write.audit, row, next, storefrontUrl);
  return next;
}

/**
 * An order's management change in the audit log: the order's fields that changed, before and after, and
 * what the change came from (`source`, kept beside the fields after: a bank statement's credit).
 */
export async function auditOrder(
  tx: Db,
  action: string,
  before: OrderRow,
  after: OrderRow,
  storefrontUrl: string,
  source?: Record<string, unknown>,
) {
  const entity = { type: 'order', id: after.id };
  const was = orderView(before, storefrontUrl);
  const is = orderView(after, storefrontUrl);
  if (!source) return recordChange(tx, action, entity, was, is);
  const changed = changedFields(withoutBookkeeping(was), withoutBookkeeping(is));
  await recordAudit(tx, { action, entity, before: changed.before, after: { ...changed.after, ...source } });
}
