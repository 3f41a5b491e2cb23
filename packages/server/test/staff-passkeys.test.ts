import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { loginFailures, staff, staffPasskeys } from '../src/db/schema';
import { ADMIN_KEY, appCode, startTestApp, type TestApp } from './helpers';
import { addStaff, bearer, enrolTotp, login, sessionOf, setUpOwner, STAFF_PASSWORD } from './staff-helpers';
import { SoftAuthenticator, type SoftCredential } from './webauthn-authenticator';

const ORIGIN = 'https://shop.example';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ STOREFRONT_URL: ORIGIN });
  await setUpOwner(t.app);
});
afterAll(() => t.close());
// Each test starts with no failures counted (past 5, for an account or an address, a captcha is needed).
beforeEach(() => t.app.ctx.db.delete(loginFailures));

type Json = Record<string, unknown>;
const post = (url: string, payload: Json, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/v1/staff/me', headers: bearer(token) });
const listPasskeys = (token: string) =>
  t.app.inject({ method: 'GET', url: '/v1/staff/me/passkeys', headers: bearer(token) });

interface CreationOptions {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string };
  authenticatorSelection: { residentKey: string; userVerification: string };
  excludeCredentials: { id: string }[];
}

async function registrationOptions(token: string): Promise<CreationOptions> {
  const res = await post('/v1/staff/me/passkeys/options', { currentPassword: STAFF_PASSWORD }, token);
  expect(res.statusCode).toBe(200);
  return res.json().options as CreationOptions;
}

/** A person with a passkey on `device`: signs in with the password, registers, answers the credential. */
async function withPasskey(email: string, device = new SoftAuthenticator(ORIGIN)) {
  const row = await addStaff(t.app, 'MANAGER', email);
  const token = await sessionOf(t.app, email);
  const options = await registrationOptions(token);
  const { credential, response } = device.create(options);
  const added = await post('/v1/staff/me/passkeys', { name: 'Laptop', response }, token);
  expect(added.statusCode).toBe(200);
  return { row, token, device, credential, passkey: added.json().passkey as { id: string; name: string } };
}

const passwordlessOptions = async () => {
  const res = await post('/v1/staff/login/passwordless/options', {});
  expect(res.statusCode).toBe(200);
  return res.json().options as { challenge: string; allowCredentials?: unknown[]; userVerification: string };
};
const passwordless = (response: unknown) =>
  post('/v1/staff/login/passwordless', { response: response as Json });

async function passwordlessWith(device: SoftAuthenticator, credential: SoftCredential) {
  return passwordless(device.get(await passwordlessOptions(), credential));
}

