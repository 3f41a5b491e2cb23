/** Pure shipping calculations: weights, address checks, rate bands and delivery slots. */
import type { Address } from '../../lib/address';
import { cents } from '../../lib/money';
import type { DeliverySlots, RateBand, RateKind, RegionDestination } from '../../db/schema/shipping';
import { add, compare, decimalText, divide, mul, parseDecimal, ZERO, type Decimal } from './decimal';
import { NO_POSTAL_CODE, POSTAL_CODE_PATTERNS, SUBDIVISION_REQUIRED } from './postal';

// ---------- weights ----------

/** 1 lb = 0.45359237 kg exactly (the international pound of 1959). */
const KG_PER_LB: Decimal = { coef: 45359237n, scale: 8 };
/** Places kept when converting kg to lb (the quotient does not terminate). */
export const LB_SCALE = 9;

export type WeightUnit = 'KG' | 'LB';

/** "2" lb -> "0.90718474" kg, exactly. */
export function lbToKg(lb: string): string {
  return decimalText(mul(decimalOf(lb), KG_PER_LB));
}

/** "0.90718474" kg -> "2" lb, rounded half up to LB_SCALE places. */
export function kgToLb(kg: string): string {
  return decimalText(divide(decimalOf(kg), KG_PER_LB, LB_SCALE));
}

function decimalOf(text: string): Decimal {
  const d = parseDecimal(text);
  if (!d) throw new RangeError(`not a non-negative decimal: ${text}`);
  return d;
}

/** Total weight in kg of lines weighed in `unit`; undefined when a weight is not a non-negative decimal. */
export function totalWeightKg(
  lines: readonly { weight: number | string; quantity: number }[],
  unit: WeightUnit,
): string | undefined {
  let total = ZERO;
  for (const line of lines) {
    const weight = parseDecimal(line.weight);
    const quantity = parseDecimal(line.quantity);
    if (!weight || !quantity) return undefined;
    total = add(total, mul(weight, quantity));
  }
  return unit === 'KG' ? decimalText(total) : lbToKg(decimalText(total));
}

// ---------- destinations ----------

export type AddressProblem = 'MISSING_POSTAL_CODE' | 'INVALID_POSTAL_CODE' | 'PARTIAL_ADDRESS';

/** "us" -> "US"; undefined when blank. */
export const countryCode = (address: Address): string | undefined =>
  address.country?.trim().toUpperCase() || undefined;

/** "US-NY" or "ny" -> "NY"; undefined when blank. */
export function subdivisionCode(address: Address): string | undefined {
  const raw = address.subdivision?.trim().toUpperCase();
  if (!raw) return undefined;
  const country = countryCode(address);
  return country && raw.startsWith(`${country}-`) ? raw.slice(country.length + 1) : raw;
}

/**
 * Why an address cannot be rated, or undefined when it can: no country -> PARTIAL_ADDRESS; no postal code
 * where the country uses them -> MISSING_POSTAL_CODE; one of the wrong format -> INVALID_POSTAL_CODE; a
 * country that needs a state or province (US, CA, AU) without one -> PARTIAL_ADDRESS. Countries outside
 * the pattern table accept any postal code, and none.
 */
export function addressProblem(address: Address): AddressProblem | undefined {
  const country = countryCode(address);
  if (!country) return 'PARTIAL_ADDRESS';
  const pattern = POSTAL_CODE_PATTERNS[country];
  if (pattern && !NO_POSTAL_CODE.has(country)) {
    const postalCode = address.postalCode?.trim().toUpperCase();
    if (!postalCode) return 'MISSING_POSTAL_CODE';
    if (!pattern.test(postalCode)) return 'INVALID_POSTAL_CODE';
  }
  if (SUBDIVISION_REQUIRED.has(country) && !subdivisionCode(address)) return 'PARTIAL_ADDRESS';
  return undefined;
}

/** Whether a region's destinations include the address's country (and subdivision, when they list some). */
export function regionCovers(destinations: readonly RegionDestination[], address: Address): boolean {
  const country = countryCode(address);
  const subdivision = subdivisionCode(address);
  return destinations.some(
    (d) =>
      d.country === country &&
      (!d.subdivisions?.length || (subdivision !== undefined && d.subdivisions.includes(subdivision))),
  );
}

