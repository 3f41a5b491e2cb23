import type { StoredCartLine } from '../../db/schema';
import { invalidField, ValidationError, type FieldViolation } from '../../http/errors';

/** Pure rules of carts: lines, quantities, availability and the merge at login. No I/O here. */

/** The Wix Stores app id: the only catalog whose products a cart line may name (DESIGN.md section 4). */
export const WIX_STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
/** The spec's empty variant: a line naming it chose no variant. */
export const EMPTY_VARIANT_ID = '00000000-0000-0000-0000-000000000000';
/** Most units of one line. */
export const MAX_LINE_QUANTITY = 9999;
/** Most lines (catalog and custom together) in one cart. */
export const MAX_LINES = 300;

export type AvailabilityStatus = 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';

export interface Availability {
  status: AvailabilityStatus;
  /** Units that can be bought now; absent when the catalog does not count them. */
  quantityAvailable?: number;
}

/** What the catalog holds of a line's variant, as far as availability goes. */
export interface StockFacts {
  visible: boolean;
  /** Units that can be bought; null when not counted (and in stock). */
  available: number | null;
}

/** A line's availability: NOT_FOUND when gone from the catalog, NOT_AVAILABLE hidden or sold out. */
export function availabilityOf(quantity: number, facts: StockFacts | null): Availability {
  if (!facts) return { status: 'NOT_FOUND', quantityAvailable: 0 };
  if (!facts.visible) return { status: 'NOT_AVAILABLE', quantityAvailable: 0 };
  if (facts.available === null) return { status: 'AVAILABLE' };
  if (facts.available <= 0) return { status: 'NOT_AVAILABLE', quantityAvailable: 0 };
  if (facts.available < quantity)
    return { status: 'PARTIALLY_AVAILABLE', quantityAvailable: facts.available };
  return { status: 'AVAILABLE', quantityAvailable: facts.available };
}

/** Units of a line that can be bought now (what is priced): 0 for lines gone or not available. */
export function buyableQuantity(quantity: number, availability: Availability): number {
  if (availability.status === 'NOT_FOUND' || availability.status === 'NOT_AVAILABLE') return 0;
  return Math.min(quantity, availability.quantityAvailable ?? quantity);
}

/** A variant as a line names it: the empty variant and no variant alike mean "the product's default". */
export const chosenVariant = (variantId: string | undefined | null) =>
  !variantId || variantId === EMPTY_VARIANT_ID ? undefined : variantId;

export const sameItem = (a: Pick<StoredCartLine, 'productId' | 'variantId'>, b: typeof a) =>
  a.productId === b.productId && a.variantId === b.variantId;

/** A line to add: already resolved to its product's variant. */
export interface Addition {
  productId: string;
  variantId: string;
  quantity: number;
  /** The product's name and slug now, kept on the line for when the product leaves the catalog. */
  name?: string | undefined;
  slug?: string | undefined;
  overrides?: Record<string, unknown> | undefined;
}

function checkQuantity(quantity: number, field: string): FieldViolation | undefined {
  if (!Number.isInteger(quantity) || quantity < 1)
    return { field, violatedRule: 'MIN', description: 'must be a whole number of at least 1' };
  if (quantity > MAX_LINE_QUANTITY)
    return { field, violatedRule: 'MAX', description: `must be at most ${MAX_LINE_QUANTITY}` };
  return undefined;
}

function checkLineCount(count: number, field: string) {
  if (count > MAX_LINES)
    throw invalidField(field, 'MAX_SIZE', `a cart holds at most ${MAX_LINES} lines`, { max: MAX_LINES });
}

/**
 * Adds lines to a cart: a line of a product and variant the cart already holds adds to its quantity.
 * A line may hold at most MAX_LINE_QUANTITY units and a cart MAX_LINES lines (custom ones counted).
 */
