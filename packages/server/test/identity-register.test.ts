import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../src/db/schema';
import { startTestApp, type TestApp, appCode } from './helpers';
import { captchaTokens, latestCode, latestMail, PASSWORD, solveCaptcha, uniqueEmail } from './auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200' });
});
afterAll(() => t.close());

const register = async (payload: Record<string, unknown>, url = '/v2/register') =>
  t.app.inject({ method: 'POST', url, payload });

describe('POST /v2/register', () => {
  it('answers REQUIRE_EMAIL_VERIFICATION with a stateToken, mails a code, records member.created', async () => {
    const email = uniqueEmail();
    const res = await register({
      loginId: { email },
      password: PASSWORD,
      profile: { firstName: 'Ada', customFields: [{ name: 'size', value: { strValue: 'M' } }] },
      captchaTokens: await captchaTokens(t.app),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      identity: {
        email: { address: email, isVerified: false },
        status: { name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] },
        identityProfile: { firstName: 'Ada', customFields: [{ name: 'size', value: { strValue: 'M' } }] },
      },
    });
    expect(body.stateToken).toMatch(/^sv_/);
    expect(body.sessionToken).toBeUndefined();
    expect(await latestCode(t.app, email)).toMatch(/^\d{6}$/);
    const mail = await latestMail(t.app, email);
    expect(mail).toMatchObject({ kind: 'verification-code' });
    expect(mail!.html).toContain('Atelier');
    const created = await t.database.db.select().from(events).where(eq(events.entityId, body.identity.id));
    expect(created.map((e) => e.type)).toContain('member.created');
  });

  it('refuses a second account for the same email with -19995, whatever its case', async () => {
    const email = uniqueEmail();
    expect(
      (await register({ loginId: { email }, password: PASSWORD, captchaTokens: await captchaTokens(t.app) }))
        .statusCode,
    ).toBe(200);
    const again = await register({
      loginId: { email: email.toUpperCase() },
      password: PASSWORD,
      captchaTokens: await captchaTokens(t.app),
    });
    expect(again.statusCode).toBe(409);
    expect(appCode(again)).toBe('-19995');
  });

  it('gives an invalid email as a field violation of type EMAIL', async () => {
    const res = await register({ loginId: { email: 'nope' }, password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'loginId.email',
      violatedRule: 'FORMAT',
      data: { type: 'EMAIL' },
    });
  });

  it('bounds the password length', async () => {
    const short = await register({
      loginId: { email: uniqueEmail() },
      password: 'short',
      captchaTokens: await captchaTokens(t.app),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'password',
      violatedRule: 'MIN_LENGTH',
    });
    const long = await register({ loginId: { email: uniqueEmail() }, password: 'x'.repeat(257) });
    expect(long.json().details.validationError.fieldViolations[0]).toMatchObject({
      violatedRule: 'MAX_LENGTH',
    });
  });

  it('needs a captcha: -19971 without, -19970 when invalid or replayed', async () => {
    const missing = await register({ loginId: { email: uniqueEmail() }, password: PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(appCode(missing)).toBe('-19971');
    const bogus = await register({
      loginId: { email: uniqueEmail() },
      password: PASSWORD,
      captchaTokens: [{ Recaptcha: 'bogus' }],
    });
    expect(appCode(bogus)).toBe('-19970');
    const token = await solveCaptcha(t.app, 'atelier-visible');
    const first = await register({
      loginId: { email: uniqueEmail() },
      password: PASSWORD,
      captchaTokens: [{ Recaptcha: token }],
    });
    expect(first.statusCode).toBe(200);
    const replay = await register({
      loginId: { email: uniqueEmail() },
      password: PASSWORD,
      captchaTokens: [{ Recaptcha: token }],
    });
    expect(appCode(replay)).toBe('-19970');
  });

  it('refuses an unknown captcha site key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/captcha/challenge?siteKey=nope' });
    expect(res.statusCode).toBe(400);
  });

  it('accepts the v1 shape', async () => {
    const email = uniqueEmail();
    const res = await register(
      {
        identity: { email, identityProfile: { nickname: 'v1' } },
        inputs: [{ value: PASSWORD }],
        captchaTokens: await captchaTokens(t.app),
      },
      '/v1/register',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      identity: { email: { address: email } },
    });
    const noPassword = await register({ identity: { email: uniqueEmail() } }, '/v1/register');
    expect(noPassword.statusCode).toBe(400);
  });

  it('is served under the Wix identity prefix too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/register',
      payload: { loginId: { email: uniqueEmail() }, password: PASSWORD },
    });
    expect(appCode(res)).toBe('-19971');
  });
});

