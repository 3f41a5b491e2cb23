/**
 * The cart as the shop shows it (drawer and /cart): pure functions over the SDK's cart, so they are tested
 * without a server. Amounts are the server's decimal strings, only formatted here; nothing is computed.
 */
import {
  parseImage,
  type Cart,
  type CartLineItem,
  type EstimateTotalsResponse,
  type Price,
  type ShippingInfo,
} from '@atelier/sdk';
import { absoluteUrl } from './catalog-view';
import type { Picture } from './catalog-types';
import { slotText, type ShopClock } from './shop-time';

/** Most units the quantity stepper offers when the server gives no stock figure. */
export const MAX_LINE_QUANTITY = 99;

export interface CartLineView {
  id: string;
  name: string;
  /** The product's page in this shop. */
  href: string | undefined;
  image: Picture | undefined;
  /** The chosen options, "Colour: Sage". */
  options: string[];
  quantity: number;
  /** Most units the stepper allows: what can be bought. */
  max: number;
  unitPrice: string;
  /** The list price when the shopper pays less. */
  fullPrice: string | undefined;
  /** Why the line cannot be bought as it is, in the shopper's words. */
  problem: string | undefined;
  /** Fewer units than asked can be bought: how many (0 when none). */
  shortTo: number | undefined;
}

export interface CartView {
  lines: CartLineView[];
  /** Units in the cart. */
  count: number;
  couponCode: string | undefined;
  subtotal: string;
  discount: string | undefined;
  shipping: string | undefined;
  tax: string | undefined;
  total: string;
}

export interface ShippingChoice {
  code: string;
  carrierId: string | undefined;
  title: string;
  cost: string;
  detail: string | undefined;
  /** The delivery window, in the shop's time zone: "Tuesday, December 1, 9:00 AM–12:00 PM ET". */
  slot: string | undefined;
  pickup: boolean;
}

export interface EstimateView {
  cart: CartView;
  options: ShippingChoice[];
  selected: string | undefined;
}

export const EMPTY_CART: CartView = {
  lines: [],
  count: 0,
  couponCode: undefined,
  subtotal: '$0.00',
  discount: undefined,
  shipping: undefined,
  tax: undefined,
  total: '$0.00',
};

/** A decimal string as money: the server's own formatting when it sent one. */
export function money(
  price: (Pick<Price, 'amount'> & Partial<Price>) | undefined,
  currency = 'USD',
): string | undefined {
  if (!price) return undefined;
  if (price.formattedAmount) return price.formattedAmount;
  const amount = price.amount as `${number}`;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}

export const isZero = (price: Pick<Price, 'amount'> | undefined) => !price || Number(price.amount) === 0;

/** A line's url (the shop's product page, `http://shop.test/product/vase` or `/product/vase`) -> `/product/vase`. */
export function productHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const path = url.startsWith('/') ? url : new URL(url).pathname;
  const slug = path.split('/').filter(Boolean).pop();
  return slug ? `/product/${slug}` : undefined;
}

function pictureOf(image: string | undefined, alt: string, apiBase: string): Picture | undefined {
  if (!image) return undefined;
  const parsed = parseImage(image);
  if (!parsed.url) return undefined;
  return { url: absoluteUrl(parsed.url, apiBase), width: parsed.width ?? 0, height: parsed.height ?? 0, alt };
}

function optionsOf(line: CartLineItem): string[] {
  return (line.descriptionLines ?? []).flatMap((d) => {
    const name = d.name?.original;
    const value = d.plainText?.original ?? d.colorInfo?.original;
    if (!name || !value) return [];
    return [`${name}: ${value}`];
  });
}

function problemOf(line: CartLineItem): string | undefined {
  const availability = line.availability;
  switch (availability?.status) {
    case 'NOT_FOUND':
      return 'This piece is no longer in the shop.';
    case 'NOT_AVAILABLE':
      return 'Sold out: remove it to continue.';
    case 'PARTIALLY_AVAILABLE':
      return `Only ${availability.quantityAvailable ?? 0} left: lower the quantity to continue.`;
    default:
      return undefined;
  }
}

