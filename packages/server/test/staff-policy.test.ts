import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY, startTestApp, type TestApp } from './helpers';
import { addStaff, bearer, enrolTotp, login, sessionOf } from './staff-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const settings = (headers: Record<string, string>, requireSecondFactor?: boolean) =>
  t.app.inject({
    method: requireSecondFactor === undefined ? 'GET' : 'PATCH',
    url: '/v1/staff/settings',
    headers,
    ...(requireSecondFactor === undefined ? {} : { payload: { requireSecondFactor } }),
  });
const createProduct = (token: string) =>
  t.app.inject({ method: 'POST', url: '/v1/products', headers: bearer(token), payload: {} });

describe('the owner’s second-factor requirement', () => {
  it('is read with staff:read and set with staff:write only', async () => {
    await addStaff(t.app, 'MANAGER', 'manager@shop.example');
    const manager = bearer(await sessionOf(t.app, 'manager@shop.example'));
    expect((await settings(manager)).statusCode).toBe(403);
    expect((await settings(manager, true)).statusCode).toBe(403);
    const owner = { authorization: ADMIN_KEY };
    expect((await settings(owner)).json()).toEqual({ settings: { requireSecondFactor: false } });
  });

  it('leaves a person without a second factor only the set-up of one, until it is confirmed', async () => {
    await addStaff(t.app, 'CATALOG', 'catalog@shop.example');
    const before = (await login(t.app, 'catalog@shop.example')).json();
    expect(before.secondFactorSetupRequired).toBeUndefined();
    expect((await createProduct(before.session.accessToken)).statusCode).toBe(400);

    const set = await settings({ authorization: ADMIN_KEY }, true);
    expect(set.json()).toEqual({ settings: { requireSecondFactor: true } });
    // Sessions already open are held to it too.
    expect((await createProduct(before.session.accessToken)).statusCode).toBe(403);

    const signedIn = (await login(t.app, 'catalog@shop.example')).json();
    expect(signedIn.secondFactorSetupRequired).toBe(true);
    const token = signedIn.session.accessToken as string;
    expect((await createProduct(token)).statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${'0'.repeat(8)}-0000-0000-0000-000000000000`,
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/staff/me', headers: bearer(token) })).statusCode,
    ).toBe(200);

    await enrolTotp(t.app, token);
    expect((await createProduct(token)).statusCode).toBe(400);
  });
});
