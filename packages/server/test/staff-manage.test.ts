import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../src/app';
import { staff } from '../src/db/schema';
import { ADMIN_KEY, appCode, freshSharedDatabase, startTestApp, testConfig, type TestApp } from './helpers';
import { addStaff, bearer, login, sessionOf, setUpOwner } from './staff-helpers';

let t: TestApp;
let owner: string;
let ownerId: string;
beforeAll(async () => {
  t = await startTestApp();
  const made = await setUpOwner(t.app);
  owner = made.session.accessToken;
  ownerId = made.staff.id;
});
afterAll(() => t.close());

const patch = (app: App, id: string, payload: Record<string, unknown>, token = owner) =>
  app.inject({ method: 'PATCH', url: `/v1/staff/${id}`, headers: bearer(token), payload });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/v1/staff/me', headers: bearer(token) });

describe('the owner changes a person', () => {
  it('changes a role: the person holds the new role’s permissions on their next request', async () => {
    const row = await addStaff(t.app, 'READ_ONLY', 'promoted@shop.example');
    const token = await sessionOf(t.app, 'promoted@shop.example');
    const res = await patch(t.app, row.id, { role: 'CATALOG' });
    expect(res.statusCode).toBe(200);
    expect(res.json().staff).toMatchObject({ id: row.id, role: 'CATALOG', disabled: false });
    expect((await me(token)).json().staff.permissions).toContain('catalog:write');
  });

  it('disables a person: their sessions end at once and they cannot sign in; enabling lets them back', async () => {
    const row = await addStaff(t.app, 'FULFILMENT', 'leaving@shop.example');
    const token = await sessionOf(t.app, 'leaving@shop.example');
    const res = await patch(t.app, row.id, { disabled: true });
    expect(res.json().staff.disabled).toBe(true);
    expect((await me(token)).statusCode).toBe(401);
    expect(appCode(await login(t.app, 'leaving@shop.example'))).toBe('STAFF_INVALID_CREDENTIALS');
    expect((await patch(t.app, row.id, { disabled: false })).json().staff.disabled).toBe(false);
    expect((await login(t.app, 'leaving@shop.example')).statusCode).toBe(200);
  });

  it('never demotes or disables the last enabled owner (409), and refuses to disable oneself', async () => {
    const demote = await patch(t.app, ownerId, { role: 'MANAGER' });
    expect(demote.statusCode).toBe(409);
    expect(appCode(demote)).toBe('STAFF_LAST_OWNER');
    expect(demote.json().message).toContain('last owner');
    const byKey = await t.app.inject({
      method: 'PATCH',
      url: `/v1/staff/${ownerId}`,
      headers: { authorization: ADMIN_KEY },
      payload: { disabled: true },
    });
    expect(byKey.statusCode).toBe(409);
    expect(appCode(byKey)).toBe('STAFF_LAST_OWNER');

    const self = await patch(t.app, ownerId, { disabled: true });
    expect(self.statusCode).toBe(409);
    expect(appCode(self)).toBe('STAFF_CANNOT_DISABLE_SELF');

    // A disabled owner does not count: with a second owner disabled, the first is still the last.
    const second = await addStaff(t.app, 'OWNER', 'second-owner@shop.example');
    await t.app.ctx.db.update(staff).set({ disabled: true }).where(eq(staff.id, second.id));
    expect(appCode(await patch(t.app, ownerId, { role: 'READ_ONLY' }))).toBe('STAFF_LAST_OWNER');
    // Once the second is enabled, the first may step down (and the second may not, then).
    const secondToken = await (async () => {
      await patch(t.app, second.id, { disabled: false });
      return sessionOf(t.app, 'second-owner@shop.example');
    })();
    const stepDown = await patch(t.app, ownerId, { role: 'MANAGER' }, secondToken);
    expect(stepDown.statusCode).toBe(200);
    expect(appCode(await patch(t.app, second.id, { role: 'MANAGER' }, secondToken))).toBe('STAFF_LAST_OWNER');
    expect((await patch(t.app, ownerId, { role: 'OWNER' }, secondToken)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id, 400 for a bad one or body', async () => {
    const unknown = await patch(t.app, crypto.randomUUID(), { role: 'CATALOG' });
    expect(unknown.statusCode).toBe(404);
    expect((await patch(t.app, 'nope', { role: 'CATALOG' })).statusCode).toBe(400);
    expect((await patch(t.app, ownerId, { role: 'KING' })).statusCode).toBe(400);
    expect((await patch(t.app, ownerId, { name: 'x' })).statusCode).toBe(400);
  });

  it('is the owner’s act: a manager (no staff:*) is refused 403, a visitor 401', async () => {
    const target = await addStaff(t.app, 'READ_ONLY', 'target@shop.example');
    await addStaff(t.app, 'MANAGER', 'boss@shop.example');
    const manager = await sessionOf(t.app, 'boss@shop.example');
    expect((await patch(t.app, target.id, { role: 'OWNER' }, manager)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/v1/staff/${target.id}`,
      payload: { disabled: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('two owners demoted at once', () => {
  it('leaves one owner, however the two changes interleave (each its own connection on PostgreSQL)', async () => {
    const [first, second] = await freshSharedDatabase(2);
    const apps = await Promise.all(
      [first!, second!].map(async (database) => {
        const app = await buildApp({ config: testConfig(), database, logger: false });
        await app.ready();
        return app;
      }),
    );
    try {
      const a = await setUpOwner(apps[0]!, 'a@shop.example');
      const b = await addStaff(apps[0]!, 'OWNER', 'b@shop.example');
      const bToken = await sessionOf(apps[1]!, 'b@shop.example');
      for (let round = 0; round < 5; round++) {
        const [one, two] = await Promise.all([
          patch(apps[0]!, a.staff.id, { role: 'MANAGER' }, bToken),
          patch(apps[1]!, b.id, { role: 'MANAGER' }, a.session.accessToken),
        ]);
        // One demotion wins. The other is refused as the last owner's (409) or, when the winner committed
        // before the loser's permissions were read, as no longer an owner's act (403).
        const codes = [one.statusCode, two.statusCode].sort();
        expect(codes[0]).toBe(200);
        expect([403, 409]).toContain(codes[1]);
        const owners = await apps[0]!.ctx.db
          .select({ id: staff.id })
          .from(staff)
          .where(eq(staff.role, 'OWNER'));
        expect(owners).toHaveLength(1);
        // Both owners again for the next round.
        await apps[0]!.ctx.db.update(staff).set({ role: 'OWNER' });
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await second!.close();
      await first!.close();
    }
  });
});
