import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  appError,
  bodyOf,
  exchangeRoutes,
  oauthClient,
  pathOf,
  tokenAnswer,
  CLIENT_ID,
  REDIRECT_URI,
} from '../../test/auth-fakes';
import type { FakeAnswer, RecordedCall } from '../../test/fake-fetch';
import { ApplicationError, SystemError } from '../errors';

const ok = { body: {} };
const emailViolation: FakeAnswer = {
  status: 400,
  body: {
    message: 'INVALID_ARGUMENT: "loginId.email" must be a valid email address',
    details: {
      validationError: {
        fieldViolations: [
          {
            field: 'loginId.email',
            description: 'must be a valid email address',
            violatedRule: 'FORMAT',
            data: { type: 'EMAIL' },
          },
        ],
      },
    },
  },
};

/** A fake server whose /v2/login, /v2/register, /v1/auth/verify and /v1/auth/resend answer `answer`. */
const server = (answer: FakeAnswer) =>
  oauthClient((call: RecordedCall, calls: RecordedCall[]) => {
    const path = pathOf(call);
    if (['/v2/login', '/v2/register', '/v1/auth/verify', '/v1/auth/resend'].includes(path)) return answer;
    if (path === '/oauth2/token' && bodyOf(call).grantType === 'anonymous') return tokenAnswer('v');
    return exchangeRoutes(call, calls) ?? ok;
  });

const state = (body: Record<string, unknown>): FakeAnswer => ({ body });

describe('login', () => {
  it('SUCCESS logs the member in through the session-token exchange (PKCE, fragment)', async () => {
    const { auth, calls } = server(state({ state: 'SUCCESS', sessionToken: 'st_1' }));
    const result = await auth.login({ email: 'ada@example.com', password: 'pw-12345678' });
    expect(result).toEqual({ loginState: 'SUCCESS', data: { sessionToken: 'st_1' } });
    expect(calls.map((c) => `${c.method} ${pathOf(c)}`)).toEqual([
      'POST /oauth2/token',
      'POST /v2/login',
      'POST /v1/redirect-session',
      'GET /v1/redirect-session/rs1/continue',
      'POST /oauth2/token',
    ]);
    expect(calls[1]?.body).toEqual({ loginId: { email: 'ada@example.com' }, password: 'pw-12345678' });
    const { authRequest } = bodyOf(calls[2]!).auth as { authRequest: Record<string, string> };
    expect(authRequest).toEqual({
      clientId: CLIENT_ID,
      codeChallenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      codeChallengeMethod: 'S256',
      responseMode: 'fragment',
      responseType: 'code',
      scope: 'offline_access',
      state: expect.any(String),
      redirectUri: REDIRECT_URI,
      sessionToken: 'st_1',
    });
    expect(bodyOf(calls[2]!).auth).toMatchObject({ prompt: 'none' });
    const exchange = bodyOf(calls[4]!);
    expect(exchange).toEqual({
      clientId: CLIENT_ID,
      grantType: 'authorization_code',
      code: 'ac_1',
      codeVerifier: expect.any(String),
      redirectUri: REDIRECT_URI,
    });
    const verifier = exchange.codeVerifier as string;
    expect(verifier).toHaveLength(43);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(authRequest.codeChallenge);
    expect(auth.loggedIn()).toBe(true);
    expect(auth.getTokens().refreshToken).toEqual({ value: 'rt_member', role: 'member' });
  });

  it('sends captcha tokens the way Wix clients do', async () => {
    const { auth, calls } = server(state({ state: 'REQUIRE_OWNER_APPROVAL' }));
    await auth.login({
      email: 'a@example.com',
      password: 'x',
      captchaTokens: { recaptchaToken: 'vis', invisibleRecaptchaToken: 'inv' },
    });
    expect(bodyOf(calls.find((c) => pathOf(c) === '/v2/login')!).captchaTokens).toEqual([
      { Recaptcha: 'vis' },
      { InvisibleRecaptcha: 'inv' },
    ]);
  });

  it.each([
    [{ state: 'REQUIRE_OWNER_APPROVAL' }, { loginState: 'OWNER_APPROVAL_REQUIRED' }],
    [
      { state: 'REQUIRE_OWNER_APPROVAL', stateToken: 'sv_2' },
      { loginState: 'OWNER_APPROVAL_REQUIRED', data: { stateToken: 'sv_2' } },
    ],
    [
      { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'sv_1' },
      { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'sv_1' } },
    ],
    [{ state: 'UNKNOWN_STATE' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
    [{ state: 'STATUS_CHECK' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
    [{ state: 'SOMETHING_NEW' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
  ])('maps server state %j', async (answer, expected) => {
    const { auth } = server(state(answer));
    await expect(auth.login({ email: 'a@example.com', password: 'x' })).resolves.toEqual(expected);
    expect(auth.loggedIn()).toBe(false);
  });

  it.each([
    ['-19971', 'missingCaptchaToken'],
    ['-19970', 'invalidCaptchaToken'],
    ['-19976', 'invalidPassword'],
    ['-19973', 'resetPassword'],
    ['-19995', 'invalidEmail'],
    ['TOO_MANY_ATTEMPTS', 'invalidEmail'],
  ])('maps error code %s to errorCode %s', async (code, errorCode) => {
    const { auth } = server(appError(400, code, 'Server says no'));
    await expect(auth.login({ email: 'a@example.com', password: 'x' })).resolves.toEqual({
      loginState: 'FAILURE',
      errorCode,
      error: 'Server says no',
    });
  });

  it('maps a validation error to invalidEmail', async () => {
    const { auth } = server(emailViolation);
    await expect(auth.login({ email: 'nope', password: 'x' })).resolves.toEqual({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
      error: 'INVALID_ARGUMENT: "email" must be a valid email address',
    });
  });

  it('throws what is not a refusal (5xx, network)', async () => {
    const { auth } = server({ status: 500, body: {} });
    await expect(auth.login({ email: 'a@example.com', password: 'x' })).rejects.toBeInstanceOf(SystemError);
  });
});

describe('register', () => {
  it('sends loginId, password, profile and captcha tokens', async () => {
    const { auth, calls } = server(state({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'sv_1' }));
    const result = await auth.register({
      email: 'ada@example.com',
      password: 'pw-12345678',
      profile: { firstName: 'Ada', nickname: 'ada' },
      captchaTokens: [{ InvisibleRecaptcha: 'inv' }],
    });
    expect(result).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'sv_1' } });
    expect(calls.find((c) => pathOf(c) === '/v2/register')?.body).toEqual({
      loginId: { email: 'ada@example.com' },
      password: 'pw-12345678',
      profile: { firstName: 'Ada', nickname: 'ada' },
      captchaTokens: [{ InvisibleRecaptcha: 'inv' }],
    });
  });

  it('SUCCESS logs the new member in', async () => {
    const { auth } = server(state({ state: 'SUCCESS', sessionToken: 'st_1' }));
    await expect(auth.register({ email: 'a@example.com', password: 'x' })).resolves.toMatchObject({
      loginState: 'SUCCESS',
    });
    expect(auth.loggedIn()).toBe(true);
  });

  it.each([
    ['-19971', 'missingCaptchaToken'],
    ['-19995', 'emailAlreadyExists'],
    ['-19970', 'invalidCaptchaToken'],
  ])('maps error code %s to errorCode %s', async (code, errorCode) => {
    const { auth } = server(appError(409, code, 'An account with this email already exists'));
    await expect(auth.register({ email: 'a@example.com', password: 'x' })).resolves.toEqual({
      loginState: 'FAILURE',
      errorCode,
      error: 'An account with this email already exists',
    });
  });

  it('maps a field violation of type EMAIL to invalidEmail', async () => {
    const { auth } = server(emailViolation);
    await expect(auth.register({ email: 'nope', password: 'x' })).resolves.toEqual({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
      error: 'INVALID_ARGUMENT: "email" must be a valid email address',
    });
  });

  it('answers the message alone otherwise', async () => {
    const { auth } = server({
      status: 400,
      body: {
        message: 'INVALID_ARGUMENT: "password" must be at least 8 characters',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'password', description: 'must be at least 8 characters', violatedRule: 'MIN_LENGTH' },
            ],
          },
        },
      },
    });
    await expect(auth.register({ email: 'a@example.com', password: 'x' })).resolves.toEqual({
      loginState: 'FAILURE',
      error: 'INVALID_ARGUMENT: "password" must be at least 8 characters',
    });
  });
});

