import type { AppContext } from '../../context';
import { recordChange } from '../audit';
import type { Db } from '../../db/open';
import type { Caller } from '../../http/auth';
import { visibleOrder } from './access';
import { createOrder } from './create';
import { sendDownloadsMail } from './download-mail';
import { draftFromInput } from './input';
import { insufficientStock, shortLinesFrom } from './short-stock';
import { collectabilityOf } from './rules';
import type { OrderReply } from './schemas';
import type { CollectabilityReply, CreateOrderBody } from './schemas-input';
import { orderById } from './store';
import { minorOf, moneyMoved, orderView } from './view';
import { money } from '../carts';

export interface OrderDeps {
  storefrontUrl: string;
}

/** GET /v1/orders/{id}: its buyer's or an elevated caller's; anyone else is answered 404. */
export async function getOrder(db: Db, deps: OrderDeps, caller: Caller, id: string): Promise<OrderReply> {
  const row = visibleOrder(caller, await orderById(db, id), id);
  return { order: orderView(row, deps.storefrontUrl) };
}

/**
 * POST /v1/orders (elevated): the merchant's lines, checked and priced, stock taken as for any order. One
 * with nothing to pay is paid already: its download links are mailed once it is committed.
 */
export async function createMerchantOrder(
  ctx: Pick<AppContext, 'db' | 'config' | 'secrets' | 'mailer' | 'log'>,
  body: CreateOrderBody,
): Promise<OrderReply> {
  const draft = await draftFromInput(ctx.db, body.order);
  const deps = { storefrontUrl: ctx.config.storefrontUrl, links: ctx };
  const result = await ctx.db.transaction(async (tx) => {
    const made = await createOrder(tx, draft, deps);
    if (made.ok)
      await recordChange(tx, 'order.created', { type: 'order', id: made.row.id }, undefined, {
        number: made.row.number,
        lineItems: made.row.lines.length,
        total: made.row.priceSummary.total,
      });
    return made;
  });
  if (!result.ok) throw insufficientStock(shortLinesFrom(draft.lines, result.shortfalls));
  await sendDownloadsMail(ctx, [], result.row);
  return { order: orderView(result.row, deps.storefrontUrl) };
}

/** GET /v1/payments-collector/orders/{ecomOrderId}/payment-collectability-status */
export async function paymentCollectability(
  db: Db,
  caller: Caller,
  id: string,
): Promise<CollectabilityReply> {
  const row = visibleOrder(caller, await orderById(db, id), id);
  const { paid } = moneyMoved(row);
  const total = minorOf(row, row.priceSummary.total);
  const balance = total > paid ? total - paid : 0n;
  const status = collectabilityOf({
    status: row.status,
    paymentStatus: row.paymentStatus,
    hasPaymentMethod: row.paymentMethod !== null,
    balance,
  });
  return {
    status,
    ...(status !== 'COLLECTABLE' ? { reason: status.replace(/^NONCOLLECTABLE_/, '') } : {}),
    amount: money(status === 'COLLECTABLE' ? balance : 0n, row.currency),
  };
}
