import type { AppContext } from '../../context';
import type { Db } from '../../db/open';
import type { Caller } from '../../http/auth';
import { AppError } from '../../http/errors';
import { deleteOrderedCart, type FactsBook } from '../carts';
import {
  createOrder,
  insufficientStock,
  orderById,
  orderView,
  sendDownloadsMail,
  sendOrderMail,
  shortLinesFrom,
  type LinkKeys,
  type OrderRow,
  type OrderDraft,
  type OrderView,
} from '../orders';
import { redeemGiftCard } from '../gift-cards';
import { lockCoupon, recordCouponUse } from '../pricing';
import { needsPickup } from '../payment-methods';
import { giftCardStanding, usablePaymentMethod } from './extras';
import { orderDraftOf, physicalUnits, shortLinesOf } from './order-draft';
import { releaseHold } from './holds';
import { priceCheckout, type PricedCheckout } from './price';
import { giftCardShare, orderProblem } from './rules';
import { checkSeenTotals, CheckoutTotalChanged, keepSeenTotals, totalsOf } from './seen-totals';
import { CHECKOUT_EVENTS, completedError, findCheckout, type CheckoutDeps } from './service';
import { updateCheckout, type CheckoutRow } from './store';
import { checkoutView } from './view';

/**
 * create-order (spec section 7): the checkout's order, placed in one transaction. The checkout's row is locked
 * first, so calls on one checkout queue: the first places the order, every later one finds it and answers it
 * (the unique index on orders.checkout_id is the last guard). Then: re-priced now by the cart's rules, checked
 * (buyer's email, a shipping address or pickup for physical lines, something to buy), stock taken by the
 * orders module under the catalog's row locks (short: nothing written, a 409 naming the lines), the coupon's
 * use counted, the gift card's share redeemed (the order's priceSummary.giftCard), the chosen offline payment
 * method kept on the order, and the checkout completed with its order, its cart deleted, the events written.
 */

export interface PlacedOrder {
  orderId: string;
  order: OrderView;
}

async function existingOrder(tx: Db, orderId: string): Promise<OrderRow> {
  const row = await orderById(tx, orderId);
  if (!row) throw new Error(`checkout's order ${orderId} is missing`);
  return row;
}

/**
 * The checkout's gift card as the order would use it: a card that no longer pays pays nothing (which changes the
 * totals: checkReviewed says so). A checkout with no totals kept refuses such a card with its reason (400), as
 * before totals were kept.
 */
async function cardStanding(tx: Db, checkout: CheckoutRow, pricing: PricedCheckout, now: Date) {
  const standing = await giftCardStanding(tx, checkout.giftCardCode, pricing.currency, now);
  if (standing.problem && !checkout.reviewedTotals) throw standing.problem;
  return standing;
}

/** Throws CheckoutTotalChanged (409) when the order's totals are not those its buyer last saw. */
function checkReviewed(
  checkout: CheckoutRow,
  pricing: PricedCheckout,
  { card, problem }: Awaited<ReturnType<typeof cardStanding>>,
) {
  checkSeenTotals(checkout, totalsOf(pricing, card), pricing.currency, {
    coupon: pricing.priced.coupon?.problem,
    giftCard: problem && { code: problem.code, description: problem.description },
  });
}

/** Why the checkout's order cannot be placed as it stands (the buyer's email, shipping, something to buy). */
export function readinessProblem(
  checkout: Pick<CheckoutRow, 'selectedShippingOption'>,
  pricing: PricedCheckout,
  draft: Pick<OrderDraft, 'buyer' | 'lines'>,
  paymentMethod: { kind: string } | undefined,
) {
  return orderProblem({
    email: draft.buyer.email,
    buyableUnits: draft.lines.reduce((n, l) => n + l.quantity, 0),
    physicalUnits: physicalUnits(draft.lines),
    shippingAddress: pricing.shipTo,
    selectedOption: checkout.selectedShippingOption
      ? { pickup: Boolean(pricing.option?.logistics.pickupDetails), offered: pricing.option !== undefined }
      : undefined,
    optionsOffered: pricing.options.length > 0,
    paymentNeedsPickup: paymentMethod !== undefined && needsPickup(paymentMethod.kind),
  });
}

