import { sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { minorUnitsOf, money } from '../carts';
import { readShopSettings } from '../shop-settings';
import { lastDays, SALES_DAYS, salesSeries, startOfDay } from './rules';
import type { SalesReply } from './schemas';

type Ctx = Pick<AppContext, 'db' | 'config'>;

const TOP = 5;
/** The currency of a shop without a sale in the period (the catalog's default). */
const FALLBACK_CURRENCY = 'USD';

const amount = (minor: bigint, currency: string) => {
  const m = money(minor, currency);
  return { amount: m.amount, formattedAmount: m.formattedAmount };
};

/**
 * What counts as a sale: an order that is not canceled and is paid (PAID, or PARTIALLY_REFUNDED: paid,
 * then partly given back), counted on the day it was placed in the shop's time zone, for its total
 * (after discounts, with shipping and tax, before any refund). Unpaid bank transfers count once paid.
 */
const COUNTED = sql`o.status <> 'CANCELED' and o.payment_status in ('PAID', 'PARTIALLY_REFUNDED')`;

/**
 * GET /v1/dashboard/sales: the last 30 days (today included) of the shop's time zone, day by day: orders
 * and revenue, their average, and the products that sold most, by revenue and by units. Summed in SQL
 * over the orders of the period (the created-date index); the days without sales are filled in here.
 */
export async function salesOfLastDays(ctx: Ctx, now = new Date()): Promise<Static<typeof SalesReply>> {
  const { db } = ctx;
  const { timeZone } = await readShopSettings(db, ctx);
  const days = lastDays(now, timeZone, SALES_DAYS);
  const since = startOfDay(days[0]!, timeZone);
  const inPeriod = sql`${COUNTED} and o.created_date >= ${since.toISOString()}::timestamptz`;
  const perDay = await rowsOf<{ day: string; currency: string; orders: number; revenue: string }>(
    db,
    sql`select to_char(o.created_date at time zone ${timeZone}, 'YYYY-MM-DD') as day, o.currency,
      count(*)::int as orders, sum((o.price_summary->>'total')::numeric)::text as revenue
    from orders o where ${inPeriod} group by 1, 2`,
  );
  const series = salesSeries(
    perDay.map((r) => ({
      day: r.day,
      currency: r.currency,
      orders: Number(r.orders),
      revenue: minorUnitsOf(r.revenue, r.currency),
    })),
    days,
    FALLBACK_CURRENCY,
  );
  const { currency } = series;
  const top = (by: SQL) =>
    rowsOf<{ product_id: string | null; name: string; units: number; revenue: string }>(
      db,
      sql`select l->>'productId' as product_id, min(l->>'name') as name,
        sum((l->>'quantity')::int)::int as units, sum((l->>'lineTotal')::numeric)::text as revenue
      from orders o cross join lateral jsonb_array_elements(o.lines) l
      where ${inPeriod} and o.currency = ${currency}
      group by l->>'productId', case when l->>'productId' is null then l->>'name' end
      order by ${by} limit ${TOP}`,
    );
  const view = (r: Awaited<ReturnType<typeof top>>[number]) => ({
    ...(r.product_id ? { productId: r.product_id } : {}),
    name: r.name,
    units: Number(r.units),
    revenue: amount(minorUnitsOf(r.revenue, currency), currency),
  });
  const byRevenue = await top(sql`sum((l->>'lineTotal')::numeric) desc, 2`);
  const byUnits = await top(sql`sum((l->>'quantity')::int) desc, 2`);
  return {
    sales: {
      timeZone,
      currency,
      days: series.days.map((d) => ({ date: d.day, orders: d.orders, revenue: amount(d.revenue, currency) })),
      orders: series.orders,
      revenue: amount(series.revenue, currency),
      averageOrderValue: amount(series.average, currency),
      topByRevenue: byRevenue.map(view),
      topByUnits: byUnits.map(view),
    },
  };
}
