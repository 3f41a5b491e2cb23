import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, appCode as code } from './helpers';
import { headers, memberLogin, pkce, PASSWORD, visitorToken } from './auth-helpers';

let t: TestApp;
let visitor: string;
beforeAll(async () => {
  t = await startTestApp({
    CAPTCHA_MAX_NUMBER: '200',
    STOREFRONT_URL: 'http://shop.test',
    PUBLIC_URL: 'http://api.test',
  });
  visitor = await visitorToken(t.app);
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, token = visitor) =>
  t.app.inject({ method: 'POST', url: '/v1/redirect-session', headers: headers(token), payload });
const authRequest = (over: Record<string, unknown> = {}) => {
  const p = pkce();
  return {
    p,
    body: {
      auth: {
        authRequest: {
          clientId: 'storefront',
          codeChallenge: p.challenge,
          codeChallengeMethod: 'S256',
          responseMode: 'web_message',
          responseType: 'code',
          scope: 'offline_access',
          state: p.state,
          ...over,
        },
      },
    },
  };
};
const path = (fullUrl: string) => new URL(fullUrl).pathname;

async function sessionToken() {
  const m = await memberLogin(t.app);
  const login = await t.app.inject({
    method: 'POST',
    url: '/v2/login',
    payload: { loginId: { email: m.email }, password: PASSWORD },
  });
  return { token: login.json().sessionToken as string, m };
}

describe('auth redirect session', () => {
  it('web_message: the page posts { code, state } to the client origin only, framable by it only', async () => {
    const { token } = await sessionToken();
    const { p, body } = authRequest({ sessionToken: token });
    const res = await create(body);
    expect(res.statusCode).toBe(200);
    const rs = res.json().redirectSession;
    expect(rs.fullUrl).toBe(`http://api.test/v1/redirect-session/${rs.id}/continue`);
    expect(rs.urlDetails.endpoint).toBe(rs.fullUrl);
    expect(rs.sessionToken).toBe(token);
    const page = await t.app.inject({ method: 'GET', url: path(rs.fullUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors http:\/\/shop\.test$/);
    expect(page.body).toContain('"http://shop.test"');
    expect(page.body).toContain(`"state":"${p.state}"`);
    expect(page.body).toMatch(/"code":"ac_[A-Za-z0-9_-]+"/);
    expect(page.body).not.toContain("'*'");
    // The page works once.
    expect((await t.app.inject({ method: 'GET', url: path(rs.fullUrl) })).statusCode).toBe(404);
  });

  it('served under the Wix redirects prefix', async () => {
    const { body } = authRequest();
    const res = await t.app.inject({
      method: 'POST',
      url: '/_api/redirects-api/v1/redirect-session',
      headers: headers(visitor),
      payload: body,
    });
    expect(res.statusCode).toBe(200);
  });

  it('fragment: 302 to the exact redirect URI with #code&state', async () => {
    const { token } = await sessionToken();
    const { p, body } = authRequest({
      sessionToken: token,
      responseMode: 'fragment',
      redirectUri: 'http://shop.test/auth/callback',
    });
    const rs = (await create(body)).json().redirectSession;
    const page = await t.app.inject({ method: 'GET', url: path(rs.fullUrl) });
    expect(page.statusCode).toBe(302);
    const location = new URL(String(page.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('http://shop.test/auth/callback');
    expect(new URLSearchParams(location.hash.slice(1)).get('state')).toBe(p.state);
  });

  it('refuses plain PKCE, a missing challenge, unknown clients and redirect URIs, other modes and SSO', async () => {
    expect(code(await create(authRequest({ codeChallengeMethod: 'plain' }).body))).toBe(
      'UNSUPPORTED_CHALLENGE_METHOD',
    );
    expect(code(await create(authRequest({ codeChallenge: undefined }).body))).toBe(
      'CODE_CHALLENGE_REQUIRED',
    );
    expect(code(await create(authRequest({ codeChallenge: 'too-short' }).body))).toBe(
      'INVALID_CODE_CHALLENGE',
    );
    expect(code(await create(authRequest({ clientId: 'nobody' }).body))).toBe('INVALID_CLIENT');
    expect(code(await create(authRequest({ redirectUri: 'https://evil.example/cb' }).body))).toBe(
      'INVALID_REDIRECT_URI',
    );
    expect(code(await create(authRequest({ responseMode: 'fragment' }).body))).toBe('REDIRECT_URI_REQUIRED');
    expect(code(await create(authRequest({ responseMode: 'query' }).body))).toBe('UNSUPPORTED_RESPONSE_MODE');
    expect(code(await create(authRequest({ responseType: 'token' }).body))).toBe('UNSUPPORTED_RESPONSE_TYPE');
    expect(code(await create(authRequest({ scope: 'admin' }).body))).toBe('INVALID_SCOPE');
    expect(code(await create(authRequest({ idp: 'google' }).body))).toBe('SSO_NOT_CONFIGURED');
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/redirect-session', payload: authRequest().body }))
        .statusCode,
    ).toBe(401);
  });

  it('a bad session token gives login_required to the parent instead of hanging', async () => {
    const { body } = authRequest({ sessionToken: 'st_forged' });
    const rs = (await create(body)).json().redirectSession;
    const page = await t.app.inject({ method: 'GET', url: path(rs.fullUrl) });
    expect(page.body).toContain('"error":"login_required"');
  });

  it('without a session token shows the hosted login page, which then hands back a code', async () => {
    const { m } = await sessionToken();
    const { p, body } = authRequest({
      responseMode: 'fragment',
      redirectUri: 'http://shop.test/auth/callback',
    });
    const rs = (await create(body)).json().redirectSession;
    const page = await t.app.inject({ method: 'GET', url: path(rs.fullUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form id="login">');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const login = await t.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { loginId: { email: m.email }, password: PASSWORD },
    });
    const attach = await t.app.inject({
      method: 'POST',
      url: `/v1/redirect-session/${rs.id}/session`,
      payload: { sessionToken: login.json().sessionToken },
    });
    expect(attach.json().url).toBe(rs.fullUrl);
    const back = await t.app.inject({ method: 'GET', url: path(rs.fullUrl) });
    expect(new URLSearchParams(new URL(String(back.headers.location)).hash.slice(1)).get('state')).toBe(
      p.state,
    );
  });

  it('prompt none without a session answers login_required', async () => {
    const { body } = authRequest({ responseMode: 'fragment', redirectUri: 'http://shop.test/auth/callback' });
    const rs = (await create({ auth: { ...body.auth, prompt: 'none' } })).json().redirectSession;
    const page = await t.app.inject({ method: 'GET', url: path(rs.fullUrl) });
    expect(String(page.headers.location)).toContain('error=login_required');
  });
});

describe('other redirect sessions', () => {
  it('logout ends the caller session and redirects to the post-flow URL', async () => {
    const m = await memberLogin(t.app);
    const res = await create(
      { logout: { clientId: 'storefront' }, callbacks: { postFlowUrl: 'http://shop.test/bye' } },
      m.access_token,
    );
    const rs = res.json().redirectSession;
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/members/my', headers: headers(m.access_token) }))
        .statusCode,
    ).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: path(rs.fullUrl) });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('http://shop.test/bye');
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/members/my', headers: headers(m.access_token) }))
        .statusCode,
    ).toBe(401);
    const evil = await create({
      logout: { clientId: 'storefront' },
      callbacks: { postFlowUrl: 'https://evil.example/' },
    });
    expect(code(evil)).toBe('INVALID_POST_FLOW_URL');
  });

  it('login shows the hosted login page', async () => {
    const rs = (await create({ login: {}, callbacks: { postFlowUrl: 'http://shop.test/account' } })).json()
      .redirectSession;
    const page = await t.app.inject({ method: 'GET', url: path(rs.fullUrl) });
    expect(page.body).toContain('Log in');
  });

  it('ecomCheckout and storesProduct point at the storefront', async () => {
    const checkout = (await create({ ecomCheckout: { checkoutId: 'c-1' } })).json().redirectSession;
    expect(checkout.fullUrl).toBe('http://shop.test/checkout?checkoutId=c-1');
    expect(checkout.urlDetails).toEqual({
      endpoint: 'http://shop.test/checkout',
      searchParams: { checkoutId: 'c-1' },
    });
    const product = (await create({ storesProduct: { productSlug: 'blue-vase' } })).json().redirectSession;
    expect(product.fullUrl).toBe('http://shop.test/product/blue-vase');
  });

  it('kinds this shop does not sell answer NOT_SUPPORTED; exactly one kind per call', async () => {
    for (const kind of ['bookingsCheckout', 'eventsCheckout', 'paidPlansCheckout', 'bookingsBook']) {
      expect(code(await create({ [kind]: {} }))).toBe('NOT_SUPPORTED');
    }
    expect(code(await create({ login: {}, logout: {} }))).toBe('ONE_KIND_REQUIRED');
    expect(code(await create({ preferences: {} }))).toBe('ONE_KIND_REQUIRED');
  });
});

describe('GET /v1/logout', () => {
  it('ends the session and redirects to a registered URL only', async () => {
    const m = await memberLogin(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/logout?postLogoutRedirectUri=http%3A%2F%2Fshop.test%2F&clientId=storefront',
      headers: headers(m.access_token),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://shop.test/');
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/members/my', headers: headers(m.access_token) }))
        .statusCode,
    ).toBe(401);
    const evil = await t.app.inject({
      method: 'GET',
      url: '/v1/logout?postLogoutRedirectUri=https%3A%2F%2Fevil.example%2F',
    });
    expect(evil.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v1/logout' })).json()).toEqual({});
  });
});
