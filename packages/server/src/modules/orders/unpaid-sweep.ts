import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { runWhileAppRuns } from '../../db/unoverlapped';
import type { Caller } from '../../http/auth';
import { AppError } from '../../http/errors';
import { asActor, systemActor } from '../audit';
import { readShopSettings } from '../shop-settings';
import { cancelOrder } from './cancel';
import { unpaidCancelDue } from './rules';
import { refuse } from './write';

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets' | 'mailer' | 'log'>;

/** The shop acting on its own orders: an elevated caller with no session or key behind it. */
const SHOP: Caller = { role: 'admin', actor: 'APP' };
const ACTOR = systemActor('unpaid-order-cancel', 'Automatic cancel of unpaid orders');

const CHUNK = 50;

const notDue = () => refuse('ORDER_NOT_DUE', 'This order is no longer due for the automatic cancel');

/**
 * Cancels the orders paid by bank transfer that are still unpaid `unpaidOrderCancelDays` after they were
 * placed (a shop setting; off, nothing happens). Each goes through the merchant's own cancel: its units back
 * to stock, what a gift card paid back on the card, the buyer mailed why, an audit entry naming the rule.
 * The order is looked at again under its row lock: one paid since, or canceled by another process's sweep,
 * is left alone, so two sweeps at once cancel each order once. Answers the orders it canceled.
 */
export async function cancelUnpaidOrders(ctx: Ctx, now = new Date()): Promise<string[]> {
  const { unpaidOrderCancelDays: days } = await readShopSettings(ctx.db, ctx);
  if (!days) return [];
  const before = new Date(now.getTime() - days * 86_400_000);
  const canceled: string[] = [];
  let after = { date: new Date(0).toISOString(), id: '00000000-0000-0000-0000-000000000000' };
  for (;;) {
    const due = await rowsOf<{ id: string; created_date: string | Date }>(
      ctx.db,
      sql`select id, created_date from orders
      where status = 'APPROVED' and payment_status = 'NOT_PAID' and payment_method->>'kind' = 'BANK_TRANSFER'
        and created_date < ${before.toISOString()}::timestamptz
        and (created_date, id) > (${after.date}::timestamptz, ${after.id}::uuid)
      order by created_date, id limit ${CHUNK}`,
    );
    for (const { id } of due) {
      try {
        await asActor(ACTOR, () =>
          cancelOrder(
            ctx,
            SHOP,
            id,
            {
              restockAllItems: true,
              sendOrderCanceledEmail: true,
              customMessage: `We did not receive the payment within ${days} days of the order, so it was canceled and the items returned to stock. If you still want them, you are welcome to order again.`,
            },
            {
              guard: (order) => {
                if (!unpaidCancelDue(order, days, now)) throw notDue();
              },
            },
          ),
        );
        canceled.push(id);
      } catch (error) {
        // Paid or canceled meanwhile (another sweep, the merchant): left as it is.
        if (error instanceof AppError && error.status === 409) continue;
        throw error;
      }
    }
    if (due.length < CHUNK) return canceled;
    const last = due.at(-1)!;
    after = { date: new Date(last.created_date).toISOString(), id: last.id };
  }
}

/** Runs the sweep while the app runs: hourly is soon enough for a rule counted in days. */
export function attachUnpaidOrderSweep(app: FastifyInstance, ctx: Ctx, everyMs = 3_600_000) {
  runWhileAppRuns(
    app,
    async () => {
      const canceled = await cancelUnpaidOrders(ctx);
      if (canceled.length > 0) app.log.info({ canceled }, 'canceled unpaid orders');
    },
    { everyMs, atReady: true, failure: 'canceling unpaid orders failed' },
  );
}
