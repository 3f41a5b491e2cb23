/** Which bulk price changes of an audit log page may still be undone, for its Undo action. */
import type { AuditRow } from './admin-people';
import type { StaffClient } from './staff';

/** The audit action of a bulk price change (its entity id is the change's id). */
export const PRICES_CHANGED = 'product.prices_changed';

/**
 * Entries (by entry id) of bulk price changes not undone yet, and at least one of whose products still holds
 * the price the change set; with the names of the products an undo would leave.
 */
export async function undoablePriceChanges(client: StaffClient, rows: AuditRow[]) {
  const changes = rows.filter((r) => r.action === PRICES_CHANGED);
  const found = await Promise.all(
    changes.map(async (row) => {
      const change = await client.catalogBulk.getPriceChange(row.target);
      const products = new Set(change.changes.map((c) => c.productId)).size;
      const open = !change.undone && change.overtaken.length < products;
      return open
        ? ([row.id, { overtaken: change.overtaken.map((o) => o.productName) }] as const)
        : undefined;
    }),
  );
  return Object.fromEntries(found.filter((x) => x !== undefined));
}
