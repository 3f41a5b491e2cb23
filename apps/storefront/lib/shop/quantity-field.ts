/** The product page's quantity field: what it holds while typed in, and once settled. */

/** The quantity field while it is typed in: digits only; empty is allowed (the shopper is replacing it). */
export const quantityDraft = (text: string): string => text.replace(/\D/g, '').slice(0, 4);

/**
 * The quantity once the field is left or the form is sent: 1 when empty or 0, at most `max`; when it had to
 * be lowered, why (`stock`: the units available, when the shop counts them).
 */
export function settledQuantity(
  text: string,
  max: number,
  stock: number | undefined,
): { quantity: number; note: string | undefined } {
  const typed = Number.parseInt(text, 10);
  if (!Number.isFinite(typed) || typed < 1) return { quantity: 1, note: undefined };
  if (typed <= max) return { quantity: typed, note: undefined };
  const note =
    stock !== undefined && stock <= max
      ? `Only ${stock} available: the quantity is set to ${max}.`
      : `At most ${max} at a time: the quantity is set to ${max}.`;
  return { quantity: max, note };
}
