import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { memberLogin, visitorToken, type MemberLogin } from './auth-helpers';

/**
 * The takeover the open outbox allowed (issue 26): a visitor asks for a member's password reset, reads the
 * link from GET /v1/dev/outbox, sets a password and logs in. With the outbox elevated the visitor never sees
 * the link, in production and out of it; the operator still does.
 */
describe.each(['development', 'production'])(
  'taking over a member through the outbox, NODE_ENV=%s',
  (mode) => {
    let t: TestApp;
    let victim: MemberLogin;
    beforeAll(async () => {
      t = await startTestApp({
        CAPTCHA_MAX_NUMBER: '200',
        STOREFRONT_URL: 'http://shop.test',
        NODE_ENV: mode,
      });
      victim = await memberLogin(t.app);
    });
    afterAll(() => t.close());

    it('is refused: a visitor who asked for the reset cannot read the link', async () => {
      const visitor = await visitorToken(t.app);
      const asked = await t.app.inject({
        method: 'POST',
        url: '/v1/send-email',
        headers: { authorization: visitor },
        payload: { email: victim.email },
      });
      expect(asked.statusCode).toBe(200);

      for (const headers of [{}, { authorization: visitor }, { authorization: `Bearer ${visitor}` }]) {
        const read = await t.app.inject({
          method: 'GET',
          url: '/v1/dev/outbox',
          query: { to: victim.email },
          headers,
        });
        expect(read.statusCode).toBe('authorization' in headers ? 403 : 401);
        expect(read.body).not.toContain('reset-password?token=');
        expect(read.body).not.toContain(victim.email);
      }

      // The mail is there all the same: the operator reads it, and the victim's password still works.
      const operator = await t.app.inject({
        method: 'GET',
        url: '/v1/dev/outbox',
        query: { to: victim.email, limit: '1' },
        headers: asAdmin,
      });
      expect(operator.json().messages[0]).toMatchObject({ kind: 'recovery', to: victim.email });
      expect(operator.json().messages[0].text).toContain('http://shop.test/reset-password?token=');
      const login = await t.app.inject({
        method: 'POST',
        url: '/v2/login',
        payload: { loginId: { email: victim.email }, password: victim.password },
      });
      expect(login.json().state).toBe('SUCCESS');
    });
  },
);
