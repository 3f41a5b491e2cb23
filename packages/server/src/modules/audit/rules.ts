/** Audit log rules: pure. */

/** Keeps an entry small: of an update, only the fields that changed, before and after. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of keys) {
    if (sameJson(before[key], after[key])) continue;
    if (key in before) was[key] = before[key];
    if (key in after) is[key] = after[key];
  }
  return { before: was, after: is };
}

/** Fields that only move with every write (timestamps, revisions) say nothing of the change. */
export const BOOKKEEPING_FIELDS = ['updatedDate', 'lastUpdated', 'revision', '_updatedDate'] as const;

export function withoutBookkeeping(doc: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...doc };
  for (const key of BOOKKEEPING_FIELDS) delete copy[key];
  return copy;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Days of retention to the oldest date kept. */
export const retentionCutoff = (now: number, days: number) => new Date(now - days * 86_400_000);
