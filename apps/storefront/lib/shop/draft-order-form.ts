/**
 * The draft order builder's pure rules: which of its fields a server error is about, and the draft's input
 * from the builder's state. A line's error is keyed `line:<id>`, a field's by its path (`customer.email`).
 */

export type { DraftOrder, DraftOrderInput } from '@atelier/sdk';

export type DraftErrors = Record<string, string>;

/** A violation's field as the builder's key: `draftOrder.lineItems[1].quantity` is the second line's. */
export function draftFieldOf(field: string, lineIds: readonly string[]): string {
  const path = field.replace(/^draftOrder\./, '');
  const line = /^lineItems\[(\d+)\]/.exec(path);
  if (line) {
    const id = lineIds[Number(line[1])];
    return id ? `line:${id}` : 'lineItems';
  }
  if (path.startsWith('shippingAddress')) return 'shippingAddress';
  return path;
}

/** The draft's problems (what would stop "Send") as the builder's errors. */
export function problemErrors(
  problems: readonly { field?: string; lineItemId?: string; description: string }[],
): DraftErrors {
  const errors: DraftErrors = {};
  for (const p of problems) {
    const key = p.lineItemId ? `line:${p.lineItemId}` : (p.field ?? 'form');
    errors[key] ??= p.description;
  }
  return errors;
}

export interface AddressFields {
  addressLine1: string;
  addressLine2: string;
  city: string;
  postalCode: string;
  subdivision: string;
  country: string;
}

/** An address when any part is given (null clears the draft's); the country in capitals. */
export function addressInput(a: AddressFields) {
  const parts = Object.fromEntries(
    Object.entries(a)
      .map(([k, v]) => [k, v.trim()] as const)
      .filter(([, v]) => v),
  ) as Partial<AddressFields>;
  if (Object.keys(parts).length === 0) return null;
  return { ...parts, ...(parts.country ? { country: parts.country.toUpperCase() } : {}) };
}

/** How many of each line: a whole number from 1 to 9999, or undefined. */
export function quantityOf(text: string): number | undefined {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 9999 ? n : undefined;
}
