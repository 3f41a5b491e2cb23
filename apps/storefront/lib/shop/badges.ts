import type { PriceView } from './catalog-types';

/**
 * The badges a piece wears, on its card and its page. One rule, so a reduced piece never wears a
 * "Sale" on one card and nothing on the next: "Sale" comes from the price alone (what the shopper
 * pays is below the list price), whatever the merchant's ribbon says; the ribbon ("New", "Limited")
 * is shown in its own style, unless it only repeats the sale (a "Sale" ribbon), or claims a sale the
 * price does not show; "Sold out" when nothing of it can be bought.
 */
export type BadgeKind = 'sale' | 'ribbon' | 'sold-out';

export interface Badge {
  kind: BadgeKind;
  label: string;
}

/** Ribbons that only say "this is reduced": the price decides that. */
const SALE_RIBBON = /^\s*(on\s+)?sale\s*!?\s*$/i;

export function badgesOf(piece: { price: PriceView; ribbon?: string; inStock: boolean }): Badge[] {
  const badges: Badge[] = [];
  if (piece.price.was !== undefined) badges.push({ kind: 'sale', label: 'Sale' });
  const ribbon = piece.ribbon?.trim();
  if (ribbon && !SALE_RIBBON.test(ribbon)) badges.push({ kind: 'ribbon', label: ribbon });
  if (!piece.inStock) badges.push({ kind: 'sold-out', label: 'Sold out' });
  return badges;
}
