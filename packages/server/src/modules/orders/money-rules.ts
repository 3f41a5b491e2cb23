/** Pure rules of an order's money: payment status, refundability, how a refund is planned and spread. */
import { lineNamedOnce, unitsToRestock, type LineCounters, type Planned } from './rules';

/** What an order's money did: approved payments and recorded refunds (minor units). */
export interface MoneyState {
  total: bigint;
  /** Paid by gift card at checkout (a refund gives it back onto the card, a cancel gives back what is left). */
  giftCard: bigint;
  /** Approved payments other than the gift card's (its share is `giftCard`). */
  paid: bigint;
  /** Every refund recorded, what went back onto the gift card included. */
  refunded: bigint;
  /** Of `refunded`, what went back onto the gift card (0 when absent). */
  giftCardRefunded?: bigint;
  /** Canceled: the cancel gave the card's share still held back to the card, outside any refund. */
  canceled?: boolean;
}

const atLeast0 = (n: bigint) => (n > 0n ? n : 0n);

/** What the buyer still owes. */
export const balanceOf = (m: MoneyState) => atLeast0(m.total - m.giftCard - m.paid);

/** The gift card's share the shop still holds for the order (not refunded, not given back by a cancel). */
export const giftCardLeftOf = (m: MoneyState) =>
  m.canceled ? 0n : atLeast0(m.giftCard - (m.giftCardRefunded ?? 0n));

/** What a refund may still give back: the payments not yet refunded, and the gift card's share still held. */
export const refundableOf = (m: MoneyState) =>
  atLeast0(m.paid - (m.refunded - (m.giftCardRefunded ?? 0n))) + giftCardLeftOf(m);

/**
 * Spec section 3 payment status from the money moved: once something was refunded, FULLY_REFUNDED when nothing
 * the shop received (payments and gift card) is left to give back; before, PARTIALLY_PAID when a payment or a
 * gift card paid part of it.
 */
export function paymentStatusOf(
  m: MoneyState,
): 'NOT_PAID' | 'PAID' | 'PARTIALLY_PAID' | 'PARTIALLY_REFUNDED' | 'FULLY_REFUNDED' {
  if (m.refunded > 0n) return refundableOf(m) === 0n ? 'FULLY_REFUNDED' : 'PARTIALLY_REFUNDED';
  if (balanceOf(m) === 0n) return 'PAID';
  return m.paid > 0n || m.giftCard > 0n ? 'PARTIALLY_PAID' : 'NOT_PAID';
}

/** Where a refund's money can go: a payment not yet refunded in full, or a gift card's redemption. */
export interface RefundSource {
  id: string;
  left: bigint;
  giftCard: boolean;
}

/**
 * Spreads a refund over its sources, the usual merchant rule: the payments first (card and offline, oldest
 * first, each up to what it has left), the gift card last, so the buyer gets money back before store credit.
 * Answers the parts (no part of 0) and what none of them could take.
 */
export function spreadRefund(
  amount: bigint,
  sources: readonly RefundSource[],
): { parts: { id: string; amount: bigint }[]; unplaced: bigint } {
  const ordered = [...sources.filter((s) => !s.giftCard), ...sources.filter((s) => s.giftCard)];
  const parts: { id: string; amount: bigint }[] = [];
  let left = amount > 0n ? amount : 0n;
  for (const s of ordered) {
    if (left === 0n) break;
    if (s.left <= 0n) continue;
    const part = s.left < left ? s.left : left;
    parts.push({ id: s.id, amount: part });
    left -= part;
  }
  return { parts, unplaced: left };
}

export type NonRefundableReason =
  | 'ALREADY_REFUNDED'
  | 'PROVIDER_IS_DOWN'
  | 'NOT_PAID'
  | 'ZERO_PRICE'
  | 'DISABLED_BY_PROVIDER'
  | 'PENDING_REFUND'
  | 'FORBIDDEN'
  | 'TRANSACTION_NOT_FOUND';

export type Refundability =
  | { status: 'REFUNDABLE' }
  | { status: 'MANUAL'; manuallyRefundableReason: 'OFFLINE' }
  | { status: 'NOT_REFUNDABLE'; nonRefundableReason: NonRefundableReason };

export const OFFLINE_METHODS: readonly string[] = ['BANK_TRANSFER', 'PAY_ON_PICKUP', 'MANUAL', 'CASH'];

/** The method of a refund that went back onto a gift card (the shop does it itself: REFUNDABLE, never MANUAL). */
export const GIFT_CARD_METHOD = 'GIFT_CARD';

/**
 * Whether a payment can be refunded (spec section 3 Refundability): money paid offline is given back by
 * the merchant by hand (MANUAL, recorded here); a card payment through its provider when the provider can.
 */
