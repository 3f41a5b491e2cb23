import type { AppContext } from '../../context';
import type { Caller } from '../../http/auth';
import { AppError } from '../../http/errors';
import { money } from '../carts';
import { currencyDigits } from '../pricing';
import { toScaled } from '../../lib/money';
import { restock } from './cancel';
import { activity } from './create';
import { giftCardRedemptionsOf, giveBackToGiftCard } from '../gift-cards';
import type { Db } from '../../db/open';
import {
  GIFT_CARD_METHOD,
  OFFLINE_METHODS,
  paymentStatusOf,
  planRefund,
  refundabilityOf,
  spreadRefund,
  type Refundability,
} from './money-rules';
import type { RefundabilityReply, RefundBody, RefundReply } from './schemas-payments';
import { orderById } from './store';
import { visibleOrder } from './access';
import {
  insertTransaction,
  moneyState,
  refundedByPayment,
  transactionsOf,
  type TransactionRow,
} from './transactions';
import { minorOf, orderView, type OrderRow } from './view';
import { applyWrite, lockedOrder, refuse } from './write';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/**
 * No card provider is configured in Atelier yet (payments/provider.ts): a card payment could not be
 * refunded through one, so its refundability says PROVIDER_IS_DOWN. Offline payments are MANUAL.
 */
const PROVIDER_CAN_REFUND: boolean | undefined = undefined;

/** A payment, or a gift card's redemption, with what it has left to give back and whether it can. */
interface Source {
  id: string;
  method: string;
  approved: boolean;
  left: bigint;
  refundability: Refundability;
  /** A gift card's share: its card and the gift-cards module's redemption, which gives the money back. */
  card?: { giftCardId: string; redemptionId: string };
}

/**
 * The order's refund sources: its payments, then what gift cards paid (a redemption of the gift-cards module,
 * which knows what is already back on the card). A gift card is given back by the shop itself: REFUNDABLE. The
 * card's share is named by its GIFT_CARD payment (the id the order's payments list shows); an order placed before
 * the share was recorded as a payment has none, and its redemption's id stands in.
 */
async function refundSources(db: Db, row: OrderRow, transactions: TransactionRow[]): Promise<Source[]> {
  const refunded = refundedByPayment(row, transactions);
  const pending = transactions.some((t) => t.kind === 'REFUND' && t.status === 'PENDING');
  const payments = transactions
    .filter((t) => t.kind === 'PAYMENT' && t.method !== GIFT_CARD_METHOD)
    .map((t) => ({
      id: t.id,
      method: t.method,
      approved: t.status === 'APPROVED',
      left: minorOf(row, t.amount) - (refunded.get(t.id) ?? 0n),
      refundability: refundabilityOf({
        status: t.status,
        amount: minorOf(row, t.amount),
        refunded: refunded.get(t.id) ?? 0n,
        method: t.method,
        pendingRefund: pending,
        providerCanRefund: PROVIDER_CAN_REFUND,
      }),
    }));
  const cardPayments = transactions.filter((t) => t.kind === 'PAYMENT' && t.method === GIFT_CARD_METHOD);
  const cards = (await giftCardRedemptionsOf(db, row.id)).map((r) => ({
    id: cardPayments.find((t) => t.details.giftCardId === r.giftCardId)?.id ?? r.id,
    method: GIFT_CARD_METHOD,
    approved: true,
    left: r.amount - r.returned,
    card: { giftCardId: r.giftCardId, redemptionId: r.id },
    refundability: refundabilityOf({
      status: 'APPROVED',
      amount: r.amount,
      refunded: r.returned,
      method: GIFT_CARD_METHOD,
      pendingRefund: pending,
      providerCanRefund: true,
    }),
  }));
  return [...payments, ...cards];
}

const wire = (r: Refundability) => ({
  refundabilityStatus: r.status,
  ...(r.status === 'NOT_REFUNDABLE' ? { nonRefundableReason: r.nonRefundableReason } : {}),
  ...(r.status === 'MANUAL' ? { manuallyRefundableReason: r.manuallyRefundableReason } : {}),
});

/** The order as a whole: refundable through its first payment (gift card last) that can be, else why not. */
function orderRefundability(list: Source[]): Refundability {
  const usable = list.find((p) => p.refundability.status !== 'NOT_REFUNDABLE');
  if (usable) return usable.refundability;
  const approved = list.find((p) => p.approved);
  return approved?.refundability ?? { status: 'NOT_REFUNDABLE', nonRefundableReason: 'NOT_PAID' };
}

/** GET /v1/order-refunds/orders/{orderId}/refundability (elevated). */
export async function getRefundability(
  ctx: Ctx,
  caller: Caller,
  orderId: string,
): Promise<RefundabilityReply> {
  const row = visibleOrder(caller, await orderById(ctx.db, orderId), orderId);
  const list = await refundSources(ctx.db, row, await transactionsOf(ctx.db, row.id));
  const left = list
    .filter((p) => p.refundability.status !== 'NOT_REFUNDABLE')
    .reduce((sum, p) => sum + (p.left > 0n ? p.left : 0n), 0n);
  return {
    refundabilities: list.map((p) => ({ paymentId: p.id, ...wire(p.refundability) })),
    refundableAmount: money(left, row.currency),
    orderRefundability: wire(orderRefundability(list)),
  };
}

