import type { AppContext } from '../../context';
import type { Caller } from '../../http/auth';
import { activity } from './create';
import { sendOrderMail } from './mail';
import { balanceOf } from './money-rules';
import type { PaymentReminderReply } from './schemas-payments';
import { moneyState, transactionsOf } from './transactions';
import { orderView } from './view';
import { applyWrite, lockedOrder, refuse } from './write';

/**
 * POST /v1/orders/{id}/payment-reminder: mails the buyer of an unpaid order a reminder with the payment
 * instructions of the method chosen (the ORDER_PAYMENT_REMINDER template), and notes it on the order
 * (a PAYMENT_REMINDER_SENT activity) with its audit entry, in one transaction; the mail goes once it
 * committed, as every order mail does. Refused (409) for a canceled order, a paid one, and one without an
 * email to write to.
 */
export async function sendPaymentReminder(
  ctx: Pick<AppContext, 'db' | 'config' | 'secrets' | 'mailer' | 'log'>,
  caller: Caller,
  id: string,
): Promise<PaymentReminderReply> {
  const row = await ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, caller, id);
    if (order.status === 'CANCELED')
      throw refuse('ORDER_CANCELED', 'This order is canceled: there is nothing to pay');
    if (balanceOf(moneyState(order, await transactionsOf(tx, order.id))) === 0n)
      throw refuse('ORDER_ALREADY_PAID', 'This order is already paid');
    if (!order.buyerEmail)
      throw refuse('ORDER_HAS_NO_EMAIL', 'This order has no email address to send a reminder to');
    return applyWrite(
      tx,
      order,
      {
        audit: 'order.payment_reminder_sent',
        changes: {
          activities: [...order.activities, activity('PAYMENT_REMINDER_SENT', { email: order.buyerEmail })],
        },
      },
      ctx.config.storefrontUrl,
    );
  });
  await sendOrderMail(ctx, 'ORDER_PAYMENT_REMINDER', row);
  return { order: orderView(row, ctx.config.storefrontUrl), sentTo: row.buyerEmail ?? '' };
}
