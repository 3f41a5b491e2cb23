/**
 * Exact decimal arithmetic for the catalog. Amounts are integer minor units (cents) held in
 * `bigint`; quantities and weights are fixed-point integers. No float ever takes part in a sum.
 */

export const MAX_AMOUNT_CENTS = 100_000_000_000n; // 1,000,000,000.00

/** "12.5" | 12.5 -> 1250n; undefined when the text is not a decimal with at most `scale` places. */
export function toScaled(value: string | number, scale: number): bigint | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? numberText(value) : '') : value.trim();
  const match = /^(-?)(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > scale) return undefined;
  const scaled = BigInt(whole!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return sign === '-' ? -scaled : scaled;
}

/** A JS number written without exponent (12.5 -> "12.5", 1e-7 -> "0.0000001"). */
function numberText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** 1250n, 2 -> "12.50". */
export function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

export const cents = (value: string | number): bigint | undefined => toScaled(value, 2);
export const centsText = (value: bigint): string => fromScaled(value, 2);

/** Integer division rounding half away from zero. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** A decimal string as the JSON number Wix clients expect ("12.50" -> 12.5); exact for these sizes. */
export const asNumber = (decimal: string): number => Number(decimal);

const formatters = new Map<string, Intl.NumberFormat>();

/** "12.50", "USD" -> "$12.50". Intl formats the decimal string itself, without a float. */
export function formatMoney(decimal: string, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(decimal as unknown as number);
}
