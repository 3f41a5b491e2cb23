/**
 * The bulk price change form's state, and what it sends: pure, so the page's rules are unit tested.
 */
import type { PricePreview, PriceChange, PriceTarget, PriceUndo } from '@atelier/sdk';

export type { PricePreview };

export interface PriceForm {
  target: 'ids' | 'collection' | 'filter';
  ids: string[];
  collectionId: string;
  search: string;
  minPrice: string;
  maxPrice: string;
  mode: PriceChange['mode'];
  direction: 'up' | 'down';
  value: string;
}

/** The products the form names. */
export function targetOf(form: PriceForm): PriceTarget {
  if (form.target === 'ids') return { ids: form.ids };
  if (form.target === 'collection') return { collectionId: form.collectionId };
  const filter: NonNullable<PriceTarget['filter']> = {};
  if (form.search.trim()) filter.search = form.search.trim();
  if (form.minPrice.trim()) filter.minPrice = form.minPrice.trim();
  if (form.maxPrice.trim()) filter.maxPrice = form.maxPrice.trim();
  return { filter };
}

/** The change the form says: a lowering is a negative amount or percent. */
export function changeOf(form: PriceForm): PriceChange {
  const value = form.value.trim().replace(/^[+-]/, '').replace(/%$/, '').trim();
  if (form.mode === 'SET') return { mode: 'SET', value };
  return { mode: form.mode, value: form.direction === 'down' ? `-${value}` : value };
}

/** Ids from `?ids=a,b,c` (the products list's link), without blanks or repeats, at most 1,000. */
export function idsParam(raw: string | string[] | undefined): string[] {
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  return [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 1000);
}

/** A decimal amount as the shop shows money ("12.5" -> "12.50"), without a currency sign. */
export const moneyText = (decimal: string) => {
  const [whole, fraction = ''] = decimal.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
};

/** What an undo did, in words: the prices put back, and each product skipped with its reason. */
export function describeUndo(undo: PriceUndo): string {
  const back = `${undo.restored.length} price${undo.restored.length === 1 ? '' : 's'} put back.`;
  if (undo.skipped.length === 0) return back;
  const skipped = undo.skipped.map((s) => `${s.productName}: ${s.reason}`).join('; ');
  return `${back} Left as they are: ${skipped}.`;
}
