import { divRound, fromScaled, toScaled } from '../../lib/money';

const digitsByCurrency = new Map<string, number>();

/** Minor-unit digits of a currency (USD 2, JPY 0, KWD 3), as Intl knows them: the rounding of each currency. */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits!;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** Decimal places a merchant may give an amount with (enough for every currency's minor unit). */
export const AMOUNT_SCALE = 3;

/**
 * A merchant's decimal amount ("5", "5.00") in minor units of `currency`, rounded half away from zero to
 * the currency's digits ("5.5" JPY -> 6n). Undefined when the text is not a decimal.
 */
export function minorUnits(decimal: string, currency: string): bigint | undefined {
  const scaled = toScaled(decimal, AMOUNT_SCALE);
  if (scaled === undefined) return undefined;
  const digits = currencyDigits(currency);
  return divRound(scaled * 10n ** BigInt(digits), 10n ** BigInt(AMOUNT_SCALE));
}

/** Minor units as decimal text of the currency (1250n USD -> "12.50", 1250n JPY -> "1250"). */
export const decimalText = (minor: bigint, currency: string): string =>
  fromScaled(minor, currencyDigits(currency));
