import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { permits, type RouteDef } from '../src/http/route-table';
import { permissionsOf } from '../src/http/permissions';
import { startTestApp, type TestApp } from './helpers';
import { addStaff, bearer, freshStaffSession, sessionOf, setUpOwner } from './staff-helpers';

const ZERO = '00000000-0000-0000-0000-000000000000';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200' });
  await setUpOwner(t.app);
});
afterAll(() => t.close());

const call = (def: RouteDef, token: string) =>
  t.app.inject({
    method: def.method,
    url: def.url.replace(/:[A-Za-z0-9_.]+/g, ZERO),
    headers: bearer(token),
    ...(def.method === 'GET' || def.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('permissions in the route table', () => {
  it('names a permission on every route an elevated caller may call', () => {
    const missing = t.app.routeTable
      .filter((def) => def.roles.includes('admin') && def.permission === undefined)
      .map((def) => `${def.method} ${def.url}`);
    expect(missing).toEqual([]);
  });

  it('refuses a read-only session every write route with 403 and lets it through every read route', async () => {
    const reader = await addStaff(t.app, 'READ_ONLY', 'reader@shop.example');
    const failures: string[] = [];
    const read = permissionsOf('READ_ONLY');
    for (const def of t.app.routeTable) {
      // Sessions end on logout: each call gets a fresh one (started directly: a password sign-in per route
      // would spend the test's time hashing).
      const token = await freshStaffSession(t.app, reader.id);
      const res = await call(def, token);
      const refused = res.statusCode === 401 || res.statusCode === 403;
      if (res.statusCode >= 500)
        failures.push(`${def.method} ${def.url}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      const allowed =
        def.roles.includes('admin') &&
        typeof def.permission === 'string' &&
        (def.permission === 'signed-in-staff' ||
          def.permission === 'any-caller' ||
          read.has(def.permission as never));
      if (allowed && refused)
        failures.push(`${def.method} ${def.url}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      if (!allowed && res.statusCode !== 403)
        failures.push(`${def.method} ${def.url}: ${res.statusCode}, expected 403`);
      if (def.permission?.endsWith(':write') && res.statusCode !== 403)
        failures.push(`${def.method} ${def.url} is a write: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('shows the mail outbox, and its password links, only to staff who may change settings', async () => {
    await addStaff(t.app, 'READ_ONLY', 'outbox-reader@shop.example');
    await addStaff(t.app, 'MANAGER', 'outbox-manager@shop.example');
    const outbox = async (email: string) =>
      t.app.inject({
        method: 'GET',
        url: '/v1/dev/outbox',
        headers: bearer(await sessionOf(t.app, email)),
      });
    expect((await outbox('outbox-reader@shop.example')).statusCode).toBe(403);
    const manager = await outbox('outbox-manager@shop.example');
    expect(manager.statusCode, manager.body).toBe(200);
  });

  it('stops a staff member without the permission before the handler', async () => {
    await addStaff(t.app, 'FULFILMENT', 'packer@shop.example');
    const token = await sessionOf(t.app, 'packer@shop.example');
    const before = (await t.app.ctx.db.select().from(products)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/products',
      headers: bearer(token),
      payload: { product: { name: 'Sneaked in', productType: 'physical', priceData: { price: 1 } } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().details.applicationError.code).toBe('PERMISSION_DENIED');
    expect((await t.app.ctx.db.select().from(products)).length).toBe(before);
  });

  it('lets a staff member with orders:read through a route shared by buyers and the shop', async () => {
    await addStaff(t.app, 'CATALOG', 'catalog@shop.example');
    const token = await sessionOf(t.app, 'catalog@shop.example');
    const res = await t.app.inject({ method: 'GET', url: `/v1/orders/${ZERO}`, headers: bearer(token) });
    expect(res.statusCode).toBe(404);
  });

  it('does not let a manager mint a member’s tokens (the authorized_client grant needs staff:write)', async () => {
    await addStaff(t.app, 'MANAGER', 'manager@shop.example');
    const token = await sessionOf(t.app, 'manager@shop.example');
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: bearer(token),
      payload: { grantType: 'authorized_client', scope: 'offline_access', memberId: ZERO },
    });
    expect(res.statusCode).toBe(403);
  });

  it('holds every permission for the operator key and no extra one for staff', () => {
    const apiKey = { role: 'admin' as const, actor: 'APP' as const };
    expect(permits(apiKey, 'staff:write')).toBe(true);
    expect(permits(apiKey, 'signed-in-staff')).toBe(false);
    const staffCaller = {
      ...apiKey,
      actor: 'WIX_USER' as const,
      permissions: permissionsOf('CATALOG'),
      staff: {
        staffId: ZERO,
        role: 'CATALOG' as const,
        email: 'c@shop.example',
        name: 'C',
        staffSessionId: ZERO,
      },
    };
    expect(permits(staffCaller, 'catalog:write')).toBe(true);
    expect(permits(staffCaller, 'orders:write')).toBe(false);
    expect(permits(staffCaller, undefined)).toBe(false);
    expect(permits(staffCaller, 'signed-in-staff')).toBe(true);
    const appKey = { ...apiKey, permissions: new Set(['orders:read' as const]) };
    expect(permits(appKey, 'orders:read')).toBe(true);
    expect(permits(appKey, 'orders:write')).toBe(false);
    expect(permits(appKey, 'signed-in-staff')).toBe(false);
  });
});
