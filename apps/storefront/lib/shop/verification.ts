/** The pending email verification, kept server side in an HttpOnly cookie (never in the URL). */
import { cookies } from 'next/headers';
import { writeCookie } from './session';
import {
  parseVerification,
  serializeVerification,
  VERIFICATION_COOKIE,
  VERIFICATION_COOKIE_MAX_AGE,
  type PendingVerification,
} from './session-cookies';

export async function pendingVerification(): Promise<PendingVerification | undefined> {
  return parseVerification((await cookies()).get(VERIFICATION_COOKIE)?.value);
}

/** Only in server actions and route handlers. */
export async function rememberVerification(pending: PendingVerification): Promise<void> {
  writeCookie(await cookies(), {
    name: VERIFICATION_COOKIE,
    value: serializeVerification(pending),
    maxAge: VERIFICATION_COOKIE_MAX_AGE,
  });
}

export async function forgetVerification(): Promise<void> {
  writeCookie(await cookies(), { name: VERIFICATION_COOKIE, value: null, maxAge: 0 });
}
