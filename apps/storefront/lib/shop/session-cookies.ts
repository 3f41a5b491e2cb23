/**
 * How the session's tokens live in cookies (spec section 9: the refresh token in REFRESH_TOKEN). Pure
 * functions only: the server side of the storefront reads and writes the cookies with them; client
 * JavaScript never sees a token (every cookie here is HttpOnly).
 */
import type { AccessToken, RefreshToken, TokenRole, Tokens } from '@atelier/sdk';

export const REFRESH_TOKEN_COOKIE = 'REFRESH_TOKEN';
/** The current access token and its expiry (seconds), so a page needs no refresh per request. */
export const ACCESS_TOKEN_COOKIE = 'ACCESS_TOKEN';
/** The stateToken of a pending email verification (never in the URL). */
export const VERIFICATION_COOKIE = 'ATELIER_VERIFY';

/** The refresh cookie outlives the server's refresh tokens (90 days by default): the server decides. */
export const REFRESH_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;
/** A verification code is valid 10 minutes; resends and typing leave some margin. */
export const VERIFICATION_COOKIE_MAX_AGE = 30 * 60;

export interface CookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether cookies must be Secure: always, except for a storefront served over http on this machine. */
export function secureCookies(storefrontUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(storefrontUrl);
  } catch {
    return true;
  }
  if (url.protocol === 'https:') return true;
  return !(LOOPBACK.has(url.hostname) || url.hostname.endsWith('.localhost'));
}

/** HttpOnly, SameSite=Lax, Path=/, Secure outside localhost. */
export function cookieOptions(storefrontUrl: string, maxAge: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: secureCookies(storefrontUrl), path: '/', maxAge };
}

const ROLES: readonly TokenRole[] = ['none', 'visitor', 'member'];

const parseJson = (text: string | undefined): Record<string, unknown> | undefined => {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

export const serializeRefreshToken = (token: RefreshToken): string =>
  JSON.stringify({ value: token.value, role: token.role });

/** The REFRESH_TOKEN cookie (`{"value","role"}`); anything unreadable is no token at all. */
export function parseRefreshToken(text: string | undefined): RefreshToken | undefined {
  const data = parseJson(text);
  if (!data || typeof data.value !== 'string' || data.value === '') return undefined;
  const role = ROLES.find((r) => r === data.role) ?? 'visitor';
  return { value: data.value, role };
}

export const serializeAccessToken = (token: AccessToken): string =>
  JSON.stringify({ value: token.value, expiresAt: token.expiresAt });

export function parseAccessToken(text: string | undefined): AccessToken | undefined {
  const data = parseJson(text);
  if (!data || typeof data.value !== 'string' || data.value === '') return undefined;
  if (typeof data.expiresAt !== 'number' || !Number.isFinite(data.expiresAt)) return undefined;
  return { value: data.value, expiresAt: data.expiresAt };
}

/** The tokens the two cookies hold, or undefined when there is no session yet. */
export function tokensFromCookies(
  refresh: string | undefined,
  access: string | undefined,
): Partial<Tokens> | undefined {
  const refreshToken = parseRefreshToken(refresh);
  if (!refreshToken) return undefined;
  const accessToken = parseAccessToken(access);
  return accessToken ? { refreshToken, accessToken } : { refreshToken };
}

/** Seconds an access-token cookie should live: until the token expires, at least one second. */
export const accessCookieMaxAge = (token: AccessToken, now = Math.floor(Date.now() / 1000)): number =>
  Math.max(1, token.expiresAt - now);

/** No session: writing these deletes both token cookies. */
export const noTokens = (): Tokens => ({
  accessToken: { value: '', expiresAt: 0 },
  refreshToken: { value: '', role: 'none' },
});

/** A cookie write: a value to set, or `null` to delete. */
export interface CookieWrite {
  name: string;
  value: string | null;
  maxAge: number;
}

/** The writes that store `tokens`; empty tokens (after logout) delete both cookies. */
export function tokenCookieWrites(tokens: Tokens, now = Math.floor(Date.now() / 1000)): CookieWrite[] {
  if (!tokens.refreshToken.value) {
    return [
      { name: REFRESH_TOKEN_COOKIE, value: null, maxAge: 0 },
      { name: ACCESS_TOKEN_COOKIE, value: null, maxAge: 0 },
    ];
  }
  const writes: CookieWrite[] = [
    {
      name: REFRESH_TOKEN_COOKIE,
      value: serializeRefreshToken(tokens.refreshToken),
      maxAge: REFRESH_COOKIE_MAX_AGE,
    },
  ];
  writes.push(
    tokens.accessToken.value && tokens.accessToken.expiresAt > now
      ? {
          name: ACCESS_TOKEN_COOKIE,
          value: serializeAccessToken(tokens.accessToken),
          maxAge: accessCookieMaxAge(tokens.accessToken, now),
        }
      : { name: ACCESS_TOKEN_COOKIE, value: null, maxAge: 0 },
  );
  return writes;
}

/** Renew a little before expiry, so a token does not run out between the check and the call. */
export const RENEW_MARGIN_SECONDS = 60;

export function needsRefresh(tokens: Partial<Tokens> | undefined, now = Math.floor(Date.now() / 1000)) {
  if (!tokens?.refreshToken?.value) return false;
  const access = tokens.accessToken;
  return !access?.value || access.expiresAt - RENEW_MARGIN_SECONDS <= now;
}

/** A pending email verification: the server's stateToken and the address the code went to. */
export interface PendingVerification {
  stateToken: string;
  email: string;
}

export const serializeVerification = (pending: PendingVerification): string => JSON.stringify(pending);

export function parseVerification(text: string | undefined): PendingVerification | undefined {
  const data = parseJson(text);
  if (!data || typeof data.stateToken !== 'string' || data.stateToken === '') return undefined;
  return { stateToken: data.stateToken, email: typeof data.email === 'string' ? data.email : '' };
}
