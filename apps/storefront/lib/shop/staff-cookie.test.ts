import { describe, expect, it } from 'vitest';
import { secondsUntil, staffCookieOptions, tokenFromCookie } from './staff-cookie';

describe('staff cookies', () => {
  it('are HttpOnly, SameSite=Strict, on /admin only, Secure behind https', () => {
    expect(staffCookieOptions('https://shop.example', 60)).toEqual({
      httpOnly: true,
      sameSite: 'strict',
      secure: true,
      path: '/admin',
      maxAge: 60,
    });
    expect(staffCookieOptions('http://localhost:3000', 60).secure).toBe(false);
    expect(staffCookieOptions('http://shop.example', 60).secure).toBe(true);
  });

  it('live until the session expires', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(secondsUntil('2026-11-27T22:00:00Z', now)).toBe(12 * 3600);
    expect(secondsUntil('2026-11-27T09:00:00Z', now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
  });

  it('hold only a token of the expected kind', () => {
    expect(tokenFromCookie('sa_abc-DEF_1', 'sa_')).toBe('sa_abc-DEF_1');
    expect(tokenFromCookie('sc_abc', 'sa_')).toBeUndefined();
    expect(tokenFromCookie('sa_a b', 'sa_')).toBeUndefined();
    expect(tokenFromCookie(undefined, 'sa_')).toBeUndefined();
  });
});
