import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginFailures, staff } from '../src/db/schema';
import { codeAt } from '../src/modules/staff/totp';
import { captchaTokens as captchaTokensOf } from './auth-helpers';
import { appCode, startTestApp, type TestApp } from './helpers';
import { addStaff, bearer, enrolTotp, login, sessionOf, setUpOwner, STAFF_PASSWORD } from './staff-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200' });
  await setUpOwner(t.app);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());
// Each test starts with no failures counted (past 5, for an account or an address, a captcha is needed).
beforeEach(() => t.app.ctx.db.delete(loginFailures));

const secondFactor = (challengeToken: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/staff/login/second-factor',
    payload: { challengeToken, code },
  });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/v1/staff/me', headers: bearer(token) });

describe('staff sign-in with a password', () => {
  it('answers a session, and the same 401 for an unknown email and a wrong password', async () => {
    await addStaff(t.app, 'MANAGER', 'manager@shop.example');
    const ok = await login(t.app, 'Manager@Shop.Example');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().session.accessToken).toMatch(/^sa_/);
    expect(Date.parse(ok.json().session.expiresAt)).toBeGreaterThan(Date.now());

    const wrong = await login(t.app, 'manager@shop.example', 'not the password');
    const unknown = await login(t.app, 'nobody@shop.example', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(appCode(wrong)).toBe('STAFF_INVALID_CREDENTIALS');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses a disabled account like a wrong password, and ends its sessions', async () => {
    const row = await addStaff(t.app, 'CATALOG', 'disabled@shop.example');
    const token = await sessionOf(t.app, 'disabled@shop.example');
    await t.app.ctx.db.update(staff).set({ disabled: true }).where(eq(staff.id, row.id));
    expect(appCode(await login(t.app, 'disabled@shop.example'))).toBe('STAFF_INVALID_CREDENTIALS');
    expect((await me(token)).statusCode).toBe(401);
  });

  it('answers 429 after 20 failures for the account, even with the right password', async () => {
    await addStaff(t.app, 'READ_ONLY', 'guessed@shop.example');
    for (let i = 0; i < 20; i++) {
      const captchaTokens = i >= 5 ? await captchaTokensOf(t.app) : undefined;
      const res = await login(t.app, 'guessed@shop.example', `wrong ${i}`, `10.0.0.${i}`, captchaTokens);
      expect(res.statusCode).toBe(401);
    }
    const locked = await login(
      t.app,
      'guessed@shop.example',
      STAFF_PASSWORD,
      '10.0.1.1',
      await captchaTokensOf(t.app),
    );
    expect(locked.statusCode).toBe(429);
    expect(appCode(locked)).toBe('TOO_MANY_ATTEMPTS');
    // A member of the same email is not locked by staff failures (their counts are apart).
    const [memberKey] = await t.app.ctx.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, 'acct:guessed@shop.example'));
    expect(memberKey).toBeUndefined();
  });

  it('answers 429 to an address past 100 failures, whatever the account', async () => {
    await addStaff(t.app, 'READ_ONLY', 'address@shop.example');
    await t.app.ctx.db
      .insert(loginFailures)
      .values(Array.from({ length: 100 }, () => ({ key: 'ip:10.7.7.7' })));
    expect((await login(t.app, 'address@shop.example', STAFF_PASSWORD, '10.7.7.7')).statusCode).toBe(429);
    expect((await login(t.app, 'address@shop.example', STAFF_PASSWORD, '10.7.7.8')).statusCode).toBe(200);
  });

  it('answers 400 in the error format for a body that is not a sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/staff/login', payload: { email: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations.length).toBeGreaterThan(0);
  });
});

