import { describe, expect, it } from 'vitest';
import { fakeFetch, type FakeAnswer } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ContextError, ValidationError } from '../errors';
import { members } from './members';

const wireMember = {
  id: 'm1',
  loginEmail: 'ada@example.com',
  status: 'APPROVED',
  profile: { nickname: 'ada', slug: 'ada', photo: { id: 'p1', url: 'https://img.test/a.png' } },
  contact: { firstName: 'Ada', addresses: [{ id: 'a1', city: 'London', location: { latitude: 'NaN' } }] },
  createdDate: '2026-01-01T00:00:00.000Z',
  lastLoginDate: '2026-02-01T00:00:00.000Z',
};
const clientMember = {
  _id: 'm1',
  loginEmail: 'ada@example.com',
  status: 'APPROVED',
  profile: { nickname: 'ada', slug: 'ada', photo: { _id: 'p1', url: 'https://img.test/a.png' } },
  contact: {
    firstName: 'Ada',
    addresses: [{ _id: 'a1', city: 'London', location: { latitude: Number.NaN } }],
  },
  _createdDate: new Date('2026-01-01T00:00:00.000Z'),
  lastLoginDate: new Date('2026-02-01T00:00:00.000Z'),
};
const metadata = { count: 1, items: 1, offset: 0, total: 1, tooManyToCount: false, cursors: {} };

const setup = (answer: FakeAnswer = { body: { member: wireMember } }, elevated = false) => {
  const { fetch, calls } = fakeFetch(answer);
  const auth = elevated ? ApiKeyStrategy({ apiKey: 'key' }) : undefined;
  const client = createClient({
    baseUrl: 'https://api.test',
    fetch,
    modules: { members },
    ...(auth ? { auth } : {}),
  });
  return { client, calls };
};

describe('my member', () => {
  it('getCurrentMember sends the field sets and answers the member in client form', async () => {
    const { client, calls } = setup();
    await expect(client.members.getCurrentMember({ fieldsets: ['FULL'] })).resolves.toEqual({
      member: clientMember,
    });
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://api.test/v1/members/my?fieldsets=FULL' });
    await client.members.getCurrentMember();
    expect(calls[1]?.url).toBe('https://api.test/v1/members/my');
  });

  it('updates the slug and joins or leaves the community', async () => {
    const { client, calls } = setup();
    await expect(client.members.updateCurrentMemberSlug('ada-l')).resolves.toEqual({ member: clientMember });
    await client.members.joinCommunity();
    await client.members.leaveCommunity();
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', 'https://api.test/v1/members/my/slug', { slug: 'ada-l' }],
      ['POST', 'https://api.test/v1/members/join-community', {}],
      ['POST', 'https://api.test/v1/members/leave-community', {}],
    ]);
  });
});

describe('reading members', () => {
  it('getMember answers the member', async () => {
    const { client, calls } = setup();
    await expect(client.members.getMember('m/1', { fieldsets: ['PUBLIC', 'EXTENDED'] })).resolves.toEqual(
      clientMember,
    );
    expect(calls[0]?.url).toBe('https://api.test/v1/members/m%2F1?fieldsets=PUBLIC&fieldsets=EXTENDED');
  });

  it('maps a validation error on id to _id', async () => {
    const { client } = setup({
      status: 400,
      body: {
        message: 'INVALID_ARGUMENT: "id" must be a uuid',
        details: {
          validationError: {
            fieldViolations: [{ field: 'id', description: 'must be a uuid', violatedRule: 'FORMAT' }],
          },
        },
      },
    });
    await expect(client.members.getMember('x')).rejects.toMatchObject({
      constructor: ValidationError,
      message: 'INVALID_ARGUMENT: "_id" must be a uuid',
    });
  });

  it('listMembers sends paging, sorting in service form and field sets', async () => {
    const { client, calls } = setup({ body: { members: [wireMember], metadata } });
    const answer = await client.members.listMembers({
      paging: { limit: 10, offset: 20 },
      sorting: { fieldName: '_createdDate', order: 'DESC' },
      fieldsets: ['PUBLIC'],
    });
    expect(answer).toEqual({ members: [clientMember], metadata });
    expect(calls[0]?.url).toBe(
      'https://api.test/v1/members?paging.limit=10&paging.offset=20&fieldsets=PUBLIC&sorting.fieldName=createdDate&sorting.order=DESC',
    );
  });

  it('queryMembers runs the shared query builder', async () => {
    const { client, calls } = setup({ body: { members: [wireMember], metadata } });
    const result = await client.members
      .queryMembers({ fieldsets: ['PUBLIC'] })
      .eq('profile.slug', 'ada')
      .ascending('_createdDate')
      .limit(5)
      .find();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/members/query',
      body: {
        query: {
          filter: { 'profile.slug': { $eq: 'ada' } },
          sort: [{ fieldName: 'createdDate', order: 'ASC' }],
          paging: { limit: 5, offset: 0 },
        },
        fieldsets: ['PUBLIC'],
      },
    });
    expect(result.items).toEqual([clientMember]);
    expect(result.totalCount).toBe(1);
  });
});