export function refundabilityOf(p: {
  status: string;
  amount: bigint;
  refunded: bigint;
  method: string;
  pendingRefund: boolean;
  providerCanRefund: boolean | undefined;
}): Refundability {
  const no = (nonRefundableReason: NonRefundableReason): Refundability => ({
    status: 'NOT_REFUNDABLE',
    nonRefundableReason,
  });
  if (p.status !== 'APPROVED') return no('NOT_PAID');
  if (p.amount === 0n) return no('ZERO_PRICE');
  if (p.pendingRefund) return no('PENDING_REFUND');
  if (p.refunded >= p.amount) return no('ALREADY_REFUNDED');
  if (OFFLINE_METHODS.includes(p.method)) return { status: 'MANUAL', manuallyRefundableReason: 'OFFLINE' };
  if (p.providerCanRefund === undefined) return no('PROVIDER_IS_DOWN');
  return p.providerCanRefund ? { status: 'REFUNDABLE' } : no('DISABLED_BY_PROVIDER');
}

export interface RefundLineCounters extends LineCounters {
  /** What the line cost after discounts with its tax (minor units). */
  lineTotal: bigint;
}

/**
 * The money `units` more refunded units of a line are worth: the line's total spread over its units,
 * rounded so that all of its units together are worth exactly its total (never more).
 */
export function lineRefundAmount(l: RefundLineCounters, units: number): bigint {
  const q = BigInt(l.quantity);
  if (q === 0n) return 0n;
  const upTo = (n: number) => (l.lineTotal * BigInt(n)) / q;
  return upTo(l.refundedQuantity + units) - upTo(l.refundedQuantity);
}

export interface RefundRequest {
  /** Lines and units; empty without an amount: the whole order (every unit not yet refunded, and the shipping). */
  items: { id: string; quantity: number }[];
  shippingIncluded: boolean;
  /** Units to restock per line (at most what the refund gives back and what the line still holds). */
  restock: 'NONE' | 'ALL';
  /** A merchant's amount instead of the computed one. */
  amount?: bigint | undefined;
}

export interface RefundPlan {
  amount: bigint;
  lines: { id: string; refunded: number; restocked: number }[];
  shipping: bigint;
}

/**
 * Plans a refund: the units asked (each at most the units not yet refunded), the money they are worth
 * (plus the shipping once), capped by what was paid and not yet refunded, and the units to restock.
 */
export function planRefund(
  lines: readonly RefundLineCounters[],
  money: MoneyState,
  shipping: { amount: bigint; alreadyRefunded: boolean },
  request: RefundRequest,
): Planned<RefundPlan> {
  // No items and no amount: the whole order. An amount alone gives money back without units.
  const whole = request.items.length === 0 && request.amount === undefined;
  const asked = whole
    ? lines
        .map((l) => ({ id: l.id, quantity: l.quantity - l.refundedQuantity }))
        .filter((i) => i.quantity > 0)
    : request.items;
  const out: RefundPlan['lines'] = [];
  let amount = 0n;
  const seen = new Set<string>();
  for (const item of asked) {
    const named = lineNamedOnce(lines, item.id, seen);
    if (!named.ok) return named;
    const line = named.value;
    const left = line.quantity - line.refundedQuantity;
    if (item.quantity < 1 || item.quantity > left)
      return {
        ok: false,
        problem: {
          code: 'REFUND_QUANTITY_EXCEEDED',
          message: `Line item ${item.id} has ${left} unit(s) left to refund`,
          data: { lineItemId: item.id, requested: item.quantity, available: left },
        },
      };
    amount += lineRefundAmount(line, item.quantity);
    const restocked = request.restock === 'ALL' ? Math.min(item.quantity, unitsToRestock(line)) : 0;
    out.push({ id: item.id, refunded: item.quantity, restocked });
  }
  const shippingBack =
    (whole || request.shippingIncluded) && !shipping.alreadyRefunded ? shipping.amount : 0n;
  amount += shippingBack;
  const refundable = refundableOf(money);
  if (request.amount !== undefined) amount = request.amount;
  if (amount > refundable && whole) amount = refundable;
  if (amount <= 0n)
    return { ok: false, problem: { code: 'ZERO_PRICE', message: 'There is nothing to refund' } };
  if (amount > refundable)
    return {
      ok: false,
      problem: {
        code: 'REFUND_EXCEEDS_PAID',
        message: 'A refund cannot exceed what was paid and not yet refunded',
        data: { refundable: refundable.toString() },
      },
    };
  return { ok: true, value: { amount, lines: out, shipping: shippingBack } };
}
