import { describe, expect, it } from 'vitest';
import { deviceName, staffDate } from './staff-view';

describe('staff page words', () => {
  it('name a device by browser and system', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      ),
    ).toBe('Chrome on macOS');
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari on iOS');
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe(
      'Firefox on Linux',
    );
    expect(deviceName('')).toBe('Unknown device');
    expect(deviceName('curl/8.0')).toBe('curl/8.0');
  });

  it('write dates in UTC', () => {
    expect(staffDate('2026-11-27T10:05:00Z')).toBe('27 Nov 2026, 10:05 UTC');
  });
});
