import { divRound } from '../../lib/money';
import { allocate } from './allocation';
import {
  couponProblem,
  lineInScope,
  offerAmount,
  offerOpen,
  parsePercentage,
  type CouponOffer,
  type CouponUsage,
  type Offer,
} from './offer-rules';
import { rateText, taxOf, taxRateFor, type TaxRateEntry } from './tax-rules';
import type { AppliedDiscount, PricedCart, PricedLineResult, PricingRequest } from './types';

export interface TaxSettings {
  /** Catalog prices (and shipping) already hold the tax: it is shown, not added. */
  pricesIncludeTax: boolean;
  /** Shipping is taxed at the destination's rate. */
  taxShipping: boolean;
}

/** What the database knows that a cart's price depends on, loaded by the service. */
export interface PricingData {
  /** Automatic discounts, in the order they were created. */
  automatic: readonly Offer[];
  /** The cart's coupon when it has a code: the coupon (undefined when none has that code) and its use so far. */
  coupon: { offer: CouponOffer | undefined; usage: CouponUsage } | undefined;
  taxRates: readonly TaxRateEntry[];
  taxSettings: TaxSettings;
  /** The shop's time zone (its settings): a coupon's dates are written in it. */
  timeZone: string;
}

interface Slot {
  id: string;
  productId?: string;
  collectionIds: readonly string[];
  unitPrice: bigint;
  fullPrice: bigint;
  subtotal: bigint;
}

const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);

/**
 * A cart's prices, discounts, tax and totals. How discounts stack, each taken from what the previous left:
 *  1. the merchant's discounts (elevated callers), in the order given, spread over their lines (all lines
 *     when none are named); a percentage is a share of what remains of those lines;
 *  2. automatic discounts: of those open now (active, started, not expired, minimum subtotal reached), the one
 *     taking the most off the items and the one taking the most off shipping; never two on the same target;
 *  3. the coupon, when it applies (otherwise `coupon.problem` says why and nothing is taken off).
 * A cart-level discount is spread over its lines by largest remainder, so each line's share is whole minor
 * units, never more than what remains of the line, and the shares sum to the discount. Minimum subtotals are
 * compared with the subtotal before cart discounts. Tax is computed per line on what the line costs after its
 * discounts (and on shipping after its discount when shipping is taxed), rounded per line.
 */
