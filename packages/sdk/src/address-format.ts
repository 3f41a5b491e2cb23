/**
 * A postal address on lines, the way the post of its country writes it: the one formatter of the shop's
 * pages and of the server's mails (the server imports this file by its path: it has no imports of its own).
 *
 *   US, CA  Ada Lovelace / 12 Spring St / New York, NY 10013 / United States
 *   AU      … / Surry Hills NSW 2010 / Australia
 *   GB, IE  … / 10 Downing Street / London / SW1A 2AA / United Kingdom
 *   DE, FR, NL, IT, ES, … (postal code first)  … / Hauptstraße 5 / 10115 Berlin / Germany
 *
 * The country is spelled out in English (never its code), on the last line.
 */

/** The address fields the formatter reads (spec section 3 "Address", server and client form alike). */
export interface FormattableAddress {
  formatted?: string | undefined;
  addressLine1?: string | undefined;
  addressLine2?: string | undefined;
  streetAddress?:
    { name?: string | undefined; number?: string | undefined; apt?: string | undefined } | undefined;
  city?: string | undefined;
  /** ISO 3166-2 (`US-NY`) or as typed (`NY`). */
  subdivision?: string | undefined;
  /** ISO 3166-1 alpha-2. */
  country?: string | undefined;
  postalCode?: string | undefined;
}

/** Where the state or province is written after the city, then the postal code (`City, ST 10001`). */
const CITY_STATE_ZIP: Record<string, string> = { US: ', ', CA: ', ', AU: ' ' };
/** Where the town and the postcode go on lines of their own, town first. */
const TOWN_THEN_POSTCODE = new Set(['GB', 'IE']);
/** Where the postal code comes before the town (`10115 Berlin`). */
const POSTCODE_TOWN = new Set([
  'AT',
  'BE',
  'CH',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);
/** Where the house number follows the street's name (`Hauptstraße 5`). */
const NAME_THEN_NUMBER = new Set([...POSTCODE_TOWN].filter((c) => c !== 'FR' && c !== 'LU'));

const clean = (value: string | undefined) => value?.trim() ?? '';
const joined = (parts: readonly string[], separator = ' ') => parts.filter(Boolean).join(separator);

let regions: Intl.DisplayNames | undefined;

/** `DE` -> `Germany`; a code Intl does not know stays as given. */
export function countryName(code: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code.trim();
  try {
    regions ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regions.of(upper) ?? upper;
  } catch {
    return upper;
  }
}

/** `US-NY` -> `NY` (the part after the country's prefix). */
const subdivisionOf = (country: string, subdivision: string) =>
  subdivision.toUpperCase().startsWith(`${country}-`) ? subdivision.slice(country.length + 1) : subdivision;

function streetOf(country: string, a: FormattableAddress): string {
  const line = clean(a.addressLine1);
  if (line) return line;
  const name = clean(a.streetAddress?.name);
  const number = clean(a.streetAddress?.number);
  const street = NAME_THEN_NUMBER.has(country) ? joined([name, number]) : joined([number, name]);
  return joined([street, clean(a.streetAddress?.apt)], ', ');
}

/** The lines of the town, state and postal code, by the country's custom. */
function localityOf(country: string, a: FormattableAddress): string[] {
  const city = clean(a.city);
  const postal = clean(a.postalCode);
  const state = subdivisionOf(country, clean(a.subdivision));
  const separator = CITY_STATE_ZIP[country];
  if (separator !== undefined) return [joined([city, joined([state, postal])], separator)];
  if (TOWN_THEN_POSTCODE.has(country)) return [city, postal];
  if (POSTCODE_TOWN.has(country)) return [joined([postal, city])];
  return [joined([city, joined([state, postal])], ', ')];
}

/**
 * The address on lines, `name` first when given. An address with no field but `formatted` is that text as
 * it is; none at all gives no lines.
 */
export function formatAddress(address: FormattableAddress | undefined, name?: string): string[] {
  if (!address) return [];
  const country = clean(address.country).toUpperCase();
  const lines = [
    clean(name),
    streetOf(country, address),
    clean(address.addressLine2),
    ...localityOf(country, address),
    country ? countryName(country) : '',
  ].filter(Boolean);
  const placeLines = lines.length - (clean(name) ? 1 : 0);
  if (placeLines === 0 && clean(address.formatted))
    return [...(clean(name) ? [clean(name)] : []), clean(address.formatted)];
  return lines;
}
