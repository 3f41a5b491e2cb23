import { divRound, fromScaled, toScaled } from '../../lib/money';
import type { Address } from '../../lib/address';
import type { JurisdictionType } from './types';

/** Decimal places of a tax rate given as a fraction ("0.08875" = 8.875 %). */
export const RATE_SCALE = 6;
const RATE_ONE = 10n ** BigInt(RATE_SCALE);

/** "0.2" -> 200000n (millionths); undefined unless a fraction from 0 to 1 with at most six places. */
export function parseRate(text: string): bigint | undefined {
  const rate = toScaled(text, RATE_SCALE);
  return rate === undefined || rate < 0n || rate > RATE_ONE ? undefined : rate;
}

/** 200000n -> "0.2": the shortest text of a rate, as Wix sends it. */
export function rateText(rate: bigint): string {
  const text = fromScaled(rate, RATE_SCALE).replace(/0+$/, '');
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/**
 * The tax in an amount of minor units at `rate` (millionths), rounded half away from zero to a minor unit.
 * Prices that include tax hold amount * rate / (1 + rate) of it; prices without tax add amount * rate.
 */
export function taxOf(amount: bigint, rate: bigint, included: boolean): bigint {
  return included ? divRound(amount * rate, RATE_ONE + rate) : divRound(amount * rate, RATE_ONE);
}

export interface TaxRateEntry {
  id: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** ISO 3166-2 code ("US-NY"), or null for the whole country. */
  subdivision: string | null;
  /** Fraction as decimal text. */
  rate: string;
  name: string;
}

/** "ny", "US" -> "US-NY"; "US-NY" stays: subdivisions are compared as full ISO 3166-2 codes. */
export function subdivisionCode(country: string, subdivision: string): string {
  const code = subdivision.trim().toUpperCase();
  return code.includes('-') ? code : `${country.trim().toUpperCase()}-${code}`;
}

export interface TaxMatch {
  rate: bigint;
  jurisdiction: { name: string; type: JurisdictionType };
}

/**
 * The manual rate of a destination: its subdivision's rate wins over its country's. Undefined when no
 * destination or no country is known, or no rate is set for it (no tax collected).
 */
export function taxRateFor(
  destination: Address | undefined,
  rates: readonly TaxRateEntry[],
): TaxMatch | undefined {
  const country = destination?.country?.trim().toUpperCase();
  if (!country) return undefined;
  const sub = destination?.subdivision?.trim()
    ? subdivisionCode(country, destination.subdivision)
    : undefined;
  const bySub = sub ? rates.find((r) => r.country === country && r.subdivision === sub) : undefined;
  const chosen = bySub ?? rates.find((r) => r.country === country && r.subdivision === null);
  const rate = chosen && parseRate(chosen.rate);
  if (!chosen || rate === undefined) return undefined;
  return {
    rate,
    jurisdiction: { name: chosen.name, type: chosen.subdivision === null ? 'COUNTRY' : 'STATE' },
  };
}
