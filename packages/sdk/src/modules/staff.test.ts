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
});
