import type { AppContext } from '../../context';
import type { StoredOrderLine } from '../../db/schema';
import type { Db } from '../../db/open';
import type { Caller } from '../../http/auth';
import { AppError } from '../../http/errors';
import { returnStock } from '../catalog';
import { money } from '../carts';
import { returnGiftCardRedemptions } from '../gift-cards';
import { activity, stockLinesOf } from './create';
import { sendOrderMail } from './mail';
import { paymentStatusOf } from './money-rules';
import { unitsToRestock } from './rules';
import { moneyState, transactionsOf } from './transactions';
import type { OrderReply } from './schemas';
import type { CancelOrderBody } from './schemas-input';
import { orderView, type OrderRow } from './view';
import { applyWrite, lockedOrder, refuse } from './write';

/**
 * Gives units of the lines back to stock inside the caller's transaction and counts them on the lines
 * (restockedQuantity). `units(line)` says how many of each; custom lines hold no stock.
 */
export async function restock(
  tx: Db,
  lines: StoredOrderLine[],
  units: (line: StoredOrderLine) => number,
): Promise<StoredOrderLine[]> {
  const back = lines.map((l) => (l.productId && l.variantId ? Math.min(units(l), unitsToRestock(l)) : 0));
  const stock = stockLinesOf(lines.map((l, i) => ({ ...l, quantity: back[i]! })));
  if (stock.length > 0) {
    const returned = await returnStock(tx, stock);
    if (!returned.ok)
      throw refuse('RESTOCK_NOT_POSSIBLE', 'The units cannot go back to stock', {
        lineItems: returned.shortfalls,
      });
  }
  return lines.map((l, i) =>
    back[i]! > 0 ? { ...l, restockedQuantity: l.restockedQuantity + back[i]! } : l,
  );
}

/**
 * POST /v1/orders/{id}/cancel: the order canceled, its units restocked when asked, what a gift card paid given
 * back to the card, the buyer mailed when asked. `revision` is the order as the caller saw it (409 ORDER_CHANGED
 * when it changed since); `guard` (the automatic cancel's) looks at the locked order first and throws to leave it
 * as it is.
 */
export async function cancelOrder(
  ctx: Pick<AppContext, 'db' | 'config' | 'secrets' | 'mailer' | 'log'>,
  caller: Caller,
  id: string,
  body: CancelOrderBody,
  { revision, guard }: { revision?: string; guard?: (order: OrderRow) => void } = {},
): Promise<OrderReply> {
  if (body.id !== undefined && body.id.toLowerCase() !== id.toLowerCase())
    throw new AppError(400, 'ORDER_ID_MISMATCH', 'The order id in the body differs from the one in the path');
  const customMessage = body.customMessage ?? undefined;
  const row = await ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, caller, id, revision);
    if (order.status === 'CANCELED') throw refuse('ORDER_ALREADY_CANCELED', 'This order is already canceled');
    guard?.(order);
    const lines = body.restockAllItems ? await restock(tx, order.lines, unitsToRestock) : order.lines;
    const restocked = lines.reduce(
      (s, l, i) => s + l.restockedQuantity - order.lines[i]!.restockedQuantity,
      0,
    );
    // What a gift card paid and no refund gave back goes back on the card (once, however often this runs).
    const giftCardBack = await returnGiftCardRedemptions(tx, order.id);
    // After a refund, the card's share given back here may leave nothing to refund: FULLY_REFUNDED.
    const state = moneyState({ ...order, status: 'CANCELED' }, await transactionsOf(tx, order.id));
    const paymentStatus = state.refunded > 0n ? paymentStatusOf(state) : order.paymentStatus;
    return applyWrite(
      tx,
      order,
      {
        audit: 'order.canceled',
        changes: {
          status: 'CANCELED',
          lines,
          paymentStatus,
          activities: [
            ...order.activities,
            activity('ORDER_CANCELED', {
              ...(customMessage ? { customMessage } : {}),
              ...(restocked > 0 ? { restockedQuantity: restocked } : {}),
              ...(giftCardBack > 0n ? { giftCardReturned: money(giftCardBack, order.currency).amount } : {}),
            }),
          ],
        },
        events: paymentStatus !== order.paymentStatus ? ['canceled', 'paymentStatusUpdated'] : ['canceled'],
      },
      ctx.config.storefrontUrl,
    );
  });
  if (body.sendOrderCanceledEmail)
    await sendOrderMail(ctx, 'ORDER_CANCELED', row, customMessage ? { customMessage } : {});
  return { order: orderView(row, ctx.config.storefrontUrl) };
}