export function addLines(
  lines: readonly StoredCartLine[],
  additions: readonly Addition[],
  newId: () => string,
  customLineCount = 0,
): StoredCartLine[] {
  const next = lines.map((l) => ({ ...l }));
  const violations: FieldViolation[] = [];
  additions.forEach((a, i) => {
    const field = `lineItems[${i}].quantity`;
    const bad = checkQuantity(a.quantity, field);
    if (bad) return void violations.push(bad);
    const existing = next.find((l) => sameItem(l, a));
    if (!existing) {
      next.push({
        id: newId(),
        productId: a.productId,
        variantId: a.variantId,
        quantity: a.quantity,
        ...(a.name !== undefined ? { name: a.name } : {}),
        ...(a.slug !== undefined ? { slug: a.slug } : {}),
        ...(a.overrides ? { overrides: a.overrides } : {}),
      });
      return;
    }
    const total = existing.quantity + a.quantity;
    if (total > MAX_LINE_QUANTITY) {
      violations.push({
        field,
        violatedRule: 'MAX',
        description: `would make the line ${total} units: a line holds at most ${MAX_LINE_QUANTITY}`,
      });
      return;
    }
    existing.quantity = total;
    if (a.name !== undefined) existing.name = a.name;
    if (a.slug !== undefined) existing.slug = a.slug;
    if (a.overrides) existing.overrides = a.overrides;
  });
  if (violations.length > 0) throw new ValidationError(violations);
  checkLineCount(next.length + customLineCount, 'lineItems');
  return next;
}

/** A new quantity for a line, by its id; 0 removes the line. */
export interface QuantityUpdate {
  id: string;
  quantity: number;
}

/**
 * Sets lines' quantities (update-line-items-quantity): 0 removes a line; an id the cart does not hold
 * is refused. Answers the catalog lines and the custom lines after the change.
 */
export function setQuantities<
  L extends { id: string; quantity: number },
  C extends { id: string; quantity: number },
>(
  lines: readonly L[],
  customLines: readonly C[],
  updates: readonly QuantityUpdate[],
): { lines: L[]; customLines: C[] } {
  const wanted = new Map<string, number>();
  const violations: FieldViolation[] = [];
  const known = new Set([...lines, ...customLines].map((l) => l.id));
  updates.forEach((u, i) => {
    if (!known.has(u.id)) {
      violations.push({
        field: `lineItems[${i}].id`,
        violatedRule: 'VALIDATION',
        description: 'names no line of this cart',
      });
      return;
    }
    if (u.quantity !== 0) {
      const bad = checkQuantity(u.quantity, `lineItems[${i}].quantity`);
      if (bad) return void violations.push(bad);
    }
    wanted.set(u.id, u.quantity);
  });
  if (violations.length > 0) throw new ValidationError(violations);
  const apply = <T extends { id: string; quantity: number }>(list: readonly T[]) =>
    list.flatMap((l) => {
      const q = wanted.get(l.id);
      if (q === undefined) return [l];
      return q === 0 ? [] : [{ ...l, quantity: q }];
    });
  return { lines: apply(lines), customLines: apply(customLines) };
}

/** Removes lines by id; ids the cart does not hold are refused. */
export function removeLines<L extends { id: string }, C extends { id: string }>(
  lines: readonly L[],
  customLines: readonly C[],
  ids: readonly string[],
): { lines: L[]; customLines: C[] } {
  const known = new Set([...lines, ...customLines].map((l) => l.id));
  const violations: FieldViolation[] = ids.flatMap((id, i) =>
    known.has(id)
      ? []
      : [
          {
            field: `lineItemIds[${i}]`,
            violatedRule: 'VALIDATION' as const,
            description: 'names no line of this cart',
          },
        ],
  );
  if (violations.length > 0) throw new ValidationError(violations);
  const gone = new Set(ids);
  return {
    lines: lines.filter((l) => !gone.has(l.id)),
    customLines: customLines.filter((l) => !gone.has(l.id)),
  };
}

/**
 * The merge at login: the visitor's lines join the member's. Lines of the same product and variant
 * become one whose quantity is the sum, capped by the stock that can be bought (and MAX_LINE_QUANTITY),
 * but never below what either cart held of it, so nothing a shopper had is lost. Lines only one cart
 * holds are kept as they are, the member's first.
 */
export function mergeLines(
  memberLines: readonly StoredCartLine[],
  visitorLines: readonly StoredCartLine[],
  availableOf: (line: StoredCartLine) => number | null,
): StoredCartLine[] {
  const merged = memberLines.map((l) => ({ ...l }));
  for (const line of visitorLines) {
    const same = merged.find((l) => sameItem(l, line));
    if (!same) {
      merged.push({ ...line });
      continue;
    }
    const sum = same.quantity + line.quantity;
    const available = availableOf(same);
    const cap = Math.min(MAX_LINE_QUANTITY, available ?? MAX_LINE_QUANTITY);
    same.quantity = Math.max(Math.min(sum, cap), same.quantity, line.quantity);
  }
  return merged;
}

/** The member's coupon stays; the visitor's comes along only when the member's cart has none. */
export const mergedCoupon = (member: string | null, visitor: string | null) => member ?? visitor;
