import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_COOKIE,
  cookieOptions,
  needsRefresh,
  noTokens,
  parseAccessToken,
  parseRefreshToken,
  parseVerification,
  REFRESH_TOKEN_COOKIE,
  secureCookies,
  serializeAccessToken,
  serializeRefreshToken,
  serializeVerification,
  tokenCookieWrites,
  tokensFromCookies,
} from './session-cookies';

describe('cookie options', () => {
  it('are HttpOnly, SameSite=Lax and Path=/', () => {
    expect(cookieOptions('https://shop.example', 60)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      maxAge: 60,
    });
  });

  it.each([
    ['http://localhost:3000', false],
    ['http://127.0.0.1:41234', false],
    ['http://[::1]:3000', false],
    ['http://shop.localhost', false],
    ['https://localhost:3000', true],
    ['http://shop.example', true],
    ['https://shop.example', true],
    ['not a url', true],
  ])('Secure for %s: %s', (url, secure) => {
    expect(secureCookies(url)).toBe(secure);
  });
});

describe('token (de)serialisation', () => {
  it('round-trips a refresh token with its role', () => {
    const token = { value: 'rt_abc', role: 'member' } as const;
    expect(parseRefreshToken(serializeRefreshToken(token))).toEqual(token);
  });

  it('round-trips an access token with its expiry in seconds', () => {
    const token = { value: 'at_abc', expiresAt: 1_900_000_000 };
    expect(parseAccessToken(serializeAccessToken(token))).toEqual(token);
  });

  it.each([undefined, '', 'rt_plain', '[]', '{"value":""}', '{"value":3}', 'null'])(
    'reads %j as no refresh token',
    (text) => {
      expect(parseRefreshToken(text)).toBeUndefined();
    },
  );

  it('reads an unknown role as visitor', () => {
    expect(parseRefreshToken('{"value":"rt","role":"admin"}')).toEqual({ value: 'rt', role: 'visitor' });
  });

  it('refuses an access token without a finite expiry', () => {
    expect(parseAccessToken('{"value":"at","expiresAt":"soon"}')).toBeUndefined();
    expect(parseAccessToken('{"value":"at"}')).toBeUndefined();
  });

  it('builds tokens from the two cookies', () => {
    const refresh = serializeRefreshToken({ value: 'rt', role: 'visitor' });
    const access = serializeAccessToken({ value: 'at', expiresAt: 10 });
    expect(tokensFromCookies(refresh, access)).toEqual({
      refreshToken: { value: 'rt', role: 'visitor' },
      accessToken: { value: 'at', expiresAt: 10 },
    });
    expect(tokensFromCookies(refresh, 'garbage')).toEqual({ refreshToken: { value: 'rt', role: 'visitor' } });
    expect(tokensFromCookies(undefined, access)).toBeUndefined();
  });

  it('round-trips a pending verification', () => {
    const pending = { stateToken: 'sv_1', email: 'ada@example.com' };
    expect(parseVerification(serializeVerification(pending))).toEqual(pending);
    expect(parseVerification('{"email":"x"}')).toBeUndefined();
  });
});

describe('cookie writes', () => {
  const now = 1_000;

  it('stores the refresh token long and the access token until it expires', () => {
    const writes = tokenCookieWrites(
      { accessToken: { value: 'at', expiresAt: now + 3600 }, refreshToken: { value: 'rt', role: 'member' } },
      now,
    );
    expect(writes).toEqual([
      { name: REFRESH_TOKEN_COOKIE, value: '{"value":"rt","role":"member"}', maxAge: 400 * 86_400 },
      { name: ACCESS_TOKEN_COOKIE, value: '{"value":"at","expiresAt":4600}', maxAge: 3600 },
    ]);
  });

  it('deletes both cookies for empty tokens (logout)', () => {
    expect(tokenCookieWrites(noTokens(), now).map((w) => [w.name, w.value])).toEqual([
      [REFRESH_TOKEN_COOKIE, null],
      [ACCESS_TOKEN_COOKIE, null],
    ]);
  });

  it('deletes an expired access token', () => {
    const writes = tokenCookieWrites(
      { accessToken: { value: 'at', expiresAt: now - 1 }, refreshToken: { value: 'rt', role: 'visitor' } },
      now,
    );
    expect(writes[1]).toEqual({ name: ACCESS_TOKEN_COOKIE, value: null, maxAge: 0 });
  });

  it('asks for renewal when the access token is missing or about to expire', () => {
    const refreshToken = { value: 'rt', role: 'member' as const };
    expect(needsRefresh(undefined, now)).toBe(false);
    expect(needsRefresh({ refreshToken }, now)).toBe(true);
    expect(needsRefresh({ refreshToken, accessToken: { value: 'at', expiresAt: now + 30 } }, now)).toBe(true);
    expect(needsRefresh({ refreshToken, accessToken: { value: 'at', expiresAt: now + 600 } }, now)).toBe(
      false,
    );
  });
});
