import { describe, expect, it } from 'vitest';
import { fakeFetch, type FakeAnswer } from '../../test/fake-fetch';
import { StaffSessionStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ContextError } from '../errors';
import { staff } from './staff';

const setup = (answer: FakeAnswer = { body: {} }, accessToken?: string) => {
  const { fetch, calls } = fakeFetch(answer);
  const auth = accessToken ? StaffSessionStrategy({ accessToken }) : undefined;
  return {
    client: createClient({
      baseUrl: 'https://api.test',
      fetch,
      modules: { staff },
      ...(auth ? { auth } : {}),
    }),
    calls,
  };
};

describe('staff', () => {
  it('signs in, then with a second factor', async () => {
    const { client, calls } = setup({ body: { secondFactorRequired: true, challengeToken: 'sc_1' } });
    await expect(client.staff.login('o@shop.example', 'pw')).resolves.toEqual({
      secondFactorRequired: true,
      challengeToken: 'sc_1',
    });
    await client.staff.loginSecondFactor('sc_1', '123456');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', 'https://api.test/v1/staff/login', { email: 'o@shop.example', password: 'pw' }],
      ['POST', 'https://api.test/v1/staff/login/second-factor', { challengeToken: 'sc_1', code: '123456' }],
    ]);
  });

  it('sends the staff session as a bearer token on the account calls', async () => {
    const { client, calls } = setup({ body: {} }, 'sa_token');
    await client.staff.endMySession('a b');
    await client.staff.changePassword('old', 'a new password');
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: 'https://api.test/v1/staff/me/sessions/a%20b' });
    expect(calls[0]!.headers.authorization).toBe('Bearer sa_token');
    expect(calls[1]!.body).toEqual({ currentPassword: 'old', newPassword: 'a new password' });
  });

  it('refuses the account calls on a client without a staff session', () => {
    const { client } = setup();
    expect(() => client.staff.me()).toThrow(ContextError);
  });

  it('sends the solved captcha on sign-in, the second factor and reset requests', async () => {
    const { client, calls } = setup({ body: {} });
    await client.staff.login('o@shop.example', 'pw', { captchaTokens: { recaptchaToken: 'solved' } });
    await client.staff.loginSecondFactor('sc_1', '123456', { captchaTokens: [{ Recaptcha: 'again' }] });
    await client.staff.requestPasswordReset('o@shop.example', {
      captchaTokens: { invisibleRecaptchaToken: 'quiet' },
    });
    await client.staff.requestPasswordReset('o@shop.example');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'POST',
        'https://api.test/v1/staff/login',
        { email: 'o@shop.example', password: 'pw', captchaTokens: [{ Recaptcha: 'solved' }] },
      ],
      [
        'POST',
        'https://api.test/v1/staff/login/second-factor',
        { challengeToken: 'sc_1', code: '123456', captchaTokens: [{ Recaptcha: 'again' }] },
      ],
      [
        'POST',
        'https://api.test/v1/staff/password-reset',
        { email: 'o@shop.example', captchaTokens: [{ InvisibleRecaptcha: 'quiet' }] },
      ],
      ['POST', 'https://api.test/v1/staff/password-reset', { email: 'o@shop.example' }],
    ]);
  });

  it('accepts an invitation and confirms a reset without credentials', async () => {
    const { client, calls } = setup({ body: {} });
    await client.staff.acceptInvitation({ token: 'si_1', password: 'a long password', name: 'Cat' });
    await client.staff.confirmPasswordReset('sr_1', 'a new password');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'POST',
        'https://api.test/v1/staff/invitations/accept',
        { token: 'si_1', password: 'a long password', name: 'Cat' },
      ],
      [
        'POST',
        'https://api.test/v1/staff/password-reset/confirm',
        { token: 'sr_1', newPassword: 'a new password' },
      ],
    ]);
  });

  it('invites, lists and revokes invitations and changes a person with a staff session', async () => {
    const { client, calls } = setup({ body: {} }, 'sa_owner');
    await client.staff.invite('new@shop.example', 'CATALOG');
    await client.staff.listInvitations();
    await client.staff.revokeInvitation('i 1');
    await client.staff.updateStaff('s 1', { role: 'MANAGER', disabled: true });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', 'https://api.test/v1/staff/invitations', { email: 'new@shop.example', role: 'CATALOG' }],
      ['GET', 'https://api.test/v1/staff/invitations', undefined],
      ['DELETE', 'https://api.test/v1/staff/invitations/i%201', undefined],
      ['PATCH', 'https://api.test/v1/staff/s%201', { role: 'MANAGER', disabled: true }],
    ]);
    expect(calls.every((c) => c.headers.authorization === 'Bearer sa_owner')).toBe(true);
    expect(() => setup().client.staff.invite('x@shop.example', 'OWNER')).toThrow(ContextError);
  });

  it('sends WebAuthn JSON as it is, and answers passkeys with dates', async () => {
    const answer = {
      id: 'cred-1',
      rawId: 'cred-1',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA', userHandle: 'dQ' },
      clientExtensionResults: {},
    };
    const { client, calls } = setup({
      body: { session: { accessToken: 'sa_1', expiresAt: '2026-01-01T00:00:00Z' } },
    });
    await client.staff.loginPasswordless(answer);
    await client.staff.loginPasskeySecondFactor('sc_1', answer);
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['https://api.test/v1/staff/login/passwordless', { response: answer }],
      ['https://api.test/v1/staff/login/passkey', { challengeToken: 'sc_1', response: answer }],
    ]);

    const options = { challenge: 'c', user: { id: 'dQ', name: 'o' }, rp: { id: 'shop.example' } };
    const own = setup({ body: { options } }, 'sa_token');
    await expect(own.client.staff.passkeyRegistrationOptions('pw')).resolves.toEqual({ options });
    const passkey = {
      id: 'p-1',
      name: 'Laptop',
      transports: ['internal'],
      createdDate: '2026-11-27T10:00:00.000Z',
      lastUsedDate: null,
    };
    const added = setup({ body: { passkey } }, 'sa_token');
    const { passkey: kept } = await added.client.staff.addPasskey(answer, 'Laptop');
    expect(added.calls[0]!.body).toEqual({ response: answer, name: 'Laptop' });
    expect(kept._id).toBe('p-1');
    expect(kept._createdDate).toEqual(new Date('2026-11-27T10:00:00.000Z'));
    expect(kept.lastUsedDate).toBeNull();
    await added.client.staff.removePasskey('p 1', 'pw');
    expect(added.calls[1]).toMatchObject({
      method: 'DELETE',
      url: 'https://api.test/v1/staff/me/passkeys/p%201',
      body: { currentPassword: 'pw' },
    });
  });
});
