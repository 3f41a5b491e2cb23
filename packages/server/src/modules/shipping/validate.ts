/** Checks of the merchant's input that a schema cannot express; each failure is a field violation. */
import type { DeliverySlots, RateBand, RateKind, RegionDestination } from '../../db/schema/shipping';
import { invalidField } from '../../http/errors';
import type { Address } from '../../lib/address';
import { cents, centsText, MAX_AMOUNT_CENTS } from '../../lib/money';
import { decimalText, parseDecimal } from './decimal';
import { knownTimeZone } from '../../lib/shop-time';
import { bandsProblem } from './rules';
import type { RegionDestinationInput } from './schemas';

type AmountIn = number | string;

/** A non-negative amount of at most 2 places, in minor units. */
export function money(field: string, value: AmountIn): bigint {
  const amount = cents(value);
  if (amount === undefined || amount < 0n || amount > MAX_AMOUNT_CENTS) {
    throw invalidField(field, 'FORMAT', 'must be a non-negative amount with at most 2 decimal places');
  }
  return amount;
}

/** Countries upper-cased, subdivisions without their country prefix; a country listed once. */
export function destinations(field: string, input: readonly RegionDestinationInput[]): RegionDestination[] {
  const seen = new Set<string>();
  return input.map((d, i) => {
    const country = d.country.toUpperCase();
    if (seen.has(country))
      throw invalidField(`${field}[${i}].country`, 'VALIDATION', `lists ${country} twice`);
    seen.add(country);
    const subdivisions = d.subdivisions?.map((s, j) => {
      const code = s.toUpperCase();
      if (code.includes('-') && !code.startsWith(`${country}-`)) {
        throw invalidField(
          `${field}[${i}].subdivisions[${j}]`,
          'VALIDATION',
          `is not a subdivision of ${country}`,
        );
      }
      return code.replace(/^[A-Z]{2}-/, '');
    });
    return subdivisions?.length ? { country, subdivisions: [...new Set(subdivisions)] } : { country };
  });
}

export interface RatePrices {
  kind: RateKind;
  price: bigint;
  bands: RateBand[];
}

/**
 * A FLAT rate has a price and no bands; a banded one has bands (kg for BY_WEIGHT, money for BY_SUBTOTAL)
 * and no price of its own.
 */
export function ratePrices(
  kind: RateKind,
  input: { price?: AmountIn; bands?: { upTo?: AmountIn; price: AmountIn }[] },
  stored: { price: bigint; bands: RateBand[] } | undefined,
): RatePrices {
  if (kind === 'FLAT') {
    if (input.bands?.length) throw invalidField('rate.bands', 'VALIDATION', 'a FLAT rate has no bands');
    if (input.price !== undefined) return { kind, price: money('rate.price', input.price), bands: [] };
    if (stored?.bands.length === 0) return { kind, price: stored.price, bands: [] };
    throw invalidField('rate.price', 'REQUIRED_FIELD', 'is required for a FLAT rate');
  }
  if (input.price !== undefined && money('rate.price', input.price) !== 0n) {
    throw invalidField('rate.price', 'VALIDATION', `a ${kind} rate takes its prices from its bands`);
  }
  const bands = input.bands
    ? input.bands.map((band, i) => ({
        ...(band.upTo !== undefined ? { upTo: bandLimit(kind, `rate.bands[${i}].upTo`, band.upTo) } : {}),
        price: centsText(money(`rate.bands[${i}].price`, band.price)),
      }))
    : (stored?.bands ?? []);
  const problem = bandsProblem(bands);
  if (problem) throw invalidField('rate.bands', 'VALIDATION', problem);
  return { kind, price: 0n, bands };
}

function bandLimit(kind: RateKind, field: string, value: AmountIn): string {
  if (kind === 'BY_SUBTOTAL') return centsText(money(field, value));
  const kg = parseDecimal(value);
  if (!kg) throw invalidField(field, 'FORMAT', 'must be a non-negative weight in kg');
  return decimalText(kg);
}

export function slots(input: DeliverySlots): DeliverySlots {
  if (!knownTimeZone(input.timeZone)) {
    throw invalidField('rate.slots.timeZone', 'VALIDATION', 'is not a known IANA time zone');
  }
  input.windows.forEach((w, i) => {
    if (w.from >= w.to)
      throw invalidField(`rate.slots.windows[${i}]`, 'VALIDATION', 'must end after it starts');
  });
  return input;
}

/** A pickup address: a country, and text PostgreSQL can store (no NUL, no lone surrogate). */
export function address(input: Address): Address {
  if (!input.country?.trim())
    throw invalidField('pickupLocation.address.country', 'REQUIRED_FIELD', 'is required');
  if (hasUnstorableText(input)) {
    throw invalidField('pickupLocation.address', 'FORMAT', 'must not hold NUL characters or lone surrogates');
  }
  return { ...input, country: input.country.trim().toUpperCase() };
}

const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasUnstorableText);
  return false;
}
