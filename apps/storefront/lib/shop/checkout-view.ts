/**
 * The checkout as /checkout shows it: pure functions over the SDK's checkout, so they are tested without a
 * server. Amounts are the server's, only formatted here; nothing is computed but what to show.
 */
import type { Checkout } from '@atelier/sdk';
import { isoOf } from './stock-hold';
import { fieldsOf, sameAddress, type AddressFields } from './checkout-address';
import {
  isZero,
  lineView,
  money,
  shippingChoices,
  type CartLineView,
  type ShippingChoice,
} from './cart-view';
import type { ShopClock } from './shop-time';

export interface CheckoutTotals {
  subtotal: string;
  discount: string | undefined;
  shipping: string | undefined;
  tax: string | undefined;
  giftCard: string | undefined;
  total: string;
  /** What the buyer still pays after the gift card. */
  toPay: string;
}

export interface CheckoutView {
  id: string;
  email: string;
  lines: CartLineView[];
  count: number;
  shipping: AddressFields | undefined;
  billing: AddressFields | undefined;
  /** Billing is the shipping address (the default, also when neither is given yet). */
  billingSameAsShipping: boolean;
  options: ShippingChoice[];
  selectedOption: ShippingChoice | undefined;
  couponCode: string | undefined;
  /** Why the coupon given does not apply now, in the shopper's words. */
  couponProblem: string | undefined;
  giftCard: { code: string; amount: string } | undefined;
  paymentMethodId: string | undefined;
  /** A gift card pays the whole order: there is no payment method to choose. */
  nothingToPay: boolean;
  totals: CheckoutTotals;
  /** The order placed from this checkout, once there is one. */
  orderId: string | undefined;
  /** Why the order cannot be placed yet, for the shopper; undefined when it can. */
  missing: string | undefined;
  /** Until when the shop holds this checkout's pieces (ISO), when it holds stock for checkouts. */
  holdExpiresAt: string | undefined;
}

/** What the server's summary has priced: shipping once an option is chosen, tax once it knows where. */
function pricedParts(checkout: Checkout) {
  const shippingInfo = checkout.shippingInfo;
  const chosen = shippingInfo?.selectedCarrierServiceOption?.code !== undefined;
  const where =
    fieldsOf(shippingInfo?.shippingDestination) !== undefined || fieldsOf(checkout.billingInfo) !== undefined;
  return { shipping: chosen, tax: chosen || where };
}

function totalsOf(checkout: Checkout, currency: string): CheckoutTotals {
  const priced = pricedParts(checkout);
  const summary = checkout.priceSummary;
  const zero = money({ amount: '0' }, currency)!;
  const total = money(summary?.total ?? summary?.subtotal, currency) ?? zero;
  const giftAmount = checkout.giftCard?.amount;
  return {
    subtotal: money(summary?.subtotal, currency) ?? zero,
    discount: isZero(summary?.discount) ? undefined : money(summary?.discount, currency),
    // Before an option is chosen the server's shipping is a zero that prices nothing, and before an address
    // (or an option) its tax is too: they are "calculated at the next step", never "$0.00".
    shipping: summary?.shipping && priced.shipping ? money(summary.shipping, currency) : undefined,
    tax: summary?.tax && priced.tax ? money(summary.tax, currency) : undefined,
    giftCard: giftAmount && !isZero(giftAmount) ? money(giftAmount, currency) : undefined,
    toPay: money(checkout.payNow?.total, currency) ?? total,
    total,
  };
}

/** The first thing the shopper still has to give, in the order of the page. */
function missingOf(view: Omit<CheckoutView, 'missing'>): string | undefined {
  if (view.lines.length === 0) return 'Your checkout is empty.';
  if (view.lines.some((line) => line.problem))
    return 'Some pieces are not available as ordered: lower or remove the marked line above.';
  if (!view.email) return 'Please give your email address.';
  const pickup = view.selectedOption?.pickup === true;
  if (!pickup && !view.shipping) return 'Please give a shipping address, or choose pickup.';
  if (!view.selectedOption) return 'Please choose a delivery option.';
  if (!view.paymentMethodId && !view.nothingToPay) return 'Please choose how you will pay.';
  return undefined;
}

export function checkoutView(checkout: Checkout, apiBase: string, clock: ShopClock): CheckoutView {
  const currency = checkout.currency ?? 'USD';
  const lines = checkout.lineItems.map((line) => lineView(line, currency, apiBase));
  const shipping = fieldsOf(checkout.shippingInfo?.shippingDestination);
  const billing = fieldsOf(checkout.billingInfo);
  const options = shippingChoices(checkout.shippingInfo, currency, clock);
  const selectedCode = checkout.shippingInfo?.selectedCarrierServiceOption?.code;
  const base = {
    id: checkout._id,
    email: checkout.buyerInfo?.email ?? '',
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    shipping,
    billing,
    billingSameAsShipping: billing === undefined || sameAddress(billing, shipping),
    options,
    selectedOption: options.find((option) => option.code === selectedCode),
    couponCode: checkout.couponCode || undefined,
    couponProblem: checkout.couponProblem?.description,
    giftCard: checkout.giftCard
      ? {
          code: checkout.giftCard.obfuscatedCode ?? '',
          amount: money(checkout.giftCard.amount, currency) ?? '',
        }
      : undefined,
    paymentMethodId: checkout.paymentMethodId || undefined,
    nothingToPay:
      checkout.giftCard !== undefined && checkout.payNow !== undefined && isZero(checkout.payNow.total),
    totals: totalsOf(checkout, currency),
    orderId: checkout.orderId || undefined,
    holdExpiresAt: isoOf(checkout.stockHoldExpiresDate),
  };
  return { ...base, missing: missingOf(base) };
}

/** A line create-order found short of stock: its id and how many units can be bought. */
export interface ShortLine {
  lineItemId: string;
  availableQuantity: number;
}

/** The short lines of an out-of-stock answer (its `data.lines`), whatever else the data holds. */
export function shortLinesOf(data: unknown): ShortLine[] {
  const lines = (data as { lines?: unknown } | undefined)?.lines;
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line: unknown) => {
    const { lineItemId, availableQuantity } = (line ?? {}) as Record<string, unknown>;
    return typeof lineItemId === 'string' && typeof availableQuantity === 'number'
      ? [{ lineItemId, availableQuantity: Math.max(0, Math.floor(availableQuantity)) }]
      : [];
  });
}

/** The checkout with create-order's short lines marked on them (the stock's verdict, under its locks). */
export function withShortLines(view: CheckoutView, short: readonly ShortLine[]): CheckoutView {
  if (short.length === 0) return view;
  const lines = view.lines.map((line) => {
    const found = short.find((s) => s.lineItemId === line.id);
    if (!found || found.availableQuantity >= line.quantity) return line;
    const problem =
      found.availableQuantity === 0
        ? 'Sold out: remove it to continue.'
        : `Only ${found.availableQuantity} left: lower the quantity to continue.`;
    return { ...line, shortTo: found.availableQuantity, problem };
  });
  const marked = { ...view, lines };
  return { ...marked, missing: missingOf(marked) };
}
