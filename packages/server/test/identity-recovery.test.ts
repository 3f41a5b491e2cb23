import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import {
  exchangeSessionToken,
  latestMail,
  memberLogin,
  PASSWORD,
  uniqueEmail,
  visitorToken,
} from './auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200', STOREFRONT_URL: 'http://shop.test' });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v2/login', payload: { loginId: { email }, password } });
const tokenFrom = (text: string) => /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/v1/members/my', headers: { authorization: token } });

describe('password recovery', () => {
  it('mails a link to the storefront; the link sets a new password once and ends every session', async () => {
    const m = await memberLogin(t.app);
    const sent = await t.app.inject({ method: 'POST', url: '/v1/send-email', payload: { email: m.email } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({});
    const mail = await latestMail(t.app, m.email);
    expect(mail).toMatchObject({ kind: 'recovery' });
    expect(mail!.text).toContain('http://shop.test/reset-password?token=');
    expect(mail!.html).toContain('http://shop.test/reset-password?token=');
    const token = decodeURIComponent(tokenFrom(mail!.text)!);

    const weak = await t.app.inject({
      method: 'POST',
      url: '/v1/recover',
      payload: { recoveryToken: token, password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/recover',
      payload: { recoveryToken: token, password: 'a brand new password' },
    });
    expect(ok.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/recover',
      payload: { recoveryToken: token, password: 'another new password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().details.applicationError.code).toBe('INVALID_RECOVERY_TOKEN');

    expect((await me(m.access_token)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: 'storefront', grantType: 'refresh_token', refreshToken: m.refresh_token },
    });
    expect(refresh.statusCode).toBe(400);
    expect((await login(m.email, PASSWORD)).json().details.applicationError.code).toBe('-19976');
    expect((await login(m.email, 'a brand new password')).json()).toMatchObject({ state: 'SUCCESS' });
  });

  it('answers the same for unknown addresses and sends at most one mail a minute', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/send-email',
      payload: { email: uniqueEmail() },
    });
    expect(unknown.statusCode).toBe(200);
    const m = await memberLogin(t.app);
    await t.app.inject({ method: 'POST', url: '/v1/send-email', payload: { email: m.email } });
    const first = await latestMail(t.app, m.email);
    await t.app.inject({
      method: 'POST',
      url: '/v1/send-email',
      payload: {
        email: m.email,
        language: 'en',
        redirect: { url: 'http://shop.test/x', clientId: 'storefront' },
      },
    });
    expect((await latestMail(t.app, m.email))!.id).toBe(first!.id);
  });
});

describe('recovery abuse', () => {
  it('limits recovery requests per client address', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/send-email',
        payload: { email: uniqueEmail() },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 20; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});

describe('activation mail', () => {
  it('lets a member created by the owner choose a first password', async () => {
    const email = uniqueEmail();
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/members',
      headers: asAdmin,
      payload: { member: { loginEmail: email } },
    });
    const id = created.json().member.id;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/activation-email',
      headers: asAdmin,
      payload: { identityId: id, emailOptions: {} },
    });
    expect(sent.statusCode).toBe(200);
    const mail = await latestMail(t.app, email);
    expect(mail).toMatchObject({ kind: 'activation' });
    const token = decodeURIComponent(tokenFrom(mail!.text)!);
    await t.app.inject({
      method: 'POST',
      url: '/v1/recover',
      payload: { recoveryToken: token, password: PASSWORD },
    });
    const res = await login(email, PASSWORD);
    expect(res.json()).toMatchObject({ state: 'SUCCESS', identity: { email: { isVerified: true } } });
    await exchangeSessionToken(t.app, res.json().sessionToken);
  });

  it('is refused without an elevated caller', async () => {
    const m = await memberLogin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activation-email',
      headers: { authorization: m.access_token },
      payload: { identityId: m.memberId },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /v2/change-password', () => {
  const change = (token: string, payload: Record<string, unknown>, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/v2/change-password',
      headers: { authorization: token },
      remoteAddress: ip,
      payload,
    });

  it('changes the password and revokes the other sessions, not the calling one', async () => {
    const m = await memberLogin(t.app);
    const second = await exchangeSessionToken(t.app, (await login(m.email, PASSWORD)).json().sessionToken);
    const bad = await change(m.access_token, { newPassword: 'short', currentPassword: PASSWORD });
    expect(bad.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'newPassword',
      violatedRule: 'MIN_LENGTH',
    });
    const res = await change(m.access_token, {
      newPassword: 'the changed password',
      currentPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect((await me(m.access_token)).statusCode).toBe(200);
    expect((await me(second.access_token)).statusCode).toBe(401);
    expect((await login(m.email, 'the changed password')).json()).toMatchObject({ state: 'SUCCESS' });
    expect((await login(m.email, PASSWORD)).statusCode).toBe(400);
  });

  it('takes newPassword alone within 5 minutes of signing in', async () => {
    const m = await memberLogin(t.app);
    const second = await exchangeSessionToken(t.app, (await login(m.email, PASSWORD)).json().sessionToken);
    const res = await change(m.access_token, { newPassword: 'the changed password' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({});
    expect((await me(m.access_token)).statusCode).toBe(200);
    expect((await me(second.access_token)).statusCode).toBe(401);
    expect((await login(m.email, 'the changed password')).json()).toMatchObject({ state: 'SUCCESS' });
  });

  it('asks for currentPassword (403) 6 minutes after signing in, even with a renewed token', async () => {
    const m = await memberLogin(t.app);
    const clock = vi.spyOn(Date, 'now');
    try {
      const later = Date.now() + 6 * 60_000;
      clock.mockReturnValue(later);
      const stale = await change(m.access_token, { newPassword: 'the changed password' });
      expect(stale.statusCode, stale.body).toBe(403);
      expect(stale.json().details.applicationError).toEqual({
        code: 'CURRENT_PASSWORD_REQUIRED',
        description: expect.stringContaining('currentPassword') as string,
        data: { freshSignInMinutes: 5 },
      });
      // A refresh renews the tokens, not the sign-in.
      const renewed = await t.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: {
          clientId: t.app.ctx.config.clientId,
          grantType: 'refresh_token',
          refreshToken: m.refresh_token,
        },
      });
      expect(renewed.statusCode, renewed.body).toBe(200);
      const token = renewed.json().access_token as string;
      expect(token).not.toBe(m.access_token);
      expect(appCode(await change(token, { newPassword: 'the changed password' }))).toBe(
        'CURRENT_PASSWORD_REQUIRED',
      );
      // Nothing changed; with the current password it works as always.
      expect((await login(m.email, PASSWORD)).json()).toMatchObject({ state: 'SUCCESS' });
      const proven = await change(token, { newPassword: 'the changed password', currentPassword: PASSWORD });
      expect(proven.statusCode, proven.body).toBe(200);
    } finally {
      clock.mockRestore();
    }
  });

  it('is never fresh for member tokens an elevated app asked for: nobody signed in', async () => {
    const m = await memberLogin(t.app);
    const minted = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: asAdmin,
      payload: { grantType: 'authorized_client', scope: 'offline_access', memberId: m.memberId },
    });
    expect(minted.statusCode, minted.body).toBe(200);
    const res = await change(minted.json().access_token as string, { newPassword: 'the changed password' });
    expect(res.statusCode).toBe(403);
    expect(appCode(res)).toBe('CURRENT_PASSWORD_REQUIRED');
  });

  it('checks a current password when one is sent: wrong is WRONG_CURRENT_PASSWORD', async () => {
    const m = await memberLogin(t.app);
    const second = await exchangeSessionToken(t.app, (await login(m.email, PASSWORD)).json().sessionToken);
    const wrong = await change(m.access_token, {
      newPassword: 'the changed password',
      currentPassword: 'not my password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'The current password is not right',
      details: {
        applicationError: {
          description: 'The current password is not right',
          code: 'WRONG_CURRENT_PASSWORD',
          data: {},
        },
      },
    });
    // Nothing changed: the old password still logs in and the other session lives on.
    expect((await login(m.email, PASSWORD)).json()).toMatchObject({ state: 'SUCCESS' });
    expect((await me(second.access_token)).statusCode).toBe(200);
  });

  it('counts wrong current passwords like failed logins: from the fifth, it answers 429', async () => {
    const m = await memberLogin(t.app);
    const ip = '10.0.0.77';
    for (let i = 0; i < 5; i++) {
      const res = await change(
        m.access_token,
        { newPassword: 'whatever-123', currentPassword: `guess ${i}` },
        ip,
      );
      expect(res.statusCode).toBe(400);
    }
    const locked = await change(
      m.access_token,
      { newPassword: 'whatever-123', currentPassword: PASSWORD },
      ip,
    );
    expect(locked.statusCode).toBe(429);
    expect(appCode(locked)).toBe('TOO_MANY_ATTEMPTS');
    // The account's failures are login failures too: a login now needs the captcha.
    // (The client address is not counted: behind the storefront it is shared by every shopper.)
    expect(
      appCode(
        await change(m.access_token, { newPassword: 'x'.repeat(9), currentPassword: PASSWORD }, '10.0.0.99'),
      ),
    ).toBe('TOO_MANY_ATTEMPTS');
    const viaLogin = await t.app.inject({
      method: 'POST',
      url: '/v2/login',
      remoteAddress: '10.0.0.78',
      payload: { loginId: { email: m.email }, password: PASSWORD },
    });
    expect(appCode(viaLogin)).toBe('-19971');
  });

  it('a right current password clears the failures of the account', async () => {
    const m = await memberLogin(t.app);
    for (let i = 0; i < 4; i++) {
      await change(
        m.access_token,
        { newPassword: 'whatever-123', currentPassword: `guess ${i}` },
        '10.0.1.1',
      );
    }
    const ok = await change(
      m.access_token,
      { newPassword: 'another good password', currentPassword: PASSWORD },
      '10.0.1.2',
    );
    expect(ok.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/login',
      remoteAddress: '10.0.1.3',
      payload: { loginId: { email: m.email }, password: 'another good password' },
    });
    expect(res.json()).toMatchObject({ state: 'SUCCESS' });
  });

  it('needs a member: none is 401, a visitor 403, the API key (no member) MEMBER_NOT_FOUND', async () => {
    const payload = { newPassword: 'whatever123', currentPassword: 'whatever123' };
    const none = await t.app.inject({ method: 'POST', url: '/v2/change-password', payload });
    expect(none.statusCode).toBe(401);
    expect((await change(await visitorToken(t.app), payload)).statusCode).toBe(403);
    const app = await change(asAdmin.authorization, payload);
    expect(app.statusCode).toBe(404);
    expect(appCode(app)).toBe('MEMBER_NOT_FOUND');
  });
});

describe('other identity paths', () => {
  it('SSO answers a clear "not configured" error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/sso/login-with-token-params',
      payload: { idpConnectionId: 'x', tokenParams: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.applicationError.code).toBe('SSO_NOT_CONFIGURED');
  });

  it('sign-on (elevated) vouches for a person and answers a session token', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/sign-on',
      headers: asAdmin,
      payload: {
        loginId: { email },
        profile: { firstName: 'Sso' },
        verifyEmail: true,
        mergeExistingContact: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      identity: { email: { address: email, isVerified: true }, identityProfile: { firstName: 'Sso' } },
    });
    const tokens = await exchangeSessionToken(t.app, res.json().sessionToken);
    expect((await me(tokens.access_token)).json().member.profile.nickname).toBe('Sso');
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/v2/sign-on',
      payload: { loginId: { email } },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
