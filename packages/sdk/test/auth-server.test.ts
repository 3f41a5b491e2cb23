import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha, uniqueEmail } from '../../server/test/auth-helpers';
import { ADMIN_KEY, startTestApp, type TestApp } from '../../server/test/helpers';
import {
  ApiKeyStrategy,
  ApplicationError,
  createClient,
  members,
  OAuthStrategy,
  type LoginResult,
} from '../src/index';

const STOREFRONT = 'http://localhost:3000';
const PASSWORD = 'correct horse battery staple';

let t: TestApp;
let base: string;

/** The redirect session's page lives at PUBLIC_URL, so the server must know its own port up front. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const shopClient = () => {
  const auth = OAuthStrategy({ clientId: 'storefront', redirectUri: `${STOREFRONT}/auth/callback` });
  return { auth, client: createClient({ baseUrl: base, auth, modules: { members } }) };
};

const captcha = async () => ({ invisibleRecaptchaToken: await solveCaptcha(t.app) });

/** The newest mail to `to` in the development outbox. */
async function latestMail(to: string): Promise<{ text: string }> {
  const res = await fetch(`${base}/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=1`, {
    headers: { authorization: ADMIN_KEY },
  });
  const { messages } = (await res.json()) as { messages: { text: string }[] };
  if (!messages[0]) throw new Error(`no mail to ${to}`);
  return messages[0];
}
const mailedCode = async (to: string) => /\b(\d{6})\b/.exec((await latestMail(to)).text)?.[1] ?? '';

const stateTokenOf = (result: LoginResult): string => {
  if (result.loginState !== 'EMAIL_VERIFICATION_REQUIRED') throw new Error(JSON.stringify(result));
  return result.data.stateToken;
};

/** A verified member, logged in on a fresh client. */
async function verifiedMember(email = uniqueEmail('sdk')) {
  const shop = shopClient();
  const registered = await shop.auth.register({ email, password: PASSWORD, captchaTokens: await captcha() });
  await shop.auth.processVerification(
    { verificationCode: await mailedCode(email) },
    stateTokenOf(registered),
  );
  return { ...shop, email };
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await startTestApp({ PUBLIC_URL: base, STOREFRONT_URL: STOREFRONT });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t?.close());

