import { failingCommit } from './audit-helpers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../src/db/schema';
import { pruneAuditLog } from '../src/modules/audit';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { createProduct } from './catalog-helpers';
import { BANK, draftOf, ORDERS_TEST_ENV, placeOrder } from './orders-helpers';
import { addStaff, bearer, enrolTotp, login, sessionOf, setUpOwner, STAFF_PASSWORD } from './staff-helpers';
import { codeAt } from '../src/modules/staff/totp';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(ORDERS_TEST_ENV);
  await setUpOwner(t.app);
});
afterAll(() => t.close());

const query = (q: unknown, headers: Record<string, string> = asAdmin) =>
  t.app.inject({ method: 'POST', url: '/v1/audit-log/query', headers, payload: { query: q } });
const entriesFor = async (entityId: string) =>
  (await query({ filter: { 'entity.id': entityId } })).json().entries as any[];

describe('audit log: a product change', () => {
  it('records create, update and delete with the actor, the client and the changed fields', async () => {
    const product = await createProduct(t.app, { name: 'Audited vase', priceData: { price: '20.00' } });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${product.id}`,
      headers: { ...asAdmin, 'user-agent': 'Audit test' },
      remoteAddress: '10.9.9.9',
      payload: { product: { priceData: { price: '24.00' }, ribbon: 'New' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [updated, created] = await entriesFor(product.id);
    expect(created).toMatchObject({ action: 'product.created', entity: { type: 'product', id: product.id } });
    expect(created.after).toMatchObject({ name: 'Audited vase' });
    expect(created.before).toBeUndefined();
    expect(updated).toMatchObject({
      action: 'product.updated',
      actor: { kind: 'operator', id: 'operator', name: 'Operator key' },
      address: '10.9.9.9',
      userAgent: 'Audit test',
    });
    expect(updated.before.priceData.price).toBe(20);
    expect(updated.after.priceData.price).toBe(24);
    expect(updated.before.ribbon).toBeUndefined();
    expect(updated.after.ribbon).toBe('New');
    // Only what changed: the name did not.
    expect(updated.after.name).toBeUndefined();
    expect(updated.after.lastUpdated).toBeUndefined();

    await t.app.inject({ method: 'DELETE', url: `/v1/products/${product.id}`, headers: asAdmin });
    const [deleted] = await entriesFor(product.id);
    expect(deleted).toMatchObject({ action: 'product.deleted', before: { name: 'Audited vase' } });
    expect(deleted.after).toBeUndefined();
  });

  it('names the staff member who made the change', async () => {
    await addStaff(t.app, 'CATALOG', 'cataloguer@shop.example');
    const token = await sessionOf(t.app, 'cataloguer@shop.example');
    const product = await createProduct(t.app, { name: 'Staff vase', priceData: { price: '5.00' } });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${product.id}`,
      headers: bearer(token),
      payload: { product: { name: 'Staff vase, renamed' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await entriesFor(product.id);
    expect(entry.actor).toMatchObject({ kind: 'staff', name: 'CATALOG', email: 'cataloguer@shop.example' });
    expect(entry).toMatchObject({ before: { name: 'Staff vase' }, after: { name: 'Staff vase, renamed' } });
  });

  it('writes the entry in the change’s transaction: a change failing at commit leaves no entry', async () => {
    const product = await createProduct(t.app, { name: 'Doomed vase', priceData: { price: '5.00' } });
    const drop = await failingCommit(t.app.ctx.db, 'products', product.id);
    try {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/v1/products/${product.id}`,
        headers: asAdmin,
        payload: { product: { name: 'Never saved' } },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await drop();
    }
    expect((await entriesFor(product.id)).map((e) => e.action)).toEqual(['product.created']);
  });
});

describe('audit log: an order refund', () => {
  let vase: any;
  beforeAll(async () => {
    vase = await createProduct(t.app, { name: 'Refund vase', priceData: { price: '25.00' } });
  });
  const paidOrder = async () => {
    const row = await placeOrder(
      t.app,
      draftOf([{ productId: vase.id, quantity: 2, unitPrice: '25.00' }], { paymentMethod: BANK }),
    );
    const paid = await t.app.inject({
      method: 'POST',
      url: `/v1/orders/${row.id}/mark-as-paid`,
      headers: asAdmin,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return row;
  };
  const refund = (id: string, headers = asAdmin) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/order-refunds/orders/${id}/refund`,
      headers,
      payload: { refundDetails: { items: [{ lineItemId: 'line-1', quantity: 1 }], reason: 'Chipped' } },
    });

  it('records the refund with the order’s fields before and after, by the API key that made it', async () => {
    const row = await paidOrder();
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: asAdmin,
      payload: { name: 'Returns desk', permissions: ['orders:write'] },
    });
    const { apiKey, secret } = made.json();
    const res = await refund(row.id, bearer(secret));
    expect(res.statusCode, res.body).toBe(200);
    const [entry, paid] = await entriesFor(row.id);
    expect(paid.action).toBe('order.marked_paid');
    expect(entry).toMatchObject({
      action: 'order.refunded',
      entity: { type: 'order', id: row.id },
      actor: { kind: 'apiKey', id: apiKey.id, name: 'Returns desk' },
      before: { paymentStatus: 'PAID' },
      after: { paymentStatus: 'PARTIALLY_REFUNDED' },
    });
    expect(entry.before.lineItems[0].refundQuantity ?? 0).toBe(0);
    expect(entry.after.lineItems[0].refundQuantity).toBe(1);
    expect(entry.after.activities.at(-1)).toMatchObject({ type: 'ORDER_REFUNDED' });
    expect(entry.after.number).toBeUndefined();
  });

  it('leaves no entry when the refund fails, at its checks or at commit', async () => {
    const row = await paidOrder();
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: `/v1/order-refunds/orders/${row.id}/refund`,
      headers: asAdmin,
      payload: { amount: { amount: '999.00' } },
    });
    expect(tooMuch.statusCode).toBe(409);
    const drop = await failingCommit(t.app.ctx.db, 'orders', row.id);
    try {
      expect((await refund(row.id)).statusCode).toBe(500);
    } finally {
      await drop();
    }
    expect((await entriesFor(row.id)).map((e) => e.action)).toEqual(['order.marked_paid']);
    const again = await refund(row.id);
    expect(again.statusCode, again.body).toBe(200);
    expect((await entriesFor(row.id)).map((e) => e.action)).toEqual(['order.refunded', 'order.marked_paid']);
  });
});

