import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginFailures } from '../src/db/schema';
import { codeAt } from '../src/modules/staff/totp';
import { solveCaptcha } from './auth-helpers';
import { appCode, startTestApp, type TestApp } from './helpers';
import { addStaff, enrolTotp, login, sessionOf, setUpOwner, STAFF_PASSWORD } from './staff-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200' });
  await setUpOwner(t.app);
});
afterAll(() => t.close());
beforeEach(() => t.app.ctx.db.delete(loginFailures));

const solved = async () => [{ Recaptcha: await solveCaptcha(t.app, 'atelier-visible') }];
const fail = async (email: string, times: number, ip = (i: number) => `10.20.0.${i}`) => {
  for (let i = 0; i < times; i++)
    expect((await login(t.app, email, `wrong ${i}`, ip(i))).statusCode).toBe(401);
};

describe('captcha on staff sign-in', () => {
  it('after 5 failures for an account: refused without a captcha, with a bad one, let in with a solved one', async () => {
    await addStaff(t.app, 'CATALOG', 'guessed@shop.example');
    await fail('guessed@shop.example', 5);
    const missing = await login(t.app, 'guessed@shop.example', STAFF_PASSWORD, '10.21.0.1');
    expect(missing.statusCode).toBe(400);
    expect(appCode(missing)).toBe('-19971');
    const forged = await login(t.app, 'guessed@shop.example', STAFF_PASSWORD, '10.21.0.1', [
      { Recaptcha: 'forged' },
    ]);
    expect(appCode(forged)).toBe('-19970');
    const tokens = await solved();
    const ok = await login(t.app, 'guessed@shop.example', STAFF_PASSWORD, '10.21.0.1', tokens);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().session.accessToken).toMatch(/^sa_/);
    // A solved captcha is taken once.
    await fail('guessed@shop.example', 5);
    const replay = await login(t.app, 'guessed@shop.example', STAFF_PASSWORD, '10.21.0.1', tokens);
    expect(appCode(replay)).toBe('-19970');
  });

  it('asks no captcha below 5 failures, and one for any account from an address past 5', async () => {
    await addStaff(t.app, 'READ_ONLY', 'calm@shop.example');
    await fail('calm@shop.example', 4);
    expect((await login(t.app, 'calm@shop.example', STAFF_PASSWORD, '10.22.0.1')).statusCode).toBe(200);

    await fail('nobody@shop.example', 5, () => '10.23.0.1');
    const fromThere = await login(t.app, 'calm@shop.example', STAFF_PASSWORD, '10.23.0.1');
    expect(appCode(fromThere)).toBe('-19971');
    expect((await login(t.app, 'calm@shop.example', STAFF_PASSWORD, '10.23.0.2')).statusCode).toBe(200);
  });

  it('answers 429 past the lock, even with the right password and a solved captcha', async () => {
    await addStaff(t.app, 'READ_ONLY', 'locked@shop.example');
    await t.app.ctx.db
      .insert(loginFailures)
      .values(Array.from({ length: 20 }, () => ({ key: 'acct:staff:locked@shop.example' })));
    const res = await login(t.app, 'locked@shop.example', STAFF_PASSWORD, '10.24.0.1', await solved());
    expect(res.statusCode).toBe(429);
    expect(appCode(res)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('asks the captcha at the second factor too while the gate says so', async () => {
    await addStaff(t.app, 'FULFILMENT', 'two@shop.example');
    const { secret } = await enrolTotp(t.app, await sessionOf(t.app, 'two@shop.example'));
    await fail('two@shop.example', 5);
    const first = await login(t.app, 'two@shop.example', STAFF_PASSWORD, '10.25.0.1', await solved());
    expect(first.json()).toMatchObject({ secondFactorRequired: true });
    const challengeToken = first.json().challengeToken as string;
    const code = codeAt(secret, Date.now() + 30_000);
    const second = (captchaTokens?: Record<string, string>[]) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/staff/login/second-factor',
        payload: { challengeToken, code, ...(captchaTokens ? { captchaTokens } : {}) },
        remoteAddress: '10.25.0.1',
      });
    expect(appCode(await second())).toBe('-19971');
    const ok = await second(await solved());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().session.accessToken).toMatch(/^sa_/);
  });
});

describe('captcha on staff reset requests', () => {
  const ask = (email: string, ip: string, captchaTokens?: Record<string, string>[]) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/staff/password-reset',
      payload: { email, ...(captchaTokens ? { captchaTokens } : {}) },
      remoteAddress: ip,
    });

  it('from an address: 5 requests free, then a captcha, and 429 past 20', async () => {
    for (let i = 0; i < 5; i++) expect((await ask(`p${i}@shop.example`, '10.30.0.1')).statusCode).toBe(200);
    const missing = await ask('p5@shop.example', '10.30.0.1');
    expect(missing.statusCode).toBe(400);
    expect(appCode(missing)).toBe('-19971');
    for (let i = 5; i < 20; i++)
      expect((await ask(`p${i}@shop.example`, '10.30.0.1', await solved())).statusCode).toBe(200);
    const over = await ask('p20@shop.example', '10.30.0.1', await solved());
    expect(over.statusCode).toBe(429);
    expect(appCode(over)).toBe('TOO_MANY_REQUESTS');
  });

  it('for an email whose sign-in asks a captcha, whatever the address', async () => {
    await fail('target@shop.example', 5);
    expect(appCode(await ask('target@shop.example', '10.31.0.1'))).toBe('-19971');
    expect((await ask('target@shop.example', '10.31.0.1', await solved())).statusCode).toBe(200);
    expect((await ask('other@shop.example', '10.31.0.1')).statusCode).toBe(200);
  });
});
