import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { staff } from '../src/db/schema';
import type { StaffRole } from '../src/http/permissions';
import { hashPassword } from '../src/modules/identity';
import { issueSetupCode } from '../src/modules/staff';
import { startStaffSession } from '../src/modules/staff/sessions';
import { codeAt } from '../src/modules/staff/totp';

export const OWNER_EMAIL = 'owner@shop.example';
export const STAFF_PASSWORD = 'a long staff password';
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The first owner, through the setup code the server would print. */
export async function setUpOwner(app: App, email = OWNER_EMAIL) {
  const setupCode = await issueSetupCode(app.ctx);
  if (!setupCode) throw new Error('the shop has an owner already');
  const res = await app.inject({
    method: 'POST',
    url: '/v1/staff/setup',
    payload: { setupCode, email, password: STAFF_PASSWORD, name: 'Olive Owner' },
  });
  if (res.statusCode !== 200) throw new Error(`setup: ${res.statusCode} ${res.body}`);
  return res.json() as { staff: { id: string }; session: { accessToken: string; expiresAt: string } };
}

/** A staff member of `role`, its row made directly (the invitation tests go through the API). */
export async function addStaff(app: App, role: StaffRole, email: string) {
  const [row] = await app.ctx.db
    .insert(staff)
    .values({ email, name: role, role, passwordHash: await hashPassword(STAFF_PASSWORD) })
    .returning();
  return row!;
}

export async function login(
  app: App,
  email: string,
  password = STAFF_PASSWORD,
  ip = '127.0.0.1',
  captchaTokens?: Record<string, string>[],
) {
  return app.inject({
    method: 'POST',
    url: '/v1/staff/login',
    payload: { email, password, ...(captchaTokens ? { captchaTokens } : {}) },
    remoteAddress: ip,
  });
}

export async function sessionOf(app: App, email: string): Promise<string> {
  const res = await login(app, email);
  if (res.statusCode !== 200 || !res.json().session) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return res.json().session.accessToken as string;
}

/** Sets up an authenticator app for the session's person; answers its secret and recovery codes. */
export async function enrolTotp(app: App, token: string) {
  const start = await app.inject({
    method: 'POST',
    url: '/v1/staff/me/totp',
    headers: bearer(token),
    payload: { currentPassword: STAFF_PASSWORD },
  });
  const { secret } = start.json() as { secret: string };
  const confirm = await app.inject({
    method: 'POST',
    url: '/v1/staff/me/totp/confirm',
    headers: bearer(token),
    payload: { code: codeAt(secret, Date.now()) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm: ${confirm.statusCode} ${confirm.body}`);
  return { secret, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

/** A signed-in owner for tests of elevated routes: the first owner if the shop has none, else another. */
export async function ownerSession(app: App, email = OWNER_EMAIL): Promise<string> {
  const [existing] = await app.ctx.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  if (!existing) {
    const [anyOwner] = await app.ctx.db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'OWNER'));
    if (anyOwner) await addStaff(app, 'OWNER', email);
    else return (await setUpOwner(app, email)).session.accessToken;
  }
  return sessionOf(app, email);
}

/** A new session of a staff member, made directly (no password work): for tests that end sessions as they go. */
export async function freshStaffSession(app: App, staffId: string): Promise<string> {
  return (await startStaffSession(app.ctx.db, app.ctx.config, staffId, { ip: '127.0.0.1' })).accessToken;
}
