import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appError, bodyOf, oauthClient, pathOf, tokenAnswer, CLIENT_ID, BASE } from '../../test/auth-fakes';
import type { RecordedCall } from '../../test/fake-fetch';
import { ContextError } from '../errors';
import { AuthError } from './errors';
import { OAuthStrategy } from './oauth';
import type { Tokens } from './tokens';

const NOW = new Date('2026-03-01T10:00:00Z');
const nowSeconds = NOW.getTime() / 1000;
const tokenCalls = (calls: RecordedCall[]) => calls.filter((c) => pathOf(c) === '/oauth2/token');
const ok = { body: {} };

const member = (accessExpiresAt: number, access = 'at_m'): Tokens => ({
  accessToken: { value: access, expiresAt: accessExpiresAt },
  refreshToken: { value: 'rt_m', role: 'member' },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('visitor tokens', () => {
  it('are generated at first use with the anonymous grant, and sent as Authorization', async () => {
    const { client, auth, calls } = oauthClient((call) =>
      pathOf(call) === '/oauth2/token' ? tokenAnswer(1) : ok,
    );
    expect(calls).toHaveLength(0);
    expect(auth.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    });
    await client.request({ method: 'GET', path: '/v1/ping' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${BASE}/oauth2/token`,
      body: { clientId: CLIENT_ID, grantType: 'anonymous' },
    });
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(calls[1]?.headers.authorization).toBe('at_1');
    expect(auth.getTokens()).toEqual({
      accessToken: { value: 'at_1', expiresAt: nowSeconds + 3600 },
      refreshToken: { value: 'rt_1', role: 'visitor' },
    });
    expect(auth.loggedIn()).toBe(false);
  });

  it('are reused while the access token is good', async () => {
    const { client, calls } = oauthClient((call) => (pathOf(call) === '/oauth2/token' ? tokenAnswer(1) : ok));
    await client.request({ method: 'GET', path: '/a' });
    vi.setSystemTime(NOW.getTime() + 3599_000);
    await client.request({ method: 'GET', path: '/b' });
    expect(tokenCalls(calls)).toHaveLength(1);
  });

  it('are asked for once by concurrent calls', async () => {
    const { client, calls } = oauthClient((call) => (pathOf(call) === '/oauth2/token' ? tokenAnswer(1) : ok));
    await Promise.all([1, 2, 3].map((n) => client.request({ method: 'GET', path: `/${n}` })));
    expect(tokenCalls(calls)).toHaveLength(1);
    expect(calls.filter((c) => c.headers.authorization === 'at_1')).toHaveLength(3);
  });

  it('fail with `something went wrong` when the token endpoint answers other than 200', async () => {
    const { client, auth } = oauthClient(() => appError(400, 'INVALID_CLIENT', 'Unknown OAuth client'));
    const error = await client.request({ method: 'GET', path: '/a' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({
      message: 'something went wrong',
      code: 'TOKEN_REQUEST_FAILED',
      status: 400,
    });
    expect(auth.getTokens().accessToken.value).toBe('');
  });

  it('fail with `something went wrong` on a 200 that is not a token answer', async () => {
    const { client } = oauthClient(() => ({ body: { nope: true } }));
    await expect(client.request({ method: 'GET', path: '/a' })).rejects.toThrow('something went wrong');
  });
});

describe('renewal', () => {
  const renewing = (answer = tokenAnswer(2)) =>
    oauthClient((call) => (pathOf(call) === '/oauth2/token' ? answer : ok), {
      tokens: member(nowSeconds - 1),
    });

  it('renews an expired access token with the refresh token, keeping the role', async () => {
    const { client, auth, calls } = renewing();
    await client.request({ method: 'GET', path: '/a' });
    expect(calls[0]?.body).toEqual({ clientId: CLIENT_ID, grantType: 'refresh_token', refreshToken: 'rt_m' });
    expect(calls[1]?.headers.authorization).toBe('at_2');
    expect(auth.getTokens()).toEqual({
      accessToken: { value: 'at_2', expiresAt: nowSeconds + 3600 },
      refreshToken: { value: 'rt_2', role: 'member' },
    });
    expect(auth.loggedIn()).toBe(true);
  });

  it('renews an empty access token (e.g. only the refresh token came from a cookie)', async () => {
    const { client, calls } = oauthClient(
      (call) => (pathOf(call) === '/oauth2/token' ? tokenAnswer(2) : ok),
      {
        tokens: { refreshToken: { value: 'rt_m', role: 'member' } },
      },
    );
    await client.request({ method: 'GET', path: '/a' });
    expect(bodyOf(calls[0]!).grantType).toBe('refresh_token');
  });

  it('renews at the second of expiry, in seconds', async () => {
    const { client, calls } = oauthClient(
      (call) => (pathOf(call) === '/oauth2/token' ? tokenAnswer(2) : ok),
      {
        tokens: member(nowSeconds + 1),
      },
    );
    await client.request({ method: 'GET', path: '/a' });
    expect(tokenCalls(calls)).toHaveLength(0);
    vi.setSystemTime(NOW.getTime() + 1000);
    await client.request({ method: 'GET', path: '/b' });
    expect(tokenCalls(calls)).toHaveLength(1);
  });

  it('keeps the refresh token when the server sends none back (stable clients)', async () => {
    const { client, auth } = renewing({ body: { access_token: 'at_2', expires_in: 60 } });
    await client.request({ method: 'GET', path: '/a' });
    expect(auth.getTokens().refreshToken).toEqual({ value: 'rt_m', role: 'member' });
    expect(auth.getTokens().accessToken.expiresAt).toBe(nowSeconds + 60);
  });

  it('sends one refresh for concurrent calls (a rotated token must not be used twice)', async () => {
    const { client, calls } = renewing();
    await Promise.all([1, 2, 3].map((n) => client.request({ method: 'GET', path: `/${n}` })));
    expect(tokenCalls(calls)).toHaveLength(1);
  });

  it('falls back to visitor tokens when the refresh token is refused', async () => {
    const { client, auth, calls } = oauthClient(
      (call) =>
        bodyOf(call).grantType === 'refresh_token'
          ? appError(400, 'INVALID_GRANT', 'The grant is invalid, expired or revoked')
          : pathOf(call) === '/oauth2/token'
            ? tokenAnswer('v')
            : ok,
      { tokens: member(nowSeconds - 1) },
    );
    await client.request({ method: 'GET', path: '/a' });
    expect(tokenCalls(calls).map((c) => bodyOf(c).grantType)).toEqual(['refresh_token', 'anonymous']);
    expect(auth.getTokens().refreshToken).toEqual({ value: 'rt_v', role: 'visitor' });
    expect(auth.loggedIn()).toBe(false);
  });

  it('keeps the member tokens when the token endpoint is down', async () => {
    const { client, auth, calls } = renewing({ status: 503, body: 'down' });
    await expect(client.request({ method: 'GET', path: '/a' })).rejects.toThrow('something went wrong');
    expect(tokenCalls(calls)).toHaveLength(1);
    expect(auth.getTokens()).toEqual(member(nowSeconds - 1));
  });

  it('drops a renewal that finishes after setTokens()', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    const auth = OAuthStrategy({ clientId: CLIENT_ID, tokens: member(nowSeconds - 1) });
    auth.attach?.({
      baseUrl: BASE,
      fetch: () => Promise.reject(new Error('unused')),
      request: async <T>(options: { path: string }) => {
        calls.push(options.path);
        await gate;
        return { access_token: 'at_late', refresh_token: 'rt_late', expires_in: 60 } as T;
      },
    });
    const headers = auth.getAuthHeaders();
    auth.setTokens(member(nowSeconds + 600, 'at_new'));
    release();
    await expect(headers).resolves.toEqual({ authorization: 'at_new' });
    expect(auth.getTokens().accessToken.value).toBe('at_new');
  });
});

describe('getTokens, setTokens, loggedIn and storage', () => {
  it('loggedIn() is true iff the refresh token role is member', () => {
    const auth = OAuthStrategy({ clientId: CLIENT_ID });
    expect(auth.loggedIn()).toBe(false);
    auth.setTokens(member(nowSeconds + 60));
    expect(auth.loggedIn()).toBe(true);
    auth.setTokens({ ...member(nowSeconds + 60), refreshToken: { value: 'rt', role: 'visitor' } });
    expect(auth.loggedIn()).toBe(false);
    auth.setTokens({ accessToken: { value: 'at', expiresAt: nowSeconds + 60 } });
    expect(auth.getTokens().refreshToken).toEqual({ value: '', role: 'none' });
  });

  it('reads tokens from storage and writes every change to it', async () => {
    const saved: Tokens[] = [];
    const storage = { get: () => member(nowSeconds - 1), set: (t: Tokens) => saved.push(t) };
    const { client, auth } = oauthClient((call) => (pathOf(call) === '/oauth2/token' ? tokenAnswer(2) : ok), {
      storage,
    });
    expect(auth.loggedIn()).toBe(true);
    await client.request({ method: 'GET', path: '/a' });
    expect(saved.at(-1)?.accessToken.value).toBe('at_2');
  });

  it('prefers the tokens option over storage', () => {
    const storage = { get: () => member(0), set: () => undefined };
    const auth = OAuthStrategy({
      clientId: CLIENT_ID,
      storage,
      tokens: { refreshToken: { value: 'x', role: 'visitor' } },
    });
    expect(auth.getTokens().refreshToken.value).toBe('x');
  });

  it('throws the context error when used without a client', async () => {
    const auth = OAuthStrategy({ clientId: CLIENT_ID });
    await expect(auth.getAuthHeaders()).rejects.toBeInstanceOf(ContextError);
    await expect(auth.login({ email: 'a@b.c', password: 'x' })).rejects.toBeInstanceOf(ContextError);
  });
});

describe('logout', () => {
  const logoutRoutes = (call: RecordedCall) =>
    pathOf(call) === '/v1/redirect-session'
      ? { body: { redirectSession: { id: 'rs9', fullUrl: `${BASE}/v1/redirect-session/rs9/continue` } } }
      : ok;

  it('clears both tokens, ends the session and answers the logout URL of a logout redirect session', async () => {
    const saved: Tokens[] = [];
    const { auth, calls } = oauthClient(logoutRoutes, {
      tokens: member(nowSeconds + 600),
      storage: { get: () => undefined, set: (t) => saved.push(t) },
    });
    const answer = await auth.logout('https://shop.test/');
    expect(answer).toEqual({ logoutUrl: `${BASE}/v1/redirect-session/rs9/continue` });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { logout: { clientId: CLIENT_ID }, callbacks: { postFlowUrl: 'https://shop.test/' } },
    });
    expect(calls[0]?.headers.authorization).toBe('at_m');
    expect(calls[1]).toMatchObject({ method: 'GET', url: `${BASE}/v1/logout?clientId=${CLIENT_ID}` });
    expect(auth.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    });
    expect(saved.at(-1)).toEqual(auth.getTokens());
    expect(auth.loggedIn()).toBe(false);
  });

  it('without a redirect URI only ends the session', async () => {
    const { auth, calls } = oauthClient(logoutRoutes, { tokens: member(nowSeconds + 600) });
    await expect(auth.logout()).resolves.toEqual({});
    expect(calls.map(pathOf)).toEqual(['/v1/logout']);
  });

  it('clears the tokens even when the server cannot be told', async () => {
    const { auth } = oauthClient(() => ({ status: 500, body: {} }), { tokens: member(nowSeconds + 600) });
    await expect(auth.logout('https://shop.test/')).rejects.toThrow('System error occurred');
    expect(auth.getTokens().refreshToken.value).toBe('');
  });

  it('makes no call without tokens', async () => {
    const { auth, calls } = oauthClient(logoutRoutes);
    await expect(auth.logout('https://shop.test/')).resolves.toEqual({ logoutUrl: 'https://shop.test/' });
    expect(calls).toHaveLength(0);
  });
});
