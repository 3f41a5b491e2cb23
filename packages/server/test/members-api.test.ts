import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../src/db/schema';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { headers, memberLogin, uniqueEmail, visitorToken, type MemberLogin } from './auth-helpers';

let t: TestApp;
let ada: MemberLogin;
let bob: MemberLogin;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200' });
  ada = await memberLogin(t.app);
  bob = await memberLogin(t.app);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: headers(token) });
const post = (url: string, token: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: headers(token), payload: payload as object });

describe('my member', () => {
  it('answers field sets PUBLIC (default), EXTENDED and FULL', async () => {
    const pub = (await get('/v1/members/my', ada.access_token)).json().member;
    expect(Object.keys(pub).sort()).toEqual(['contactId', 'id', 'profile']);
    const ext = (await get('/v1/members/my?fieldSet=EXTENDED', ada.access_token)).json().member;
    expect(ext).toMatchObject({
      loginEmail: ada.email,
      loginEmailVerified: true,
      status: 'APPROVED',
      privacyStatus: 'PRIVATE',
      activityStatus: 'ACTIVE',
    });
    expect(ext.contact).toBeUndefined();
    const full = (await get('/v1/members/my?fieldsets=FULL', ada.access_token)).json().member;
    expect(full).toHaveProperty('contact');
    expect(full.lastLoginDate).toBeDefined();
    const bad = await get('/v1/members/my?fieldsets=SECRET', ada.access_token);
    expect(bad.json().details.validationError.fieldViolations[0].violatedRule).toBe('INVALID_ENUM_VALUE');
    expect((await get('/members/v1/members/my', ada.access_token)).statusCode).toBe(200);
  });

  it('sets a slug: format checked, unique', async () => {
    const res = await post('/v1/members/my/slug', ada.access_token, { slug: 'ada-l' });
    expect(res.json().member.profile.slug).toBe('ada-l');
    expect((await post('/v1/members/my/slug', bob.access_token, { slug: 'ada-l' })).statusCode).toBe(409);
    expect((await post('/v1/members/my/slug', bob.access_token, { slug: 'Not OK' })).statusCode).toBe(400);
  });

  it('joins and leaves the community, with member.updated events', async () => {
    expect((await post('/v1/members/join-community', ada.access_token)).json().member.privacyStatus).toBe(
      'PUBLIC',
    );
    const types = (await t.database.db.select().from(events).where(eq(events.entityId, ada.memberId))).map(
      (e) => e.type,
    );
    expect(types).toContain('member.updated');
    expect((await post('/v1/members/leave-community', bob.access_token)).json().member.privacyStatus).toBe(
      'PRIVATE',
    );
  });

  it('an API key has no member of its own', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/members/my', headers: asAdmin })).statusCode).toBe(
      404,
    );
  });
});

