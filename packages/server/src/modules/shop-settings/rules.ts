import type { OpeningDay, OpeningHours } from '../../db/schema/shop-settings';
import type { FieldViolation } from '../../http/errors';
import { knownTimeZone } from '../../lib/shop-time';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What is wrong with a time zone name, or undefined when the runtime knows it. */
export const timeZoneViolation = (timeZone: string, field: string): FieldViolation | undefined =>
  knownTimeZone(timeZone)
    ? undefined
    : {
        field,
        violatedRule: 'VALIDATION',
        description: 'Must be an IANA time zone name, such as America/New_York',
        data: { value: timeZone },
      };

/** Every problem of opening hours: each weekday at most once, opening before closing. */
export function openingHoursViolations(hours: OpeningHours, field: string): FieldViolation[] {
  const violations: FieldViolation[] = [];
  const seen = new Set<number>();
  hours.days.forEach((day, i) => {
    const at = `${field}.days[${i}]`;
    if (seen.has(day.weekday)) {
      violations.push({
        field: `${at}.weekday`,
        violatedRule: 'VALIDATION',
        description: 'Each weekday at most once',
      });
    }
    seen.add(day.weekday);
    for (const part of ['open', 'close'] as const) {
      if (!HHMM.test(day[part])) {
        violations.push({
          field: `${at}.${part}`,
          violatedRule: 'FORMAT',
          description: 'Must be a time HH:MM (00:00-23:59)',
        });
      }
    }
    if (HHMM.test(day.open) && HHMM.test(day.close) && day.open >= day.close) {
      violations.push({
        field: `${at}.close`,
        violatedRule: 'VALIDATION',
        description: 'Must be after the opening time',
      });
    }
  });
  return violations;
}

/** The days in week order (Monday first), as stored and answered. */
export const inWeekOrder = (days: readonly OpeningDay[]): OpeningDay[] =>
  [...days].sort((a, b) => a.weekday - b.weekday);

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** What is wrong with a currency code, or undefined for an ISO 4217 code the runtime knows. */
export const currencyViolation = (currency: string, field: string): FieldViolation | undefined =>
  CURRENCIES.has(currency)
    ? undefined
    : {
        field,
        violatedRule: 'FORMAT',
        description: 'Must be an ISO 4217 currency code in capitals, such as USD or EUR',
        data: { value: currency },
      };

/** A sign-in must outlive its access token: the refresh token's lifetime is at least the access token's. */
export function tokenTtlViolation(
  accessTokenTtl: number,
  refreshTokenTtl: number,
  field: string,
): FieldViolation | undefined {
  return refreshTokenTtl >= accessTokenTtl
    ? undefined
    : {
        field,
        violatedRule: 'VALIDATION',
        description: 'Must be at least the access token lifetime',
        data: { accessTokenTtl, refreshTokenTtl },
      };
}
