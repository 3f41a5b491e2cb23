import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginFailures, staff, staffPasswordResets } from '../src/db/schema';
import { hashToken } from '../src/lib/crypto';
import { codeAt } from '../src/modules/staff/totp';
import { latestMail } from './auth-helpers';
import { appCode, startTestApp, type TestApp } from './helpers';
import { addStaff, bearer, enrolTotp, login, sessionOf, setUpOwner } from './staff-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ STOREFRONT_URL: 'https://shop.example', CAPTCHA_MAX_NUMBER: '200' });
  await setUpOwner(t.app);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());
beforeEach(() => t.app.ctx.db.delete(loginFailures));

const NEW_PASSWORD = 'a brand new staff password';
const ask = (email: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/v1/staff/password-reset', payload: { email }, remoteAddress: ip });
const confirm = (token: string, newPassword = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/v1/staff/password-reset/confirm', payload: { token, newPassword } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/v1/staff/me', headers: bearer(token) });

async function mailedToken(email: string) {
  const mail = await latestMail(t.app, email);
  expect(mail?.kind).toBe('staff-password-reset');
  const link = /https:\/\/shop\.example\/admin\/reset-password\?token=(\S+)/.exec(mail!.text);
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

describe('staff password reset by mail', () => {
  it('answers the same for an unknown email, a disabled person and a known one; mails only the known one', async () => {
    await addStaff(t.app, 'CATALOG', 'known@shop.example');
    const gone = await addStaff(t.app, 'CATALOG', 'gone@shop.example');
    await t.app.ctx.db.update(staff).set({ disabled: true }).where(eq(staff.id, gone.id));
    const known = await ask('Known@Shop.Example');
    const unknown = await ask('nobody@shop.example');
    const disabled = await ask('gone@shop.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(disabled.body).toBe(known.body);
    expect(await latestMail(t.app, 'nobody@shop.example')).toBeUndefined();
    expect(await latestMail(t.app, 'gone@shop.example')).toBeUndefined();
    const token = await mailedToken('known@shop.example');
    const [row] = await t.app.ctx.db
      .select()
      .from(staffPasswordResets)
      .where(eq(staffPasswordResets.tokenHash, hashToken(token)));
    expect(row!.expiresAt.getTime() - row!.createdDate.getTime()).toBe(30 * 60_000);
  });

  it('sets the password once, ends every session, answers no session, and keeps the old password out', async () => {
    await addStaff(t.app, 'MANAGER', 'forgot@shop.example');
    const open = await sessionOf(t.app, 'forgot@shop.example');
    await ask('forgot@shop.example');
    const token = await mailedToken('forgot@shop.example');

    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().details.validationError.fieldViolations[0].field).toBe('newPassword');

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({});
    expect((await me(open)).statusCode).toBe(401);
    expect((await login(t.app, 'forgot@shop.example')).statusCode).toBe(401);
    expect((await login(t.app, 'forgot@shop.example', NEW_PASSWORD)).statusCode).toBe(200);

    const again = await confirm(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(appCode(again)).toBe('STAFF_RESET_TOKEN_INVALID');
  });

  it('refuses a link after 30 minutes, and an unknown one', async () => {
    await addStaff(t.app, 'READ_ONLY', 'slow@shop.example');
    await ask('slow@shop.example');
    const token = await mailedToken('slow@shop.example');
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 30 * 60_000 + 1000);
    expect(appCode(await confirm(token))).toBe('STAFF_RESET_TOKEN_INVALID');
    vi.restoreAllMocks();
    expect(appCode(await confirm('sr_unknown'))).toBe('STAFF_RESET_TOKEN_INVALID');
  });

  it('never skips the second factor: with TOTP on, sign-in after a reset still asks for it', async () => {
    await addStaff(t.app, 'FULFILMENT', 'totp-reset@shop.example');
    const { secret } = await enrolTotp(t.app, await sessionOf(t.app, 'totp-reset@shop.example'));
    await ask('totp-reset@shop.example');
    const done = await confirm(await mailedToken('totp-reset@shop.example'));
    expect(done.json()).not.toHaveProperty('session');
    const res = await login(t.app, 'totp-reset@shop.example', NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ secondFactorRequired: true });
    expect(res.json().session).toBeUndefined();
    const second = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/login/second-factor',
      payload: { challengeToken: res.json().challengeToken, code: codeAt(secret, Date.now() + 30_000) },
    });
    expect(second.statusCode).toBe(200);
  });

  it('mails at most once a minute per person, and ends a disabled person’s links', async () => {
    const row = await addStaff(t.app, 'READ_ONLY', 'eager@shop.example');
    await ask('eager@shop.example', '10.9.0.1');
    const first = await mailedToken('eager@shop.example');
    await ask('eager@shop.example', '10.9.0.2');
    expect(await mailedToken('eager@shop.example')).toBe(first);
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/staff/${row.id}`,
      headers: bearer(await sessionOf(t.app, 'owner@shop.example')),
      payload: { disabled: true },
    });
    expect(appCode(await confirm(first))).toBe('STAFF_RESET_TOKEN_INVALID');
  });

  it('answers 400 to a body that is not a request, and 403 to a signed-in staff caller', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/v1/staff/password-reset', payload: {} });
    expect(bad.statusCode).toBe(400);
    const badConfirm = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/password-reset/confirm',
      payload: { token: 'x' },
    });
    expect(badConfirm.statusCode).toBe(400);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/password-reset',
      headers: bearer(await sessionOf(t.app, 'owner@shop.example')),
      payload: { email: 'owner@shop.example' },
    });
    expect(signedIn.statusCode).toBe(403);
  });
});
