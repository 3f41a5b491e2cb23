import { createHash, randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { App } from '../src/app';
import { ADMIN_KEY } from './helpers';

/**
 * Helpers to get callers of every role through the public API (no shortcuts into the database), for any
 * test file: visitorToken(app), memberToken(app), asCaller(token). A staff owner's session is in staff-helpers.ts.
 */

export const headers = (token: string) => ({ authorization: token });
export const PASSWORD = 'correct horse battery staple';

let counter = 0;
export const uniqueEmail = (prefix = 'member') =>
  `${prefix}-${process.pid}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.com`;

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export async function visitorTokens(app: App, clientId = app.ctx.config.clientId): Promise<Tokens> {
  const res = await app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: { clientId, grantType: 'anonymous' },
  });
  if (res.statusCode !== 200) throw new Error(`anonymous grant failed: ${res.body}`);
  return res.json<Tokens>();
}

export async function visitorToken(app: App): Promise<string> {
  return (await visitorTokens(app)).access_token;
}

/** A solved altcha payload for the captchaTokens of register and login. */
export async function solveCaptcha(app: App, siteKey?: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/v1/captcha/challenge',
    query: siteKey ? { siteKey } : {},
  });
  if (res.statusCode !== 200) throw new Error(`captcha challenge failed: ${res.body}`);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export const captchaTokens = async (app: App) => [{ InvisibleRecaptcha: await solveCaptcha(app) }];

export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function latestMail(app: App, to: string): Promise<OutboxMessage | undefined> {
  const res = await app.inject({
    method: 'GET',
    url: '/v1/dev/outbox',
    query: { to, limit: '1' },
    headers: { authorization: ADMIN_KEY },
  });
  return res.json<{ messages: OutboxMessage[] }>().messages[0];
}

export async function latestCode(app: App, to: string): Promise<string> {
  const mail = await latestMail(app, to);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no verification code mailed to ${to}`);
  return code;
}

/** Registers (solving the captcha), reads the mailed code and verifies it: answers the session token. */
export async function registerVerified(app: App, email = uniqueEmail(), password = PASSWORD) {
  const reg = await app.inject({
    method: 'POST',
    url: '/v2/register',
    payload: { loginId: { email }, password, captchaTokens: await captchaTokens(app) },
  });
  if (reg.statusCode !== 200) throw new Error(`register failed: ${reg.body}`);
  const body = reg.json<{
    state: string;
    stateToken?: string;
    sessionToken?: string;
    identity: { id: string };
  }>();
  if (body.state === 'SUCCESS')
    return { email, password, memberId: body.identity.id, sessionToken: body.sessionToken! };
  const verify = await app.inject({
    method: 'POST',
    url: '/v1/auth/verify',
    payload: { stateToken: body.stateToken, code: await latestCode(app, email) },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const verified = verify.json<{ state: string; sessionToken?: string }>();
  return {
    email,
    password,
    memberId: body.identity.id,
    sessionToken: verified.sessionToken,
    state: verified.state,
  };
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return {
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
    state: randomBytes(8).toString('hex'),
  };
}

/** The direct-login exchange: session token -> redirect session (fragment) -> code -> member tokens. */
export async function exchangeSessionToken(
  app: App,
  sessionToken: string,
  clientId = app.ctx.config.clientId,
  /** The visitor who logs in (their cart becomes the member's); a fresh one by default. */
  visitorAccessToken?: string,
): Promise<Tokens> {
  const visitor = visitorAccessToken ?? (await visitorToken(app));
  const { verifier, challenge, state } = pkce();
  const redirectUri = `${app.ctx.config.storefrontUrl}/auth/callback`;
  const session = await app.inject({
    method: 'POST',
    url: '/v1/redirect-session',
    headers: headers(visitor),
    payload: {
      auth: {
        authRequest: {
          clientId,
          codeChallenge: challenge,
          codeChallengeMethod: 'S256',
          responseMode: 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state,
          sessionToken,
          redirectUri,
        },
      },
    },
  });
  if (session.statusCode !== 200) throw new Error(`redirect session failed: ${session.body}`);
  const fullUrl = new URL(session.json<{ redirectSession: { fullUrl: string } }>().redirectSession.fullUrl);
  const page = await app.inject({ method: 'GET', url: fullUrl.pathname });
  const fragment = new URLSearchParams(new URL(String(page.headers.location)).hash.slice(1));
  if (fragment.get('state') !== state || !fragment.get('code'))
    throw new Error(`no code: ${String(page.headers.location)}`);
  const res = await app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: {
      clientId,
      grantType: 'authorization_code',
      code: fragment.get('code'),
      codeVerifier: verifier,
      redirectUri,
    },
  });
  if (res.statusCode !== 200) throw new Error(`code exchange failed: ${res.body}`);
  return res.json<Tokens>();
}

export interface MemberLogin extends Tokens {
  email: string;
  password: string;
  memberId: string;
}

/** A verified member, logged in: its tokens, id, email and password. */
export async function memberLogin(app: App, email = uniqueEmail()): Promise<MemberLogin> {
  const reg = await registerVerified(app, email);
  if (!reg.sessionToken) throw new Error(`member not active after verification (${String(reg.state)})`);
  return {
    ...(await exchangeSessionToken(app, reg.sessionToken)),
    email: reg.email,
    password: reg.password,
    memberId: reg.memberId,
  };
}

export async function memberToken(app: App): Promise<string> {
  return (await memberLogin(app)).access_token;
}
