import { describe, expect, it } from 'vitest';
import { forwardedFor, lastForwarded } from './shopper-address';

describe('the shopper address handed to the commerce server', () => {
  it('is the entry the nearest hop appended, not what the client wrote before it', () => {
    expect(lastForwarded('6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(lastForwarded('203.0.113.7')).toBe('203.0.113.7');
    expect(lastForwarded(' 2001:db8::1 ')).toBe('2001:db8::1');
  });

  it('is unknown without the header or with an empty last entry', () => {
    expect(lastForwarded(null)).toBeUndefined();
    expect(lastForwarded('')).toBeUndefined();
    expect(lastForwarded('1.2.3.4, ')).toBeUndefined();
    expect(forwardedFor(undefined)).toEqual({});
    expect(forwardedFor('203.0.113.7')).toEqual({ 'x-forwarded-for': '203.0.113.7' });
  });
});
