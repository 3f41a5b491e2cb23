import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_KEY, appCode, startTestApp, type TestApp } from './helpers';
import { addStaff, bearer, login, sessionOf, setUpOwner, STAFF_PASSWORD } from './staff-helpers';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = (await setUpOwner(t.app)).session.accessToken;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const me = (token: string) => get('/v1/staff/me', token);

describe('staff sessions', () => {
  it('lists the person’s own sessions with device and address, the current one marked, and ends any', async () => {
    await addStaff(t.app, 'MANAGER', 'sessions@shop.example');
    const laptop = await sessionOf(t.app, 'sessions@shop.example');
    const tablet = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/login',
      payload: { email: 'sessions@shop.example', password: STAFF_PASSWORD },
      headers: { 'user-agent': 'Firefox on a tablet' },
      remoteAddress: '10.3.3.3',
    });
    const token = tablet.json().session.accessToken as string;
    const list = (await get('/v1/staff/me/sessions', token)).json().sessions;
    expect(list).toHaveLength(2);
    const mine = list.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({ userAgent: 'Firefox on a tablet', address: '10.3.3.3' });
    const other = list.find((s: { current: boolean }) => !s.current);

    // Another person's session is not theirs to end, nor to see.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/v1/staff/me/sessions/${other.id}`,
      headers: bearer(owner),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await get('/v1/staff/me/sessions', owner)).json().sessions).toHaveLength(1);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/v1/staff/me/sessions/${other.id}`,
      headers: bearer(token),
    });
    expect(ended.statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('ends a session after 30 minutes unused', async () => {
    await addStaff(t.app, 'READ_ONLY', 'idle@shop.example');
    const token = await sessionOf(t.app, 'idle@shop.example');
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now');
    clock.mockReturnValue(start + 29 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    clock.mockReturnValue(start + 29 * 60_000 + 30 * 60_000 + 1000);
    const idle = await me(token);
    expect(idle.statusCode).toBe(401);
    expect(appCode(idle)).toBe('INVALID_TOKEN');
  });

  it('ends a sign-in’s session after at most 12 hours, however often it is used', async () => {
    await addStaff(t.app, 'READ_ONLY', 'absolute@shop.example');
    const token = await sessionOf(t.app, 'absolute@shop.example');
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now');
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      clock.mockReturnValue(start + minutes * 60_000);
      expect((await me(token)).statusCode).toBe(200);
    }
    clock.mockReturnValue(start + 12 * 3_600_000 + 1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('takes the limits from the settings', async () => {
    const other = await startTestApp({ STAFF_SESSION_IDLE_MINUTES: '5', STAFF_SESSION_MAX_HOURS: '1' });
    try {
      const session = (await setUpOwner(other.app)).session;
      expect(Date.parse(session.expiresAt) - Date.now()).toBeLessThanOrEqual(3_600_000);
      vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 6 * 60_000);
      const res = await other.app.inject({
        method: 'GET',
        url: '/v1/staff/me',
        headers: bearer(session.accessToken),
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('signs out with logout', async () => {
    await addStaff(t.app, 'CATALOG', 'logout@shop.example');
    const token = await sessionOf(t.app, 'logout@shop.example');
    const res = await t.app.inject({ method: 'POST', url: '/v1/staff/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('asks for the current password, keeps the rules of a new one, and ends the other sessions', async () => {
    await addStaff(t.app, 'FULFILMENT', 'password@shop.example');
    const token = await sessionOf(t.app, 'password@shop.example');
    const other = await sessionOf(t.app, 'password@shop.example');
    const change = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/v1/staff/me/password', headers: bearer(token), payload });

    const wrong = await change({ currentPassword: 'not it', newPassword: 'a brand new password' });
    expect(wrong.statusCode).toBe(400);
    expect(appCode(wrong)).toBe('WRONG_CURRENT_PASSWORD');
    const short = await change({ currentPassword: STAFF_PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details.validationError.fieldViolations[0].field).toBe('newPassword');

    expect(
      (await change({ currentPassword: STAFF_PASSWORD, newPassword: 'a brand new password' })).statusCode,
    ).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect((await login(t.app, 'password@shop.example')).statusCode).toBe(401);
    expect((await login(t.app, 'password@shop.example', 'a brand new password')).statusCode).toBe(200);
  });
});

describe('the account routes', () => {
  it('are for staff sessions only: 401 without a token, 403 for the operator key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/staff/me' })).statusCode).toBe(401);
    const key = await t.app.inject({
      method: 'GET',
      url: '/v1/staff/me',
      headers: { authorization: ADMIN_KEY },
    });
    expect(key.statusCode).toBe(403);
  });

  it('lists the staff for staff:read (owner, operator key), not for a manager', async () => {
    await addStaff(t.app, 'MANAGER', 'lister@shop.example');
    const byOwner = await get('/v1/staff', owner);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().staff.map((s: { role: string }) => s.role)).toContain('OWNER');
    expect(byOwner.body).not.toContain('argon2');
    const byKey = await t.app.inject({
      method: 'GET',
      url: '/v1/staff',
      headers: { authorization: ADMIN_KEY },
    });
    expect(byKey.statusCode).toBe(200);
    expect((await get('/v1/staff', await sessionOf(t.app, 'lister@shop.example'))).statusCode).toBe(403);
  });
});
