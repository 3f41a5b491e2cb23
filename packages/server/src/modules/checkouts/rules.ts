import type { ReviewedTotals } from '../../db/schema';
import type { Address } from '../../lib/address';
import { AppError } from '../../http/errors';

/**
 * Pure rules of checkouts: the field mask, the gift card's share, what an order needs, and why its totals moved
 * since the buyer's review. No I/O here.
 */

/** The fields an update may name in its comma-joined mask (with or without the `checkout.` prefix). */
export const MASKABLE = [
  'buyerInfo',
  'billingInfo',
  'shippingInfo.shippingDestination',
  'shippingInfo.selectedCarrierServiceOption',
  'buyerNote',
  'paymentMethodId',
  'channelType',
  'couponCode',
  'giftCardCode',
  'overrideCheckoutUrl',
] as const;
export type Maskable = (typeof MASKABLE)[number];

/**
 * The fields a mask names: `checkout.shippingInfo` names both of its parts, a deeper path (buyerInfo.email)
 * its field. Unknown fields are refused, so a typo never silently changes nothing.
 */
export function maskOf(text: string | undefined): Set<Maskable> | undefined {
  if (!text?.trim()) return undefined;
  const named = new Set<Maskable>();
  const unknown: string[] = [];
  for (const raw of text.split(',')) {
    const path = raw.trim().replace(/^checkout\./, '');
    if (!path) continue;
    const hits = MASKABLE.filter((m) => path === m || path.startsWith(`${m}.`) || m.startsWith(`${path}.`));
    if (hits.length === 0) unknown.push(raw.trim());
    for (const m of hits) named.add(m);
  }
  if (unknown.length > 0)
    throw new AppError(
      400,
      'INVALID_FIELD_MASK',
      `The field mask names fields a checkout update cannot set: ${unknown.join(', ')}`,
    );
  return named;
}

/** A gift card code as shown back: its last four characters only. */
export const obfuscatedCode = (code: string) =>
  `${'*'.repeat(Math.max(4, code.length - 4))}${code.slice(-4)}`;

/** What a gift card pays of a total: its balance, at most the total. */
export const giftCardShare = (balance: bigint, total: bigint) => (balance < total ? balance : total);

/** Where the checkout's tax is reckoned: where it ships, else the billing address. */
export const taxAddressOf = (shipTo: Address | undefined, billTo: Address | undefined) => shipTo ?? billTo;

/** What create-order checks before it touches stock: each failure is a 400 the buyer can fix. */
export interface OrderReadiness {
  email: string | undefined;
  /** Units that can be bought (catalog lines in stock and custom lines). */
  buyableUnits: number;
  /** Lines that need shipping (physical, bought). */
  physicalUnits: number;
  shippingAddress: Address | undefined;
  /** The selected option: undefined when none, `offered: false` when it is no longer offered. */
  selectedOption: { pickup: boolean; offered: boolean } | undefined;
  /** Whether any option is offered to the checkout's destination. */
  optionsOffered: boolean;
  /** The chosen payment method is paid at the pickup (Pay on pickup), so it needs a pickup option. */
  paymentNeedsPickup?: boolean;
}

export function orderProblem(r: OrderReadiness): AppError | undefined {
  if (!r.email)
    return new AppError(
      400,
      'BUYER_EMAIL_REQUIRED',
      'The checkout needs the buyer’s email (checkout.buyerInfo.email) before an order can be placed',
    );
  if (r.buyableUnits === 0)
    return new AppError(400, 'NOTHING_TO_ORDER', 'The checkout holds nothing that can be bought now');
  if (r.paymentNeedsPickup && !(r.selectedOption?.pickup && r.selectedOption.offered))
    return new AppError(
      400,
      'PAYMENT_METHOD_NEEDS_PICKUP',
      'This payment method is paid when the order is collected: choose a pickup option, or another payment method',
    );
  if (r.physicalUnits === 0) return undefined;
  if (r.selectedOption && !r.selectedOption.offered)
    return new AppError(
      400,
      'SHIPPING_OPTION_NOT_OFFERED',
      'The selected shipping option is not offered to this address any more: choose another',
    );
  if (r.selectedOption?.pickup) return undefined;
  if (!r.shippingAddress?.country)
    return new AppError(
      400,
      'SHIPPING_ADDRESS_REQUIRED',
      'The checkout needs a shipping address (checkout.shippingInfo.shippingDestination.address) or a pickup option',
    );
  if (!r.selectedOption && r.optionsOffered)
    return new AppError(
      400,
      'SHIPPING_OPTION_REQUIRED',
      'Choose a shipping option (checkout.shippingInfo.selectedCarrierServiceOption) before placing the order',
    );
  return undefined;
}

/** What a reason of a change says: a code the shop can switch on, and a sentence for the shopper. */
export interface ChangeReason {
  code: string;
  description: string;
}

/** Why the totals moved: the coupon stopped applying, the gift card stopped paying or pays less, or prices. */
export function changeReason(
  seen: ReviewedTotals,
  now: ReviewedTotals,
  couponProblem: ChangeReason | undefined,
  cardProblem: ChangeReason | undefined,
): ChangeReason {
  if (seen.couponApplied && !now.couponApplied && couponProblem) return couponProblem;
  if (seen.giftCard !== now.giftCard && cardProblem) return cardProblem;
  if (seen.total === now.total)
    return { code: 'GIFT_CARD_BALANCE_CHANGED', description: 'The gift card’s balance changed' };
  return {
    code: 'PRICES_CHANGED',
    description: 'Prices, discounts, shipping or tax changed since you reviewed it',
  };
}
