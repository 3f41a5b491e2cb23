import { createClient, OAuthStrategy } from '@wix/sdk';
import { collections, products } from '@wix/stores';
import { members } from '@wix/members';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { latestCode, PASSWORD, uniqueEmail } from './auth-helpers';
import { createCollection, createProduct, shirt } from './catalog-helpers';
import { startTestApp, WIX_CLIENT, type TestApp } from './helpers';
import { routeWixHostsTo, sentSince, type Sent } from './wix-fetch';

/**
 * The official Wix packages (@wix/sdk, @wix/stores, @wix/members, exact versions in package.json) driven
 * against Atelier over HTTP (the Wix hosts routed to the test server by ./wix-fetch): every request they send
 * is recorded, and none may be refused.
 */
let t: TestApp;
let base: string;
let sent: Sent[];

beforeAll(async () => {
  t = await startTestApp({
    CAPTCHA_MAX_NUMBER: '200',
    REGISTER_REQUIRES_CAPTCHA: 'false',
    OAUTH_CLIENTS: JSON.stringify([WIX_CLIENT]),
  });
  ({ base, sent } = await routeWixHostsTo(t));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

const wixClient = () =>
  createClient({
    modules: { products, collections, members },
    auth: OAuthStrategy({ clientId: WIX_CLIENT.clientId }),
  });

describe('the official Wix packages against Atelier', () => {
  it('read the catalog: queryProducts with filters, sort and paging, getProduct, getCollectionBySlug', async () => {
    const vases = await createCollection(t.app, { name: 'Wix Vases', slug: 'wix-vases' });
    const made = [];
    for (const [i, name] of ['Tall vase', 'Short vase', 'Round bowl'].entries()) {
      made.push(
        await createProduct(t.app, {
          ...shirt,
          name,
          slug: `wix-${i}`,
          priceData: { price: String(10 + i * 5) },
          collectionIds: [vases.id],
        }),
      );
    }
    const client = wixClient();
    const from = sent.length;

    const page = await client.products
      .queryProducts()
      .startsWith('name', 'T')
      .gt('priceData.price', 1)
      .hasSome('collectionIds', [vases.id])
      .descending('price')
      .limit(2)
      .skip(0)
      .find();
    expect(page.items.map((p) => p.name)).toEqual(['Tall vase']);

    const all = await client.products
      .queryProducts()
      .in('slug', ['wix-0', 'wix-1', 'wix-2'])
      .ascending('name')
      .limit(2)
      .find();
    expect(all.items.map((p) => p.name)).toEqual(['Round bowl', 'Short vase']);
    expect(all.totalCount).toBe(3);
    const next = await all.next();
    expect(next.items.map((p) => p.name)).toEqual(['Tall vase']);

    const one = await client.products.getProduct(made[1]!.id);
    expect(one.product?.name).toBe('Short vase');

    const bySlug = await client.products.getCollectionBySlug('wix-vases');
    expect(bySlug.collection?._id).toBe(vases.id);

    const calls = sentSince(sent, from);
    const queries = calls.filter((c) =>
      c.path.startsWith('/stores-reader/v1/products/query-platformized?.r='),
    );
    expect(queries.map((c) => c.body)).toEqual([
      {
        query: {
          filter: {
            $and: [
              { name: { $startsWith: 'T' } },
              { 'priceData.price': { $gt: 1 } },
              { collectionIds: { $hasSome: [vases.id] } },
            ],
          },
          paging: { offset: 0, limit: 2 },
          sort: [{ fieldName: 'price', order: 'DESC' }],
        },
      },
      {
        query: {
          filter: { slug: { $in: ['wix-0', 'wix-1', 'wix-2'] } },
          paging: { limit: 2, offset: 0 },
          sort: [{ fieldName: 'name', order: 'ASC' }],
        },
      },
      {
        query: {
          filter: { slug: { $in: ['wix-0', 'wix-1', 'wix-2'] } },
          paging: { offset: 2, limit: 2 },
          sort: [{ fieldName: 'name', order: 'ASC' }],
        },
      },
    ]);
    // Path parameters come again in the query string: why query strings are open (http/unknown-keys.ts).
    expect(calls.map((c) => c.path)).toContain(`/stores-reader/v1/products/${made[1]!.id}?id=${made[1]!.id}`);
    expect(calls.map((c) => c.path)).toContain('/stores-reader/v1/collections/slug/wix-vases?slug=wix-vases');
  });

  it('register, verify, log in and read the current member through OAuthStrategy', async () => {
    const client = wixClient();
    const email = uniqueEmail('wix');
    const from = sent.length;

    const registered = await client.auth.register({
      email,
      password: PASSWORD,
      profile: { nickname: 'Wix Member', firstName: 'Wix', lastName: 'Member' },
    });
    expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
    const verified = await client.auth.processVerification({
      verificationCode: await latestCode(t.app, email),
    });
    expect(verified.loginState).toBe('SUCCESS');

    const login = await client.auth.login({ email, password: PASSWORD });
    expect(login.loginState).toBe('SUCCESS');
    const sessionToken = login.loginState === 'SUCCESS' ? login.data.sessionToken : '';

    // getMemberTokensForDirectLogin without its browser frame: the same redirect session (its options
    // type omits the sessionToken that it passes), and the page hands the code back in the fragment.
    const oauthData = client.auth.generateOAuthData(WIX_CLIENT.redirectUris[0]!);
    const options = { responseMode: 'fragment', prompt: 'none', sessionToken } as const;
    const { authUrl } = await client.auth.getAuthUrl(
      oauthData,
      options as Omit<typeof options, 'sessionToken'>,
    );
    const page = await fetch(authUrl.replace(new URL(authUrl).origin, base), { redirect: 'manual' });
    const { code, state } = client.auth.parseFromUrl(page.headers.get('location')!);
    client.auth.setTokens(await client.auth.getMemberTokens(code, state, oauthData));
    expect(client.auth.loggedIn()).toBe(true);

    const me = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
    expect(me.member?.loginEmail).toBe(email);
    expect(me.member?.profile?.nickname).toBe('Wix Member');
    const byId = await client.members.getMember(me.member!._id!, { fieldsets: ['FULL'] });
    expect(byId._id).toBe(me.member!._id);

    const calls = sentSince(sent, from);
    expect(calls.map(({ method, path, body }) => ({ method, path: path.split('?')[0], body }))).toEqual([
      {
        method: 'POST',
        path: '/oauth2/token',
        body: { clientId: WIX_CLIENT.clientId, grantType: 'anonymous' },
      },
      {
        method: 'POST',
        path: '/_api/iam/authentication/v2/register',
        body: {
          loginId: { email },
          password: PASSWORD,
          profile: { nickname: 'Wix Member', firstName: 'Wix', lastName: 'Member' },
        },
      },
      {
        method: 'POST',
        path: '/_api/iam/verification/v1/auth/verify',
        body: { code: expect.any(String), stateToken: expect.any(String) },
      },
      {
        method: 'POST',
        path: '/_api/iam/authentication/v2/login',
        body: { loginId: { email }, password: PASSWORD },
      },
      {
        method: 'POST',
        path: '/_api/redirects-api/v1/redirect-session',
        body: {
          auth: {
            authRequest: {
              redirectUri: WIX_CLIENT.redirectUris[0],
              clientId: WIX_CLIENT.clientId,
              codeChallenge: oauthData.codeChallenge,
              codeChallengeMethod: 'S256',
              responseMode: 'fragment',
              responseType: 'code',
              scope: 'offline_access',
              state: oauthData.state,
              sessionToken,
            },
            prompt: 'none',
          },
        },
      },
      {
        method: 'GET',
        path: expect.stringMatching(/^\/v1\/redirect-session\/[0-9a-f-]+\/continue$/),
        body: undefined,
      },
      {
        method: 'POST',
        path: '/oauth2/token',
        body: {
          clientId: WIX_CLIENT.clientId,
          grantType: 'authorization_code',
          redirectUri: WIX_CLIENT.redirectUris[0],
          code: expect.any(String),
          codeVerifier: oauthData.codeVerifier,
        },
      },
      { method: 'GET', path: '/members/v1/members/my', body: undefined },
      { method: 'GET', path: `/members/v1/members/${me.member!._id!}`, body: undefined },
    ]);
    expect(calls.at(-1)!.path).toBe(
      `/members/v1/members/${me.member!._id!}?id=${me.member!._id!}&fieldsets=FULL`,
    );
  });
});
