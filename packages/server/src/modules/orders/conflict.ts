import type { Db } from '../../db/open';
import { entriesOf, type AuditEntryView } from '../audit';
import { refuse } from './write-errors';
import type { OrderRow } from './view';

/**
 * Stale writes. A page that shows an order sends back the `updatedDate` it showed (the `If-Match` header of a
 * management write); when the order changed since, the write is refused (409 ORDER_CHANGED) with who changed
 * what since then, read from the audit log, so the person can reload instead of overwriting a newer change.
 */

/** The header a management write of an order carries: the order's updatedDate as the page showed it. */
export { REVISION_HEADER, revisionOf } from '../../http/if-match';

/** Whether the order moved on from what the page showed. A revision that is no date never matches. */
export function isStale(updatedDate: Date, revision: string | undefined): boolean {
  if (revision === undefined) return false;
  const shown = Date.parse(revision);
  return Number.isNaN(shown) || shown !== updatedDate.getTime();
}

/** One change another person made since: who, when, what (the action and the order's fields it touched). */
export interface ChangeSince {
  actorName: string;
  actorEmail?: string;
  action: string;
  createdDate: string;
  fields: string[];
}

/** Entries of the order's history that change nothing of it: mails sent and staff notes. */
const NOT_CHANGES = new Set(['order.mail_sent', 'order.confirmation_resent', 'order.note_added']);

export function changesSince(entries: AuditEntryView[]): ChangeSince[] {
  return entries.map((e) => ({
    actorName: e.actor.name,
    ...(e.actor.email ? { actorEmail: e.actor.email } : {}),
    action: e.action,
    createdDate: e.createdDate,
    fields:
      e.after && typeof e.after === 'object'
        ? Object.keys(e.after as object).filter((k) => k !== 'activities')
        : [],
  }));
}

/** Refuses a write on a stale view of the order (409 ORDER_CHANGED, the changes since in `data`). */
export async function refuseIfStale(tx: Db, row: OrderRow, revision: string | undefined): Promise<void> {
  if (!isStale(row.updatedDate, revision)) return;
  const shown = revision === undefined ? NaN : Date.parse(revision);
  const after = Number.isNaN(shown) ? undefined : new Date(shown);
  const entries = await entriesOf(
    tx,
    { type: 'order', id: row.id },
    { ...(after ? { after } : {}), limit: 50 },
  );
  const changes = changesSince(entries.filter((e) => !NOT_CHANGES.has(e.action)));
  const last = changes.at(-1);
  throw refuse(
    'ORDER_CHANGED',
    last
      ? `${last.actorName} changed this order at ${last.createdDate}`
      : 'This order changed since it was shown',
    { updatedDate: row.updatedDate.toISOString(), changes },
  );
}
