import { describe, expect, it } from 'vitest';
import { fakeFetch, type FakeAnswer } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ContextError } from '../errors';
import { identity } from './identity';
import { redirects } from './redirects';

const setup = (answer: FakeAnswer = { body: {} }, elevated = false) => {
  const { fetch, calls } = fakeFetch(answer);
  const auth = elevated ? ApiKeyStrategy({ apiKey: 'key' }) : undefined;
  const modules = { identity, redirects };
  return {
    client: createClient({ baseUrl: 'https://api.test', fetch, modules, ...(auth ? { auth } : {}) }),
    calls,
  };
};

describe('identity', () => {
  it('proceeds with a state token', async () => {
    const { client, calls } = setup({ body: { state: 'REQUIRE_OWNER_APPROVAL', stateToken: 'sv_1' } });
    await expect(client.identity.proceed('sv_1')).resolves.toEqual({
      state: 'REQUIRE_OWNER_APPROVAL',
      stateToken: 'sv_1',
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/state/proceed',
      body: { stateToken: 'sv_1' },
    });
  });

  it('starts a verification and logs in with SSO token params', async () => {
    const { client, calls } = setup();
    await client.identity.startVerification('i1');
    await client.identity.loginWithTokenParams('idp', { a: 1 });
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['https://api.test/v1/Start', { identityId: 'i1', target: 'EMAIL' }],
      ['https://api.test/v1/sso/login-with-token-params', { idpConnectionId: 'idp', tokenParams: { a: 1 } }],
    ]);
  });

  it('signOn and sendActivationEmail need an elevated client', async () => {
    expect(() => setup().client.identity.signOn({ loginId: { email: 'a@example.com' } })).toThrow(
      ContextError,
    );
    expect(() => setup().client.identity.sendActivationEmail('i1')).toThrow(ContextError);
    const { client, calls } = setup({ body: { sessionToken: 'st', identity: { id: 'i1' } } }, true);
    await expect(
      client.identity.signOn({ loginId: { email: 'a@example.com' }, verifyEmail: true }),
    ).resolves.toEqual({
      sessionToken: 'st',
      identity: { _id: 'i1' },
    });
    await client.identity.sendActivationEmail('i1');
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['https://api.test/v2/sign-on', { loginId: { email: 'a@example.com' }, verifyEmail: true }],
      ['https://api.test/v1/activation-email', { identityId: 'i1' }],
    ]);
  });
});

describe('redirects', () => {
  it('creates a redirect session, answered untouched', async () => {
    const redirectSession = { id: 'rs1', fullUrl: 'https://shop.test/checkout?checkoutId=c1' };
    const { client, calls } = setup({ body: { redirectSession } });
    await expect(
      client.redirects.createRedirectSession({ ecomCheckout: { checkoutId: 'c1' } }),
    ).resolves.toEqual({
      redirectSession,
    });
    expect(calls[0]).toMatchObject({
      url: 'https://api.test/v1/redirect-session',
      body: { ecomCheckout: { checkoutId: 'c1' } },
    });
  });
});
