import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appError,
  bodyOf,
  oauthClient,
  pathOf,
  tokenAnswer,
  BASE,
  CLIENT_ID,
  REDIRECT_URI,
} from '../../test/auth-fakes';
import type { FakeAnswer, RecordedCall } from '../../test/fake-fetch';
import { AuthError } from './errors';
import { OAuthStrategy } from './oauth';
import { webMessageFlow, type FrameElement, type FrameWindow, type MessageEventLike } from './web-message';

const SERVER_PAGE = `${BASE}/v1/redirect-session/rs1/continue`;
const session: FakeAnswer = { body: { redirectSession: { id: 'rs1', fullUrl: SERVER_PAGE } } };

function fakeWindow() {
  const listeners = new Set<(event: MessageEventLike) => void>();
  const frames: FrameElement[] = [];
  let appended!: () => void;
  const ready = new Promise<void>((resolve) => (appended = resolve));
  const win: FrameWindow = {
    document: {
      createElement: () => {
        const frame: FrameElement = {
          src: '',
          style: { display: '' },
          setAttribute: () => undefined,
          remove: () => frames.splice(frames.indexOf(frame), 1),
        };
        return frame;
      },
      body: {
        appendChild: (frame) => {
          frames.push(frame);
          appended();
        },
      },
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const post = (origin: string, data: unknown) => [...listeners].forEach((l) => l({ origin, data }));
  return { win, frames, listeners, ready, post };
}

const flowServer = (call: RecordedCall): FakeAnswer => {
  if (pathOf(call) === '/v1/redirect-session') return session;
  if (bodyOf(call).grantType === 'authorization_code') return tokenAnswer('member');
  return tokenAnswer('v');
};

afterEach(() => {
  vi.useRealTimers();
});

describe('generateOAuthData and getAuthUrl', () => {
  it('makes a state, a 43-character verifier and its S256 challenge', async () => {
    const { auth } = oauthClient(flowServer);
    const data = await auth.generateOAuthData(REDIRECT_URI, 'https://shop.test/cart');
    expect(data).toEqual({
      state: expect.any(String),
      codeVerifier: expect.stringMatching(/^[A-Za-z0-9\-._~]{43}$/),
      codeChallenge: createHash('sha256').update(data.codeVerifier).digest('base64url'),
      redirectUri: REDIRECT_URI,
      originalUri: 'https://shop.test/cart',
    });
    expect((await auth.generateOAuthData(REDIRECT_URI)).state).not.toBe(data.state);
  });

  it('creates an auth redirect session and answers its full URL', async () => {
    const { auth, calls } = oauthClient(flowServer);
    const data = await auth.generateOAuthData(REDIRECT_URI);
    await expect(auth.getAuthUrl(data)).resolves.toEqual({ authUrl: SERVER_PAGE });
    await auth.getAuthUrl(data, { responseMode: 'web_message', prompt: 'login' });
    const [first, second] = calls.filter((c) => pathOf(c) === '/v1/redirect-session');
    expect(first?.body).toEqual({
      auth: {
        authRequest: {
          clientId: CLIENT_ID,
          codeChallenge: data.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode: 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: data.state,
          redirectUri: REDIRECT_URI,
        },
      },
    });
    expect(second?.body).toMatchObject({
      auth: { authRequest: { responseMode: 'web_message' }, prompt: 'login' },
    });
    expect(first?.headers.authorization).toBe('at_v');
  });

  it('parseFromUrl reads code, state and errors from the fragment', () => {
    const auth = OAuthStrategy({ clientId: CLIENT_ID });
    expect(auth.parseFromUrl(`${REDIRECT_URI}#code=ac_1&state=s1`)).toEqual({ code: 'ac_1', state: 's1' });
    expect(auth.parseFromUrl(`${REDIRECT_URI}?code=nope`)).toEqual({ code: null, state: null });
    expect(
      auth.parseFromUrl(`${REDIRECT_URI}#error=login_required&error_description=No+session&state=s1`),
    ).toEqual({
      code: null,
      state: 's1',
      error: 'login_required',
      errorDescription: 'No session',
    });
    expect(() => auth.parseFromUrl()).toThrow(TypeError);
  });
});

describe('getMemberTokens', () => {
  it('exchanges the code with the verifier and answers member tokens, storing nothing', async () => {
    const { auth, calls } = oauthClient(flowServer);
    const data = await auth.generateOAuthData(REDIRECT_URI);
    const tokens = await auth.getMemberTokens('ac_1', data.state, data);
    expect(calls[0]?.body).toEqual({
      clientId: CLIENT_ID,
      grantType: 'authorization_code',
      code: 'ac_1',
      codeVerifier: data.codeVerifier,
      redirectUri: REDIRECT_URI,
    });
    expect(tokens.refreshToken).toEqual({ value: 'rt_member', role: 'member' });
    expect(auth.loggedIn()).toBe(false);
  });

  it.each([
    [null, 's'],
    ['ac_1', null],
    ['', ''],
    [undefined, undefined],
  ])('needs both a code and a state (%s, %s)', async (code, state) => {
    const { auth, calls } = oauthClient(flowServer);
    const data = await auth.generateOAuthData(REDIRECT_URI);
    const error = await auth.getMemberTokens(code, state, data).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ message: 'Missing code or _state', code: 'MISSING_CODE_OR_STATE' });
    expect(calls).toHaveLength(0);
  });

  it('refuses a state other than the stored one', async () => {
    const { auth, calls } = oauthClient(flowServer);
    const data = await auth.generateOAuthData(REDIRECT_URI);
    await expect(auth.getMemberTokens('ac_1', 'other', data)).rejects.toThrow(/^Invalid _state$/);
    expect(calls).toHaveLength(0);
  });

  it('reports a refused exchange as `Failed to get member tokens`', async () => {
    const { auth } = oauthClient(() => appError(400, 'INVALID_GRANT', 'The grant is invalid'));
    const data = await auth.generateOAuthData(REDIRECT_URI);
    const error = await auth.getMemberTokens('ac_1', data.state, data).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Failed to get member tokens', code: 'MEMBER_TOKENS_FAILED' });
    expect((error as AuthError).cause).toMatchObject({ message: 'something went wrong', status: 400 });
  });
});