/** The order and whether this call placed it (a repeated call finds the one placed before). */
export async function placeOrderTx(
  tx: Db,
  deps: CheckoutDeps & { links: LinkKeys },
  caller: Caller,
  id: string,
): Promise<{ row: OrderRow; placed: boolean }> {
  const checkout = await findCheckout(tx, caller, id, true);
  if (checkout.orderId) return { row: await existingOrder(tx, checkout.orderId), placed: false };
  if (checkout.completedDate) throw completedError(checkout);
  const now = new Date();
  const book: FactsBook = new Map();
  // A held checkout gives its units back first: the order takes them again, in this same transaction.
  if (checkout.holdExpiresAt) await releaseHold(tx, checkout.id);
  // The coupon's uses are read under its row lock, so orders using it take turns from here to its use.
  if (checkout.couponCode) await lockCoupon(tx, checkout.couponCode);
  const pricing = await priceCheckout(tx, { ...checkout, holdExpiresAt: null }, book, now);
  const short = shortLinesOf(pricing);
  if (short.length > 0) throw insufficientStock(short);
  const standing = await cardStanding(tx, checkout, pricing, now);
  const card = standing.card;
  const giftCard = card && { ...card, amount: giftCardShare(card.balance, pricing.priced.totals.total) };
  const paymentMethod = checkout.paymentMethodId
    ? await usablePaymentMethod(tx, checkout.paymentMethodId, 'checkout.paymentMethodId')
    : undefined;
  const draft = orderDraftOf(checkout, pricing, { giftCard, paymentMethod });
  const problem = readinessProblem(checkout, pricing, draft, paymentMethod);
  if (problem) throw problem;
  checkReviewed(checkout, pricing, standing);
  // The checkout's completed event goes out with the order's, its view as the update below leaves it.
  const completedBy = (orderId: string) => ({
    ...checkout,
    orderId,
    completedDate: now,
    holdExpiresAt: null,
    updatedDate: now,
    version: checkout.version + 1,
  });
  const created = await createOrder(tx, draft, deps, (order) => [
    {
      type: CHECKOUT_EVENTS.completed,
      entityId: checkout.id,
      entity: checkoutView({
        row: completedBy(order.id),
        pricing,
        storefrontUrl: deps.storefrontUrl,
        giftCard: card,
        paymentMethod,
      }) as unknown as Record<string, unknown>,
    },
  ]);
  if (!created.ok) throw insufficientStock(shortLinesFrom(checkout.lines, created.shortfalls));
  const order = created.row;
  if (draft.couponCode)
    await recordCouponUse(tx, {
      code: draft.couponCode,
      buyer: pricing.request.buyer,
      orderId: order.id,
      now,
    });
  if (giftCard && giftCard.amount > 0n) {
    const redeemed = await redeemGiftCard(tx, {
      code: giftCard.code,
      amount: giftCard.amount,
      currency: pricing.currency,
      orderId: order.id,
      now,
    });
    // The card paid less than the order says (another order used it meanwhile): nothing is kept.
    if (redeemed.amount !== giftCard.amount)
      throw new AppError(
        409,
        'GIFT_CARD_BALANCE_CHANGED',
        'The gift card’s balance changed while the order was placed: review the checkout and place it again',
      );
  }
  await updateCheckout(tx, checkout.id, { orderId: order.id, completedDate: now, holdExpiresAt: null }, now);
  if (checkout.cartId) await deleteOrderedCart(tx, checkout.cartId);
  return { row: order, placed: true };
}

/**
 * Runs create-order's transaction; when it was refused because the totals changed since the buyer's review,
 * keeps the new totals as seen (after the rollback) before the 409 goes out: the buyer is shown them with it.
 */
async function placeInTransaction<T>(db: Db, place: () => Promise<T>): Promise<T> {
  try {
    return await place();
  } catch (error) {
    if (error instanceof CheckoutTotalChanged)
      await keepSeenTotals(db, { id: error.checkoutId, reviewedTotals: null }, error.seen);
    throw error;
  }
}

/** create-order: the order placed (or the one placed before), and its confirmation mailed once, after commit. */
export async function placeOrder(
  ctx: Pick<AppContext, 'db' | 'config' | 'secrets' | 'mailer' | 'log'>,
  caller: Caller,
  id: string,
): Promise<PlacedOrder> {
  const deps = { ...ctx.config, links: ctx };
  const { row, placed } = await placeInTransaction(ctx.db, () =>
    ctx.db.transaction((tx) => placeOrderTx(tx, deps, caller, id)),
  );
  if (placed) {
    await sendOrderMail(ctx, 'ORDER_CONFIRMATION', row);
    // A gift card paid it all, so its digital lines have their links already: they go in one downloads
    // mail after the confirmation (which never carries links), as a later payment would send them.
    await sendDownloadsMail(ctx, [], row);
  }
  return { orderId: row.id, order: orderView(row, ctx.config.storefrontUrl) };
}
