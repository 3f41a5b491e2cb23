import { describe, expect, it } from 'vitest';
import { holdState, isoOf } from './stock-hold';

const at = Date.parse('2026-11-25T19:00:00.000Z');

describe('the stock hold as the shopper reads it', () => {
  it('counts down in minutes and seconds, rounding a part second up', () => {
    expect(holdState('2026-11-25T19:15:00.000Z', at)).toEqual({ expired: false, left: '15:00' });
    expect(holdState('2026-11-25T19:00:09.200Z', at)).toEqual({ expired: false, left: '0:10' });
    expect(holdState('2026-11-25T20:02:03.000Z', at)).toEqual({ expired: false, left: '1:02:03' });
  });

  it('has ended at its time, after it, and for a date it cannot read', () => {
    expect(holdState('2026-11-25T19:00:00.000Z', at)).toEqual({ expired: true });
    expect(holdState('2026-11-25T18:59:00.000Z', at)).toEqual({ expired: true });
    expect(holdState('not a date', at)).toEqual({ expired: true });
  });

  it('keeps the SDK’s dates as ISO text', () => {
    expect(isoOf(new Date(at))).toBe('2026-11-25T19:00:00.000Z');
    expect(isoOf('2026-11-25T19:00:00Z')).toBe('2026-11-25T19:00:00.000Z');
    expect(isoOf(undefined)).toBeUndefined();
  });
});
