/**
 * Exact non-negative decimals for weights and band limits: a coefficient and a scale (12.5 = 125 scale 1).
 * Products of decimals are exact; no float takes part in a sum or a comparison.
 */
export interface Decimal {
  coef: bigint;
  scale: number;
}

/** Largest number of fraction digits a decimal may have (pounds of 9 places are kilograms of 17). */
export const MAX_SCALE = 30;

/** "12.50" | 12.5 -> { 1250n, 2 }; undefined when not a non-negative decimal of at most MAX_SCALE places. */
export function parseDecimal(value: string | number): Decimal | undefined {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const whole = match[1]!;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > MAX_SCALE) return undefined;
  return { coef: BigInt(whole + fraction), scale: fraction.length };
}

/** A JS number as decimal text without exponent; '' for NaN, infinities and negatives' sign kept. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

const rescale = (d: Decimal, scale: number): bigint => d.coef * 10n ** BigInt(scale - d.scale);

export const ZERO: Decimal = { coef: 0n, scale: 0 };

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { coef: rescale(a, scale) + rescale(b, scale), scale };
}

export function mul(a: Decimal, b: Decimal): Decimal {
  return { coef: a.coef * b.coef, scale: a.scale + b.scale };
}

export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const x = rescale(a, scale);
  const y = rescale(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** a / b rounded half up to `scale` places (b > 0). */
export function divide(a: Decimal, b: Decimal, scale: number): Decimal {
  // a/b = (a.coef / 10^a.scale) / (b.coef / 10^b.scale); shift so the quotient has `scale` places.
  const numerator = a.coef * 10n ** BigInt(scale + b.scale);
  const denominator = b.coef * 10n ** BigInt(a.scale);
  return { coef: (2n * numerator + denominator) / (2n * denominator), scale };
}

/** Shortest decimal text: { 1250n, 2 } -> "12.5", { 0n, 3 } -> "0". */
export function decimalText(d: Decimal): string {
  const digits = d.coef.toString().padStart(d.scale + 1, '0');
  const whole = digits.slice(0, digits.length - d.scale);
  const fraction = digits.slice(digits.length - d.scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
