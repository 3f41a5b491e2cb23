/**
 * Stale writes, the dashboard's way: a page sends back the revision it showed in the `If-Match` header of its
 * write, and a write on something changed since is refused (409) so the person reloads instead of overwriting.
 */

export const REVISION_HEADER = 'if-match';

/** The revision a write names, as it came in the header (an entity tag's quotes and W/ allowed); undefined when none. */
export function revisionOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const clean = value?.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
  return clean ? clean : undefined;
}

/** Whether a counted revision moved on from the one shown. A revision that is no whole number never matches. */
export function isStaleRevision(current: number, shown: string | undefined): boolean {
  if (shown === undefined) return false;
  return !/^\d{1,10}$/.test(shown) || Number(shown) !== current;
}

/** How many writes a shown revision is behind the current one (1 when it is no number). */
export const writesBehind = (current: number, shown: string): number =>
  /^\d{1,10}$/.test(shown) ? current - Number(shown) : 1;