describe('direct login through a hidden iframe (browser)', () => {
  const start = (options: { flowTimeoutMs?: number } = {}) => {
    const fake = fakeWindow();
    const { auth, calls } = oauthClient(flowServer, { window: fake.win, ...options });
    const login = auth.getMemberTokensForDirectLogin('st_1');
    const stateOf = () => {
      const body = bodyOf(calls.find((c) => pathOf(c) === '/v1/redirect-session')!);
      return (body.auth as { authRequest: Record<string, string> }).authRequest;
    };
    return { ...fake, auth, calls, login, stateOf };
  };

  it('asks for web_message without a redirect URI and takes the code posted by the server origin', async () => {
    const { ready, post, frames, listeners, login, stateOf, calls } = start();
    await ready;
    expect(frames[0]?.src).toBe(SERVER_PAGE);
    expect(frames[0]?.style.display).toBe('none');
    const authRequest = stateOf();
    expect(authRequest).toMatchObject({ responseMode: 'web_message', sessionToken: 'st_1' });
    expect(authRequest).not.toHaveProperty('redirectUri');
    post('https://evil.test', { code: 'bad', state: authRequest.state });
    post(BASE, { code: 'bad', state: 'other' });
    post(BASE, 'not an object');
    post(BASE, { code: 'ac_1', state: authRequest.state });
    const tokens = await login;
    expect(tokens.refreshToken.role).toBe('member');
    expect(frames).toHaveLength(0);
    expect(listeners.size).toBe(0);
    const exchange = calls.find((c) => bodyOf(c).grantType === 'authorization_code');
    expect(exchange?.body).toMatchObject({ code: 'ac_1' });
    expect(exchange?.body).not.toHaveProperty('redirectUri');
  });

  it('turns an error message into `Missing code or _state` with the server reason', async () => {
    const { ready, post, login, stateOf } = start();
    await ready;
    post(BASE, {
      error: 'login_required',
      error_description: 'The session token is invalid or used',
      state: stateOf().state,
    });
    await expect(login).rejects.toMatchObject({
      message: 'Missing code or _state',
      details: {
        applicationError: { code: 'login_required', description: 'The session token is invalid or used' },
      },
    });
  });

  it('rejects with `OAuth flow timed out` after 120000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { ready, login, frames, listeners } = start();
    const settled = vi.fn();
    login.then(settled, settled);
    await ready;
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(login).rejects.toThrow(/^OAuth flow timed out$/);
    await expect(login).rejects.toMatchObject({ code: 'OAUTH_FLOW_TIMED_OUT' });
    expect(frames).toHaveLength(0);
    expect(listeners.size).toBe(0);
  });

  it('takes an injected time-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { ready, login } = start({ flowTimeoutMs: 50 });
    const caught = login.catch((e: unknown) => e);
    await ready;
    await vi.advanceTimersByTimeAsync(50);
    await expect(caught).resolves.toBeInstanceOf(AuthError);
  });

  it('webMessageFlow stops listening once answered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { win, post, listeners } = fakeWindow();
    const answer = webMessageFlow(win, `${BASE}/page`, 's1', 1000);
    post(BASE, { code: 'c', state: 's1' });
    await expect(answer).resolves.toEqual({ code: 'c', state: 's1' });
    expect(listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('direct login outside a browser', () => {
  it('needs the redirectUri option', async () => {
    const auth = OAuthStrategy({ clientId: CLIENT_ID, window: null });
    await expect(auth.getMemberTokensForDirectLogin('st_1')).rejects.toThrow(
      'Direct login outside a browser needs the redirectUri option of OAuthStrategy',
    );
  });

  it('reads the code from the page redirect, without following it', async () => {
    const { auth, calls } = oauthClient((call) =>
      pathOf(call) === '/v1/redirect-session/rs1/continue'
        ? { status: 302, headers: { location: `${REDIRECT_URI}#error=login_required&state=x` } }
        : flowServer(call),
    );
    await expect(auth.getMemberTokensForDirectLogin('st_1')).rejects.toMatchObject({
      message: 'Missing code or _state',
      details: { applicationError: { code: 'login_required' } },
    });
    expect(calls.some((c) => c.url.startsWith(REDIRECT_URI))).toBe(false);
  });

  it('reports a page that does not redirect as `Missing code or _state`', async () => {
    const { auth } = oauthClient((call) =>
      pathOf(call) === '/v1/redirect-session/rs1/continue'
        ? { status: 200, body: '<html>' }
        : flowServer(call),
    );
    await expect(auth.getMemberTokensForDirectLogin('st_1')).rejects.toThrow('Missing code or _state');
  });
});
