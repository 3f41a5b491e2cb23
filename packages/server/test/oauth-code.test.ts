import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { oauthCodes, oauthRefreshTokens } from '../src/db/schema';
import { ADMIN_KEY, asAdmin, startTestApp, type TestApp, appCode as code, WIX_CLIENT } from './helpers';
import { exchangeSessionToken, headers, memberLogin, pkce, PASSWORD, visitorTokens } from './auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200', OAUTH_CLIENTS: JSON.stringify([WIX_CLIENT]) });
});
afterAll(() => t.close());

const token = (payload: Record<string, unknown>, h: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/oauth2/token', payload, headers: h });
const me = (access: string) =>
  t.app.inject({ method: 'GET', url: '/v1/members/my', headers: headers(access) });

describe('authorization_code grant (PKCE S256)', () => {
  async function codeFor(clientId = 'storefront', redirectUri = 'http://localhost:3000/auth/callback') {
    const m = await memberLogin(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { loginId: { email: m.email }, password: PASSWORD },
    });
    const p = pkce();
    const visitor = await visitorTokens(t.app);
    const session = await t.app.inject({
      method: 'POST',
      url: '/v1/redirect-session',
      headers: headers(visitor.access_token),
      payload: {
        auth: {
          authRequest: {
            clientId,
            codeChallenge: p.challenge,
            codeChallengeMethod: 'S256',
            responseMode: 'fragment',
            responseType: 'code',
            scope: 'offline_access',
            state: p.state,
            sessionToken: login.json().sessionToken,
            redirectUri,
          },
        },
      },
    });
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(session.json().redirectSession.fullUrl).pathname,
    });
    const fragment = new URLSearchParams(new URL(String(page.headers.location)).hash.slice(1));
    return { ...p, code: fragment.get('code')!, redirectUri, memberId: m.memberId };
  }

  it('exchanges a code once; a replay fails and revokes what the code gave', async () => {
    const c = await codeFor();
    const res = await token({
      clientId: 'storefront',
      grantType: 'authorization_code',
      code: c.code,
      codeVerifier: c.verifier,
      redirectUri: c.redirectUri,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().access_token)).json().member.id).toBe(c.memberId);
    const replay = await token({
      clientId: 'storefront',
      grantType: 'authorization_code',
      code: c.code,
      codeVerifier: c.verifier,
      redirectUri: c.redirectUri,
    });
    expect(replay.statusCode).toBe(400);
    expect((await me(res.json().access_token)).statusCode).toBe(401);
  });

  it('refuses a wrong verifier, a missing one, a malformed one, another redirect URI, another client, an old code', async () => {
    const c = await codeFor();
    const base = {
      clientId: 'storefront',
      grantType: 'authorization_code',
      code: c.code,
      redirectUri: c.redirectUri,
    };
    expect(code(await token({ ...base, codeVerifier: pkce().verifier }))).toBe('INVALID_GRANT');
    expect(code(await token({ ...base }))).toBe('INVALID_REQUEST');
    const short = await token({ ...base, codeVerifier: 'abc' });
    expect(short.json().message).toBe('Expected a length between 43 and 128. Received 3.');
    expect(code(await token({ ...base, codeVerifier: c.verifier, redirectUri: `${c.redirectUri}/` }))).toBe(
      'INVALID_GRANT',
    );
    expect(code(await token({ ...base, codeVerifier: c.verifier, redirectUri: undefined }))).toBe(
      'INVALID_GRANT',
    );
    expect(code(await token({ ...base, codeVerifier: c.verifier, clientId: 'wix-headless' }))).toBe(
      'INVALID_GRANT',
    );
    await t.database.db.update(oauthCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(code(await token({ ...base, codeVerifier: c.verifier }))).toBe('INVALID_GRANT');
  });
});

describe('authorized_client grant', () => {
  it('gives member tokens to an elevated caller, also as "<visitor token>,<api key>" in snake_case', async () => {
    const m = await memberLogin(t.app);
    const visitor = await visitorTokens(t.app);
    const res = await token(
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: m.memberId },
      { authorization: `${visitor.access_token},${ADMIN_KEY}` },
    );
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().access_token)).json().member.id).toBe(m.memberId);
    const camel = await token(
      {
        clientId: 'storefront',
        grantType: 'authorized_client',
        scope: 'offline_access',
        memberId: m.memberId,
      },
      asAdmin,
    );
    expect(camel.statusCode).toBe(200);
  });

  it('refuses non-elevated callers, another scope, unknown members', async () => {
    const m = await memberLogin(t.app);
    expect(
      (await token({ grantType: 'authorized_client', scope: 'offline_access', memberId: m.memberId }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await token(
          { grantType: 'authorized_client', scope: 'offline_access', memberId: m.memberId },
          headers(m.access_token),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      code(await token({ grantType: 'authorized_client', scope: 'all', memberId: m.memberId }, asAdmin)),
    ).toBe('INVALID_REQUEST');
    expect(code(await token({ grantType: 'authorized_client', scope: 'offline_access' }, asAdmin))).toBe(
      'INVALID_REQUEST',
    );
    expect(
      code(
        await token(
          { grantType: 'authorized_client', scope: 'offline_access', memberId: crypto.randomUUID() },
          asAdmin,
        ),
      ),
    ).toBe('INVALID_GRANT');
  });
});

describe('site owner', () => {
  it('is never a member: with OWNER_EMAILS still set, that member’s session stays a member’s', async () => {
    const s = await startTestApp({ CAPTCHA_MAX_NUMBER: '200', OWNER_EMAILS: 'Owner@Shop.example' });
    try {
      const owner = await memberLogin(s.app, 'owner@shop.example');
      const other = await memberLogin(s.app);
      const del = await s.app.inject({
        method: 'DELETE',
        url: `/v1/members/${other.memberId}`,
        headers: headers(owner.access_token),
      });
      expect(del.statusCode).toBe(403);
      const mine = await s.app.inject({
        method: 'GET',
        url: '/v1/members/my',
        headers: headers(owner.access_token),
      });
      expect(mine.json().member.id).toBe(owner.memberId);
    } finally {
      await s.close();
    }
  }, 120_000);
});

describe('refresh tokens at rest', () => {
  it('are stored as SHA-256 hashes only', async () => {
    const v = await visitorTokens(t.app);
    const rows = await t.database.db.select().from(oauthRefreshTokens);
    expect(rows.some((r) => r.tokenHash === v.refresh_token)).toBe(false);
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(v.refresh_token).digest('hex');
    expect(
      (await t.database.db.select().from(oauthRefreshTokens).where(eq(oauthRefreshTokens.tokenHash, hash)))
        .length,
    ).toBe(1);
  });

  it('exchangeSessionToken refuses a used session token', async () => {
    const m = await memberLogin(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { loginId: { email: m.email }, password: PASSWORD },
    });
    await exchangeSessionToken(t.app, login.json().sessionToken);
    await expect(exchangeSessionToken(t.app, login.json().sessionToken)).rejects.toThrow(/no code/);
  });
});