describe('reading other members', () => {
  it('shows only public data of public members, and hides private ones', async () => {
    await post('/v1/members/join-community', ada.access_token);
    await post('/v1/members/leave-community', bob.access_token);
    const seen = (await get(`/v1/members/${ada.memberId}?fieldsets=FULL`, bob.access_token)).json().member;
    expect(Object.keys(seen).sort()).toEqual(['contactId', 'id', 'profile']);
    expect((await get(`/v1/members/${bob.memberId}`, ada.access_token)).statusCode).toBe(404);
    const visitor = await visitorToken(t.app);
    expect((await get(`/v1/members/${ada.memberId}`, visitor)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/members/${ada.memberId}?fieldsets=FULL`,
          headers: asAdmin,
        })
      ).json().member.loginEmail,
    ).toBe(ada.email);
  });

  it('lists with paging and sorting; non-admins see public members only', async () => {
    const visitor = await visitorToken(t.app);
    const list = (await get('/v1/members?paging.limit=10&fieldsets=FULL', visitor)).json();
    expect(list.members.map((m: { id: string }) => m.id)).toEqual([ada.memberId]);
    expect(list.members[0].loginEmail).toBeUndefined();
    const all = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/members?paging.limit=1&sorting.fieldName=createdDate&sorting.order=ASC',
        headers: asAdmin,
      })
    ).json();
    expect(all.members).toHaveLength(1);
    expect(all.members[0].id).toBe(ada.memberId);
    expect(all.metadata).toMatchObject({ count: 1, offset: 0, total: 2 });
    const next = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/members?paging.limit=1&paging.offset=1&sorting.fieldName=createdDate&sorting.order=ASC',
        headers: asAdmin,
      })
    ).json();
    expect(next.members[0].id).toBe(bob.memberId);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/members?sorting.fieldName=loginEmail',
      headers: asAdmin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('queries through the shared query compiler', async () => {
    const visitor = await visitorToken(t.app);
    const res = await post('/v1/members/query', visitor, {
      query: { filter: { 'profile.slug': 'ada-l' }, paging: { limit: 5 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().members.map((m: { id: string }) => m.id)).toEqual([ada.memberId]);
    // loginEmail is not public: only an elevated caller may filter by it.
    expect(
      (await post('/v1/members/query', visitor, { query: { filter: { loginEmail: bob.email } } })).statusCode,
    ).toBe(400);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/v1/members/query',
      headers: asAdmin,
      payload: { query: { filter: JSON.stringify({ loginEmail: { $eq: bob.email } }) }, fieldsets: ['FULL'] },
    });
    expect(admin.json().members.map((m: { id: string }) => m.id)).toEqual([bob.memberId]);
    const sorted = await t.app.inject({
      method: 'POST',
      url: '/v1/members/query',
      headers: asAdmin,
      payload: { query: { sort: [{ fieldName: 'createdDate', order: 'DESC' }] } },
    });
    expect(sorted.json().members[0].id).toBe(bob.memberId);
  });
});

describe('management', () => {
  it('creates, updates, deletes parts and deletes members (elevated), with events', async () => {
    const email = uniqueEmail('created');
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/members',
      headers: asAdmin,
      payload: {
        member: {
          loginEmail: email,
          contact: {
            firstName: 'Cy',
            phones: ['+1 555'],
            emails: ['cy@work.example'],
            addresses: [{ city: 'Paris', tag: 'HOME' }],
          },
          profile: { nickname: 'cy' },
        },
      },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().member.id;
    expect(created.json().member).toMatchObject({
      loginEmail: email,
      status: 'APPROVED',
      contact: { phones: ['+1 555'] },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/members',
          headers: asAdmin,
          payload: { member: { loginEmail: email } },
        })
      ).statusCode,
    ).toBe(409);

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/v1/members/${id}`,
      headers: asAdmin,
      payload: { member: { contact: { lastName: 'Ber' }, activityStatus: 'MUTED' } },
    });
    expect(updated.json().member).toMatchObject({
      activityStatus: 'MUTED',
      contact: { firstName: 'Cy', lastName: 'Ber' },
    });
    for (const part of ['phones', 'emails', 'addresses']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/v1/members/${id}/${part}`,
        headers: asAdmin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().member.contact[part]).toBeUndefined();
    }
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/members/${id}`, headers: asAdmin })).json(),
    ).toEqual({});
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/members/${id}`, headers: asAdmin })).statusCode,
    ).toBe(404);
    const types = (await t.database.db.select().from(events).where(eq(events.entityId, id))).map(
      (e) => e.type,
    );
    expect(types).toEqual(expect.arrayContaining(['member.created', 'member.updated', 'member.deleted']));
    // The address is free again.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/members',
          headers: asAdmin,
          payload: { member: { loginEmail: email } },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a member updates its own contact and profile, not its status nor anyone else', async () => {
    const own = await t.app.inject({
      method: 'PATCH',
      url: `/v1/members/${bob.memberId}`,
      headers: headers(bob.access_token),
      payload: { member: { contact: { firstName: 'Bob' }, profile: { title: 'Potter' } } },
    });
    expect(own.json().member).toMatchObject({
      contact: { firstName: 'Bob' },
      profile: { title: 'Potter', nickname: 'Bob' },
    });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/v1/members/${bob.memberId}`,
          headers: headers(bob.access_token),
          payload: { member: { status: 'APPROVED' } },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/v1/members/${ada.memberId}`,
          headers: headers(bob.access_token),
          payload: { member: { contact: { firstName: 'X' } } },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/v1/members/${bob.memberId}/phones`,
          headers: headers(bob.access_token),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/v1/members/${ada.memberId}`,
          headers: headers(bob.access_token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/members',
          headers: headers(bob.access_token),
          payload: { member: { loginEmail: uniqueEmail() } },
        })
      ).statusCode,
    ).toBe(403);
  });
});