describe('audit log: staff sign-in', () => {
  it('records every step, accepted or refused, with the address', async () => {
    await addStaff(t.app, 'MANAGER', 'signer@shop.example');
    await login(t.app, 'signer@shop.example', 'wrong password', '10.1.1.1');
    await login(t.app, 'nobody@shop.example', 'wrong password', '10.1.1.2');
    const token = await sessionOf(t.app, 'signer@shop.example');
    const { secret } = await enrolTotp(t.app, token);
    const challenge = (await login(t.app, 'signer@shop.example')).json().challengeToken;
    const second = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/staff/login/second-factor',
        payload: { challengeToken: challenge, code },
      });
    expect((await second('000000')).statusCode).toBe(401);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 31_000);
    try {
      expect((await second(codeAt(secret, Date.now()))).statusCode).toBe(200);
    } finally {
      vi.restoreAllMocks();
    }
    const mine = (
      await query({
        filter: { 'actor.email': 'signer@shop.example' },
        sort: [{ fieldName: 'createdDate', order: 'ASC' }],
      })
    )
      .json()
      .entries.map((e: any) => [e.action, e.after?.reason ?? e.after?.method]);
    expect(mine).toEqual([
      ['staff.login_failed', 'WRONG_PASSWORD'],
      ['staff.login_succeeded', 'password'],
      ['staff.second_factor_enabled', undefined],
      ['staff.login_password_accepted', undefined],
      ['staff.second_factor_failed', 'WRONG_CODE'],
      ['staff.login_succeeded', 'totp'],
    ]);
    const unknown = await entriesFor('nobody@shop.example');
    expect(unknown[0]).toMatchObject({
      action: 'staff.login_failed',
      address: '10.1.1.2',
      actor: { kind: 'staff', email: 'nobody@shop.example' },
      after: { reason: 'UNKNOWN_EMAIL' },
    });
    expect(JSON.stringify(await entriesFor('signer@shop.example'))).not.toContain(STAFF_PASSWORD);
  });
});

describe('POST /v1/audit-log/query', () => {
  it('filters by action and dates and pages by cursor', async () => {
    for (const name of ['Page one', 'Page two', 'Page three'])
      await createProduct(t.app, { name, priceData: { price: '1.00' } });
    const since = new Date(Date.now() - 60_000).toISOString();
    const first = await query({
      filter: { action: 'product.created', createdDate: { $gte: since } },
      cursorPaging: { limit: 2 },
    });
    expect(first.statusCode, first.body).toBe(200);
    const a = first.json();
    expect(a.entries).toHaveLength(2);
    expect(a.entries.every((e: any) => e.action === 'product.created')).toBe(true);
    expect(a.metadata.cursors.next).toBeTruthy();
    const next = (await query({ cursorPaging: { limit: 2, cursor: a.metadata.cursors.next } })).json();
    expect(next.entries.length).toBeGreaterThan(0);
    const seen = new Set(a.entries.map((e: any) => e.id));
    expect(next.entries.some((e: any) => seen.has(e.id))).toBe(false);
    const none = await query({ filter: { createdDate: { $lt: '2000-01-01T00:00:00Z' } } });
    expect(none.json().entries).toEqual([]);
  });

  it('answers 400 for a field outside the language, and needs staff:read', async () => {
    const bad = await query({ filter: { secret: 'x' } });
    expect(bad.statusCode).toBe(400);
    await addStaff(t.app, 'MANAGER', 'auditless@shop.example');
    const manager = bearer(await sessionOf(t.app, 'auditless@shop.example'));
    expect((await query({}, manager)).statusCode).toBe(403);
    expect((await query({}, {})).statusCode).toBe(401);
  });

  it('has no route that edits or deletes an entry', () => {
    const writes = t.app.routeTable.filter(
      (d) => d.url.startsWith('/v1/audit-log') && d.url !== '/v1/audit-log/query',
    );
    expect(writes).toEqual([]);
  });

  it('prunes entries older than AUDIT_RETENTION_DAYS', async () => {
    const db = t.app.ctx.db;
    await db.insert(auditLog).values([
      { ...oldEntry('kept'), createdDate: new Date(Date.now() - 364 * 86_400_000) },
      { ...oldEntry('pruned'), createdDate: new Date(Date.now() - 366 * 86_400_000) },
    ]);
    await pruneAuditLog(db, t.app.ctx.config, Date.now() + 120_000);
    const left = (await db.select().from(auditLog)).map((e) => e.entityId);
    expect(left).toContain('kept');
    expect(left).not.toContain('pruned');
  });
});

const oldEntry = (id: string) => ({
  actorKind: 'operator' as const,
  actorId: 'operator',
  actorName: 'Operator key',
  action: 'product.updated',
  entityType: 'product',
  entityId: id,
});
