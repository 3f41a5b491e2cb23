/**
 * Sessions on the server side of the storefront. Tokens live in HttpOnly cookies (session-cookies.ts);
 * each request builds an OAuthStrategy over them. Server actions and route handlers may renew and
 * store tokens; page renders only read them (proxy.ts renewed them before the render).
 */
import type { Tokens } from '@atelier/sdk';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { sessionClient, storefrontUrl, type SessionClient } from './client';
import { forwardedFor, shopperAddress } from './shopper-address';
import { accountErrorMessage, isSessionEnded } from './account-errors';
import { memberView, type MemberView } from './member-view';
import {
  ACCESS_TOKEN_COOKIE,
  cookieOptions,
  needsRefresh,
  REFRESH_TOKEN_COOKIE,
  tokenCookieWrites,
  tokensFromCookies,
  type CookieWrite,
} from './session-cookies';

type CookieJar = Awaited<ReturnType<typeof cookies>>;

export function writeCookie(jar: CookieJar, write: CookieWrite): void {
  if (write.value === null) jar.delete({ name: write.name, path: '/' });
  else jar.set(write.name, write.value, cookieOptions(storefrontUrl(), write.maxAge));
}

const readTokens = (jar: CookieJar) =>
  tokensFromCookies(jar.get(REFRESH_TOKEN_COOKIE)?.value, jar.get(ACCESS_TOKEN_COOKIE)?.value);

/**
 * For server actions and route handlers: visitor tokens are created on first use, renewed tokens and
 * member logins are written back to the cookies.
 */
export async function actionSession(): Promise<SessionClient> {
  const jar = await cookies();
  const tokens = readTokens(jar);
  return sessionClient(
    tokens,
    {
      get: () => tokens,
      set: (next: Tokens) => tokenCookieWrites(next).forEach((write) => writeCookie(jar, write)),
    },
    forwardedFor(await shopperAddress()),
  );
}

/** For renders: the session's tokens, read only (proxy.ts renewed them); none before the first cart or login. */
export async function renderSession(): Promise<SessionClient | undefined> {
  const tokens = readTokens(await cookies());
  if (!tokens?.refreshToken) return undefined;
  return sessionClient(tokens, {
    get: () => tokens,
    set: () => {
      throw new Error('A page render must not renew tokens');
    },
  });
}

/** Whether the refresh token cookie says a member is logged in (no server call). */
export async function hasMemberCookie(): Promise<boolean> {
  return readTokens(await cookies())?.refreshToken?.role === 'member';
}

export type CurrentMember =
  | { status: 'member'; member: MemberView }
  | { status: 'visitor' }
  | { status: 'unavailable'; message: string };

/**
 * The logged-in member, for page renders (once per request). A session the server refused counts as
 * logged out; any other failure is reported as `unavailable` (and logged), never hidden.
 */
export const currentMember = cache(async (): Promise<CurrentMember> => {
  const tokens = readTokens(await cookies());
  if (tokens?.refreshToken?.role !== 'member') return { status: 'visitor' };
  // proxy.ts renews before the render; a render never rotates the refresh token itself.
  if (needsRefresh(tokens, Math.floor(Date.now() / 1000) - 60)) return { status: 'visitor' };
  const { client } = sessionClient(tokens, {
    get: () => tokens,
    set: () => {
      throw new Error('A page render must not renew tokens');
    },
  });
  try {
    const { member } = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
    return member ? { status: 'member', member: memberView(member) } : { status: 'visitor' };
  } catch (error) {
    if (isSessionEnded(error)) return { status: 'visitor' };
    console.error('Failed to load the current member', error);
    return { status: 'unavailable', message: accountErrorMessage(error).message };
  }
});
