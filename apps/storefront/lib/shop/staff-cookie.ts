/**
 * The staff session's cookies: HttpOnly (page scripts never see the token), SameSite=Strict, Path=/admin (the
 * shop's pages never send it), Secure outside localhost. Pure functions; staff.ts writes them.
 */
import { secureCookies } from './session-cookies';

/** The `sa_...` access token of the staff session. */
export const STAFF_SESSION_COOKIE = 'ATELIER_STAFF';
/** Between the password and the second factor: the sign-in's challenge token (it lives 5 minutes). */
export const STAFF_CHALLENGE_COOKIE = 'ATELIER_STAFF_CHALLENGE';
export const STAFF_CHALLENGE_MAX_AGE = 5 * 60;
export const STAFF_COOKIE_PATH = '/admin';

export interface StaffCookieOptions {
  httpOnly: true;
  sameSite: 'strict';
  secure: boolean;
  path: typeof STAFF_COOKIE_PATH;
  maxAge: number;
}

export function staffCookieOptions(storefrontUrl: string, maxAge: number): StaffCookieOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(storefrontUrl),
    path: STAFF_COOKIE_PATH,
    maxAge: Math.max(0, Math.floor(maxAge)),
  };
}

/** Seconds from `now` until a session's `expiresAt` (ISO); 0 when past or unreadable. */
export function secondsUntil(expiresAt: string, now: number): number {
  const at = Date.parse(expiresAt);
  return Number.isFinite(at) ? Math.max(0, Math.floor((at - now) / 1000)) : 0;
}

/** A cookie value that may be a staff token: `sa_` or `sc_` and URL-safe characters only. */
export function tokenFromCookie(value: string | undefined, prefix: 'sa_' | 'sc_'): string | undefined {
  return value && value.length <= 200 && value.startsWith(prefix) && /^[\w-]+$/.test(value)
    ? value
    : undefined;
}
