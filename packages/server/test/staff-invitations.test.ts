import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { staff, staffInvitations } from '../src/db/schema';
import { hashToken } from '../src/lib/crypto';
import { latestMail } from './auth-helpers';
import { ADMIN_KEY, appCode, startTestApp, type TestApp } from './helpers';
import { addStaff, bearer, sessionOf, setUpOwner, STAFF_PASSWORD } from './staff-helpers';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp({ STOREFRONT_URL: 'https://shop.example' });
  owner = (await setUpOwner(t.app)).session.accessToken;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const invite = (payload: Record<string, unknown>, token = owner) =>
  t.app.inject({ method: 'POST', url: '/v1/staff/invitations', headers: bearer(token), payload });
const list = (token = owner) =>
  t.app.inject({ method: 'GET', url: '/v1/staff/invitations', headers: bearer(token) });
const revoke = (id: string, token = owner) =>
  t.app.inject({ method: 'DELETE', url: `/v1/staff/invitations/${id}`, headers: bearer(token) });
const accept = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/staff/invitations/accept', payload });

/** The token of the invitation link last mailed to `email`. */
async function mailedToken(email: string) {
  const mail = await latestMail(t.app, email);
  expect(mail?.kind).toBe('staff-invitation');
  const link = /https:\/\/shop\.example\/admin\/invitation\?token=(\S+)/.exec(mail!.text);
  expect(link).not.toBeNull();
  expect(mail!.html).toContain(`https://shop.example/admin/invitation?token=${link![1]!}`);
  return decodeURIComponent(link![1]!);
}

describe('staff invitations', () => {
  it('mails a single-use link, lists it as pending, and accepting it makes the person with a session', async () => {
    const res = await invite({ email: 'Cat@Shop.Example', role: 'CATALOG' });
    expect(res.statusCode).toBe(200);
    const { invitation } = res.json();
    expect(invitation).toMatchObject({ email: 'cat@shop.example', role: 'CATALOG' });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdDate)) / 86_400_000;
    expect(days).toBe(7);

    const token = await mailedToken('cat@shop.example');
    // Only the token's hash is kept.
    const [row] = await t.app.ctx.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, invitation.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const pending = await list();
    expect(pending.statusCode).toBe(200);
    expect(pending.json().invitations).toEqual([invitation]);

    const made = await accept({ token, password: STAFF_PASSWORD, name: ' Cathy ' });
    expect(made.statusCode).toBe(200);
    expect(made.json().staff).toMatchObject({ email: 'cat@shop.example', name: 'Cathy', role: 'CATALOG' });
    expect(made.json().staff.permissions).toEqual(['catalog:read', 'catalog:write', 'orders:read']);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/staff/me',
      headers: bearer(made.json().session.accessToken),
    });
    expect(me.json().staff.email).toBe('cat@shop.example');
    expect((await list()).json().invitations).toEqual([]);

    // Used once.
    const again = await accept({ token, password: STAFF_PASSWORD, name: 'Cathy' });
    expect(again.statusCode).toBe(400);
    expect(appCode(again)).toBe('STAFF_INVITATION_INVALID');
  });

  it('refuses an expired invitation, and a weak password or blank name before using the link', async () => {
    await invite({ email: 'late@shop.example', role: 'READ_ONLY' });
    const token = await mailedToken('late@shop.example');
    const short = await accept({ token, password: 'short', name: 'Late' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details.validationError.fieldViolations[0].field).toBe('password');
    const blank = await accept({ token, password: STAFF_PASSWORD, name: '   ' });
    expect(blank.json().details.validationError.fieldViolations[0].field).toBe('name');

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 7 * 86_400_000 + 1000);
    const expired = await accept({ token, password: STAFF_PASSWORD, name: 'Late' });
    expect(expired.statusCode).toBe(400);
    expect(appCode(expired)).toBe('STAFF_INVITATION_INVALID');
  });

  it('answers 409 for an email that has staff, at invitation and at acceptance', async () => {
    await addStaff(t.app, 'MANAGER', 'taken@shop.example');
    const res = await invite({ email: 'TAKEN@shop.example', role: 'READ_ONLY' });
    expect(res.statusCode).toBe(409);
    expect(appCode(res)).toBe('STAFF_EMAIL_EXISTS');

    await invite({ email: 'race@shop.example', role: 'READ_ONLY' });
    const token = await mailedToken('race@shop.example');
    await addStaff(t.app, 'READ_ONLY', 'race@shop.example');
    const late = await accept({ token, password: STAFF_PASSWORD, name: 'Race' });
    expect(late.statusCode).toBe(409);
    expect(appCode(late)).toBe('STAFF_EMAIL_EXISTS');
  });

  it('makes one account of concurrent accepts', async () => {
    await invite({ email: 'twice@shop.example', role: 'FULFILMENT' });
    const token = await mailedToken('twice@shop.example');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => accept({ token, password: STAFF_PASSWORD, name: 'Twice' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
    const rows = await t.app.ctx.db.select().from(staff).where(eq(staff.email, 'twice@shop.example'));
    expect(rows).toHaveLength(1);
  });

  it('revokes a pending invitation (its link dies), 404 for an unknown one; a new invitation replaces the old', async () => {
    const first = (await invite({ email: 'maybe@shop.example', role: 'CATALOG' })).json().invitation;
    const firstToken = await mailedToken('maybe@shop.example');
    const second = (await invite({ email: 'maybe@shop.example', role: 'MANAGER' })).json().invitation;
    const secondToken = await mailedToken('maybe@shop.example');
    expect(appCode(await accept({ token: firstToken, password: STAFF_PASSWORD, name: 'M' }))).toBe(
      'STAFF_INVITATION_INVALID',
    );
    const pending = (await list()).json().invitations.map((i: { id: string }) => i.id);
    expect(pending).toContain(second.id);
    expect(pending).not.toContain(first.id);

    expect((await revoke(second.id)).statusCode).toBe(200);
    expect(appCode(await accept({ token: secondToken, password: STAFF_PASSWORD, name: 'M' }))).toBe(
      'STAFF_INVITATION_INVALID',
    );
    const unknown = await revoke(second.id);
    expect(unknown.statusCode).toBe(404);
    expect((await revoke('not-a-uuid')).statusCode).toBe(400);
  });

  it('needs staff:write to invite and revoke, staff:read to list; the operator key may', async () => {
    await addStaff(t.app, 'MANAGER', 'manager@shop.example');
    const manager = await sessionOf(t.app, 'manager@shop.example');
    expect((await invite({ email: 'x@shop.example', role: 'READ_ONLY' }, manager)).statusCode).toBe(403);
    expect((await list(manager)).statusCode).toBe(403);
    expect((await revoke(crypto.randomUUID(), manager)).statusCode).toBe(403);
    const byKey = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/invitations',
      headers: { authorization: ADMIN_KEY },
      payload: { email: 'bykey@shop.example', role: 'OWNER' },
    });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.json().invitation).not.toHaveProperty('invitedBy');
    expect((await invite({ email: 'x@shop.example', role: 'KING' })).statusCode).toBe(400);
    expect((await invite({ email: 'not an email', role: 'CATALOG' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/staff/invitations' });
    expect(anonymous.statusCode).toBe(401);
  });
});