describe('management operations', () => {
  const elevatedOnly = [
    ['createMember', () => ({ loginEmail: 'a@example.com' })],
    ['deleteMember', () => 'm1'],
  ] as const;

  it('a member updates its own record without an elevated client', async () => {
    const { client, calls } = setup();
    await expect(client.members.updateMember('m1', { contact: { firstName: 'Ada' } })).resolves.toEqual(
      clientMember,
    );
    await client.members.deleteMemberAddresses('m1');
    expect(calls.map((c) => [c.method, c.url.replace('https://api.test', '')])).toEqual([
      ['PATCH', '/v1/members/m1'],
      ['DELETE', '/v1/members/m1/addresses'],
    ]);
  });

  it.each(elevatedOnly)('%s needs an elevated client', (name) => {
    const { client, calls } = setup();
    const method = client.members[name] as (...args: unknown[]) => unknown;
    expect(() => method('m1', {})).toThrow(ContextError);
    expect(calls).toHaveLength(0);
  });

  it('create, update and delete with an elevated client', async () => {
    const { client, calls } = setup({ body: { member: wireMember } }, true);
    await expect(
      client.members.createMember({ loginEmail: 'ada@example.com', profile: { nickname: 'ada' } }),
    ).resolves.toEqual(clientMember);
    await expect(client.members.updateMember('m1', { contact: { firstName: 'Ada' } })).resolves.toEqual(
      clientMember,
    );
    await client.members.deleteMember('m1');
    await client.members.deleteMemberPhones('m1');
    await client.members.deleteMemberEmails('m1');
    await client.members.deleteMemberAddresses('m1');
    expect(calls.map((c) => [c.method, c.url.replace('https://api.test', ''), c.body])).toEqual([
      ['POST', '/v1/members', { member: { loginEmail: 'ada@example.com', profile: { nickname: 'ada' } } }],
      ['PATCH', '/v1/members/m1', { member: { contact: { firstName: 'Ada' }, id: 'm1' } }],
      ['DELETE', '/v1/members/m1', undefined],
      ['DELETE', '/v1/members/m1/phones', undefined],
      ['DELETE', '/v1/members/m1/emails', undefined],
      ['DELETE', '/v1/members/m1/addresses', undefined],
    ]);
    expect(calls.every((c) => c.headers.authorization === 'key')).toBe(true);
  });

  it('maps member.id to _id in validation errors of updateMember', async () => {
    const { client } = setup(
      {
        status: 400,
        body: {
          message: 'INVALID_ARGUMENT',
          details: {
            validationError: {
              fieldViolations: [
                {
                  field: 'member.id',
                  description: 'must be at most 64 characters',
                  violatedRule: 'MAX_LENGTH',
                },
                {
                  field: 'member.loginEmail',
                  description: 'must be a valid email address',
                  violatedRule: 'FORMAT',
                },
              ],
            },
          },
        },
      },
      true,
    );
    await expect(client.members.updateMember('m1', {})).rejects.toMatchObject({
      message:
        'INVALID_ARGUMENT: "_id" must be at most 64 characters, "member.loginEmail" must be a valid email address',
    });
  });

  it('throws the context error without a client', () => {
    expect(() => members.getCurrentMember()).toThrow(ContextError);
  });
});

describe('members.setMemberStatus', () => {
  it('patches the status alone, on an elevated client only', async () => {
    const { client, calls } = setup({ body: { member: { ...wireMember, status: 'BLOCKED' } } }, true);
    expect((await client.members.setMemberStatus('m1', 'BLOCKED')).status).toBe('BLOCKED');
    expect([calls[0]!.method, calls[0]!.url, calls[0]!.body]).toEqual([
      'PATCH',
      'https://api.test/v1/members/m1',
      { member: { status: 'BLOCKED' } },
    ]);
    expect(() => setup().client.members.setMemberStatus('m1', 'APPROVED')).toThrow();
  });
});
