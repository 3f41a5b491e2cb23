import type { Db } from '../../db/open';
import { AppError } from '../../http/errors';
import { isStaleRevision, writesBehind } from '../../http/if-match';
import { entriesOf } from '../audit';

/**
 * Two people saving the settings: the dashboard sends the `revision` its page showed in `If-Match`; when the
 * settings were saved since, the write is refused (409 SETTINGS_CHANGED) with who changed which fields and when,
 * read from the audit log, so the person reloads instead of overwriting. Without If-Match nothing is checked.
 */

export const SETTINGS_AUDIT_ENTITY = { type: 'shopSettings', id: 'shop' } as const;

/** One save made since the page's revision. */
export interface SettingsChange {
  actorName: string;
  actorEmail?: string;
  createdDate: string;
  fields: string[];
}

/** Every save bumps the revision by one and leaves one audit entry: the saves since are the latest (current - shown). */
export async function refuseIfStale(tx: Db, current: number, shown: string | undefined): Promise<void> {
  if (!isStaleRevision(current, shown)) return;
  const latest = Math.min(Math.max(writesBehind(current, shown!), 1), 20);
  const entries = await entriesOf(tx, SETTINGS_AUDIT_ENTITY, { latest });
  const changes: SettingsChange[] = entries.map((e) => ({
    actorName: e.actor.name,
    ...(e.actor.email ? { actorEmail: e.actor.email } : {}),
    createdDate: e.createdDate,
    fields: e.after && typeof e.after === 'object' ? Object.keys(e.after) : [],
  }));
  const last = changes.at(-1);
  const message = last
    ? `${last.actorName} changed the shop settings at ${last.createdDate}`
    : 'The shop settings changed since they were shown';
  throw new AppError(409, 'SETTINGS_CHANGED', message, message, { revision: current, changes });
}