export function priceCartRules(req: PricingRequest, data: PricingData): PricedCart {
  const slots: Slot[] = [
    ...req.lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      collectionIds: l.collectionIds,
      unitPrice: l.unitPrice,
      fullPrice: l.unitFullPrice,
      subtotal: l.unitPrice * BigInt(l.quantity),
    })),
    ...req.customLines.map((l) => ({
      id: l.id,
      collectionIds: [],
      unitPrice: l.unitPrice,
      fullPrice: l.unitPrice,
      subtotal: l.unitPrice * BigInt(l.quantity),
    })),
  ];
  for (const slot of slots) {
    if (slot.subtotal < 0n || slot.unitPrice < 0n)
      throw new RangeError(`line ${slot.id} has a negative price`);
  }
  const remaining = slots.map((s) => s.subtotal);
  const discounts = slots.map(() => 0n);
  const subtotal = sum(remaining);
  const shipping = req.shipping?.cost ?? 0n;
  if (shipping < 0n) throw new RangeError('shipping cost is negative');
  let shippingLeft = shipping;
  const applied: AppliedDiscount[] = [];
  const all = slots.map((_, i) => i);

  const takeFromLines = (indices: readonly number[], wanted: bigint): bigint => {
    const weights = indices.map((i) => remaining[i]!);
    const capped = wanted < 0n ? 0n : wanted > sum(weights) ? sum(weights) : wanted;
    allocate(capped, weights).forEach((share, k) => {
      const i = indices[k]!;
      remaining[i] = remaining[i]! - share;
      discounts[i] = discounts[i]! + share;
    });
    return capped;
  };
  const base = (indices: readonly number[]) => sum(indices.map((i) => remaining[i]!));
  const inScope = (offer: Offer) => all.filter((i) => lineInScope(offer, slots[i]!));

  for (const merchant of req.merchantDiscounts) {
    const named = merchant.lineIds;
    const indices = named ? all.filter((i) => named.includes(slots[i]!.id)) : all;
    const percent = merchant.percentage === undefined ? undefined : parsePercentage(merchant.percentage);
    const wanted = percent === undefined ? merchant.amount : divRound(base(indices) * percent, 10_000n);
    const amount = takeFromLines(indices, wanted);
    applied.push({
      discountType: named ? 'SPECIFIC_ITEMS' : 'GLOBAL',
      kind: 'MERCHANT',
      amount,
      lineIds: named ? indices.map((i) => slots[i]!.id) : [],
      merchantDiscount: { amount, ...(percent === undefined ? {} : { percentage: merchant.percentage }) },
    });
  }

  const open = data.automatic.filter((o) => offerOpen(o, subtotal, req.currency, req.now));
  const best = (candidates: readonly Offer[], amountOf: (o: Offer) => bigint) =>
    candidates.reduce<{ offer: Offer; amount: bigint } | undefined>((top, offer) => {
      const amount = amountOf(offer);
      return amount > 0n && (!top || amount > top.amount) ? { offer, amount } : top;
    }, undefined);
  const itemRule = best(
    open.filter((o) => o.scope !== 'SHIPPING'),
    (o) => offerAmount(o, base(inScope(o)), req.currency),
  );
  if (itemRule) {
    const indices = inScope(itemRule.offer);
    const amount = takeFromLines(indices, itemRule.amount);
    applied.push(
      automaticApplied(
        itemRule.offer,
        amount,
        indices.map((i) => slots[i]!.id),
      ),
    );
  }
  const shippingRule = best(
    open.filter((o) => o.scope === 'SHIPPING'),
    (o) => offerAmount(o, shippingLeft, req.currency),
  );
  if (shippingRule) {
    shippingLeft -= shippingRule.amount;
    applied.push(automaticApplied(shippingRule.offer, shippingRule.amount, []));
  }

  let coupon: PricedCart['coupon'];
  if (req.couponCode !== undefined && data.coupon) {
    const offer = data.coupon.offer;
    const indices = offer ? inScope(offer) : [];
    const problem = couponProblem(offer, data.coupon.usage, {
      subtotal,
      hasLineInScope: indices.length > 0,
      currency: req.currency,
      now: req.now,
      timeZone: data.timeZone,
    });
    coupon = { code: offer?.code ?? req.couponCode, ...(problem ? { problem } : {}) };
    if (offer && !problem) {
      let amount: bigint;
      if (offer.scope === 'SHIPPING') {
        amount = offerAmount(offer, shippingLeft, req.currency);
        shippingLeft -= amount;
      } else {
        amount = takeFromLines(indices, offerAmount(offer, base(indices), req.currency));
      }
      applied.push({
        discountType: offer.scope,
        kind: 'COUPON',
        amount,
        lineIds: offer.scope === 'SPECIFIC_ITEMS' ? indices.map((i) => slots[i]!.id) : [],
        coupon: { id: offer.id, code: offer.code, name: offer.name },
      });
    }
  } else if (req.couponCode !== undefined) {
    coupon = { code: req.couponCode };
  }

  const match = taxRateFor(req.destination, data.taxRates);
  const included = data.taxSettings.pricesIncludeTax;
  const taxOn = (amount: bigint) => (match ? taxOf(amount, match.rate, included) : 0n);
  const rate = match ? rateText(match.rate) : '0';
  const lines = new Map<string, PricedLineResult>();
  let lineTax = 0n;
  slots.forEach((slot, i) => {
    const tax = taxOn(remaining[i]!);
    lineTax += tax;
    lines.set(slot.id, {
      unitPrice: slot.unitPrice,
      fullPrice: slot.fullPrice,
      priceBeforeDiscounts: slot.unitPrice,
      lineSubtotal: slot.subtotal,
      discount: discounts[i]!,
      tax,
      taxRate: rate,
      total: remaining[i]! + (included ? 0n : tax),
    });
  });
  const shippingTax = data.taxSettings.taxShipping ? taxOn(shippingLeft) : 0n;
  const tax = lineTax + shippingTax;
  const discount = sum(discounts);
  return {
    lines,
    appliedDiscounts: applied,
    coupon,
    tax: match
      ? { mode: 'MANUAL_RATE', includedInPrices: included, jurisdiction: match.jurisdiction, rate }
      : { mode: 'NO_TAX_COLLECTED', includedInPrices: included },
    totals: {
      subtotal,
      discount,
      shipping,
      shippingDiscount: shipping - shippingLeft,
      tax,
      total: subtotal - discount + shippingLeft + (included ? 0n : tax),
    },
  };
}

function automaticApplied(offer: Offer, amount: bigint, lineIds: string[]): AppliedDiscount {
  return {
    discountType: offer.scope,
    kind: 'AUTOMATIC',
    amount,
    lineIds: offer.scope === 'SPECIFIC_ITEMS' ? lineIds : [],
    discountRule: {
      id: offer.id,
      name: offer.name,
      ...(offer.type === 'PERCENT' && offer.percentage ? { percentage: offer.percentage } : {}),
    },
  };
}
