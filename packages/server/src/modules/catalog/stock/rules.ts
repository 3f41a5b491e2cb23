import { variantInStock } from '../rules';

/** Pure rules of taking and returning stock: what a set of lines leaves on each variant. */

/** Most units a variant holds, as a merchant may set them (schemas-input.ts). */
export const MAX_UNITS = 1_000_000_000;

/** A variant named by its product; a product without options has the all-zero variant id. */
export interface VariantRef {
  productId: string;
  variantId: string;
}

/** Units of one variant to take or give back. */
export interface StockLine extends VariantRef {
  quantity: number;
}

/** A variant's stock as stored: units counted only when its product tracks them. */
export interface VariantLevel extends VariantRef {
  tracked: boolean;
  /** Units held (null when not tracked). */
  quantity: number | null;
  /** A tracked variant is in stock while it has units; an untracked one by the merchant's flag. */
  inStock: boolean;
}

/** A line that cannot be met in full, with what the variant holds. */
export interface Shortfall extends VariantRef {
  requested: number;
  available: number;
  reason: 'INSUFFICIENT_STOCK' | 'UNKNOWN_VARIANT' | 'OVER_CAPACITY';
}

/** New units of the tracked variants a plan changes. */
export type Changes = (VariantRef & { quantity: number; inStock: boolean })[];

export type Plan = { ok: true; changes: Changes } | { ok: false; shortfalls: Shortfall[] };

const ref = (r: VariantRef): VariantRef => ({ productId: r.productId, variantId: r.variantId });

export const refKey = (r: VariantRef) => `${r.productId}/${r.variantId}`;

/** Order of locks on variants: product id, then variant id, as every writer of variants locks them. */
export const byVariant = (a: VariantRef, b: VariantRef) =>
  a.productId < b.productId
    ? -1
    : a.productId > b.productId
      ? 1
      : a.variantId < b.variantId
        ? -1
        : a.variantId > b.variantId
          ? 1
          : 0;

/** One line per variant (quantities of repeated variants added up), in lock order. */
export function mergeLines(lines: readonly StockLine[]): StockLine[] {
  const merged = new Map<string, StockLine>();
  for (const line of lines) {
    const key = refKey(line);
    const known = merged.get(key);
    if (known) known.quantity += line.quantity;
    else merged.set(key, { productId: line.productId, variantId: line.variantId, quantity: line.quantity });
  }
  return [...merged.values()].sort(byVariant);
}

const changed = (line: VariantRef, quantity: number) => ({
  productId: line.productId,
  variantId: line.variantId,
  quantity,
  inStock: variantInStock(true, { quantity, inStock: false }),
});

/**
 * Takes the (merged) lines from the levels: every tracked variant must hold its line's units, or
 * nothing is taken and each line that falls short is named. Untracked variants always give.
 */
export function planTake(levels: ReadonlyMap<string, VariantLevel>, lines: readonly StockLine[]): Plan {
  const shortfalls: Shortfall[] = [];
  const changes: Changes = [];
  for (const line of lines) {
    const level = levels.get(refKey(line));
    const requested = line.quantity;
    if (!level) {
      shortfalls.push({ ...ref(line), requested, available: 0, reason: 'UNKNOWN_VARIANT' });
    } else if (level.tracked) {
      const available = level.quantity ?? 0;
      if (available < requested)
        shortfalls.push({ ...ref(line), requested, available, reason: 'INSUFFICIENT_STOCK' });
      else changes.push(changed(line, available - requested));
    }
  }
  return shortfalls.length > 0 ? { ok: false, shortfalls } : { ok: true, changes };
}

/**
 * Gives the (merged) lines back to the levels. A variant no longer in the catalog takes nothing
 * back (it is left out); a tracked one may not go past MAX_UNITS, or nothing is given back.
 */
export function planReturn(levels: ReadonlyMap<string, VariantLevel>, lines: readonly StockLine[]): Plan {
  const shortfalls: Shortfall[] = [];
  const changes: Changes = [];
  for (const line of lines) {
    const level = levels.get(refKey(line));
    if (!level?.tracked) continue;
    const held = level.quantity ?? 0;
    if (held + line.quantity > MAX_UNITS) {
      shortfalls.push({
        ...ref(line),
        requested: line.quantity,
        available: MAX_UNITS - held,
        reason: 'OVER_CAPACITY',
      });
    } else changes.push(changed(line, held + line.quantity));
  }
  return shortfalls.length > 0 ? { ok: false, shortfalls } : { ok: true, changes };
}