describe('verification', () => {
  it('posts { code, stateToken } and SUCCESS logs the member in', async () => {
    const { auth, calls } = server(state({ state: 'SUCCESS', sessionToken: 'st_1' }));
    const result = await auth.processVerification({ verificationCode: '123456' }, 'sv_1');
    expect(result).toEqual({ loginState: 'SUCCESS', data: { sessionToken: 'st_1' } });
    expect(calls.find((c) => pathOf(c) === '/v1/auth/verify')?.body).toEqual({
      code: '123456',
      stateToken: 'sv_1',
    });
    expect(auth.loggedIn()).toBe(true);
  });

  it('defaults to the state token of the last EMAIL_VERIFICATION_REQUIRED outcome, or takes that outcome', async () => {
    const { auth, calls } = server(state({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'sv_7' }));
    const outcome = await auth.login({ email: 'a@example.com', password: 'x' });
    await auth.processVerification({ verificationCode: '1' });
    await auth.processVerification({ verificationCode: '2' }, outcome);
    const verifies = calls.filter((c) => pathOf(c) === '/v1/auth/verify').map((c) => c.body);
    expect(verifies).toEqual([
      { code: '1', stateToken: 'sv_7' },
      { code: '2', stateToken: 'sv_7' },
    ]);
  });

  it('refuses to verify without a state token', async () => {
    const { auth } = server(ok);
    await expect(auth.processVerification({ verificationCode: '1' })).rejects.toThrow(TypeError);
  });

  it('rejects a wrong code with the server error', async () => {
    const { auth } = server(appError(400, 'INVALID_VERIFICATION_CODE', 'The code is not right'));
    await expect(auth.processVerification({ verificationCode: '000000' }, 'sv_1')).rejects.toMatchObject({
      constructor: ApplicationError,
      code: 'INVALID_VERIFICATION_CODE',
    });
  });

  it('resends the code through /v1/auth/resend', async () => {
    const { auth, calls } = server(state({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'sv_1' }));
    await expect(auth.resendVerificationCode('sv_1')).resolves.toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'sv_1' },
    });
    expect(calls.find((c) => pathOf(c) === '/v1/auth/resend')?.body).toEqual({ stateToken: 'sv_1' });
  });
});
