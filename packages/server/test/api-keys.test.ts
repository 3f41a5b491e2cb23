import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeys, auditLog } from '../src/db/schema';
import { hashToken } from '../src/lib/crypto';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import { addStaff, bearer, sessionOf, setUpOwner } from './staff-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await setUpOwner(t.app);
});
afterAll(() => t.close());

const create = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/v1/api-keys', headers, payload: payload as object });
const list = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/v1/api-keys', headers });
const revoke = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/v1/api-keys/${id}`, headers });

async function newKey(permissions: string[], extra: Record<string, unknown> = {}) {
  const res = await create(asAdmin, { name: 'Warehouse sync', permissions, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { apiKey: { id: string; permissions: string[] }; secret: string };
}

describe('API keys', () => {
  it('answers the secret once, keeps only its SHA-256, and lists the key without it', async () => {
    const { apiKey, secret } = await newKey(['orders:read', 'catalog:read']);
    expect(secret).toMatch(/^ak_[A-Za-z0-9_-]{40,}$/);
    expect(apiKey.permissions).toEqual(['catalog:read', 'orders:read']);
    const [row] = await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row!.secretHash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    const listed = await list(asAdmin);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(secret);
    const mine = listed.json().apiKeys.find((k: { id: string }) => k.id === apiKey.id);
    expect(mine).toMatchObject({
      name: 'Warehouse sync',
      secretStart: secret.slice(0, 7),
      createdBy: 'operator',
    });
    expect(mine.lastUsedDate).toBeUndefined();
  });

  it('lets a key call exactly what its permissions allow, as an app, and records its last use', async () => {
    const { apiKey, secret } = await newKey(['orders:read']);
    const read = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/search',
      headers: bearer(secret),
      payload: {},
    });
    expect(read.statusCode, read.body).toBe(200);
    const write = await t.app.inject({
      method: 'POST',
      url: '/v1/products',
      headers: bearer(secret),
      payload: { product: { name: 'No', productType: 'physical', priceData: { price: 1 } } },
    });
    expect(write.statusCode).toBe(403);
    expect(appCode(write)).toBe('PERMISSION_DENIED');
    // The Wix form, without "Bearer", works too; a staff account route is no key's.
    const me = await t.app.inject({ method: 'GET', url: '/v1/staff/me', headers: { authorization: secret } });
    expect(me.statusCode).toBe(403);
    const mine = (await list(asAdmin)).json().apiKeys.find((k: { id: string }) => k.id === apiKey.id);
    expect(Date.parse(mine.lastUsedDate)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('writes the last use at most every 15 seconds', async () => {
    const { apiKey, secret } = await newKey(['orders:read']);
    const call = () => t.app.inject({ method: 'GET', url: '/v1/api-keys', headers: bearer(secret) });
    expect((await call()).statusCode).toBe(403);
    const lastUse = async () =>
      (
        await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id))
      )[0]!.lastUsedDate!.getTime();
    const first = await lastUse();
    await call();
    expect(await lastUse()).toBe(first);
    vi.spyOn(Date, 'now').mockReturnValue(first + 16_000);
    try {
      await call();
    } finally {
      vi.restoreAllMocks();
    }
    expect(await lastUse()).toBe(first + 16_000);
  });

  it('revokes at once: the next call is a 401, and the key leaves the list', async () => {
    const { apiKey, secret } = await newKey(['orders:read']);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/search',
      headers: bearer(secret),
      payload: {},
    });
    expect(ok.statusCode).toBe(200);
    const gone = await revoke(asAdmin, apiKey.id);
    expect(gone.statusCode, gone.body).toBe(200);
    const after = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/search',
      headers: bearer(secret),
      payload: {},
    });
    expect(after.statusCode).toBe(401);
    expect(appCode(after)).toBe('INVALID_TOKEN');
    expect((await list(asAdmin)).json().apiKeys.map((k: { id: string }) => k.id)).not.toContain(apiKey.id);
    expect((await revoke(asAdmin, apiKey.id)).statusCode).toBe(404);
    expect((await revoke(asAdmin, '00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });

  it('refuses an expired key with 401, and an expiry in the past with 400', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const { secret } = await newKey(['orders:read'], { expiresDate: soon });
    const call = () =>
      t.app.inject({ method: 'POST', url: '/v1/orders/search', headers: bearer(secret), payload: {} });
    expect((await call()).statusCode).toBe(200);
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse(soon) + 1);
    try {
      expect((await call()).statusCode).toBe(401);
    } finally {
      vi.restoreAllMocks();
    }
    const past = await create(asAdmin, { name: 'x', permissions: [], expiresDate: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(appCode(past)).toBe('API_KEY_EXPIRY_PAST');
  });

  it('answers 400 naming an unknown permission, and 400 for a malformed body', async () => {
    const res = await create(asAdmin, { name: 'x', permissions: ['orders:read', 'orders:delete'] });
    expect(res.statusCode).toBe(400);
    const violations = res.json().details.validationError.fieldViolations;
    expect(violations[0]).toMatchObject({ field: 'permissions', violatedRule: 'INVALID_ENUM_VALUE' });
    expect(violations[0].description).toContain('"orders:delete" is not a permission');
    expect((await create(asAdmin, { permissions: [] })).statusCode).toBe(400);
    expect((await create(asAdmin, { name: 'x', permissions: [], extra: 1 })).statusCode).toBe(400);
  });

  it('gives a key at most its creator’s permissions: more is a 403 naming them', async () => {
    // An OWNER holds every permission, MANAGER no staff:*; only staff:write may make keys at all.
    const ownerToken = await sessionOf(t.app, 'owner@shop.example');
    const byOwner = await create(bearer(ownerToken), {
      name: 'owner’s',
      permissions: ['staff:read', 'orders:write'],
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json().apiKey.createdBy).toMatch(/^staff:/);
    const { secret } = await newKey(['staff:write', 'staff:read', 'catalog:read']);
    const narrower = await create(bearer(secret), { name: 'child', permissions: ['catalog:read'] });
    expect(narrower.statusCode, narrower.body).toBe(200);
    const wider = await create(bearer(secret), {
      name: 'child',
      permissions: ['catalog:read', 'catalog:write'],
    });
    expect(wider.statusCode).toBe(403);
    expect(appCode(wider)).toBe('PERMISSION_NOT_HELD');
    expect(wider.json().message).toBe(
      'An API key can hold only permissions its creator holds; you do not hold catalog:write',
    );
  });

  it('needs staff:write to make or revoke keys and staff:read to list them', async () => {
    await addStaff(t.app, 'MANAGER', 'keys-manager@shop.example');
    const manager = bearer(await sessionOf(t.app, 'keys-manager@shop.example'));
    expect((await create(manager, { name: 'x', permissions: [] })).statusCode).toBe(403);
    expect((await list(manager)).statusCode).toBe(403);
    const { apiKey } = await newKey([]);
    expect((await revoke(manager, apiKey.id)).statusCode).toBe(403);
    const { secret: reader } = await newKey(['staff:read']);
    expect((await list(bearer(reader))).statusCode).toBe(200);
    expect((await create(bearer(reader), { name: 'x', permissions: [] })).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);
  });

  it('audits making and revoking a key, without its secret', async () => {
    const { apiKey, secret } = await newKey(['orders:read']);
    await revoke(asAdmin, apiKey.id);
    const entries = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, apiKey.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['apiKey.created', 'apiKey.revoked']);
    expect(entries.every((e) => e.actorKind === 'operator')).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(secret);
  });
});
