import type { Caller } from '../../http/auth';
import { notFound } from '../../http/errors';
import type { OrderRow } from './view';

/** Who may see an order: an elevated caller, or its buyer (the token's subject, or the member who bought). */

export const elevated = (caller: Caller) => caller.role === 'admin';

export const isBuyer = (caller: Caller, row: OrderRow) =>
  (caller.subjectId !== undefined && row.buyerSubjectId === caller.subjectId) ||
  (caller.memberId !== undefined && row.buyerMemberId === caller.memberId);

/** An order of another buyer answers as one that does not exist: its contents are never shown. */
export function visibleOrder(caller: Caller, row: OrderRow | undefined, id: string): OrderRow {
  if (!row || (!elevated(caller) && !isBuyer(caller, row))) throw notFound('Order', id);
  return row;
}
