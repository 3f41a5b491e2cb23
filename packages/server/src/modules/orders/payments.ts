import type { AppContext } from '../../context';
import type { Caller } from '../../http/auth';
import { money } from '../carts';
import { visibleOrder } from './access';
import { activity } from './create';
import { digitalLinks } from './digital';
import { sendDownloadsMail } from './download-mail';
import { balanceOf, GIFT_CARD_METHOD, OFFLINE_METHODS, paymentStatusOf } from './money-rules';
import type { OrderReply } from './schemas';
import type { MarkAsPaidBody, TransactionsReply } from './schemas-payments';
import { invalidField } from '../../http/errors';
import { toScaled } from '../../lib/money';
import { currencyDigits } from '../pricing';
import { orderById } from './store';
import { insertTransaction, moneyState, transactionsOf, type TransactionRow } from './transactions';
import { minorOf, orderView, type OrderRow } from './view';
import { applyWrite, auditOrder, lockedOrder, refuse } from './write';

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets'>;

/**
 * Records an approved payment on a locked order and moves its payment status: ORDER_PAID activity (or
 * ORDER_PARTIALLY_PAID), ecom.order.payment_status_updated, and the download links of digital lines once
 * it is paid. Shared by the merchant's mark-as-paid and a card provider's confirmation.
 */
export async function recordPayment(
  ctx: Ctx,
  tx: Ctx['db'],
  order: OrderRow,
  payment: TransactionRow,
  transactions: TransactionRow[],
): Promise<OrderRow> {
  const state = moneyState(order, [...transactions.filter((t) => t.id !== payment.id), payment]);
  const paymentStatus = paymentStatusOf(state);
  const type = paymentStatus === 'PAID' ? 'ORDER_PAID' : 'ORDER_PARTIALLY_PAID';
  const now = new Date();
  return applyWrite(
    tx,
    order,
    {
      changes: {
        paymentStatus,
        activities: [...order.activities, activity(type, { amount: payment.amount, method: payment.method })],
        ...(paymentStatus === 'PAID' ? { lines: digitalLinks(ctx, order, now) } : {}),
      },
      events: paymentStatus !== order.paymentStatus ? ['paymentStatusUpdated'] : [],
    },
    ctx.config.storefrontUrl,
  );
}

/** A bank statement's credit that pays an order (reconciliation): what it says, kept on the payment. */
export interface BankCredit {
  /** Decimal text: must be what the order still owes. */
  amount: string;
  reference: string;
  date: string;
  /** Its line in the statement. */
  line: number;
}

const sameCredit = (t: TransactionRow, credit: BankCredit) => {
  const kept = t.details.bankCredit as Partial<BankCredit> | undefined;
  return (
    t.kind === 'PAYMENT' &&
    t.status === 'APPROVED' &&
    kept?.reference === credit.reference &&
    kept.date === credit.date &&
    kept.amount === credit.amount
  );
};

/**
 * POST /v1/orders/{id}/mark-as-paid (elevated): the balance (or `body.amount`) paid offline, as an APPROVED
 * payment with the bank's reference; once committed, the buyer is mailed the download links it made. A second
 * call finds nothing to pay (409); `revision` is the order as the caller saw it (409 ORDER_CHANGED if older).
 * With a bank credit (reconciliation), the credit must be what the order owes (AMOUNT_CHANGED otherwise)
 * and is kept on the payment; the same credit again finds it (CREDIT_ALREADY_RECORDED), never pays twice.
 */
