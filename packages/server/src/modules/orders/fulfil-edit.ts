import type { AppContext } from '../../context';
import type { StoredFulfillment } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { activity } from './create';
import { mailTracking } from './fulfil';
import { fulfillmentStatusOf, withoutFulfillment } from './rules';
import type { FulfillmentChangeReply, UpdateFulfillmentBody } from './schemas-fulfil';
import { orderView, type OrderRow } from './view';
import { applyWrite, lockedOrder } from './write';

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets' | 'mailer' | 'log'>;

const fulfillmentOf = (order: OrderRow, id: string): StoredFulfillment => {
  const found = order.fulfillments.find((f) => f.id.toLowerCase() === id.toLowerCase());
  if (!found) throw notFound('Fulfillment', id);
  return found;
};

const reply = (ctx: Ctx, row: OrderRow): FulfillmentChangeReply => ({
  orderWithFulfillments: { orderId: row.id, fulfillments: row.fulfillments },
  order: orderView(row, ctx.config.storefrontUrl),
});

/**
 * PATCH /v1/fulfillments/{fulfillmentId}/orders/{orderId} (elevated): corrects a fulfilment's tracking (a
 * wrong number, carrier or link) or removes it (null). Its lines stay: to change them, delete the fulfilment
 * and create another. A new tracking is recorded as an activity and mailed to the buyer.
 */
export async function updateFulfillment(
  ctx: Ctx,
  caller: Caller,
  params: { fulfillmentId: string; orderId: string },
  body: UpdateFulfillmentBody,
): Promise<FulfillmentChangeReply> {
  const { id, trackingInfo } = body.fulfillment;
  if (id !== undefined && id.toLowerCase() !== params.fulfillmentId.toLowerCase())
    throw new AppError(
      400,
      'FULFILLMENT_ID_MISMATCH',
      'The fulfillment id in the body differs from the one in the path',
    );
  const { row, fulfillment } = await ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, caller, params.orderId);
    const before = fulfillmentOf(order, params.fulfillmentId);
    const { trackingInfo: _old, ...rest } = before;
    const after: StoredFulfillment = trackingInfo ? { ...rest, trackingInfo } : rest;
    const next = await applyWrite(
      tx,
      order,
      {
        audit: 'order.fulfillment_updated',
        changes: {
          fulfillments: order.fulfillments.map((f) => (f === before ? after : f)),
          activities: [
            ...order.activities,
            activity(
              before.trackingInfo ? 'TRACKING_NUMBER_EDITED' : 'TRACKING_NUMBER_ADDED',
              trackingInfo ? { trackingInfo, fulfillmentId: before.id } : { fulfillmentId: before.id },
            ),
          ],
        },
      },
      ctx.config.storefrontUrl,
    );
    return { row: next, fulfillment: after };
  });
  if (fulfillment.trackingInfo) await mailTracking(ctx, row, fulfillment);
  return reply(ctx, row);
}

/**
 * DELETE /v1/fulfillments/{fulfillmentId}/orders/{orderId} (elevated): the fulfilment was a mistake. Its units
 * are to ship again, and the order's fulfillmentStatus is what the remaining fulfilments say.
 */
export async function deleteFulfillment(
  ctx: Ctx,
  caller: Caller,
  params: { fulfillmentId: string; orderId: string },
): Promise<FulfillmentChangeReply> {
  const row = await ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, caller, params.orderId);
    const gone = fulfillmentOf(order, params.fulfillmentId);
    const lines = withoutFulfillment(order.lines, gone.lineItems);
    const status = fulfillmentStatusOf(lines);
    const activities = [...order.activities];
    if (order.fulfillmentStatus === 'FULFILLED' && status !== 'FULFILLED')
      activities.push(activity('ORDER_NOT_FULFILLED', { fulfillmentId: gone.id }));
    return applyWrite(
      tx,
      order,
      {
        audit: 'order.fulfillment_deleted',
        changes: {
          lines,
          fulfillmentStatus: status,
          fulfillments: order.fulfillments.filter((f) => f !== gone),
          activities,
        },
      },
      ctx.config.storefrontUrl,
    );
  });
  return reply(ctx, row);
}
