import { describe, expect, it } from 'vitest';
import { currencyViolation, openingHoursViolations, timeZoneViolation, tokenTtlViolation } from './rules';

describe('shop settings rules', () => {
  it('take ISO 4217 codes in capitals only', () => {
    expect(currencyViolation('EUR', 'c')).toBeUndefined();
    expect(currencyViolation('JPY', 'c')).toBeUndefined();
    expect(currencyViolation('eur', 'c')).toMatchObject({ field: 'c', violatedRule: 'FORMAT' });
    expect(currencyViolation('EUX', 'c')).toMatchObject({ field: 'c', violatedRule: 'FORMAT' });
  });

  it('want a sign-in at least as long as its access token', () => {
    expect(tokenTtlViolation(3600, 3600, 'r')).toBeUndefined();
    expect(tokenTtlViolation(7200, 3600, 'r')).toMatchObject({ field: 'r', violatedRule: 'VALIDATION' });
  });

  it('know IANA zones and check opening hours', () => {
    expect(timeZoneViolation('Europe/Paris', 'z')).toBeUndefined();
    expect(timeZoneViolation('Mars/Base', 'z')).toBeDefined();
    expect(
      openingHoursViolations({ days: [{ weekday: 1, open: '10:00', close: '09:00' }], note: '' }, 'h'),
    ).toEqual([
      { field: 'h.days[0].close', violatedRule: 'VALIDATION', description: 'Must be after the opening time' },
    ]);
  });
});
