import { createClient } from '../src/client';
import { OAuthStrategy } from '../src/auth/oauth';
import type { OAuthStrategyOptions } from '../src/auth/oauth-types';
import { fakeFetch, type FakeAnswer, type RecordedCall } from './fake-fetch';

export const BASE = 'https://api.test';
export const CLIENT_ID = 'storefront';
export const REDIRECT_URI = 'https://shop.test/auth/callback';

export const tokenAnswer = (n: number | string, expiresIn = 3600): FakeAnswer => ({
  body: { access_token: `at_${n}`, refresh_token: `rt_${n}`, expires_in: expiresIn },
});

export const pathOf = (call: RecordedCall) => new URL(call.url).pathname;
export const bodyOf = (call: RecordedCall) => (call.body ?? {}) as Record<string, unknown>;

export const appError = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { message, details: { applicationError: { description: message, code, data: {} } } },
});

/** A client with an OAuthStrategy over a fake fetch that answers by `route`. */
export function oauthClient(
  route: (call: RecordedCall, calls: RecordedCall[]) => FakeAnswer,
  options: Partial<OAuthStrategyOptions> = {},
) {
  const calls: RecordedCall[] = [];
  const { fetch } = fakeFetch((call) => {
    calls.push(call);
    return route(call, calls);
  });
  const auth = OAuthStrategy({ clientId: CLIENT_ID, window: null, redirectUri: REDIRECT_URI, ...options });
  const client = createClient({ baseUrl: BASE, fetch, auth });
  return { client, auth, calls };
}

/**
 * A fake server for the direct-login exchange (fragment mode): redirect session, its page's 302 to the
 * redirect URI with `#code=...&state=...`, and the code grant.
 */
export function exchangeRoutes(call: RecordedCall, calls: RecordedCall[]): FakeAnswer | undefined {
  const path = pathOf(call);
  if (path === '/v1/redirect-session') {
    return { body: { redirectSession: { id: 'rs1', fullUrl: `${BASE}/v1/redirect-session/rs1/continue` } } };
  }
  if (path === '/v1/redirect-session/rs1/continue') {
    const session = calls.find((c) => pathOf(c) === '/v1/redirect-session');
    const { authRequest } = bodyOf(session!).auth as { authRequest: { state: string; redirectUri: string } };
    const location = `${authRequest.redirectUri}#code=ac_1&state=${authRequest.state}`;
    return { status: 302, headers: { location } };
  }
  if (path === '/oauth2/token' && bodyOf(call).grantType === 'authorization_code')
    return tokenAnswer('member');
  return undefined;
}
