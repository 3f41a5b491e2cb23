/**
 * The Today page's words and figures (pure): how long an order has waited, how soon one must go out, the
 * cards a person's permissions cover, and the last 30 days as the charts and their text summary show them.
 */
import type { FulfilUrgency, Sales } from '@atelier/sdk';
import { holds, type StaffPermission } from './admin-sections';

export type { OrdersToHandle, Sales, StockToHandle } from '@atelier/sdk';

/** "Placed today", "1 day waiting", "12 days waiting". */
export function waitingText(days: number): string {
  if (days <= 0) return 'Placed today';
  return days === 1 ? '1 day waiting' : `${days} days waiting`;
}

/** A mark beside an order to fulfil; undefined for one with no date soon. */
export function urgencyText(urgency: FulfilUrgency): string | undefined {
  return { LATE: 'Late', TODAY: 'Due today', TOMORROW: 'Due tomorrow', LATER: undefined }[urgency];
}

/** "3 more not shown" under a list that shows the first ones. */
export const moreText = (shown: number, total: number) =>
  total > shown ? `${total - shown} more not shown` : undefined;

export type TodayCard = 'awaiting-payment' | 'to-fulfil' | 'pickup' | 'low-stock' | 'back-in-stock' | 'sales';

/** The cards a person sees: the order cards and sales with orders:read, the stock cards with catalog:read. */
export function cardsFor(staff: { permissions: StaffPermission[] }): TodayCard[] {
  return [
    ...(holds(staff, 'orders:read') ? (['awaiting-payment', 'to-fulfil', 'pickup'] as const) : []),
    ...(holds(staff, 'catalog:read') ? (['low-stock', 'back-in-stock'] as const) : []),
    ...(holds(staff, 'orders:read') ? (['sales'] as const) : []),
  ];
}

export interface ChartDay {
  /** YYYY-MM-DD. */
  date: string;
  /** "Nov 27": the axis and the table. */
  label: string;
  revenue: number;
  revenueText: string;
  orders: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-27" -> "Nov 27" (a calendar date of the shop's zone: no zone arithmetic). */
export function dayLabel(date: string): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}`;
}

/** The days as the charts plot them: revenue as a number of the currency's units, and its text. */
export const chartDays = (sales: Pick<Sales, 'days'>): ChartDay[] =>
  sales.days.map((d) => ({
    date: d.date,
    label: dayLabel(d.date),
    revenue: Number(d.revenue.amount),
    revenueText: d.revenue.formattedAmount,
    orders: d.orders,
  }));

/** One sentence of the period, read before the charts (and by whoever does not see them). */
export function salesSummary(sales: Sales): string {
  if (sales.orders === 0) return 'No paid orders in the last 30 days.';
  const best = [...sales.days].sort(
    (a, b) => Number(b.revenue.amount) - Number(a.revenue.amount) || b.date.localeCompare(a.date),
  )[0]!;
  const orders = sales.orders === 1 ? '1 paid order' : `${sales.orders} paid orders`;
  return (
    `${sales.revenue.formattedAmount} from ${orders} in the last 30 days, ` +
    `${sales.averageOrderValue.formattedAmount} on average. ` +
    `Best day: ${dayLabel(best.date)}, ${best.revenue.formattedAmount}.`
  );
}