export async function markAsPaid(
  ctx: Ctx & Pick<AppContext, 'mailer' | 'log'>,
  caller: Caller,
  id: string,
  body: MarkAsPaidBody = {},
  { revision, credit }: { revision?: string; credit?: BankCredit } = {},
): Promise<OrderReply> {
  const { before, row } = await ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, caller, id, revision);
    const number = { orderNumber: order.number };
    if (order.status === 'CANCELED') throw refuse('ORDER_CANCELED', 'A canceled order is not paid', number);
    const transactions = await transactionsOf(tx, order.id);
    if (credit && transactions.some((t) => sameCredit(t, credit)))
      throw refuse('CREDIT_ALREADY_RECORDED', 'This credit already paid the order', number);
    const state = moneyState(order, transactions);
    if (state.refunded > 0n) throw refuse('ORDER_REFUNDED', 'A refunded order is not paid again', number);
    const balance = balanceOf(state);
    if (balance === 0n) throw refuse('ORDER_ALREADY_PAID', 'This order is already paid', number);
    if (credit && minorOf(order, credit.amount) !== balance) {
      const owed = money(balance, order.currency);
      throw refuse('AMOUNT_CHANGED', `The order now owes ${owed.formattedAmount}, not ${credit.amount}`, {
        ...number,
        owed: owed.amount,
      });
    }
    const amount = credit ? balance : paymentAmount(order, balance, body.amount?.amount);
    const kind = typeof order.paymentMethod?.kind === 'string' ? order.paymentMethod.kind : 'MANUAL';
    const payment = await insertTransaction(tx, {
      orderId: order.id,
      kind: 'PAYMENT',
      status: 'APPROVED',
      amount: money(amount, order.currency).amount,
      currency: order.currency,
      method: OFFLINE_METHODS.includes(kind) ? kind : 'MANUAL',
      details: {
        markedBy: caller.clientId ?? caller.memberId ?? 'shop',
        ...(body.reference ? { reference: body.reference } : {}),
        ...(credit ? { bankCredit: credit } : {}),
      },
    });
    const paid = await recordPayment(ctx, tx, order, payment, transactions);
    await auditOrder(
      tx,
      'order.marked_paid',
      order,
      paid,
      ctx.config.storefrontUrl,
      credit ? { bankCredit: credit } : undefined,
    );
    return { before: order.lines, row: paid };
  });
  await sendDownloadsMail(ctx, before, row);
  return { order: orderView(row, ctx.config.storefrontUrl) };
}

/** The amount a merchant marks paid: what was given (more than 0, at most the balance), else the balance. */
function paymentAmount(order: OrderRow, balance: bigint, given: string | undefined): bigint {
  if (given === undefined) return balance;
  const digits = currencyDigits(order.currency);
  const amount = toScaled(given, digits);
  if (amount === undefined)
    throw invalidField('amount.amount', 'DECIMAL_MAX_SCALE', `at most ${digits} decimal places`);
  if (amount <= 0n) throw invalidField('amount.amount', 'DECIMAL_GT', 'must be more than 0');
  if (amount > balance)
    throw invalidField(
      'amount.amount',
      'DECIMAL_LTE',
      `must be at most the balance, ${money(balance, order.currency).amount}`,
      { balance: money(balance, order.currency).amount },
    );
  return amount;
}

const moneyOf = (row: OrderRow, amount: string) => money(minorOf(row, amount), row.currency);

/** Which card a gift card payment came from (transactions.ts recordGiftCardPayment). */
const giftCardDetails = (t: TransactionRow) => ({
  giftCardId: typeof t.details.giftCardId === 'string' ? t.details.giftCardId : '',
  ...(typeof t.details.giftCardCode === 'string' ? { obfuscatedCode: t.details.giftCardCode } : {}),
});

/** GET /v1/payments/orders/{orderId}: the order's payments and refunds (Wix's order transactions). */
export async function listTransactions(
  ctx: Ctx,
  caller: Caller,
  orderId: string,
): Promise<TransactionsReply> {
  const row = visibleOrder(caller, await orderById(ctx.db, orderId), orderId);
  const transactions = await transactionsOf(ctx.db, row.id);
  return {
    orderTransactions: {
      orderId: row.id,
      payments: transactions
        .filter((t) => t.kind === 'PAYMENT')
        .map((t) => ({
          id: t.id,
          createdDate: t.createdDate.toISOString(),
          amount: moneyOf(row, t.amount),
          refundDisabled: false,
          regularPaymentDetails: {
            paymentMethod: t.method,
            offlinePayment: OFFLINE_METHODS.includes(t.method),
            status: t.status,
            ...(t.providerTransactionId ? { providerTransactionId: t.providerTransactionId } : {}),
            ...(typeof t.details.reference === 'string' ? { reference: t.details.reference } : {}),
          },
          ...(t.method === GIFT_CARD_METHOD ? { giftCardPaymentDetails: giftCardDetails(t) } : {}),
        })),
      refunds: transactions
        .filter((t) => t.kind === 'REFUND')
        .map((t) => ({
          id: t.id,
          createdDate: t.createdDate.toISOString(),
          transactions: [
            {
              paymentId: typeof t.details.paymentId === 'string' ? t.details.paymentId : '',
              amount: moneyOf(row, t.amount),
              refundStatus: t.status === 'REFUNDED' ? 'SUCCEEDED' : t.status,
              externalRefund: OFFLINE_METHODS.includes(t.method),
            },
          ],
          details: {
            items: Array.isArray(t.details.items)
              ? (t.details.items as { lineItemId: string; quantity: number }[])
              : [],
            shippingIncluded: t.details.shippingIncluded === true,
            ...(typeof t.details.reason === 'string' ? { reason: t.details.reason } : {}),
          },
        })),
    },
  };
}
