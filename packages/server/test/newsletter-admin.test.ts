import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../src/http/permissions';
import { memberToken } from './auth-helpers';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import { addStaff, bearer, freshStaffSession, ownerSession } from './staff-helpers';

// The staff's view of the newsletter: the list of subscribers and the CSV export of the confirmed ones.

let t: TestApp;
const sessions = new Map<StaffRole, string>();
beforeAll(async () => {
  t = await startTestApp();
  sessions.set('OWNER', await ownerSession(t.app));
  for (const role of ['MANAGER', 'FULFILMENT', 'CATALOG', 'READ_ONLY'] as const) {
    const person = await addStaff(t.app, role, `${role.toLowerCase()}@shop.example`);
    sessions.set(role, await freshStaffSession(t.app, person.id));
  }
  // Stored as the double opt-in leaves them: two confirmed (one spreadsheet-hostile), one pending.
  await t.app.ctx.db.execute(sql`insert into newsletter_subscriptions (email, created_date, confirmed_date)
    values ('ada@shop.example', '2026-01-01T10:00:00Z', '2026-01-01T10:05:00Z'),
           ('=cmd|"/c calc"!a1@evil.example', '2026-01-02T10:00:00Z', '2026-01-02T10:05:00Z'),
           ('pending@shop.example', '2026-01-03T10:00:00Z', null)`);
});
afterAll(() => t.close());

const query = (body: object, auth: Record<string, string> = asAdmin) =>
  t.app.inject({ method: 'POST', url: '/v1/newsletter/subscriptions/query', headers: auth, payload: body });
const exportCsv = (auth: Record<string, string> = asAdmin) =>
  t.app.inject({ method: 'GET', url: '/v1/newsletter/subscriptions/export', headers: auth });

describe('POST /v1/newsletter/subscriptions/query', () => {
  it('lists subscribers newest first, with their status', async () => {
    const res = await query({});
    expect(res.statusCode, res.body).toBe(200);
    const { subscribers, metadata } = res.json();
    expect(subscribers.map((s: { email: string }) => s.email)).toEqual([
      'pending@shop.example',
      '=cmd|"/c calc"!a1@evil.example',
      'ada@shop.example',
    ]);
    expect(subscribers[0]).toMatchObject({ status: 'PENDING' });
    expect(subscribers[0].confirmedDate).toBeUndefined();
    expect(subscribers[2]).toMatchObject({ status: 'CONFIRMED', confirmedDate: '2026-01-01T10:05:00.000Z' });
    expect(metadata).toMatchObject({ total: 3, items: 3, offset: 0 });
  });

  it('filters by part of the address and by status, and pages', async () => {
    const byEmail = await query({ query: { filter: { email: { $contains: 'ADA@' } } } });
    expect(byEmail.json().subscribers.map((s: { email: string }) => s.email)).toEqual(['ada@shop.example']);
    const pending = await query({ query: { filter: { status: 'PENDING' } } });
    expect(pending.json().metadata.total).toBe(1);
    const second = await query({ query: { paging: { limit: 1, offset: 1 } } });
    expect(second.json()).toMatchObject({ metadata: { items: 1, offset: 1, total: 3 } });
  });

  it('refuses a malformed query with the field concerned', async () => {
    const res = await query({ query: { filter: { status: 'MAYBE' } } });
    expect(res.statusCode).toBe(400);
    const unknown = await query({ query: { filter: { password: 'x' } } });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('GET /v1/newsletter/subscriptions/export', () => {
  it('answers the confirmed subscribers as CSV, formulas defused and quotes doubled', async () => {
    const res = await exportCsv();
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ contentType: 'text/csv', count: 2 });
    expect(answer.fileName).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(answer.csv).toBe(
      'email,subscribed,confirmed\r\n' +
        'ada@shop.example,2026-01-01T10:00:00.000Z,2026-01-01T10:05:00.000Z\r\n' +
        `"'=cmd|""/c calc""!a1@evil.example",2026-01-02T10:00:00.000Z,2026-01-02T10:05:00.000Z\r\n`,
    );
    expect(answer.csv).not.toContain('pending@shop.example');
  });
});

describe('who may read the audience', () => {
  it('staff holding marketing:read (owner, manager, read-only) and the operator; not the others', async () => {
    const expected: Record<StaffRole, number> = {
      OWNER: 200,
      MANAGER: 200,
      READ_ONLY: 200,
      FULFILMENT: 403,
      CATALOG: 403,
    };
    for (const [role, status] of Object.entries(expected) as [StaffRole, number][]) {
      const auth = bearer(sessions.get(role)!);
      expect((await query({}, auth)).statusCode, `${role} query`).toBe(status);
      expect((await exportCsv(auth)).statusCode, `${role} export`).toBe(status);
    }
    expect((await exportCsv()).statusCode).toBe(200);
    const refused = await exportCsv({ authorization: await memberToken(t.app) });
    expect(refused.statusCode).toBe(403);
    expect((await exportCsv({})).statusCode).toBe(401);
    expect(appCode(refused)).toBeTruthy();
  });
});
