import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { orders } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { compileQuery, defineQueryFields, type QueryFieldDef } from '../../http/query';
import { page } from '../../http/paging';
import { elevated } from './access';
import { CHANNEL_TYPES, FULFILLMENT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './schemas';
import type { SearchOrdersBody, SearchOrdersReply } from './schemas-input';
import type { OrderDeps } from './service';
import { orderView } from './view';

/** Fields of orders a search may filter and sort on, under the Wix Order's names. */
const id: QueryFieldDef = { column: orders.id, type: 'uuid', sortable: true };
const created: QueryFieldDef = { column: orders.createdDate, type: 'date', sortable: true };
const updated: QueryFieldDef = { column: orders.updatedDate, type: 'date', sortable: true };
const total: QueryFieldDef = {
  column: sql`((${orders.priceSummary}->>'total')::numeric)`,
  type: 'decimal',
  sortable: true,
};

/** How the order reaches its buyer: shipped, picked up, or neither (nothing to deliver). */
export const DELIVERY_METHODS = ['SHIPPING', 'PICKUP', 'NONE'] as const;
const deliveryMethod: QueryFieldDef = {
  column: sql`(case when ${orders.shippingInfo} is null then 'NONE' when (${orders.shippingInfo}->'logistics'->'pickupDetails') is not null then 'PICKUP' else 'SHIPPING' end)`,
  type: 'enum',
  values: DELIVERY_METHODS,
};
/** The buyer's name as kept on the order (first and last, from the billing or delivery contact). */
const buyerName: QueryFieldDef = {
  column: sql`(coalesce(${orders.buyerInfo}->>'firstName', '') || ' ' || coalesce(${orders.buyerInfo}->>'lastName', ''))`,
  type: 'string',
};

export const orderFields = defineQueryFields(
  {
    id,
    _id: id,
    number: { column: orders.number, type: 'integer', sortable: true },
    createdDate: created,
    _createdDate: created,
    purchasedDate: created,
    updatedDate: updated,
    _updatedDate: updated,
    status: { column: orders.status, type: 'enum', values: ORDER_STATUSES, sortable: true },
    paymentStatus: { column: orders.paymentStatus, type: 'enum', values: PAYMENT_STATUSES, sortable: true },
    fulfillmentStatus: {
      column: orders.fulfillmentStatus,
      type: 'enum',
      values: FULFILLMENT_STATUSES,
      sortable: true,
    },
    archived: { column: orders.archived, type: 'boolean' },
    checkoutId: { column: orders.checkoutId, type: 'uuid' },
    currency: { column: orders.currency, type: 'string' },
    'buyerInfo.email': { column: orders.buyerEmail, type: 'string', sortable: true },
    'buyerInfo.memberId': { column: orders.buyerMemberId, type: 'uuid' },
    'buyerInfo.visitorId': { column: orders.buyerSubjectId, type: 'uuid' },
    'channelInfo.type': { column: orders.channelType, type: 'enum', values: CHANNEL_TYPES },
    'priceSummary.total.amount': total,
    'buyerInfo.name': buyerName,
    'shippingInfo.title': { column: sql`(${orders.shippingInfo}->>'title')`, type: 'string' },
    deliveryMethod,
  },
  { tiebreaker: orders.id, defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }] },
);

/** Which orders a caller may find: all for an elevated caller, else those it bought (as member or token). */
function scopeOf(caller: Caller): SQL | undefined {
  if (elevated(caller)) return undefined;
  const mine = [
    caller.memberId ? eq(orders.buyerMemberId, caller.memberId) : undefined,
    caller.subjectId ? eq(orders.buyerSubjectId, caller.subjectId) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return mine.length === 0 ? sql`false` : or(...mine);
}

/** POST /v1/orders/search: the catalog's query language over orders, cursor paging, newest first. */
export async function searchOrders(
  db: Db,
  deps: OrderDeps,
  caller: Caller,
  body: SearchOrdersBody,
): Promise<SearchOrdersReply> {
  const q = compileQuery(orderFields, body.search ?? {}, 'search');
  const where = and(scopeOf(caller), q.where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  const { items, metadata } = page(q, rows, { total: 0, tooManyToCount: true });
  return {
    orders: items.map((r) => orderView(r, deps.storefrontUrl)),
    metadata: {
      count: items.length,
      hasNext: metadata.cursors.next !== undefined,
      cursors: metadata.cursors,
    },
  };
}
