import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { staff, staffSetupCodes } from '../src/db/schema';
import { issueSetupCode } from '../src/modules/staff';
import { ADMIN_KEY, appCode, startTestApp, type TestApp } from './helpers';
import { bearer, OWNER_EMAIL, STAFF_PASSWORD } from './staff-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const setup = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/v1/staff/setup', payload, remoteAddress });
const body = (setupCode: string, extra: Record<string, unknown> = {}) => ({
  setupCode,
  email: OWNER_EMAIL,
  password: STAFF_PASSWORD,
  name: 'Olive Owner',
  ...extra,
});
const needed = async () => (await t.app.inject({ method: 'GET', url: '/v1/staff/setup' })).json().needed;

describe('first-run setup of the owner', () => {
  it('refuses a wrong or expired code with 403, a short password with 400, and makes the owner with the code', async () => {
    expect(await needed()).toBe(true);
    const code = await issueSetupCode(t.app.ctx);
    expect(code).toMatch(/^[0-9a-f]{4}(-[0-9a-f]{4}){4}$/);

    const wrong = await setup(body('0000-0000-0000-0000-0000'));
    expect(wrong.statusCode).toBe(403);
    expect(appCode(wrong)).toBe('STAFF_SETUP_CODE_INVALID');

    const short = await setup(body(code!, { password: 'short' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().details.validationError.fieldViolations[0].field).toBe('password');

    // A code from an earlier start no longer works: each start prints a new one.
    const current = await issueSetupCode(t.app.ctx);
    expect((await setup(body(code!))).statusCode).toBe(403);

    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 24 * 3_600_000 + 1000);
    expect((await setup(body(current!))).statusCode).toBe(403);
    later.mockRestore();

    const made = await setup(body(current!, { email: 'Owner@Shop.Example' }));
    expect(made.statusCode).toBe(200);
    const { staff: owner, session } = made.json();
    expect(owner).toMatchObject({ email: OWNER_EMAIL, role: 'OWNER', totpEnabled: false });
    expect(owner.permissions).toContain('staff:write');
    expect(owner).not.toHaveProperty('passwordHash');
    expect(session.accessToken).toMatch(/^sa_/);

    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/staff/me',
      headers: bearer(session.accessToken),
    });
    expect(me.json().staff.id).toBe(owner.id);
    expect(await needed()).toBe(false);
  });

  it('answers 409 once an owner exists, and prints no code any more', async () => {
    const again = await setup(body('anything'));
    expect(again.statusCode).toBe(409);
    expect(appCode(again)).toBe('STAFF_OWNER_EXISTS');
    expect(await issueSetupCode(t.app.ctx)).toBeUndefined();
  });

  it('keeps only the argon2id hash of the password, and the used setup code not at all', async () => {
    const [row] = await t.app.ctx.db.select().from(staff).where(eq(staff.email, OWNER_EMAIL));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await t.app.ctx.db.select().from(staffSetupCodes)).toEqual([]);
  });

  it('is not for an already elevated caller', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/staff/setup',
      headers: { authorization: ADMIN_KEY },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('setup races and guesses', () => {
  it('makes one owner of two setups at once with the same code', async () => {
    const other = await startTestApp();
    try {
      const code = await issueSetupCode(other.app.ctx);
      const [a, b] = await Promise.all(
        ['first@shop.example', 'second@shop.example'].map((email) =>
          other.app.inject({
            method: 'POST',
            url: '/v1/staff/setup',
            payload: body(code!, { email }),
          }),
        ),
      );
      expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
      const owners = await other.app.ctx.db.select().from(staff).where(eq(staff.role, 'OWNER'));
      expect(owners).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('answers 429 after 20 wrong codes from one address', async () => {
    const other = await startTestApp();
    try {
      const code = await issueSetupCode(other.app.ctx);
      const send = (setupCode: string) =>
        other.app.inject({
          method: 'POST',
          url: '/v1/staff/setup',
          payload: body(setupCode),
          remoteAddress: '10.1.2.3',
        });
      for (let i = 0; i < 20; i++) expect((await send(`wrong-${i}`)).statusCode).toBe(403);
      const locked = await send(code!);
      expect(locked.statusCode).toBe(429);
      expect(appCode(locked)).toBe('TOO_MANY_ATTEMPTS');
    } finally {
      await other.close();
    }
  });
});
