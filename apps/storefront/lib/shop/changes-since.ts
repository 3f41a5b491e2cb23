import { dateTimeText } from './shop-time';

/** One change someone else saved since the page was shown: an entry of a 409 `…_CHANGED` answer's `data.changes`. */
export interface ChangeSince {
  actorName: string;
  action?: string;
  createdDate: string;
  fields: string[];
}

/** The named, dated changes a 409 answer carries, oldest first; none when it carries none. */
export function changesSince(data: unknown): ChangeSince[] {
  const list = data && typeof data === 'object' ? (data as { changes?: unknown }).changes : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { actorName, action, createdDate, fields } = entry as Record<string, unknown>;
    if (typeof actorName !== 'string' || !actorName || typeof createdDate !== 'string') return [];
    return [
      {
        actorName,
        createdDate,
        ...(typeof action === 'string' ? { action } : {}),
        fields: Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : [],
      },
    ];
  });
}

/** "Ada and Mona changed this product at Nov 28, 2026, 9:40 AM ET: price, ribbon." (the last change's time). */
export function changedSentence(
  changes: ChangeSince[],
  subject: string,
  detail: string,
  timeZone: string,
): string {
  const last = changes.at(-1);
  if (!last) return '';
  const who = [...new Set(changes.map((c) => c.actorName))].join(' and ');
  return `${who} changed ${subject} at ${dateTimeText(last.createdDate, timeZone)}${detail ? `: ${detail}` : ''}.`;
}