describe('adding a passkey', () => {
  it('asks for the current password, then verifies a real attestation and keeps the passkey', async () => {
    await addStaff(t.app, 'CATALOG', 'adder@shop.example');
    const token = await sessionOf(t.app, 'adder@shop.example');
    const wrong = await post('/v1/staff/me/passkeys/options', { currentPassword: 'not it' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(appCode(wrong)).toBe('WRONG_CURRENT_PASSWORD');

    const options = await registrationOptions(token);
    expect(options.rp).toEqual({ id: 'shop.example', name: 'Atelier' });
    expect(options.user.name).toBe('adder@shop.example');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const device = new SoftAuthenticator(ORIGIN);
    const { response } = device.create(options);
    const added = await post('/v1/staff/me/passkeys', { name: '  Work laptop ', response }, token);
    expect(added.statusCode).toBe(200);
    expect(added.json().passkey).toMatchObject({
      name: 'Work laptop',
      transports: ['internal'],
      lastUsedDate: null,
    });

    const [stored] = await t.app.ctx.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.id, added.json().passkey.id));
    expect(stored).toMatchObject({ credentialId: response.id, counter: 0, transports: ['internal'] });
    expect(stored!.publicKey.length).toBeGreaterThan(50);
    const list = await listPasskeys(token);
    expect(list.json().passkeys).toEqual([added.json().passkey]);

    // The next options exclude the passkey the person has.
    expect((await registrationOptions(token)).excludeCredentials.map((c) => c.id)).toEqual([response.id]);
  });

  it('takes a challenge once: the same answer again is refused', async () => {
    await addStaff(t.app, 'CATALOG', 'replay-add@shop.example');
    const token = await sessionOf(t.app, 'replay-add@shop.example');
    const { response } = new SoftAuthenticator(ORIGIN).create(await registrationOptions(token));
    expect((await post('/v1/staff/me/passkeys', { response }, token)).statusCode).toBe(200);
    const again = await post('/v1/staff/me/passkeys', { response }, token);
    expect(again.statusCode).toBe(400);
    expect(appCode(again)).toBe('STAFF_PASSKEY_REGISTRATION_INVALID');
  });

  it('refuses an answer made on another origin, for another RP ID, without user verification, or for another person', async () => {
    await addStaff(t.app, 'CATALOG', 'origin@shop.example');
    await addStaff(t.app, 'CATALOG', 'other-person@shop.example');
    const token = await sessionOf(t.app, 'origin@shop.example');
    const other = await sessionOf(t.app, 'other-person@shop.example');
    const device = new SoftAuthenticator(ORIGIN);
    for (const ceremony of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { userVerified: false },
    ]) {
      const { response } = device.create(await registrationOptions(token), ceremony);
      const res = await post('/v1/staff/me/passkeys', { response }, token);
      expect(res.statusCode).toBe(400);
      expect(appCode(res)).toBe('STAFF_PASSKEY_REGISTRATION_INVALID');
    }
    const { response } = device.create(await registrationOptions(token));
    expect(appCode(await post('/v1/staff/me/passkeys', { response }, other))).toBe(
      'STAFF_PASSKEY_REGISTRATION_INVALID',
    );
    expect((await listPasskeys(token)).json().passkeys).toEqual([]);
  });

  it('ends the person’s other sessions, keeps the current one, and names a passkey given no name', async () => {
    await addStaff(t.app, 'CATALOG', 'sessions@shop.example');
    const token = await sessionOf(t.app, 'sessions@shop.example');
    const phone = await sessionOf(t.app, 'sessions@shop.example');
    const { response } = new SoftAuthenticator(ORIGIN).create(await registrationOptions(token));
    const added = await post('/v1/staff/me/passkeys', { response }, token);
    expect(added.json().passkey.name).toMatch(/^Passkey added \d{4}-\d{2}-\d{2}$/);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
  });

  it('answers 400 in the error format for a malformed answer', async () => {
    await addStaff(t.app, 'CATALOG', 'malformed@shop.example');
    const token = await sessionOf(t.app, 'malformed@shop.example');
    const res = await post('/v1/staff/me/passkeys', { response: { id: 'x' } }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations.length).toBeGreaterThan(0);
    const garbage = await post(
      '/v1/staff/me/passkeys',
      {
        response: {
          id: 'abc',
          rawId: 'abc',
          type: 'public-key',
          clientExtensionResults: {},
          response: { clientDataJSON: 'bm90IGpzb24', attestationObject: 'AAAA' },
        },
      },
      token,
    );
    expect(garbage.statusCode).toBe(400);
    expect(appCode(garbage)).toBe('STAFF_PASSKEY_REGISTRATION_INVALID');
  });
});

