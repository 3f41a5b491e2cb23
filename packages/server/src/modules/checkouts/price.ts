import type { Db } from '../../db/open';
import type { Address } from '../../lib/address';
import { evaluate, offeredOptions, type Evaluation, type FactsBook } from '../carts';
import { priceCartRules, pricingDataFor, type PricedCart } from '../pricing';
import type { ShippingOption } from '../shipping';
import { factsWithHold } from './holds';
import { taxAddressOf } from './rules';
import type { CheckoutRow } from './store';

/** A checkout priced now by the cart's rules: its goods, the shipping offered and chosen, and pricing's answer. */

export interface PricedCheckout extends Evaluation {
  itemsOnly: PricedCart;
  priced: PricedCart;
  options: ShippingOption[];
  /** The stored choice when it is offered to the destination. */
  option: ShippingOption | undefined;
  shipTo: Address | undefined;
  billTo: Address | undefined;
}

export const addressOf = (stored: Record<string, unknown> | null) =>
  (stored as { address?: Address } | null)?.address;

/** The buyer's email of a checkout, trimmed and lower-cased: who the buyer is for per-buyer coupon limits. */
export const buyerEmailOf = (row: Pick<CheckoutRow, 'buyerInfo'>) =>
  (row.buyerInfo as { email?: string } | null)?.email?.trim().toLowerCase() || null;

/**
 * The checkout as the cart's evaluation reads a basket: its own addresses are given as the destination, its
 * buyer's email names the buyer (with the token's subject and member).
 */
export const basketOf = (row: CheckoutRow) => ({ ...row, contactInfo: null, buyerEmail: buyerEmailOf(row) });

export async function priceCheckout(
  db: Db,
  row: CheckoutRow,
  book: FactsBook,
  now: Date,
): Promise<PricedCheckout> {
  await factsWithHold(db, row, book, now);
  const shipTo = addressOf(row.shippingDestination);
  const billTo = addressOf(row.billingInfo);
  const goods = await evaluate(db, basketOf(row), book, { destination: taxAddressOf(shipTo, billTo), now });
  const data = await pricingDataFor(db, goods.request);
  const itemsOnly = priceCartRules(goods.request, data);
  const options = await offeredOptions(db, goods, itemsOnly, shipTo, now);
  const option = options.find((o) => o.code === row.selectedShippingOption?.code);
  const priced = option
    ? priceCartRules({ ...goods.request, shipping: { code: option.code, cost: option.cost } }, data)
    : itemsOnly;
  return { ...goods, itemsOnly, priced, options, option, shipTo, billTo };
}
