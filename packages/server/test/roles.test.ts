import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../src/http/auth';
import { SIGNED_IN_STAFF } from '../src/http/route-table';
import { ADMIN_KEY, startTestApp, type TestApp } from './helpers';
import { memberLogin, visitorToken } from './auth-helpers';
import { freshStaffSession, setUpOwner } from './staff-helpers';

/**
 * Walks the WHOLE route table against every role: a role a route does not allow gets 401 (none) or 403;
 * a role it allows never does. Admin is tried both as an app (API key) and as the owner's staff session.
 */
const ZERO = '00000000-0000-0000-0000-000000000000';

interface Who {
  name: string;
  role: Role;
  token?: () => Promise<string>;
  memberId?: string;
  /** A staff session: it may also call the account routes of SIGNED_IN_STAFF. */
  staff?: boolean;
}

let t: TestApp;
let callers: Who[];
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200' });
  const owner = await setUpOwner(t.app);
  // Some calls end the caller's session (logout): the walk below asks for a new token when it meets one.
  const member = await memberLogin(t.app);
  const fresh = async (memberId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { authorization: ADMIN_KEY },
      payload: { grantType: 'authorized_client', scope: 'offline_access', memberId },
    });
    return res.json().access_token as string;
  };
  callers = [
    { name: 'none', role: 'none' },
    { name: 'visitor', role: 'visitor', token: () => visitorToken(t.app) },
    { name: 'member', role: 'member', token: () => fresh(member.memberId), memberId: member.memberId },
    { name: 'admin (API key)', role: 'admin', token: async () => ADMIN_KEY },
    {
      name: 'admin (the owner, staff)',
      role: 'admin',
      token: () => freshStaffSession(t.app, owner.staff.id),
      staff: true,
    },
  ];
});
afterAll(() => t.close());

/** A member acts on itself (its own id is allowed where others' are not); admins on nothing that exists. */
function urlFor(url: string, who: Who): string {
  return url.replace(/:[A-Za-z0-9_.]+/g, () => (who.role === 'member' ? who.memberId : undefined) ?? ZERO);
}

describe('route table roles', () => {
  it('refuses every disallowed role and lets every allowed role through', async () => {
    const failures: string[] = [];
    expect(t.app.routeTable.length).toBeGreaterThan(30);
    const kept = new Map<string, string>();
    const tokenOf = async (who: Who, fresh: boolean) => {
      if (!who.token) return undefined;
      if (fresh || !kept.has(who.name)) kept.set(who.name, await who.token());
      return kept.get(who.name);
    };
    const check = async (def: (typeof t.app.routeTable)[number], who: Who, fresh: boolean) => {
      const token = await tokenOf(who, fresh);
      const res = await t.app.inject({
        method: def.method,
        url: urlFor(def.url, who),
        headers: token ? { authorization: token } : {},
        ...(def.method === 'GET' || def.method === 'DELETE' ? {} : { payload: {} }),
      });
      // A site user's own account routes take a staff session only (staff-permissions.test.ts).
      const allowed = def.roles.includes(who.role) && (who.staff || def.permission !== SIGNED_IN_STAFF);
      const refused = res.statusCode === 401 || res.statusCode === 403;
      const expected = who.role === 'none' ? 401 : 403;
      if (allowed && refused)
        return `${def.method} ${def.url} as ${who.name}: ${res.statusCode} ${res.body.slice(0, 120)}`;
      if (!allowed && res.statusCode !== expected)
        return `${def.method} ${def.url} as ${who.name}: ${res.statusCode}, expected ${expected}`;
      return undefined;
    };
    for (const def of t.app.routeTable) {
      for (const who of callers) {
        // A caller keeps its session from route to route; some calls end it (logout), so an answer that
        // breaks the rule counts only when a new session gets it too.
        const failure = (await check(def, who, false)) && (await check(def, who, true));
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

/**
 * The outbox holds every member's verification codes and password links: only the operator's key and a staff
 * session holding settings:write (the owner's) read it, whatever NODE_ENV says (`npm start` once left it open to everyone outside production).
 */
describe.each(['development', 'production'])('the mail outbox with NODE_ENV=%s', (mode) => {
  let app: TestApp;
  let member: Awaited<ReturnType<typeof memberLogin>>;
  let outboxCallers: { name: string; token?: string; reads: boolean }[];
  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA_MAX_NUMBER: '200', NODE_ENV: mode });
    const owner = await setUpOwner(app.app);
    member = await memberLogin(app.app);
    const another = await memberLogin(app.app);
    outboxCallers = [
      { name: 'no token', reads: false },
      { name: 'a visitor', token: await visitorToken(app.app), reads: false },
      { name: 'the member', token: member.access_token, reads: false },
      { name: 'another member', token: another.access_token, reads: false },
      { name: 'the owner (staff)', token: `Bearer ${owner.session.accessToken}`, reads: true },
      { name: 'the operator key', token: ADMIN_KEY, reads: true },
      { name: 'the operator key as a bearer token', token: `Bearer ${ADMIN_KEY}`, reads: true },
    ];
  });
  afterAll(() => app.close());

  it('lets only the operator key and the owner read it; everyone else gets 401 or 403 and no mail', async () => {
    for (const who of outboxCallers) {
      for (const query of [{}, { to: member.email }] as Record<string, string>[]) {
        const res = await app.app.inject({
          method: 'GET',
          url: '/v1/dev/outbox',
          query,
          headers: who.token ? { authorization: who.token } : {},
        });
        const where = `${who.name}, ${JSON.stringify(query)}`;
        if (who.reads) {
          expect(res.statusCode, where).toBe(200);
          expect(res.body, where).toMatch(/verification code/);
          continue;
        }
        expect(res.statusCode, where).toBe(who.token ? 403 : 401);
        expect(res.json().details.applicationError.code, where).toBe(
          who.token ? 'PERMISSION_DENIED' : 'UNAUTHENTICATED',
        );
        expect(res.body, where).not.toContain(member.email);
        expect(res.body, where).not.toMatch(/\b\d{6}\b/);
      }
    }
  }, 120_000);
});