describe('the person’s passkeys', () => {
  it('are renamed, and removed after the current password, which ends the other sessions', async () => {
    const { token, passkey, device, credential } = await withPasskey('keeper@shop.example');
    const phone = (await passwordlessWith(device, credential)).json().session.accessToken as string;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/staff/me/passkeys/${passkey.id}`,
      headers: bearer(token),
      payload: { name: 'Phone' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().passkey.name).toBe('Phone');

    const other = (await login(t.app, 'keeper@shop.example')).json();
    expect(other.secondFactorRequired).toBe(true);
    const remove = (currentPassword: string, id = passkey.id) =>
      t.app.inject({
        method: 'DELETE',
        url: `/v1/staff/me/passkeys/${id}`,
        headers: bearer(token),
        payload: { currentPassword },
      });
    expect(appCode(await remove('not it'))).toBe('WRONG_CURRENT_PASSWORD');
    expect((await me(phone)).statusCode).toBe(200);
    expect((await remove(STAFF_PASSWORD)).statusCode).toBe(200);
    expect((await listPasskeys(token)).json().passkeys).toEqual([]);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect((await remove(STAFF_PASSWORD)).statusCode).toBe(404);
    // Without a passkey the password alone signs in again.
    expect((await login(t.app, 'keeper@shop.example')).json().session).toBeDefined();
  });

  it('of another person cannot be renamed or removed (404)', async () => {
    const { passkey } = await withPasskey('mine@shop.example');
    await addStaff(t.app, 'CATALOG', 'not-mine@shop.example');
    const token = await sessionOf(t.app, 'not-mine@shop.example');
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/v1/staff/me/passkeys/${passkey.id}`,
      headers: bearer(token),
      payload: { name: 'Mine now' },
    });
    expect(rename.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/v1/staff/me/passkeys/${passkey.id}`,
      headers: bearer(token),
      payload: { currentPassword: STAFF_PASSWORD },
    });
    expect(remove.statusCode).toBe(404);
  });

  it('are for staff sessions only: 401 without a token, 403 for the operator key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/staff/me/passkeys' })).statusCode).toBe(401);
    const key = await t.app.inject({
      method: 'GET',
      url: '/v1/staff/me/passkeys',
      headers: { authorization: ADMIN_KEY },
    });
    expect(key.statusCode).toBe(403);
  });
});

describe('a passkey as the second factor', () => {
  it('is named by sign-in, and its assertion against the challenge answers a session', async () => {
    const { device, credential } = await withPasskey('second@shop.example');
    const first = await login(t.app, 'second@shop.example');
    expect(first.json()).toEqual({
      secondFactorRequired: true,
      challengeToken: expect.stringMatching(/^sc_/),
      secondFactors: ['passkey'],
    });
    const { challengeToken } = first.json();
    const options = await post('/v1/staff/login/passkey/options', { challengeToken });
    expect(options.statusCode).toBe(200);
    expect(options.json().options.allowCredentials).toEqual([
      { id: credential.id.toString('base64url'), type: 'public-key', transports: ['internal'] },
    ]);
    // Without user verification: the password was the first factor.
    const response = device.get(options.json().options, credential, { userVerified: false });
    const done = await post('/v1/staff/login/passkey', { challengeToken, response });
    expect(done.statusCode).toBe(200);
    expect((await me(done.json().session.accessToken)).statusCode).toBe(200);
    // The sign-in challenge is taken.
    expect(appCode(await post('/v1/staff/login/passkey', { challengeToken, response }))).toBe(
      'STAFF_CHALLENGE_INVALID',
    );
    const [stored] = await t.app.ctx.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.credentialId, credential.id.toString('base64url')));
    expect(stored!.counter).toBe(1);
    expect(stored!.lastUsedDate).not.toBeNull();
  });

  it('stands beside the authenticator app', async () => {
    const { token } = await withPasskey('both@shop.example');
    await enrolTotp(t.app, token);
    expect((await login(t.app, 'both@shop.example')).json().secondFactors).toEqual(['totp', 'passkey']);
  });

  it('refuses a wrong origin, a replayed challenge and another person’s passkey, counting each failure', async () => {
    const { device, credential } = await withPasskey('refused@shop.example');
    const stranger = await withPasskey('stranger@shop.example');
    const { challengeToken } = (await login(t.app, 'refused@shop.example')).json();
    const options = async () =>
      (await post('/v1/staff/login/passkey/options', { challengeToken })).json().options;

    const wrongOrigin = device.get(await options(), credential, { origin: 'https://evil.example' });
    const refused = await post('/v1/staff/login/passkey', { challengeToken, response: wrongOrigin });
    expect(refused.statusCode).toBe(401);
    expect(appCode(refused)).toBe('STAFF_PASSKEY_INVALID');

    const theirs = stranger.device.get(await options(), stranger.credential);
    expect(appCode(await post('/v1/staff/login/passkey', { challengeToken, response: theirs }))).toBe(
      'STAFF_PASSKEY_INVALID',
    );

    const used = await options();
    const good = device.get(used, credential);
    // A new sign-in, the old answer: its challenge was handed out for the first sign-in and is taken.
    expect((await post('/v1/staff/login/passkey', { challengeToken, response: good })).statusCode).toBe(200);
    const next = (await login(t.app, 'refused@shop.example')).json().challengeToken as string;
    const replay = device.get(used, credential);
    expect(appCode(await post('/v1/staff/login/passkey', { challengeToken: next, response: replay }))).toBe(
      'STAFF_PASSKEY_INVALID',
    );
    const failures = await t.app.ctx.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, 'acct:staff:refused@shop.example'));
    expect(failures).toHaveLength(1); // the success cleared the two before it
  });

  it('answers STAFF_CHALLENGE_INVALID for options without a live sign-in', async () => {
    const res = await post('/v1/staff/login/passkey/options', { challengeToken: 'sc_unknown' });
    expect(res.statusCode).toBe(401);
    expect(appCode(res)).toBe('STAFF_CHALLENGE_INVALID');
  });
});

describe('sign-in with a passkey alone', () => {
  it('asks for a discoverable passkey with user verification and answers a session', async () => {
    const { device, credential } = await withPasskey('alone@shop.example');
    const options = await passwordlessOptions();
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await passwordless(device.get(options, credential));
    expect(res.statusCode).toBe(200);
    const session = res.json().session.accessToken as string;
    expect((await me(session)).json().staff.email).toBe('alone@shop.example');
  });

  it('refuses an answer without user verification, from another origin, or signed twice', async () => {
    const { device, credential } = await withPasskey('uv@shop.example');
    const noUv = await passwordless(
      device.get(await passwordlessOptions(), credential, { userVerified: false }),
    );
    expect(noUv.statusCode).toBe(401);
    expect(appCode(noUv)).toBe('STAFF_PASSKEY_INVALID');
    const evil = await passwordless(
      device.get(await passwordlessOptions(), credential, { origin: 'https://shop.example.evil.test' }),
    );
    expect(appCode(evil)).toBe('STAFF_PASSKEY_INVALID');
    const response = device.get(await passwordlessOptions(), credential);
    expect((await passwordless(response)).statusCode).toBe(200);
    expect(appCode(await passwordless(response))).toBe('STAFF_PASSKEY_INVALID');
  });

  it('refuses an unknown passkey', async () => {
    const device = new SoftAuthenticator(ORIGIN);
    const { credential } = device.create({
      challenge: 'AAAA',
      rp: { id: 'shop.example' },
      user: { id: Buffer.from('nobody').toString('base64url') },
    });
    const res = await passwordlessWith(device, credential);
    expect(res.statusCode).toBe(401);
    expect(appCode(res)).toBe('STAFF_PASSKEY_INVALID');
    const counted = await t.app.ctx.db
      .select()
      .from(loginFailures)
      .where(like(loginFailures.key, '%staff-passkey:127.0.0.1'));
    expect(counted).toHaveLength(1);
  });

  it('refuses a counter that did not move forward (a cloned authenticator)', async () => {
    const { device, credential } = await withPasskey('counter@shop.example');
    expect((await passwordlessWith(device, credential)).statusCode).toBe(200);
    expect((await passwordlessWith(device, credential)).statusCode).toBe(200);
    const cloned = await passwordless(device.get(await passwordlessOptions(), credential, { counter: 1 }));
    expect(appCode(cloned)).toBe('STAFF_PASSKEY_INVALID');
    const [stored] = await t.app.ctx.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.credentialId, credential.id.toString('base64url')));
    expect(stored!.counter).toBe(2);
  });

  it('refuses a disabled person', async () => {
    const { row, device, credential } = await withPasskey('off@shop.example');
    await t.app.ctx.db.update(staff).set({ disabled: true }).where(eq(staff.id, row.id));
    expect(appCode(await passwordlessWith(device, credential))).toBe('STAFF_PASSKEY_INVALID');
  });

  it('refuses with 429 once the account has 20 failures, even a good answer', async () => {
    const { device, credential } = await withPasskey('limited@shop.example');
    for (let i = 0; i < 20; i++) {
      const res = await passwordless(
        device.get(await passwordlessOptions(), credential, { userVerified: false }),
      );
      expect(res.statusCode).toBe(401);
    }
    const locked = await passwordlessWith(device, credential);
    expect(locked.statusCode).toBe(429);
    expect(appCode(locked)).toBe('TOO_MANY_ATTEMPTS');
    const counted = await t.app.ctx.db
      .select()
      .from(loginFailures)
      .where(like(loginFailures.key, 'acct:staff:limited@%'));
    expect(counted).toHaveLength(20);
  });

  it('gives no options to an address past 100 failures', async () => {
    await t.app.ctx.db
      .insert(loginFailures)
      .values(Array.from({ length: 100 }, () => ({ key: 'ip:10.9.9.9' })));
    const options = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/staff/login/passwordless/options',
        payload: {},
        remoteAddress: ip,
      });
    const locked = await options('10.9.9.9');
    expect(locked.statusCode).toBe(429);
    expect(appCode(locked)).toBe('TOO_MANY_ATTEMPTS');
    expect((await options('10.9.9.10')).statusCode).toBe(200);
  });

  it('answers 400 in the error format for a body that is no assertion', async () => {
    const res = await post('/v1/staff/login/passwordless', { response: { id: 'x', type: 'other' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations.length).toBeGreaterThan(0);
  });
});

describe('the owner’s second-factor policy', () => {
  it('counts a passkey as the second factor', async () => {
    const { token } = await withPasskey('policy@shop.example');
    const policy = (requireSecondFactor: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/v1/staff/settings',
        headers: { authorization: ADMIN_KEY },
        payload: { requireSecondFactor },
      });
    expect((await policy(true)).statusCode).toBe(200);
    // A manager may write the catalog: the empty product is refused for its fields, not for a missing factor.
    const create = await t.app.inject({
      method: 'POST',
      url: '/v1/products',
      headers: bearer(token),
      payload: {},
    });
    expect(create.statusCode).toBe(400);
    expect((await policy(false)).statusCode).toBe(200);
  });
});
