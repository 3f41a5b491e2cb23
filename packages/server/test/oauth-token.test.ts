import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { oauthAccessTokens } from '../src/db/schema';
import { startTestApp, type TestApp, appCode as code, WIX_CLIENT } from './helpers';
import { headers, memberLogin, visitorTokens, type Tokens } from './auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200', OAUTH_CLIENTS: JSON.stringify([WIX_CLIENT]) });
});
afterAll(() => t.close());

const token = (payload: Record<string, unknown>, h: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/oauth2/token', payload, headers: h });
const me = (access: string) =>
  t.app.inject({ method: 'GET', url: '/v1/members/my', headers: headers(access) });

describe('anonymous grant', () => {
  it('answers visitor tokens (256 random bits each, stored hashed)', async () => {
    const res = await token({ clientId: 'storefront', grantType: 'anonymous' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<Tokens>();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token']);
    expect(body.expires_in).toBe(3600);
    expect(body.access_token).toMatch(/^at_[A-Za-z0-9_-]{43}$/);
    expect(body.refresh_token).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db.select().from(oauthAccessTokens);
    expect(stored.some((r) => r.tokenHash.includes(body.access_token.slice(3)))).toBe(false);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    // A visitor is not a member.
    expect((await me(body.access_token)).statusCode).toBe(403);
  });

  it('refuses unknown clients and grants, and bad tokens', async () => {
    expect((await token({ clientId: 'nobody', grantType: 'anonymous' })).statusCode).toBe(400);
    expect(code(await token({ clientId: 'storefront', grantType: 'password' }))).toBe(
      'UNSUPPORTED_GRANT_TYPE',
    );
    expect(code(await token({ clientId: 'storefront' }))).toBe('UNSUPPORTED_GRANT_TYPE');
    const bad = await t.app.inject({ method: 'GET', url: '/v1/members', headers: headers('at_forged') });
    expect(bad.statusCode).toBe(401);
  });

  it('expires access tokens', async () => {
    const v = await visitorTokens(t.app);
    await t.database.db.update(oauthAccessTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/members', headers: headers(v.access_token) }))
        .statusCode,
    ).toBe(401);
  });
});

describe('refresh_token grant', () => {
  it('rotates for the storefront client and revokes the family when a rotated token comes back', async () => {
    const first = await visitorTokens(t.app);
    const r1 = await token({
      clientId: 'storefront',
      grantType: 'refresh_token',
      refreshToken: first.refresh_token,
    });
    expect(r1.statusCode).toBe(200);
    const second = r1.json<Tokens>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const r2 = await token({
      clientId: 'storefront',
      grantType: 'refresh_token',
      refreshToken: second.refresh_token,
    });
    const third = r2.json<Tokens>();
    // Reuse of a rotated token: theft; the whole family dies, the newest tokens included.
    const reuse = await token({
      clientId: 'storefront',
      grantType: 'refresh_token',
      refreshToken: first.refresh_token,
    });
    expect(reuse.statusCode).toBe(400);
    expect(code(reuse)).toBe('INVALID_GRANT');
    expect(
      (await token({ clientId: 'storefront', grantType: 'refresh_token', refreshToken: third.refresh_token }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/members', headers: headers(third.access_token) }))
        .statusCode,
    ).toBe(401);
  });

  it('keeps a stable refresh token for a Wix-compatible client until logout', async () => {
    const first = await visitorTokens(t.app, 'wix-headless');
    for (let i = 0; i < 3; i++) {
      const res = await token({
        clientId: 'wix-headless',
        grantType: 'refresh_token',
        refreshToken: first.refresh_token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().refresh_token).toBe(first.refresh_token);
    }
    const logout = await t.app.inject({
      method: 'GET',
      url: '/v1/logout',
      headers: headers(first.access_token),
    });
    expect(logout.statusCode).toBe(200);
    expect(
      (
        await token({
          clientId: 'wix-headless',
          grantType: 'refresh_token',
          refreshToken: first.refresh_token,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('binds refresh tokens to their client and to the family lifetime', async () => {
    const v = await visitorTokens(t.app);
    expect(
      (await token({ clientId: 'wix-headless', grantType: 'refresh_token', refreshToken: v.refresh_token }))
        .statusCode,
    ).toBe(400);
    expect(code(await token({ clientId: 'storefront', grantType: 'refresh_token' }))).toBe('INVALID_REQUEST');
    await t.database.db.execute(sql`update oauth_sessions set expires_at = now() - interval '1 second'`);
    expect(
      (await token({ clientId: 'storefront', grantType: 'refresh_token', refreshToken: v.refresh_token }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps the member role across a refresh', async () => {
    const m = await memberLogin(t.app);
    const res = await token({
      clientId: 'storefront',
      grantType: 'refresh_token',
      refreshToken: m.refresh_token,
    });
    expect((await me(res.json().access_token)).statusCode).toBe(200);
  });
});
