import type { Db } from '../../db/open';
import type { Caller } from '../../http/auth';
import { AppError, invalidField } from '../../http/errors';
import { activity } from './create';
import { contactOf } from './input';
import type { OrderReply } from './schemas';
import type { UpdateOrderBody } from './schemas-input';
import type { OrderDeps } from './service';
import type { OrderChanges } from './store';
import { orderView } from './view';
import { applyWrite, lockedOrder } from './write';

/** PATCH /v1/orders/{order.id}: who bought, where it goes, notes and archiving (never lines or money). */

const MASKABLE = [
  'buyerNote',
  'archived',
  'buyerInfo',
  'buyerInfo.email',
  'billingInfo',
  'billingInfo.address',
  'billingInfo.contactDetails',
  'recipientInfo',
  'recipientInfo.address',
  'recipientInfo.contactDetails',
  'shippingInfo',
  'shippingInfo.logistics',
  'shippingInfo.logistics.shippingDestination',
] as const;

/** The top-level groups a mask names (`billingInfo.address` -> billingInfo); every path must be maskable. */
function maskedGroups(mask: UpdateOrderBody['fieldMask'], order: UpdateOrderBody['order']): Set<string> {
  const paths =
    mask === undefined
      ? Object.keys(order).filter((k) => k !== 'id')
      : (typeof mask === 'string' ? mask.split(',') : mask.paths).map((p) => p.trim()).filter(Boolean);
  const groups = new Set<string>();
  for (const path of paths) {
    const clean = path.replace(/^order\./, '');
    if (!(MASKABLE as readonly string[]).includes(clean))
      throw invalidField(
        'fieldMask',
        'FIELD_NOT_ALLOWED',
        `cannot change ${clean}: an update changes ${MASKABLE.join(', ')}`,
      );
    groups.add(clean.split('.')[0]!);
  }
  return groups;
}

/** A group replaced by what the order gives, or merged part by part when the mask names parts of it. */
export async function updateOrderFields(
  db: Db,
  deps: OrderDeps,
  caller: Caller,
  pathId: string,
  body: UpdateOrderBody,
  queryMask: string | undefined,
  revision?: string,
): Promise<OrderReply> {
  const { order } = body;
  if (order.id !== undefined && order.id.toLowerCase() !== pathId.toLowerCase())
    throw new AppError(400, 'ORDER_ID_MISMATCH', 'The order id in the body differs from the one in the path');
  const groups = maskedGroups(body.fieldMask ?? queryMask, order);
  return db.transaction(async (tx) => {
    const row = await lockedOrder(tx, caller, pathId, revision);
    const changes: OrderChanges = {};
    const activities = [...row.activities];
    if (groups.has('buyerNote')) changes.buyerNote = order.buyerNote ?? null;
    if (groups.has('archived')) changes.archived = order.archived ?? false;
    if (
      groups.has('buyerInfo') &&
      order.buyerInfo?.email !== undefined &&
      order.buyerInfo.email !== row.buyerEmail
    ) {
      changes.buyerEmail = order.buyerInfo.email;
      changes.buyerInfo = { ...row.buyerInfo, email: order.buyerInfo.email };
      activities.push(activity('EMAIL_EDITED'));
    }
    if (groups.has('billingInfo'))
      changes.billingInfo = { ...row.billingInfo, ...contactOf(order.billingInfo ?? {}) };
    if (groups.has('recipientInfo'))
      changes.recipientInfo = { ...row.recipientInfo, ...contactOf(order.recipientInfo ?? {}) };
    const destination = order.shippingInfo?.logistics?.shippingDestination;
    if (groups.has('shippingInfo') && destination) {
      if (!row.shippingInfo)
        throw invalidField('order.shippingInfo', 'VALIDATION', 'this order has no shipping to change');
      const logistics = (row.shippingInfo.logistics ?? {}) as Record<string, unknown>;
      const before = (logistics.shippingDestination ?? {}) as Record<string, unknown>;
      changes.shippingInfo = {
        ...row.shippingInfo,
        logistics: { ...logistics, shippingDestination: { ...before, ...contactOf(destination) } },
      };
      activities.push(activity('SHIPPING_ADDRESS_EDITED'));
    }
    if (activities.length !== row.activities.length) changes.activities = activities;
    const next = await applyWrite(tx, row, { audit: 'order.updated', changes }, deps.storefrontUrl);
    return { order: orderView(next, deps.storefrontUrl) };
  });
}
