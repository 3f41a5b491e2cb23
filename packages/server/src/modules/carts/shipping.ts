import type { Db } from '../../db/open';
import { AppError } from '../../http/errors';
import type { Address } from '../../lib/address';
import type { PricedCart } from '../pricing';
import { shippingOptionsFor, type ShippingOption } from '../shipping';
import { contactAddressOf, type Evaluation } from './evaluate';
import type { CartRow } from './store';

/** The shipping options offered for a cart's goods (priced without shipping) to a destination. */
export function optionsFor(
  db: Db,
  goods: Evaluation,
  itemsOnly: PricedCart,
  destination: Address | undefined,
  now: Date,
): Promise<ShippingOption[]> {
  return shippingOptionsFor(db, {
    destination,
    weightKg: goods.weightKg,
    subtotal: itemsOnly.totals.subtotal - itemsOnly.totals.discount,
    currency: goods.currency,
    now,
  });
}

/**
 * The options offered to a destination, none when the address cannot be rated (the spec's MISSING_POSTAL_CODE
 * ...): a cart or checkout still answers then, and estimate-totals says what is wrong with the address.
 */
export async function offeredOptions(
  db: Db,
  goods: Evaluation,
  itemsOnly: PricedCart,
  destination: Address | undefined,
  now: Date,
): Promise<ShippingOption[]> {
  try {
    return await optionsFor(db, goods, itemsOnly, destination, now);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return [];
    throw error;
  }
}

/**
 * The shipping a cart's own totals include: the option the cart has selected (PATCH
 * `cartInfo.selectedShippingOption`), when it is offered to the cart's address (`contactInfo.address`; pickup
 * needs none). So the cart's totals are estimate-totals' for that address and option, and the /cart page and
 * the checkout agree with it. No option selected, or one no longer offered there: no shipping in the cart's
 * totals.
 */
export async function selectedShipping(
  db: Db,
  row: Pick<CartRow, 'contactInfo' | 'selectedShippingOption'>,
  goods: Evaluation,
  itemsOnly: PricedCart,
  now: Date,
): Promise<ShippingOption | undefined> {
  const selected = row.selectedShippingOption;
  if (!selected) return undefined;
  const options = await offeredOptions(db, goods, itemsOnly, contactAddressOf(row), now);
  return options.find((o) => o.code === selected.code);
}
