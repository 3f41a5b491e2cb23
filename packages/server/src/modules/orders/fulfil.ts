import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { StoredFulfillment } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { AppError } from '../../http/errors';
import { visibleOrder } from './access';
import { activity } from './create';
import { sendOrderMail } from './mail';
import { fulfillmentStatusOf, planFulfillment } from './rules';
import type { CreateFulfillmentBody, CreateFulfillmentReply, FulfillmentsReply } from './schemas-fulfil';
import { orderById } from './store';
import { orderView, type OrderRow } from './view';
import { applyWrite, lockedOrder, refuse } from './write';

/**
 * Mails the buyer that a fulfilment's parcel is on its way, with its tracking when it has one (the shipping
 * mail); a fulfilment of digital or service lines only sends nothing.
 */
export async function mailTracking(
  ctx: Pick<AppContext, 'config' | 'secrets' | 'mailer' | 'log' | 'db'>,
  row: OrderRow,
  fulfillment: StoredFulfillment,
): Promise<void> {
  const physical = fulfillment.lineItems.some(
    (f) => row.lines.find((l) => l.id === f.id)?.itemType === 'PHYSICAL',
  );
  if (!physical) return;
  const { trackingInfo } = fulfillment;
  const tracking = trackingInfo
    ? {
        number: trackingInfo.trackingNumber,
        provider: trackingInfo.shippingProvider,
        ...(trackingInfo.trackingLink ? { link: trackingInfo.trackingLink } : {}),
      }
    : undefined;
  await sendOrderMail(ctx, 'ORDER_SHIPPED', row, tracking ? { tracking } : {});
}

/**
 * Fulfilment through the API (Wix's order fulfilments): units shipped, with the carrier's tracking; the
 * order's fulfillmentStatus follows its lines, and the buyer is mailed that the parcel is on its way.
 */
export async function createFulfillment(
  ctx: Pick<AppContext, 'db' | 'config' | 'secrets' | 'mailer' | 'log'>,
  caller: Caller,
  orderId: string,
  body: CreateFulfillmentBody,
  revision?: string,
): Promise<CreateFulfillmentReply> {
  const { lineItems, trackingInfo } = body.fulfillment;
  const { row, fulfillment } = await ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, caller, orderId, revision);
    if (order.status === 'CANCELED') throw refuse('ORDER_CANCELED', 'A canceled order is not fulfilled');
    const plan = planFulfillment(order.lines, lineItems);
    if (!plan.ok) {
      const { code, message, data } = plan.problem;
      throw new AppError(code === 'ORDER_ALREADY_FULFILLED' ? 409 : 400, code, message, message, data ?? {});
    }
    const shipped = new Map(plan.value.map((l) => [l.id, l.quantity]));
    const lines = order.lines.map((l) =>
      shipped.has(l.id) ? { ...l, fulfilledQuantity: l.fulfilledQuantity + shipped.get(l.id)! } : l,
    );
    const made: StoredFulfillment = {
      id: randomUUID(),
      createdDate: new Date().toISOString(),
      lineItems: plan.value,
      ...(trackingInfo ? { trackingInfo } : {}),
    };
    const status = fulfillmentStatusOf(lines);
    const activities = [...order.activities];
    if (trackingInfo) activities.push(activity('TRACKING_NUMBER_ADDED', { trackingInfo }));
    if (status === 'FULFILLED') activities.push(activity('ORDER_FULFILLED'));
    const next = await applyWrite(
      tx,
      order,
      {
        audit: 'order.fulfilled',
        changes: {
          lines,
          fulfillmentStatus: status,
          fulfillments: [...order.fulfillments, made],
          activities,
        },
      },
      ctx.config.storefrontUrl,
    );
    return { row: next, fulfillment: made };
  });
  await mailTracking(ctx, row, fulfillment);
  return {
    orderWithFulfillments: { orderId: row.id, fulfillments: row.fulfillments },
    fulfillmentId: fulfillment.id,
    order: orderView(row, ctx.config.storefrontUrl),
  };
}

/** GET /v1/fulfillments/orders/{orderId}: the order's fulfilments, for its buyer or the shop. */
export async function listFulfillments(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  orderId: string,
): Promise<FulfillmentsReply> {
  const row = visibleOrder(caller, await orderById(ctx.db, orderId), orderId);
  return { orderWithFulfillments: { orderId: row.id, fulfillments: row.fulfillments } };
}