describe('second factor: TOTP and recovery codes', () => {
  const email = 'totp@shop.example';
  let secret: string;
  let recoveryCodes: string[];
  const challenge = async () => {
    const res = await login(t.app, email);
    expect(res.json()).toMatchObject({ secondFactorRequired: true });
    expect(res.json().session).toBeUndefined();
    return res.json().challengeToken as string;
  };

  it('sets up an authenticator app with the password asked again, and answers ten recovery codes', async () => {
    await addStaff(t.app, 'FULFILMENT', email);
    const token = await sessionOf(t.app, email);
    const other = await sessionOf(t.app, email);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/me/totp',
      headers: bearer(token),
      payload: { currentPassword: 'not it' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(appCode(wrong)).toBe('WRONG_CURRENT_PASSWORD');
    const early = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/me/totp/confirm',
      headers: bearer(token),
      payload: { code: '123456' },
    });
    expect(appCode(early)).toBe('STAFF_TOTP_NOT_STARTED');

    ({ secret, recoveryCodes } = await enrolTotp(t.app, token));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await me(token)).json().staff.totpEnabled).toBe(true);
    // A change of second factor ends the person's other sessions.
    expect((await me(other)).statusCode).toBe(401);
    const [row] = await t.app.ctx.db.select().from(staff).where(eq(staff.email, email));
    expect(row!.totpSecret).not.toContain(secret);
  });

  it('signs in with a code, and refuses the same code again (replay)', async () => {
    const now = Date.now() + 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const code = codeAt(secret, now);
    const first = await secondFactor(await challenge(), code);
    expect(first.statusCode).toBe(200);
    expect((await me(first.json().session.accessToken)).json().staff.email).toBe(email);

    const replay = await secondFactor(await challenge(), code);
    expect(replay.statusCode).toBe(401);
    expect(appCode(replay)).toBe('STAFF_SECOND_FACTOR_INVALID');
    // An older step's code is refused too; the next step's is taken.
    expect((await secondFactor(await challenge(), codeAt(secret, now - 30_000))).statusCode).toBe(401);
    expect((await secondFactor(await challenge(), codeAt(secret, now + 30_000))).statusCode).toBe(200);
  });

  it('takes a code one step off the clock, and not two', async () => {
    const now = Date.now() + 10 * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(now);
    expect((await secondFactor(await challenge(), codeAt(secret, now + 60_000))).statusCode).toBe(401);
    expect((await secondFactor(await challenge(), codeAt(secret, now - 30_000))).statusCode).toBe(200);
  });

  it('takes each recovery code once, typed in any case', async () => {
    const code = recoveryCodes[0]!;
    const ok = await secondFactor(await challenge(), ` ${code.toUpperCase()} `);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().session.accessToken).toMatch(/^sa_/);
    const again = await secondFactor(await challenge(), code);
    expect(appCode(again)).toBe('STAFF_SECOND_FACTOR_INVALID');
    expect((await secondFactor(await challenge(), recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it('lets a challenge be tried five times, and take no sixth', async () => {
    const token = await challenge();
    for (let i = 0; i < 5; i++)
      expect(appCode(await secondFactor(token, 'nope-nope'))).toBe('STAFF_SECOND_FACTOR_INVALID');
    const sixth = await secondFactor(token, recoveryCodes[2]!);
    expect(sixth.statusCode).toBe(401);
    expect(appCode(sixth)).toBe('STAFF_CHALLENGE_INVALID');
  });

  it('ends a challenge after five minutes, and never accepts an unknown one', async () => {
    const token = await challenge();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5 * 60_000 + 1000);
    expect(appCode(await secondFactor(token, recoveryCodes[3]!))).toBe('STAFF_CHALLENGE_INVALID');
    vi.restoreAllMocks();
    expect(appCode(await secondFactor('sc_unknown', recoveryCodes[3]!))).toBe('STAFF_CHALLENGE_INVALID');
  });

  it('refuses a second set-up while one is in place', async () => {
    const ok = await secondFactor(await challenge(), recoveryCodes[4]!);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/me/totp',
      headers: bearer(ok.json().session.accessToken),
      payload: { currentPassword: STAFF_PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(appCode(res)).toBe('STAFF_TOTP_EXISTS');
  });
});
