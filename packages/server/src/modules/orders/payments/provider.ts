import type { AppContext } from '../../../context';
import { money } from '../../carts';
import { recordPayment } from '../payments';
import { balanceOf, paymentStatusOf } from '../money-rules';
import { orderById, updateOrder } from '../store';
import {
  insertTransaction,
  moneyState,
  setTransactionStatus,
  transactionByProviderId,
  transactionsOf,
} from '../transactions';
import { activity } from '../create';
import { sendDownloadsMail } from '../download-mail';
import type { OrderRow } from '../view';
import { refuse } from '../write';

/**
 * Card payments go through a payment provider (Stripe, Adyen, Mollie, ...). Atelier ships none: nothing here
 * pretends a card was charged. A real provider implements this interface and is wired to two routes the
 * shop adds with it: one that starts the payment for the buyer's order, and the webhook the provider calls.
 *
 * The flow:
 * 1. `startPayment` asks the provider for a payment of the order's balance; Atelier records a PENDING
 *    PAYMENT transaction with the provider's id (`providerTransactionId`) and the order's payment status
 *    becomes PENDING. The buyer pays on the provider's page (`redirectUrl`).
 * 2. The provider calls the webhook. `verifyWebhook` checks its signature over the raw body (never trust an
 *    unsigned call) and says which transaction it is about and how it ended.
 * 3. `confirmProviderPayment` finds the transaction by (provider, providerTransactionId), under a row lock:
 *    APPROVED records the payment on the order (PAID, ORDER_PAID, the payment_status_updated event, download
 *    links); DECLINED/CANCELED puts the order back to NOT_PAID (PARTIALLY_PAID when a gift card paid a part). A repeated webhook finds the transaction
 *    already settled and changes nothing (the unique index on provider + providerTransactionId keeps one row).
 * 4. Refunds of such a payment call `refund`; until a provider says it can, its payments answer
 *    NOT_REFUNDABLE with PROVIDER_IS_DOWN (refunds.ts).
 */
export interface PaymentProvider {
  /** Stored on the transactions it makes (order_transactions.provider). */
  readonly id: string;
  startPayment(input: {
    orderId: string;
    orderNumber: string;
    amount: string;
    currency: string;
    buyerEmail?: string;
    returnUrl: string;
  }): Promise<{ providerTransactionId: string; redirectUrl: string }>;
  /** Checks the webhook's signature; undefined when the call is not the provider's. */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
  ): Promise<{ providerTransactionId: string; status: 'APPROVED' | 'DECLINED' | 'CANCELED' } | undefined>;
  refund(input: {
    providerTransactionId: string;
    amount: string;
    currency: string;
  }): Promise<{ providerRefundId: string; status: 'REFUNDED' | 'PENDING' | 'DECLINED' }>;
}

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets'>;

/** Step 1: a PENDING card payment of the order's balance, and where the buyer goes to pay it. */
export async function startCardPayment(
  ctx: Ctx,
  provider: PaymentProvider,
  order: OrderRow,
): Promise<{ redirectUrl: string }> {
  if (order.status === 'CANCELED') throw refuse('ORDER_CANCELED', 'A canceled order is not paid');
  const balance = balanceOf(moneyState(order, await transactionsOf(ctx.db, order.id)));
  if (balance === 0n) throw refuse('ORDER_ALREADY_PAID', 'This order is already paid');
  const amount = money(balance, order.currency).amount;
  const started = await provider.startPayment({
    orderId: order.id,
    orderNumber: String(order.number),
    amount,
    currency: order.currency,
    ...(order.buyerEmail ? { buyerEmail: order.buyerEmail } : {}),
    returnUrl: `${ctx.config.storefrontUrl}/success/${order.id}`,
  });
  await ctx.db.transaction(async (tx) => {
    await insertTransaction(tx, {
      orderId: order.id,
      kind: 'PAYMENT',
      status: 'PENDING',
      amount,
      currency: order.currency,
      method: 'CARD',
      provider: provider.id,
      providerTransactionId: started.providerTransactionId,
    });
    await updateOrder(tx, order.id, {
      paymentStatus: 'PENDING',
      activities: [...order.activities, activity('PAYMENT_PENDING', { amount })],
    });
  });
  return { redirectUrl: started.redirectUrl };
}

/** Step 3: the provider's verified word on a transaction; idempotent. Download links are mailed after commit. */
export async function confirmProviderPayment(
  ctx: Ctx & Pick<AppContext, 'mailer' | 'log'>,
  provider: PaymentProvider,
  event: { providerTransactionId: string; status: 'APPROVED' | 'DECLINED' | 'CANCELED' },
): Promise<OrderRow | undefined> {
  const settled = await ctx.db.transaction(async (tx) => {
    const payment = await transactionByProviderId(tx, provider.id, event.providerTransactionId);
    if (!payment || payment.status !== 'PENDING') return undefined;
    const order = await orderById(tx, payment.orderId, true);
    if (!order) return undefined;
    await setTransactionStatus(tx, payment.id, event.status);
    if (event.status !== 'APPROVED') {
      const type = event.status === 'DECLINED' ? 'PAYMENT_DECLINED' : 'PAYMENT_CANCELED';
      const left = await transactionsOf(tx, order.id);
      const row = await updateOrder(tx, order.id, {
        paymentStatus: paymentStatusOf(moneyState(order, left)),
        activities: [...order.activities, activity(type)],
      });
      return { before: order.lines, row };
    }
    const transactions = await transactionsOf(tx, order.id);
    const row = await recordPayment(ctx, tx, order, { ...payment, status: 'APPROVED' }, transactions);
    return { before: order.lines, row };
  });
  if (settled) await sendDownloadsMail(ctx, settled.before, settled.row);
  return settled?.row;
}