/**
 * POST /v1/order-refunds/orders/{orderId}/refund (elevated): the whole order or some units, with or without
 * restock. Money paid offline is given back by the merchant (MANUAL): the refund records it. What a gift card
 * paid goes back onto the card here, under the card's row lock. The amount never exceeds what was paid and not
 * yet refunded; it is spread by spreadRefund: the payments first, oldest first, the gift card last.
 */
export async function refundOrder(
  ctx: Ctx,
  caller: Caller,
  orderId: string,
  body: RefundBody,
  revision?: string,
): Promise<RefundReply> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, caller, orderId, revision);
    const transactions = await transactionsOf(tx, order.id);
    const list = await refundSources(tx, order, transactions);
    const overall = orderRefundability(list);
    if (overall.status === 'NOT_REFUNDABLE')
      throw refuse(
        overall.nonRefundableReason,
        `This order cannot be refunded: ${overall.nonRefundableReason}`,
        {
          nonRefundableReason: overall.nonRefundableReason,
        },
      );
    const state = moneyState(order, transactions);
    const digits = currencyDigits(order.currency);
    const given = body.amount ? toScaled(body.amount.amount, digits) : undefined;
    if (body.amount && given === undefined)
      throw new AppError(400, 'INVALID_AMOUNT', `The amount must have at most ${digits} decimal places`);
    const shippingRefunded = transactions.some(
      (t) => t.kind === 'REFUND' && t.details.shippingIncluded === true,
    );
    const details = body.refundDetails ?? {};
    const plan = planRefund(
      order.lines.map((l) => ({ ...l, lineTotal: minorOf(order, l.lineTotal) })),
      state,
      { amount: minorOf(order, order.priceSummary.shipping), alreadyRefunded: shippingRefunded },
      {
        items: (details.items ?? []).map((i) => ({ id: i.lineItemId, quantity: i.quantity })),
        shippingIncluded: details.shippingIncluded ?? false,
        restock: body.sideEffects?.restockInfo?.type === 'ALL_ITEMS' ? 'ALL' : 'NONE',
        amount: given,
      },
    );
    if (!plan.ok) {
      const { code, message, data } = plan.problem;
      throw new AppError(
        code === 'REFUND_EXCEEDS_PAID' || code === 'ZERO_PRICE' ? 409 : 400,
        code,
        message,
        message,
        data ?? {},
      );
    }
    const { amount, lines: planned, shipping } = plan.value;
    const byId = new Map(planned.map((p) => [p.id, p]));
    let lines = order.lines.map((l) => {
      const p = byId.get(l.id);
      return p ? { ...l, refundedQuantity: l.refundedQuantity + p.refunded } : l;
    });
    lines = await restock(tx, lines, (l) => byId.get(l.id)?.restocked ?? 0);
    const usable = list.filter((p) => p.refundability.status !== 'NOT_REFUNDABLE');
    const spread = spreadRefund(
      amount,
      usable.map((p) => ({ id: p.id, left: p.left, giftCard: p.card !== undefined })),
    );
    if (spread.unplaced > 0n || spread.parts.length === 0)
      throw refuse('REFUND_EXCEEDS_PAID', 'A refund cannot exceed what its payments can give back');
    const made: TransactionRow[] = [];
    const items = planned.map((p) => ({ lineItemId: p.id, quantity: p.refunded }));
    for (const part of spread.parts) {
      const source = usable.find((p) => p.id === part.id)!;
      if (source.card) {
        const back = await giveBackToGiftCard(
          tx,
          { id: source.card.redemptionId, giftCardId: source.card.giftCardId },
          part.amount,
        );
        if (!back) throw refuse('REFUND_EXCEEDS_PAID', 'The gift card has less left to give back');
      }
      const refund = await insertTransaction(tx, {
        orderId: order.id,
        kind: 'REFUND',
        status: 'REFUNDED',
        amount: money(part.amount, order.currency).amount,
        currency: order.currency,
        method: source.method,
        details: {
          paymentId: source.id,
          ...(source.card ? { giftCardId: source.card.giftCardId } : {}),
          items,
          shippingIncluded: shipping > 0n,
          restocked: planned
            .filter((x) => x.restocked > 0)
            .map((x) => ({ lineItemId: x.id, quantity: x.restocked })),
          ...(details.reason ? { reason: details.reason } : {}),
        },
      });
      made.push(refund);
    }
    const paymentStatus = paymentStatusOf(moneyState(order, [...transactions, ...made]));
    const manual = made.some((t) => OFFLINE_METHODS.includes(t.method));
    const next = await applyWrite(
      tx,
      order,
      {
        audit: 'order.refunded',
        changes: {
          lines,
          paymentStatus,
          activities: [
            ...order.activities,
            activity('ORDER_REFUNDED', {
              amount: money(amount, order.currency).amount,
              manual,
              ...(details.reason ? { reason: details.reason } : {}),
            }),
          ],
        },
        events: paymentStatus !== order.paymentStatus ? ['paymentStatusUpdated'] : [],
      },
      ctx.config.storefrontUrl,
    );
    return {
      order: orderView(next, ctx.config.storefrontUrl),
      refund: {
        id: made[0]!.id,
        createdDate: made[0]!.createdDate.toISOString(),
        transactions: made.map((t) => ({
          paymentId: String(t.details.paymentId),
          amount: money(minorOf(order, t.amount), order.currency),
          refundStatus: 'SUCCEEDED',
          externalRefund: OFFLINE_METHODS.includes(t.method),
        })),
        details: {
          items,
          shippingIncluded: shipping > 0n,
          ...(details.reason ? { reason: details.reason } : {}),
        },
      },
    };
  });
}
