/**
 * The dashboard's pure rules: how long an order has waited, which orders to fulfil come first, and the
 * days of the shop's time zone the last 30 days of sales are counted in. No I/O: the service reads the
 * rows (aggregated in SQL) and these decide their order and shape.
 */

export const DAY_MS = 86_400_000;

/**
 * At or below this many units a tracked variant is "low stock". The shop's pages say "Only n left" at the
 * same count (apps/storefront/lib/shop/catalog-view.ts LOW_STOCK); the catalog has no setting of its own.
 */
export const LOW_STOCK_UNITS = 3;

/** How many days of sales the dashboard shows. */
export const SALES_DAYS = 30;

/** Whole days an order has waited since it was placed: 0 during its first 24 hours. */
export function daysWaiting(placed: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - placed.getTime()) / DAY_MS));
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let found = dayFormatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dayFormatters.set(timeZone, found);
  }
  return found;
}

function wallClock(date: Date, timeZone: string) {
  const parts = Object.fromEntries(
    dayFormatter(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    utcOfWall: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the time zone. */
export const dayIn = (date: Date, timeZone: string): string => wallClock(date, timeZone).day;

/** The day `n` days after `day` (before it when negative), as a calendar counts. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The zone's offset from UTC at `date`, in milliseconds (whole seconds). */
const offsetAt = (date: Date, timeZone: string) =>
  wallClock(date, timeZone).utcOfWall - Math.floor(date.getTime() / 1000) * 1000;

/**
 * The first instant of `day` in the time zone: its midnight, or the first moment after it where a change
 * of clocks skips midnight.
 */
export function startOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  // Two passes settle the offset on either side of a change of clocks.
  let at = wall - offsetAt(new Date(wall), timeZone);
  at = wall - offsetAt(new Date(at), timeZone);
  // A day whose midnight does not exist starts later: step to its first instant.
  if (dayIn(new Date(at), timeZone) !== day) {
    const later = wall - offsetAt(new Date(at + 3 * 3_600_000), timeZone);
    at = dayIn(new Date(later), timeZone) === day ? later : at + 3_600_000;
  }
  // The instant before it must be on the day before (an offset found late would leave a gap).
  while (dayIn(new Date(at - 60_000), timeZone) === day) at -= 60_000;
  return new Date(at);
}

/** The `count` days ending with today in the time zone, oldest first. */
export function lastDays(now: Date, timeZone: string, count: number): string[] {
  const today = dayIn(now, timeZone);
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}

/** How soon an order must go out: its delivery passed, is today, is tomorrow, or later / undated. */
export type Urgency = 'LATE' | 'TODAY' | 'TOMORROW' | 'LATER';

/** What the order promised: a delivery slot (from, to) or a deliver-by date; neither when undated. */
export interface DeliveryPromise {
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * LATE: the promised time is over (the slot's end, or the deliver-by date, is before now). TODAY and
 * TOMORROW: the slot starts (or the date falls) on today's or tomorrow's day in the shop's time zone.
 */
export function urgencyOf(promise: DeliveryPromise, now: Date, timeZone: string): Urgency {
  const end = promise.to ?? promise.from;
  const start = promise.from ?? promise.to;
  if (!end || !start) return 'LATER';
  if (end.getTime() < now.getTime()) return 'LATE';
  const today = dayIn(now, timeZone);
  const day = dayIn(start, timeZone);
  if (day <= today) return 'TODAY';
  if (day === addDays(today, 1)) return 'TOMORROW';
  return 'LATER';
}

const RANK: Record<Urgency, number> = { LATE: 0, TODAY: 1, TOMORROW: 2, LATER: 3 };

export interface ToFulfil {
  id: string;
  createdDate: Date;
  promise: DeliveryPromise;
}

/**
 * The order the dashboard lists orders to fulfil in: late ones first, then today's and tomorrow's
 * deliveries, then the rest; within each, the earliest promise first (undated last), then the oldest order.
 */
export function fulfilOrder<T extends ToFulfil>(orders: readonly T[], now: Date, timeZone: string) {
  const keyed = orders.map((o) => ({
    order: o,
    urgency: urgencyOf(o.promise, now, timeZone),
    due: (o.promise.from ?? o.promise.to)?.getTime() ?? Number.POSITIVE_INFINITY,
  }));
  keyed.sort(
    (a, b) =>
      RANK[a.urgency] - RANK[b.urgency] ||
      a.due - b.due ||
      a.order.createdDate.getTime() - b.order.createdDate.getTime() ||
      (a.order.id < b.order.id ? -1 : a.order.id > b.order.id ? 1 : 0),
  );
  return keyed.map(({ order, urgency }) => ({ ...order, urgency }));
}

/** One day's sales of one currency, as SQL sums them (revenue in the currency's minor units). */
export interface DaySales {
  day: string;
  currency: string;
  orders: number;
  revenue: bigint;
}

export interface SalesSeries {
  currency: string;
  days: { day: string; orders: number; revenue: bigint }[];
  orders: number;
  revenue: bigint;
  /** Revenue / orders, rounded half up to the minor unit; 0 without orders. */
  average: bigint;
}

/**
 * The days given, each with its orders and revenue (0 on a day without sales), in the shop's main currency:
 * the one with the most orders over the period (a tie: the larger revenue, then the name). Sales in other
 * currencies are left out rather than added to it. `fallback` names the currency of a period without sales.
 */
export function salesSeries(
  rows: readonly DaySales[],
  days: readonly string[],
  fallback: string,
): SalesSeries {
  const byCurrency = new Map<string, { orders: number; revenue: bigint }>();
  for (const r of rows) {
    const c = byCurrency.get(r.currency) ?? { orders: 0, revenue: 0n };
    byCurrency.set(r.currency, { orders: c.orders + r.orders, revenue: c.revenue + r.revenue });
  }
  const [currency] = [...byCurrency.entries()].sort(
    ([an, a], [bn, b]) =>
      b.orders - a.orders ||
      (b.revenue > a.revenue ? 1 : b.revenue < a.revenue ? -1 : 0) ||
      an.localeCompare(bn),
  )[0] ?? [fallback];
  const perDay = new Map(rows.filter((r) => r.currency === currency).map((r) => [r.day, r]));
  const series = days.map((day) => ({
    day,
    orders: perDay.get(day)?.orders ?? 0,
    revenue: perDay.get(day)?.revenue ?? 0n,
  }));
  const orders = series.reduce((s, d) => s + d.orders, 0);
  const revenue = series.reduce((s, d) => s + d.revenue, 0n);
  const average = orders === 0 ? 0n : (revenue * 2n + BigInt(orders)) / (2n * BigInt(orders));
  return { currency, days: series, orders, revenue, average };
}

/** A variant's name from its choices ("Size: M, Color: Sand"); empty for a product without options. */
export const variantName = (choices: Record<string, string> | null | undefined): string =>
  Object.entries(choices ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
