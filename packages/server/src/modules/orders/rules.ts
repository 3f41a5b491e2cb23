/** Pure rules of orders: fulfilment status from the lines' counters, what may be shipped or restocked, collectability (the money: money-rules.ts). */

export interface LineCounters {
  id: string;
  quantity: number;
  fulfilledQuantity: number;
  refundedQuantity: number;
  restockedQuantity: number;
}

/** Units of a line still to ship: bought, less shipped, less refunded before shipping. */
export const unitsToShip = (l: LineCounters) =>
  Math.max(0, l.quantity - l.fulfilledQuantity - l.refundedQuantity);

/** Units of a line that may still go back to stock. */
export const unitsToRestock = (l: LineCounters) => Math.max(0, l.quantity - l.restockedQuantity);

/** FULFILLED when no line has a unit left to ship, NOT_FULFILLED while nothing was shipped. */
export function fulfillmentStatusOf(
  lines: readonly LineCounters[],
): 'NOT_FULFILLED' | 'FULFILLED' | 'PARTIALLY_FULFILLED' {
  const shipped = lines.some((l) => l.fulfilledQuantity > 0);
  if (lines.every((l) => unitsToShip(l) === 0))
    return shipped || lines.length === 0 ? 'FULFILLED' : 'NOT_FULFILLED';
  return shipped ? 'PARTIALLY_FULFILLED' : 'NOT_FULFILLED';
}

/**
 * The lines once a fulfilment is deleted: the units it shipped are to ship again (never below 0), so the
 * order's status follows the fulfilments that remain.
 */
export function withoutFulfillment<L extends LineCounters>(
  lines: readonly L[],
  shipped: readonly { id: string; quantity: number }[],
): L[] {
  return lines.map((l) => {
    const units = shipped.filter((s) => s.id === l.id).reduce((sum, s) => sum + s.quantity, 0);
    return units > 0 ? { ...l, fulfilledQuantity: Math.max(0, l.fulfilledQuantity - units) } : l;
  });
}

export type Problem = { code: string; message: string; data?: Record<string, unknown> };
export type Planned<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/**
 * The line a request names, the first time it names it (noted in `seen`): a line not in the order, or named
 * twice, is LINE_ITEM_NOT_FOUND / LINE_ITEM_REPEATED.
 */
export function lineNamedOnce<L extends { id: string }>(
  lines: readonly L[],
  id: string,
  seen: Set<string>,
): Planned<L> {
  const line = lines.find((l) => l.id === id);
  if (!line || seen.has(id))
    return {
      ok: false,
      problem: {
        code: line ? 'LINE_ITEM_REPEATED' : 'LINE_ITEM_NOT_FOUND',
        message: `Line item ${id} ${line ? 'is named twice' : 'is not in this order'}`,
        data: { lineItemId: id },
      },
    };
  seen.add(id);
  return { ok: true, value: line };
}

/**
 * The units a fulfilment ships: the lines asked for (each at most what it has left to ship), or, when none
 * are named, every line with units left. A line named twice, unknown, or asking too much is refused.
 */
export function planFulfillment(
  lines: readonly LineCounters[],
  requested: readonly { id: string; quantity?: number | undefined }[] | undefined,
): Planned<{ id: string; quantity: number }[]> {
  if (requested === undefined || requested.length === 0) {
    const all = lines.filter((l) => unitsToShip(l) > 0).map((l) => ({ id: l.id, quantity: unitsToShip(l) }));
    if (all.length === 0)
      return {
        ok: false,
        problem: {
          code: 'ORDER_ALREADY_FULFILLED',
          message: 'Every item of this order is already fulfilled',
        },
      };
    return { ok: true, value: all };
  }
  const seen = new Set<string>();
  const out: { id: string; quantity: number }[] = [];
  for (const r of requested) {
    const named = lineNamedOnce(lines, r.id, seen);
    if (!named.ok) return named;
    const line = named.value;
    const left = unitsToShip(line);
    const quantity = r.quantity ?? left;
    if (quantity < 1 || quantity > left)
      return {
        ok: false,
        problem: {
          code: 'FULFILLMENT_QUANTITY_EXCEEDED',
          message: `Line item ${r.id} has ${left} unit(s) left to fulfil`,
          data: { lineItemId: r.id, requested: quantity, available: left },
        },
      };
    out.push({ id: r.id, quantity });
  }
  return { ok: true, value: out };
}

export type CollectabilityStatus =
  | 'COLLECTABLE'
  | 'NONCOLLECTABLE_ORDER_IS_CANCELLED'
  | 'NONCOLLECTABLE_ORDER_IS_PAID'
  | 'NONCOLLECTABLE_MISSING_PAYMENT_METHOD'
  | 'NONCOLLECTABLE_ORDER_IS_PENDING'
  | 'NONCOLLECTABLE_ORDER_IS_REJECTED';

/** Whether the shop can still collect a payment for the order (Wix's PaymentCollectabilityStatus). */
export function collectabilityOf(o: {
  status: string;
  paymentStatus: string;
  hasPaymentMethod: boolean;
  balance: bigint;
}): CollectabilityStatus {
  if (o.status === 'CANCELED') return 'NONCOLLECTABLE_ORDER_IS_CANCELLED';
  if (o.status === 'REJECTED') return 'NONCOLLECTABLE_ORDER_IS_REJECTED';
  if (o.status === 'PENDING' || o.status === 'INITIALIZED' || o.paymentStatus === 'PENDING')
    return 'NONCOLLECTABLE_ORDER_IS_PENDING';
  if (o.paymentStatus !== 'NOT_PAID' && o.paymentStatus !== 'PARTIALLY_PAID')
    return 'NONCOLLECTABLE_ORDER_IS_PAID';
  if (o.balance <= 0n) return 'NONCOLLECTABLE_ORDER_IS_PAID';
  if (!o.hasPaymentMethod) return 'NONCOLLECTABLE_MISSING_PAYMENT_METHOD';
  return 'COLLECTABLE';
}

/**
 * Whether the automatic cancel (shop setting unpaidOrderCancelDays) takes this order now: open, paid by bank
 * transfer and nothing of it paid, placed more than `days` days ago. Off (`days` null or 0): never.
 */
export function unpaidCancelDue(
  o: {
    status: string;
    paymentStatus: string;
    paymentMethod: Record<string, unknown> | null;
    createdDate: Date;
  },
  days: number | null,
  now: Date,
): boolean {
  if (!days || days <= 0) return false;
  return (
    o.status === 'APPROVED' &&
    o.paymentStatus === 'NOT_PAID' &&
    o.paymentMethod?.kind === 'BANK_TRANSFER' &&
    o.createdDate.getTime() < now.getTime() - days * 86_400_000
  );
}