describe('shop settings', () => {
  it('REQUIRE_OWNER_APPROVAL: after the code, the owner must approve; proceed then succeeds', async () => {
    const s = await startTestApp({ CAPTCHA_MAX_NUMBER: '200', REQUIRE_OWNER_APPROVAL: 'true' });
    try {
      const email = uniqueEmail();
      const reg = await s.app.inject({
        method: 'POST',
        url: '/v2/register',
        payload: { loginId: { email }, password: PASSWORD, captchaTokens: await captchaTokens(s.app) },
      });
      const verify = await s.app.inject({
        method: 'POST',
        url: '/v1/auth/verify',
        payload: { stateToken: reg.json().stateToken, code: await latestCode(s.app, email) },
      });
      expect(verify.json()).toMatchObject({ state: 'REQUIRE_OWNER_APPROVAL' });
      const first = verify.json().stateToken;
      const waiting = await s.app.inject({
        method: 'POST',
        url: '/v1/state/proceed',
        payload: { stateToken: first },
      });
      expect(waiting.json()).toMatchObject({ state: 'REQUIRE_OWNER_APPROVAL', stateToken: first });
      // A new login starts a new state and closes the older one.
      const login = await s.app.inject({
        method: 'POST',
        url: '/v2/login',
        payload: { loginId: { email }, password: PASSWORD },
      });
      expect(login.json().state).toBe('REQUIRE_OWNER_APPROVAL');
      const stateToken = login.json().stateToken;
      const closed = await s.app.inject({
        method: 'POST',
        url: '/v1/state/proceed',
        payload: { stateToken: first },
      });
      expect(closed.statusCode).toBe(400);
      const approve = await s.app.inject({
        method: 'PATCH',
        url: `/v1/members/${reg.json().identity.id}`,
        headers: { authorization: 'test-admin-key-0123456789abcdef' },
        payload: { member: { status: 'APPROVED' } },
      });
      expect(approve.json().member.status).toBe('APPROVED');
      const done = await s.app.inject({ method: 'POST', url: '/v1/state/proceed', payload: { stateToken } });
      expect(done.json()).toMatchObject({ state: 'SUCCESS' });
      expect(done.json().sessionToken).toMatch(/^st_/);
      const used = await s.app.inject({ method: 'POST', url: '/v1/state/proceed', payload: { stateToken } });
      expect(used.statusCode).toBe(400);
    } finally {
      await s.close();
    }
  }, 120_000);

  it('REQUIRE_EMAIL_VERIFICATION=false and REGISTER_REQUIRES_CAPTCHA=false: SUCCESS at once', async () => {
    const s = await startTestApp({ REQUIRE_EMAIL_VERIFICATION: 'false', REGISTER_REQUIRES_CAPTCHA: 'false' });
    try {
      const res = await s.app.inject({
        method: 'POST',
        url: '/v2/register',
        payload: { loginId: { email: uniqueEmail() }, password: PASSWORD },
      });
      expect(res.json()).toMatchObject({ state: 'SUCCESS', identity: { status: { name: 'ACTIVE' } } });
      expect(res.json().sessionToken).toMatch(/^st_/);
    } finally {
      await s.close();
    }
  }, 120_000);
});
