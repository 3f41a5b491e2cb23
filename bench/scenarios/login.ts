import type { Scenario } from '../lib/scenario';

/** Dominated by argon2id (m=19 MiB, t=2) by design: the ratio shows what password hashing costs. */
export const scenario: Scenario = {
  name: 'login',
  description: 'POST /v2/login with the right password (argon2id verify, session token issued)',
  serverEnv: { REGISTER_REQUIRES_CAPTCHA: 'false', REQUIRE_EMAIL_VERIFICATION: 'false' },
  prepare: async (ctx) => {
    const credentials = { loginId: { email: 'bench@example.com' }, password: 'correct horse battery' };
    await ctx.call('POST', '/v2/register', { ...credentials, profile: { firstName: 'Bench' } });
    return { method: 'POST', path: '/v2/login', body: JSON.stringify(credentials) };
  },
};
