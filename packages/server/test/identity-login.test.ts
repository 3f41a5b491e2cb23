import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, asAdmin, type TestApp, appCode } from './helpers';
import { memberLogin, PASSWORD, registerVerified, solveCaptcha, uniqueEmail } from './auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200' });
});
afterAll(() => t.close());

const login = (email: string, password: string, extra: Record<string, unknown> = {}, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/v2/login',
    payload: { loginId: { email }, password, ...extra },
    remoteAddress: ip,
  });

describe('POST /v2/login', () => {
  it('logs a verified member in with a session token', async () => {
    const { email } = await registerVerified(t.app);
    const res = await login(email, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'SUCCESS',
      identity: { email: { address: email, isVerified: true }, status: { name: 'ACTIVE' } },
    });
    expect(res.json().sessionToken).toMatch(/^st_/);
    expect(res.json().identity).not.toHaveProperty('passwordHash');
  });

  it('asks an unverified member to verify (REQUIRE_EMAIL_VERIFICATION with a stateToken)', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/v2/register',
      payload: {
        loginId: { email },
        password: PASSWORD,
        captchaTokens: [{ InvisibleRecaptcha: await solveCaptcha(t.app) }],
      },
    });
    const res = await login(email, PASSWORD);
    expect(res.json()).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION' });
    expect(res.json().stateToken).toMatch(/^sv_/);
  });

  it('answers -19976 for a wrong password and for an unknown email alike', async () => {
    const { email } = await registerVerified(t.app);
    const wrong = await login(email, 'not the password', {}, '10.0.0.2');
    expect(wrong.statusCode).toBe(400);
    expect(appCode(wrong)).toBe('-19976');
    const unknown = await login(uniqueEmail(), PASSWORD, {}, '10.0.0.2');
    expect(appCode(unknown)).toBe('-19976');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('answers -19973 for an account that has no password yet', async () => {
    const email = uniqueEmail();
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/members',
      headers: asAdmin,
      payload: { member: { loginEmail: email } },
    });
    expect(created.statusCode).toBe(200);
    expect(appCode(await login(email, PASSWORD))).toBe('-19973');
  });

  it('refuses a blocked member, and a deleted one cannot log in', async () => {
    const m = await memberLogin(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/members/${m.memberId}`,
      headers: asAdmin,
      payload: { member: { status: 'BLOCKED' } },
    });
    const blocked = await login(m.email, PASSWORD, {}, '10.0.0.3');
    expect(blocked.statusCode).toBe(403);
    expect(appCode(blocked)).toBe('IDENTITY_BLOCKED');
    // Blocking ended the member's sessions.
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/members/my',
      headers: { authorization: m.access_token },
    });
    expect(me.statusCode).toBe(401);
    const other = await memberLogin(t.app);
    await t.app.inject({ method: 'DELETE', url: `/v1/members/${other.memberId}`, headers: asAdmin });
    expect(appCode(await login(other.email, PASSWORD, {}, '10.0.0.3'))).toBe('-19976');
  });

  it('accepts the v1 shape', async () => {
    const { email } = await registerVerified(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { identifier: { email }, inputs: [{ name: 'password', value: PASSWORD }] },
    });
    expect(res.json()).toMatchObject({ state: 'SUCCESS' });
  });
});

describe('brute force', () => {
  it('per account: after 5 failures a captcha is needed (-19971, then -19970 if bad), the right one lets in', async () => {
    const { email } = await registerVerified(t.app);
    for (let i = 0; i < 5; i++) {
      expect(appCode(await login(email, `wrong-${i}-password`, {}, `10.1.0.${i}`))).toBe('-19976');
    }
    const needsCaptcha = await login(email, PASSWORD, {}, '10.1.1.1');
    expect(appCode(needsCaptcha)).toBe('-19971');
    expect(
      appCode(await login(email, PASSWORD, { captchaTokens: [{ Recaptcha: 'forged' }] }, '10.1.1.1')),
    ).toBe('-19970');
    const ok = await login(
      email,
      PASSWORD,
      { captchaTokens: [{ Recaptcha: await solveCaptcha(t.app, 'atelier-visible') }] },
      '10.1.1.1',
    );
    expect(ok.json()).toMatchObject({ state: 'SUCCESS' });
    // Success clears the account's failures.
    expect((await login(email, PASSWORD, {}, '10.1.1.2')).json()).toMatchObject({ state: 'SUCCESS' });
  });

  it('per address: 5 failures from one address need a captcha for any account from it', async () => {
    const { email } = await registerVerified(t.app);
    for (let i = 0; i < 5; i++) await login(uniqueEmail(), 'whatever-password', {}, '10.2.0.1');
    expect(appCode(await login(email, PASSWORD, {}, '10.2.0.1'))).toBe('-19971');
    expect((await login(email, PASSWORD, {}, '10.2.0.2')).json()).toMatchObject({ state: 'SUCCESS' });
  });

  it('answers 429 past the hard limit, even with the right password and a captcha', async () => {
    const { email } = await registerVerified(t.app);
    for (let i = 0; i < 20; i++) {
      const res = await login(
        email,
        'wrong-password',
        i >= 5 ? { captchaTokens: [{ Recaptcha: await solveCaptcha(t.app) }] } : {},
        `10.3.${i}.1`,
      );
      expect(appCode(res)).toBe('-19976');
    }
    const locked = await login(
      email,
      PASSWORD,
      { captchaTokens: [{ Recaptcha: await solveCaptcha(t.app) }] },
      '10.3.99.1',
    );
    expect(locked.statusCode).toBe(429);
    expect(appCode(locked)).toBe('TOO_MANY_ATTEMPTS');
  });
});
