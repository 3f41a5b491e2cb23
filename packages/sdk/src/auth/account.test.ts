import { describe, expect, it } from 'vitest';
import { oauthClient, pathOf, tokenAnswer, CLIENT_ID } from '../../test/auth-fakes';

const ok = { body: {} };

describe('recovery and password change', () => {
  it('calls /v1/send-email, /v1/recover and /v2/change-password', async () => {
    const { auth, calls } = oauthClient((call) => (pathOf(call) === '/oauth2/token' ? tokenAnswer('v') : ok));
    await auth.sendPasswordResetEmail('ada@example.com', 'https://shop.test/reset-password');
    await auth.recover('rc_1', 'new-password-1');
    await auth.changePassword('new-password-2', 'old-password-1');
    await auth.changePassword('new-password-3');
    const sent = calls.filter((c) => pathOf(c) !== '/oauth2/token').map((c) => [pathOf(c), c.body]);
    expect(sent).toEqual([
      [
        '/v1/send-email',
        {
          email: 'ada@example.com',
          redirect: { url: 'https://shop.test/reset-password', clientId: CLIENT_ID },
        },
      ],
      ['/v1/recover', { recoveryToken: 'rc_1', password: 'new-password-1' }],
      ['/v2/change-password', { newPassword: 'new-password-2', currentPassword: 'old-password-1' }],
      // The spec's body: enough within 5 minutes of signing in.
      ['/v2/change-password', { newPassword: 'new-password-3' }],
    ]);
  });
});

describe('external login', () => {
  it('uses the authorized_client grant with the API key', async () => {
    const { auth, calls } = oauthClient(() => tokenAnswer('x'));
    const tokens = await auth.getMemberTokensForExternalLogin('m1', 'key-1');
    expect(calls[0]?.body).toEqual({
      clientId: CLIENT_ID,
      grantType: 'authorized_client',
      memberId: 'm1',
      scope: 'offline_access',
    });
    expect(calls[0]?.headers.authorization).toBe('key-1');
    expect(tokens.refreshToken).toEqual({ value: 'rt_x', role: 'member' });
    expect(auth.loggedIn()).toBe(false);
  });
});
