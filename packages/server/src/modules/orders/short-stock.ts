import { AppError } from '../../http/errors';
import type { Shortfall } from '../catalog';

/** A line the stock cannot fill: what was asked and what is left, named by the order's or checkout's line. */
export interface ShortLine {
  lineItemId: string;
  productId: string;
  variantId: string;
  requestedQuantity: number;
  availableQuantity: number;
}

/** The stock's shortfalls (found under its locks) named by the lines that asked for those variants. */
export function shortLinesFrom(
  lines: readonly { id: string; productId?: string; variantId?: string; quantity: number }[],
  shortfalls: readonly Shortfall[],
): ShortLine[] {
  return lines.flatMap((l) => {
    const s = shortfalls.find((f) => f.productId === l.productId && f.variantId === l.variantId);
    return s && l.productId && l.variantId
      ? [
          {
            lineItemId: l.id,
            productId: l.productId,
            variantId: l.variantId,
            requestedQuantity: l.quantity,
            availableQuantity: Math.max(0, s.available),
          },
        ]
      : [];
  });
}

/** Out of stock, whoever places the order: 409 naming each short line and what is left; nothing was taken. */
export const insufficientStock = (lines: ShortLine[]) =>
  new AppError(
    409,
    'INSUFFICIENT_STOCK',
    lines.length === 1
      ? `Only ${lines[0]!.availableQuantity} of this item ${lines[0]!.availableQuantity === 1 ? 'is' : 'are'} left`
      : 'Some items are no longer available in the quantities asked for',
    'Lower the quantity of each line named, or remove it, and place the order again',
    { lines },
  );