function shortTo(line: CartLineItem): number | undefined {
  const status = line.availability?.status;
  if (status === 'NOT_AVAILABLE' || status === 'NOT_FOUND') return 0;
  if (status === 'PARTIALLY_AVAILABLE') return line.availability?.quantityAvailable ?? 0;
  return undefined;
}

export function lineView(line: CartLineItem, currency: string, apiBase: string): CartLineView {
  const name = line.productName?.original ?? 'Piece';
  const quantity = line.quantity ?? 1;
  const available = line.availability?.quantityAvailable;
  const max = Math.max(quantity, Math.min(MAX_LINE_QUANTITY, available ?? MAX_LINE_QUANTITY));
  const unitPrice = money(line.price, currency) ?? '';
  const fullPrice = money(line.fullPrice, currency);
  return {
    id: line._id ?? '',
    name,
    href: productHref(line.url),
    image: pictureOf(line.image, name, apiBase),
    options: optionsOf(line),
    quantity,
    max: available !== undefined && available < quantity ? quantity : max,
    unitPrice,
    fullPrice: fullPrice && fullPrice !== unitPrice ? fullPrice : undefined,
    problem: problemOf(line),
    shortTo: shortTo(line),
  };
}

/** The applied coupon's code as the merchant wrote it (`WELCOME10`), not as the shopper typed it (`welcome10`). */
export function couponName(cart: {
  couponCode?: string | undefined;
  appliedDiscounts?: readonly { coupon?: { code: string } | undefined }[] | undefined;
}): string | undefined {
  const applied = cart.appliedDiscounts?.find((d) => d.coupon?.code)?.coupon?.code;
  return applied || cart.couponCode || undefined;
}

/** The cart as shown; `summary` is estimate-totals' price summary when there is one. */
export function cartView(cart: Cart, apiBase: string, summary = cart.priceSummary): CartView {
  const currency = cart.currency ?? 'USD';
  const lines = cart.lineItems.map((line) => lineView(line, currency, apiBase));
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    couponCode: couponName(cart),
    subtotal: money(summary?.subtotal, currency) ?? money({ amount: '0' }, currency)!,
    discount: isZero(summary?.discount) ? undefined : money(summary?.discount, currency),
    shipping: summary?.shipping ? money(summary.shipping, currency) : undefined,
    tax: summary?.tax ? money(summary.tax, currency) : undefined,
    total: money(summary?.total ?? summary?.subtotal, currency) ?? money({ amount: '0' }, currency)!,
  };
}

/** The shipping options of a cart's or checkout's shippingInfo, pickup and delivery slots included. */
export function shippingChoices(
  shippingInfo: ShippingInfo | undefined,
  currency: string,
  clock: ShopClock,
): ShippingChoice[] {
  return (shippingInfo?.carrierServiceOptions ?? []).flatMap((carrier) =>
    (carrier.shippingOptions ?? []).map((option): ShippingChoice => {
      const pickup = option.logistics?.pickupDetails;
      const cost = option.cost.price;
      const window = option.logistics?.deliveryTimeSlot;
      const slot = window ? slotText(window, clock.timeZone) : undefined;
      const where = pickup ? (pickup.address?.formatted ?? pickup.address?.addressLine1) : undefined;
      return {
        code: option.code,
        carrierId: carrier.carrierId,
        title: option.title ?? option.code,
        cost: isZero(cost) ? 'Free' : (money(cost, currency) ?? ''),
        // A pickup says where, and when the shop is open (the shop's one source of opening hours).
        detail: pickup
          ? [where, clock.hours && `open ${clock.hours}`].filter(Boolean).join(' · ') || undefined
          : (option.logistics?.deliveryTime ?? slot),
        slot,
        pickup: pickup !== undefined,
      };
    }),
  );
}

/** Estimate-totals' answer as shown: the cart with its totals, and the shipping options to choose from. */
export function estimateView(
  answer: EstimateTotalsResponse,
  apiBase: string,
  clock: ShopClock,
): EstimateView {
  const currency = answer.cart.currency ?? 'USD';
  return {
    cart: cartView(answer.cart, apiBase, answer.priceSummary ?? answer.cart.priceSummary),
    options: shippingChoices(answer.shippingInfo, currency, clock),
    selected: answer.shippingInfo?.selectedCarrierServiceOption?.code,
  };
}
