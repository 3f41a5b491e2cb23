import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authStates } from '../src/db/schema';
import { asAdmin, startTestApp, type TestApp, appCode } from './helpers';
import { captchaTokens, latestCode, memberLogin, PASSWORD, uniqueEmail } from './auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200' });
});
afterAll(() => t.close());

async function pending() {
  const email = uniqueEmail();
  const res = await t.app.inject({
    method: 'POST',
    url: '/v2/register',
    payload: { loginId: { email }, password: PASSWORD, captchaTokens: await captchaTokens(t.app) },
  });
  return { email, stateToken: res.json().stateToken as string, id: res.json().identity.id as string };
}
const verify = (stateToken: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/verify', payload: { stateToken, code } });
const resend = (stateToken: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/resend', payload: { stateToken } });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /v1/auth/verify', () => {
  it('verifies once: SUCCESS with a session token, then the state token is spent', async () => {
    const p = await pending();
    const code = await latestCode(t.app, p.email);
    const ok = await verify(p.stateToken, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      state: 'SUCCESS',
      identity: { email: { isVerified: true }, status: { name: 'ACTIVE', reasons: [] } },
    });
    expect(ok.json().sessionToken).toMatch(/^st_/);
    const again = await verify(p.stateToken, code);
    expect(again.statusCode).toBe(400);
    expect(appCode(again)).toBe('INVALID_STATE_TOKEN');
  });

  it('counts wrong tries and kills the code at the 5th', async () => {
    const p = await pending();
    const code = await latestCode(t.app, p.email);
    for (let i = 0; i < 5; i++) {
      const res = await verify(p.stateToken, wrongOf(code));
      expect(appCode(res)).toBe('INVALID_VERIFICATION_CODE');
      expect(res.json().details.applicationError.data).toEqual({ attemptsLeft: 4 - i });
    }
    expect(appCode(await verify(p.stateToken, code))).toBe('VERIFICATION_CODE_LOCKED');
  });

  it('expires codes after 10 minutes', async () => {
    const p = await pending();
    const code = await latestCode(t.app, p.email);
    await t.database.db
      .update(authStates)
      .set({ codeExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(authStates.identityId, p.id));
    expect(appCode(await verify(p.stateToken, code))).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('refuses an unknown state token and a malformed body', async () => {
    expect(appCode(await verify('sv_unknown', '123456'))).toBe('INVALID_STATE_TOKEN');
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/verify', payload: { code: '1' } });
    expect(res.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'stateToken',
      violatedRule: 'REQUIRED_FIELD',
    });
  });
});

describe('POST /v1/auth/resend', () => {
  it('is throttled to one code a minute and five in all; a new code replaces the old one', async () => {
    const p = await pending();
    const first = await latestCode(t.app, p.email);
    const early = await resend(p.stateToken);
    expect(early.statusCode).toBe(429);
    expect(appCode(early)).toBe('RESEND_THROTTLED');
    await t.database.db
      .update(authStates)
      .set({ lastSentAt: sql`now() - interval '2 minutes'` })
      .where(eq(authStates.identityId, p.id));
    const res = await resend(p.stateToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      stateToken: p.stateToken,
      identity: { id: p.id },
      additionalData: {},
    });
    const second = await latestCode(t.app, p.email);
    if (second !== first)
      expect(appCode(await verify(p.stateToken, first))).toBe('INVALID_VERIFICATION_CODE');
    await t.database.db
      .update(authStates)
      .set({ sendCount: 5, lastSentAt: sql`now() - interval '2 minutes'` })
      .where(eq(authStates.identityId, p.id));
    expect(appCode(await resend(p.stateToken))).toBe('TOO_MANY_CODES');
    expect((await verify(p.stateToken, second)).json()).toMatchObject({ state: 'SUCCESS' });
  });

  it('a login within the minute keeps the code already mailed', async () => {
    const p = await pending();
    const code = await latestCode(t.app, p.email);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { loginId: { email: p.email }, password: PASSWORD },
    });
    expect(login.json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect((await verify(login.json().stateToken, code)).json()).toMatchObject({ state: 'SUCCESS' });
  });
});

describe('POST /v1/state/proceed and /v1/Start', () => {
  it('proceed tells where a pending state stands', async () => {
    const p = await pending();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/state/proceed',
      payload: { stateToken: p.stateToken },
    });
    expect(res.json()).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: p.stateToken });
  });

  it('Start mails a new code to the member itself or for an elevated caller, not for others', async () => {
    const m = await memberLogin(t.app);
    const own = await t.app.inject({
      method: 'POST',
      url: '/v1/Start',
      headers: { authorization: m.access_token },
      payload: { identityId: m.memberId, target: 'EMAIL' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().stateToken).toMatch(/^sv_/);
    const other = await memberLogin(t.app);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/v1/Start',
      headers: { authorization: m.access_token },
      payload: { identityId: other.memberId },
    });
    expect(theirs.statusCode).toBe(404);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/v1/Start',
      headers: asAdmin,
      payload: { identityId: other.memberId },
    });
    expect(admin.statusCode).toBe(200);
    const verified = await verify(admin.json().stateToken, await latestCode(t.app, other.email));
    expect(verified.json()).toMatchObject({ state: 'SUCCESS' });
  });
});
