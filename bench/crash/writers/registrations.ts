import { captchaTokens } from '../captcha';
import { call, call200, Refused, type CrashWriter } from '../writer';

/**
 * Member registration through the identity API (captcha solved), and for about half of them the email
 * verification with the mailed code. Registered must still log in with its password afterwards (any
 * state); verified must log in to SUCCESS with a session token.
 */

const PASSWORD = 'crash test password 42';

async function login(apiUrl: string, email: string) {
  return call(`${apiUrl}/v2/login`, {
    body: { loginId: { email }, password: PASSWORD, captchaTokens: await captchaTokens(apiUrl) },
  });
}

const logins = new Map<string, ReturnType<typeof login>>();

export const writer: CrashWriter = {
  name: 'registrations',
  async write(ctx, n) {
    const email = `crash-member-${process.pid}-${n}-${Date.now().toString(36)}@example.com`;
    const registered = await call200(`${ctx.apiUrl}/v2/register`, {
      body: { loginId: { email }, password: PASSWORD, captchaTokens: await captchaTokens(ctx.apiUrl) },
    });
    ctx.acknowledge(`registered ${email}`);
    if (registered.state !== 'REQUIRE_EMAIL_VERIFICATION' || Math.random() < 0.5) return;
    const outbox = await call200(`${ctx.apiUrl}/v1/dev/outbox?to=${encodeURIComponent(email)}&limit=1`, {
      headers: { authorization: ctx.adminKey },
    });
    const messages = outbox.messages as { text: string }[];
    const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
    if (!code) throw new Refused(200, 'GET /v1/dev/outbox', `no verification code mailed to ${email}`);
    const verified = await call200(`${ctx.apiUrl}/v1/auth/verify`, {
      body: { stateToken: registered.stateToken, code },
    });
    if (verified.state !== 'SUCCESS')
      throw new Refused(200, 'POST /v1/auth/verify', `state ${String(verified.state)}`);
    ctx.acknowledge(`verified ${email}`);
  },
  async check(ctx, key) {
    const [kind, email = ''] = key.split(' ');
    // One login per member (argon2 is slow on purpose), shared by its registered and verified keys.
    if (!logins.has(email)) logins.set(email, login(ctx.apiUrl, email));
    const answer = await logins.get(email)!;
    if (answer.status !== 200)
      return `${email}: login answered ${answer.status}: ${answer.text.slice(0, 200)}`;
    const state = String(answer.json.state);
    if (kind === 'verified')
      return state === 'SUCCESS' && answer.json.sessionToken
        ? undefined
        : `${email}: verified, but login state ${state}`;
    // Registered only: the verification may have committed while its answer was lost, so SUCCESS is fine.
    return ['REQUIRE_EMAIL_VERIFICATION', 'SUCCESS'].includes(state)
      ? undefined
      : `${email}: login state ${state}`;
  },
};