describe('OAuthStrategy against the real server', () => {
  it('generates visitor tokens at first use, with the expiry in seconds', async () => {
    const { auth, client } = shopClient();
    const before = Math.floor(Date.now() / 1000);
    const { members: list } = await client.members.listMembers();
    expect(Array.isArray(list)).toBe(true);
    const tokens = auth.getTokens();
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(tokens.accessToken.value).toMatch(/^at_/);
    expect(tokens.accessToken.expiresAt).toBeGreaterThanOrEqual(before + 3600);
    expect(tokens.accessToken.expiresAt).toBeLessThan(before + 3700);
    expect(auth.loggedIn()).toBe(false);
  });

  it('register -> EMAIL_VERIFICATION_REQUIRED -> mailed code -> logged in -> logout -> login', async () => {
    const { auth, client } = shopClient();
    const email = uniqueEmail('journey');
    const registered = await auth.register({
      email,
      password: PASSWORD,
      profile: { firstName: 'Ada', lastName: 'Lovelace' },
      captchaTokens: await captcha(),
    });
    expect(registered).toMatchObject({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: expect.any(String) },
    });
    expect(auth.loggedIn()).toBe(false);

    const wrong = await auth
      .processVerification({ verificationCode: '000000' }, stateTokenOf(registered))
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApplicationError);
    expect(wrong).toMatchObject({ code: 'INVALID_VERIFICATION_CODE' });

    const code = await mailedCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await auth.processVerification({ verificationCode: code }, stateTokenOf(registered));
    expect(verified).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
    expect(auth.loggedIn()).toBe(true);
    const { member } = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
    expect(member).toMatchObject({ loginEmail: email, contact: { firstName: 'Ada', lastName: 'Lovelace' } });
    expect(member?._id).toMatch(/^[0-9a-f-]{36}$/);

    const memberTokens = auth.getTokens();
    const { logoutUrl } = await auth.logout(`${STOREFRONT}/`);
    expect(logoutUrl).toMatch(new RegExp(`^${base}/v1/redirect-session/[0-9a-f-]{36}/continue$`));
    expect(auth.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    });
    expect(auth.loggedIn()).toBe(false);
    // The server ended the session too: the old refresh token is refused.
    await expect(auth.renewToken(memberTokens.refreshToken)).rejects.toThrow('something went wrong');

    await expect(auth.login({ email, password: PASSWORD })).resolves.toMatchObject({ loginState: 'SUCCESS' });
    expect(auth.loggedIn()).toBe(true);
    await expect(client.members.getCurrentMember({ fieldsets: ['FULL'] })).resolves.toMatchObject({
      member: { loginEmail: email },
    });
  });

  it('answers invalidPassword for a wrong password', async () => {
    const { auth, email } = await verifiedMember();
    await auth.logout();
    await expect(auth.login({ email, password: 'not the password' })).resolves.toEqual({
      loginState: 'FAILURE',
      errorCode: 'invalidPassword',
      error: 'Wrong email or password',
    });
    expect(auth.loggedIn()).toBe(false);
  });

  it('answers emailAlreadyExists, missingCaptchaToken and invalidEmail at registration', async () => {
    const { email } = await verifiedMember();
    const { auth } = shopClient();
    await expect(
      auth.register({ email, password: PASSWORD, captchaTokens: await captcha() }),
    ).resolves.toMatchObject({ loginState: 'FAILURE', errorCode: 'emailAlreadyExists' });
    await expect(auth.register({ email: uniqueEmail(), password: PASSWORD })).resolves.toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'missingCaptchaToken',
    });
    await expect(
      auth.register({ email: 'not-an-email', password: PASSWORD, captchaTokens: await captcha() }),
    ).resolves.toEqual({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
      error: 'INVALID_ARGUMENT: "email" must be a valid email address',
    });
  });

  it('renews an expired access token with the rotated refresh token and stays logged in', async () => {
    const { auth, client, email } = await verifiedMember();
    const before = auth.getTokens();
    auth.setTokens({ ...before, accessToken: { value: before.accessToken.value, expiresAt: 0 } });
    await expect(client.members.getCurrentMember({ fieldsets: ['FULL'] })).resolves.toMatchObject({
      member: { loginEmail: email },
    });
    const after = auth.getTokens();
    expect(after.accessToken.value).not.toBe(before.accessToken.value);
    expect(after.refreshToken.value).not.toBe(before.refreshToken.value);
    expect(after.refreshToken.role).toBe('member');
  });

  it('resets a forgotten password from the mailed link, and changes it when logged in', async () => {
    const { auth, email } = await verifiedMember();
    await auth.logout();
    await auth.sendPasswordResetEmail(email, `${STOREFRONT}/reset-password`);
    const token = /[?&]token=([^&\s]+)/.exec((await latestMail(email)).text)?.[1];
    expect(token).toBeTruthy();
    await auth.recover(decodeURIComponent(token!), 'a brand new password');
    await expect(auth.login({ email, password: 'a brand new password' })).resolves.toMatchObject({
      loginState: 'SUCCESS',
    });
    await expect(auth.changePassword('yet another password', 'not the password')).rejects.toMatchObject({
      code: 'WRONG_CURRENT_PASSWORD',
      status: 400,
    });
    await auth.changePassword('yet another password', 'a brand new password');
    await auth.logout();
    await expect(auth.login({ email, password: 'yet another password' })).resolves.toMatchObject({
      loginState: 'SUCCESS',
    });
  });
});

describe('members module against the real server', () => {
  it('lets a member manage its slug and community membership', async () => {
    const { client } = await verifiedMember();
    const slug = `sdk-${Date.now().toString(36)}`;
    await expect(client.members.updateCurrentMemberSlug(slug)).resolves.toMatchObject({
      member: { profile: { slug } },
    });
    await expect(client.members.joinCommunity()).resolves.toMatchObject({
      member: { privacyStatus: 'PUBLIC' },
    });
    const found = await client.members.queryMembers().eq('profile.slug', slug).find();
    expect(found.items.map((m) => m.profile.slug)).toEqual([slug]);
    await expect(client.members.leaveCommunity()).resolves.toMatchObject({
      member: { privacyStatus: 'PRIVATE' },
    });
  });

  it('runs management operations with an elevated client', async () => {
    const admin = createClient({
      baseUrl: base,
      auth: ApiKeyStrategy({ apiKey: ADMIN_KEY }),
      modules: { members },
    });
    const email = uniqueEmail('managed');
    const created = await admin.members.createMember({ loginEmail: email, contact: { firstName: 'Grace' } });
    expect(created).toMatchObject({ loginEmail: email, contact: { firstName: 'Grace' } });
    const updated = await admin.members.updateMember(created._id, { contact: { lastName: 'Hopper' } });
    expect(updated.contact).toMatchObject({ lastName: 'Hopper' });
    await expect(admin.members.getMember(created._id)).resolves.toMatchObject({ _id: created._id });
    await admin.members.deleteMember(created._id);
    await expect(admin.members.getMember(created._id)).rejects.toMatchObject({ status: 404 });
  });
});