// ---------- prices ----------

export interface RatePricing {
  kind: RateKind;
  /** FLAT: the price in minor units. */
  price: bigint;
  bands: readonly RateBand[];
  /** Free when the subtotal is at least this (minor units). */
  freeAbove: bigint | null;
}

/** The first band whose `upTo` is at least `value` (the open last band takes the rest). */
export function chooseBand(bands: readonly RateBand[], value: string): RateBand | undefined {
  const v = decimalOf(value);
  return bands.find((band) => band.upTo === undefined || compare(v, decimalOf(band.upTo)) <= 0);
}

/**
 * What a rate costs for this weight (kg) and subtotal (minor units): `fullCost` before the free-shipping
 * threshold, `cost` after it. Undefined when the rate does not apply (beyond its last band).
 */
export function rateCost(
  rate: RatePricing,
  weightKg: string,
  subtotal: bigint,
): { cost: bigint; fullCost: bigint } | undefined {
  let fullCost: bigint;
  if (rate.kind === 'FLAT') fullCost = rate.price;
  else {
    const measured = rate.kind === 'BY_WEIGHT' ? weightKg : minorText(subtotal);
    const band = chooseBand(rate.bands, measured);
    if (!band) return undefined;
    fullCost = cents(band.price) ?? invalidStored(band.price);
  }
  const free = rate.freeAbove !== null && subtotal >= rate.freeAbove;
  return { cost: free ? 0n : fullCost, fullCost };
}

const invalidStored = (price: string): never => {
  throw new RangeError(`stored band price is not money: ${price}`);
};

/** Minor units as decimal text ("1050" -> "10.5") for comparing with money bands. */
const minorText = (amount: bigint): string => decimalText({ coef: amount < 0n ? 0n : amount, scale: 2 });

/** Bands must rise strictly, and only the last may be open; a problem in words, or undefined. */
export function bandsProblem(bands: readonly RateBand[]): string | undefined {
  if (bands.length === 0) return 'must list at least one band';
  let previous: Decimal | undefined;
  for (const [i, band] of bands.entries()) {
    if (band.upTo === undefined) {
      if (i !== bands.length - 1) return 'only the last band may leave out upTo';
      continue;
    }
    const upTo = parseDecimal(band.upTo);
    if (!upTo) return `band ${i}: upTo must be a non-negative decimal`;
    if (previous && compare(upTo, previous) <= 0) return 'upTo must rise from band to band';
    previous = upTo;
  }
  return undefined;
}

// ---------- delivery slots ----------

/**
 * The delivery windows of the next `days` days after `now`'s day in the shop's time zone (today's are left
 * out: a delivery is planned the day before), earliest first.
 */
export function deliverySlots(slots: DeliverySlots, now: Date): { from: Date; to: Date }[] {
  const today = localDate(now, slots.timeZone);
  const answer: { from: Date; to: Date }[] = [];
  for (let day = 1; day <= slots.days; day++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + day));
    const ymd = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    for (const window of slots.windows) {
      answer.push({
        from: zonedTime(ymd, window.from, slots.timeZone),
        to: zonedTime(ymd, window.to, slots.timeZone),
      });
    }
  }
  return answer.sort((a, b) => a.from.getTime() - b.from.getTime());
}

interface Ymd {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(date: Date, timeZone: string): Record<string, number> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

function localDate(date: Date, timeZone: string): Ymd {
  const p = partsIn(date, timeZone);
  return { year: p.year!, month: p.month!, day: p.day! };
}

/** Offset of the zone from UTC at `date`, in milliseconds. */
function offsetAt(date: Date, timeZone: string): number {
  const p = partsIn(date, timeZone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** The instant a wall-clock time ("09:30") of a day has in the zone. */
export function zonedTime(day: Ymd, hhmm: string, timeZone: string): Date {
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  const wall = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  const first = wall - offsetAt(new Date(wall), timeZone);
  // Across a change of offset (summer time) the offset at the answer is the one that counts.
  return new Date(wall - offsetAt(new Date(first), timeZone));
}
