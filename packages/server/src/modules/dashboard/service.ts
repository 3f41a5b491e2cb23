import { sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { minorUnitsOf, money } from '../carts';
import { readShopSettings } from '../shop-settings';
import { daysWaiting, fulfilOrder, LOW_STOCK_UNITS, variantName } from './rules';
import type { OrdersToHandleReply, StockLevelsReply, StockToHandleReply } from './schemas';

/**
 * What needs doing now, for the dashboard's Today page. Each list is filtered, counted and limited in SQL
 * (partial indexes of migration 0033 keep the open orders a small range, however many orders are done);
 * only the orders to fulfil are put in order here, by the rules (late first), so all of them are read.
 */

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** How many entries each list shows; `total` says how many there are. */
export const LIST_LIMIT = 25;

const amountOf = (minor: bigint, currency: string) => {
  const m = money(minor, currency);
  return { amount: m.amount, formattedAmount: m.formattedAmount };
};
const amount = (text: string | null, currency: string) =>
  amountOf(minorUnitsOf(text ?? '0', currency), currency);

const iso = (v: unknown): string | undefined => {
  if (v === null || v === undefined || v === '') return undefined;
  const d = new Date(v as string);
  return isNaN(d.getTime()) ? undefined : d.toISOString();
};

interface OrderBase {
  id: string;
  number: string | number;
  created_date: Date | string;
  buyer_info: Record<string, unknown>;
  buyer_email: string | null;
  total: string;
  currency: string;
}

const buyerName = (row: OrderBase) => {
  const name = [row.buyer_info.firstName, row.buyer_info.lastName]
    .filter((p) => typeof p === 'string' && p)
    .join(' ');
  return name || row.buyer_email || '';
};

const orderFields = (row: OrderBase) => ({
  id: row.id,
  number: String(row.number),
  createdDate: iso(row.created_date)!,
  buyerName: buyerName(row),
  ...(row.buyer_email ? { buyerEmail: row.buyer_email } : {}),
  total: amount(row.total, row.currency),
});

const BASE = sql`o.id, o.number, o.created_date, o.buyer_info, o.buyer_email,
  o.price_summary->>'total' as total, o.currency`;

/** An open order: placed and not canceled (the partial indexes' own condition). */
const OPEN = sql`o.status = 'APPROVED'`;
/** Paid in full (refunds aside): ready to go out. */
const PAID = sql`o.payment_status in ('PAID', 'PARTIALLY_REFUNDED')`;
const PICKUP = sql`(o.shipping_info->'logistics'->'pickupDetails') is not null`;
const UNFULFILLED = sql`o.fulfillment_status <> 'FULFILLED'`;

/**
 * Bank transfers awaiting payment (oldest first), orders to fulfil (late first), and pickups ready to collect.
 * A bank transfer awaits payment while the order is open and not paid in full; an order is to fulfil once
 * paid and not fulfilled (shipped ones; pickups are their own list), and a pickup is ready once paid, or
 * straight away when it is paid on pickup.
 */
export async function ordersToHandle(
  ctx: Ctx,
  now = new Date(),
): Promise<Static<typeof OrdersToHandleReply>> {
  const { db } = ctx;
  const shop = await readShopSettings(db, ctx);
  const awaitingWhere = sql`${OPEN} and o.payment_status in ('NOT_PAID', 'PARTIALLY_PAID')
    and o.payment_method->>'kind' = 'BANK_TRANSFER'`;
  const awaiting = await rowsOf<
    OrderBase & { paid: string | null; method_title: string | null; reminded: string | null; n: number }
  >(
    db,
    sql`select ${BASE}, o.payment_method->>'title' as method_title,
      (select sum(t.amount::numeric) from order_transactions t
        where t.order_id = o.id and t.kind = 'PAYMENT' and t.status = 'APPROVED')::text as paid,
      (select max(a->>'createdDate') from jsonb_array_elements(o.activities) a
        where a->>'type' = 'PAYMENT_REMINDER_SENT') as reminded,
      count(*) over ()::int as n
    from orders o where ${awaitingWhere}
    order by o.created_date, o.id limit ${LIST_LIMIT}`,
  );
  const fulfilRows = await rowsOf<
    OrderBase & {
      title: string | null;
      slot_from: string | null;
      slot_to: string | null;
      by_date: string | null;
    }
  >(
    db,
    sql`select ${BASE}, o.shipping_info->>'title' as title,
      o.shipping_info->'logistics'->'deliveryTimeSlot'->>'from' as slot_from,
      o.shipping_info->'logistics'->'deliveryTimeSlot'->>'to' as slot_to,
      o.shipping_info->'logistics'->>'deliverByDate' as by_date
    from orders o where ${OPEN} and ${UNFULFILLED} and ${PAID} and not ${PICKUP}`,
  );
  const pickups = await rowsOf<OrderBase & { title: string | null; paid: boolean; n: number }>(
    db,
    sql`select ${BASE}, o.shipping_info->>'title' as title, (${PAID}) as paid, count(*) over ()::int as n
    from orders o where ${OPEN} and ${UNFULFILLED} and ${PICKUP}
      and (${PAID} or o.payment_method->>'kind' = 'PAY_ON_PICKUP')
    order by o.created_date, o.id limit ${LIST_LIMIT}`,
  );
  const dated = (v: string | null) => (iso(v) ? new Date(iso(v)!) : undefined);
  const toFulfil = fulfilOrder(
    fulfilRows.map((r) => {
      const from = dated(r.slot_from) ?? dated(r.by_date);
      const to = dated(r.slot_to) ?? dated(r.by_date);
      return { row: r, id: r.id, createdDate: new Date(iso(r.created_date)!), promise: { from, to } };
    }),
    now,
    shop.timeZone,
  );
  return {
    awaitingPayment: {
      total: awaiting[0]?.n ?? 0,
      orders: awaiting.map((r) => {
        const due = minorUnitsOf(r.total, r.currency) - minorUnitsOf(r.paid ?? '0', r.currency);
        return {
          ...orderFields(r),
          daysWaiting: daysWaiting(new Date(iso(r.created_date)!), now),
          amountDue: amountOf(due > 0n ? due : 0n, r.currency),
          paymentMethodTitle: r.method_title ?? 'Bank transfer',
          ...(iso(r.reminded) ? { lastReminderDate: iso(r.reminded)! } : {}),
        };
      }),
    },
    toFulfil: {
      total: toFulfil.length,
      orders: toFulfil.slice(0, LIST_LIMIT).map(({ row, urgency, promise }) => ({
        ...orderFields(row),
        urgency,
        ...(row.title ? { deliveryTitle: row.title } : {}),
        ...(promise.from ? { dueFrom: promise.from.toISOString() } : {}),
        ...(promise.to ? { dueTo: promise.to.toISOString() } : {}),
      })),
    },
    readyForPickup: {
      total: pickups[0]?.n ?? 0,
      orders: pickups.map((r) => ({
        ...orderFields(r),
        paid: r.paid === true,
        ...(r.title ? { pickupTitle: r.title } : {}),
      })),
    },
  };
}

interface StockRow {
  product_id: string;
  variant_id: string;
  name: string;
  choices: Record<string, string>;
  sku: string | null;
  quantity: number;
  visible: boolean;
  revision: number;
  n: number;
}

/**
 * Tracked variants, fewest units first (then product name and the variant's place): the low-stock list of
 * Today (`low`: shown ones at or below the threshold) and the stock page's list (any tracked variant,
 * `search` in the product's name or the variant's SKU). Each row carries the count of all that match.
 */
function stockRows(db: Ctx['db'], q: { low: boolean; search?: string; offset: number; limit: number }) {
  const low = q.low ? sql`and v.quantity <= ${LOW_STOCK_UNITS} and v.visible` : sql``;
  const pattern = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const search = pattern
    ? sql`and (p.name ilike ${pattern} or coalesce(v.sku, p.sku) ilike ${pattern})`
    : sql``;
  return rowsOf<StockRow>(
    db,
    sql`select v.product_id, v.id as variant_id, p.name, v.choices, coalesce(v.sku, p.sku) as sku, v.quantity,
      v.visible, p.revision, count(*) over ()::int as n
    from product_variants v join products p on p.id = v.product_id
    where v.quantity is not null and p.track_inventory ${low} ${search}
    order by v.quantity, p.name, v.position, v.id limit ${q.limit} offset ${q.offset}`,
  );
}

/** The stock page: tracked variants, fewest units first, a page of them and how many there are. */
export async function stockLevels(
  ctx: Ctx,
  q: { low?: boolean; search?: string; offset?: number; limit?: number },
): Promise<Static<typeof StockLevelsReply>> {
  const search = q.search?.trim();
  const rows = await stockRows(ctx.db, {
    low: q.low ?? false,
    ...(search ? { search } : {}),
    offset: q.offset ?? 0,
    limit: q.limit ?? 50,
  });
  return {
    threshold: LOW_STOCK_UNITS,
    total: rows[0]?.n ?? (q.offset ? await countOf(ctx, q.low ?? false, search) : 0),
    variants: rows.map((r) => ({
      productId: r.product_id,
      variantId: r.variant_id,
      productName: r.name,
      variantName: variantName(r.choices),
      ...(r.sku ? { sku: r.sku } : {}),
      quantity: Number(r.quantity),
      visible: r.visible,
      revision: Number(r.revision),
    })),
  };
}

/** How many match when the page asked for lies past the end (its rows carry no count). */
async function countOf(ctx: Ctx, low: boolean, search: string | undefined) {
  const first = await stockRows(ctx.db, { low, ...(search ? { search } : {}), offset: 0, limit: 1 });
  return first[0]?.n ?? 0;
}

/**
 * Tracked variants shown to shoppers at or below the low-stock threshold (fewest units first), and the
 * variants members wait for (most waited for first: the waiting requests' partial index).
 */
export async function stockToHandle(ctx: Ctx): Promise<Static<typeof StockToHandleReply>> {
  const { db } = ctx;
  const low = await stockRows(db, { low: true, offset: 0, limit: LIST_LIMIT });
  const waiting = await rowsOf<{
    product_id: string;
    variant_id: string;
    name: string | null;
    choices: Record<string, string> | null;
    waiting: number;
    n: number;
  }>(
    db,
    sql`select w.product_id, w.variant_id, p.name, v.choices, w.waiting, count(*) over ()::int as n
    from (select product_id, variant_id, count(*)::int as waiting from back_in_stock_requests
          where notified_date is null group by product_id, variant_id) w
      join products p on p.id = w.product_id
      left join product_variants v on v.product_id = w.product_id and v.id = w.variant_id
    order by w.waiting desc, p.name limit ${LIST_LIMIT}`,
  );
  return {
    lowStock: {
      threshold: LOW_STOCK_UNITS,
      total: low[0]?.n ?? 0,
      variants: low.map((r) => ({
        productId: r.product_id,
        variantId: r.variant_id,
        productName: r.name,
        variantName: variantName(r.choices),
        quantity: Number(r.quantity),
      })),
    },
    backInStock: {
      total: waiting[0]?.n ?? 0,
      variants: waiting.map((r) => ({
        productId: r.product_id,
        variantId: r.variant_id,
        productName: r.name ?? '',
        variantName: variantName(r.choices),
        waiting: Number(r.waiting),
      })),
    },
  };
}
