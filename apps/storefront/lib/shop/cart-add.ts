/**
 * Add to cart never asks for more than can be bought. The server's cart takes any quantity (a line beyond
 * stock reads PARTIALLY_AVAILABLE, as Wix's does), so the shop adds, reads what the line now holds and what
 * is available, and brings the line down to what can be bought: never below what the cart held before.
 */
import { EMPTY_VARIANT_ID, type CartLineItem } from '@atelier/sdk';

export interface AddOutcome {
  /** Units the shopper asked to add. */
  asked: number;
  /** Units actually added (0 when the cart already held all there is). */
  added: number;
  /** Units of this choice the cart holds now. */
  inCart: number;
  /** Units that can be bought; undefined when the shop does not count them. */
  available: number | undefined;
}

/** The cart line of a product and variant (no variant: the product's empty variant). */
export function lineOf<L extends Pick<CartLineItem, 'catalogReference'>>(
  lines: readonly L[],
  productId: string,
  variantId: string | undefined,
): L | undefined {
  const wanted = variantId ?? EMPTY_VARIANT_ID;
  return lines.find(
    (l) =>
      l.catalogReference.catalogItemId === productId &&
      (l.catalogReference.options?.variantId ?? EMPTY_VARIANT_ID) === wanted,
  );
}

/** Units of a line that can be bought: 0 when sold out or gone, undefined when not counted. */
export function availableOf(line: Pick<CartLineItem, 'availability'>): number | undefined {
  const availability = line.availability;
  switch (availability?.status) {
    case 'NOT_FOUND':
    case 'NOT_AVAILABLE':
      return 0;
    case 'PARTIALLY_AVAILABLE':
      return availability.quantityAvailable ?? 0;
    default:
      return availability?.quantityAvailable;
  }
}

/**
 * What the line keeps after adding `asked` units that made it `after`: at most what is available, never
 * less than it held before (a line already beyond stock is the cart page's to settle, not add to cart's).
 */
export function addOutcome(asked: number, after: number, available: number | undefined): AddOutcome {
  const before = Math.max(0, after - asked);
  const inCart = available === undefined ? after : Math.max(before, Math.min(after, available));
  return { asked, added: inCart - before, inCart, available };
}

const pieces = (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`;

/** What the toast says: what was added, and when it is fewer than asked, why. */
export function addedMessage(outcome: AddOutcome): string {
  const { asked, added, inCart, available } = outcome;
  if (added === asked) return `Added to your cart: ${pieces(added)}.`;
  if (available === 0) return 'Sorry, this just sold out: nothing was added to your cart.';
  if (added === 0) {
    if (available === undefined || inCart > available)
      return `Only ${available ?? inCart} available, and your cart holds ${inCart}: nothing more was added.`;
    return available === 1
      ? 'Your cart already holds the only one there is: nothing more was added.'
      : `Your cart already holds all ${available} there are: nothing more was added.`;
  }
  const holds = inCart > added ? ` Your cart now holds all ${inCart}.` : '';
  return `Only ${available} ${available === 1 ? 'was' : 'were'} available: ${added} added to your cart.${holds}`;
}
