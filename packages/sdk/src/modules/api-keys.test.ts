import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ELEVATED_CLIENT_REQUIRED_MESSAGE } from '../errors';
import { apiKeys } from './api-keys';

describe('apiKeys', () => {
  it('needs an elevated client', () => {
    const { fetch } = fakeFetch({ body: {} });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { apiKeys } });
    expect(() => client.apiKeys.listApiKeys()).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
  });

  it('makes, lists and revokes keys and queries the audit log', async () => {
    const { fetch, calls } = fakeFetch({ body: { entries: [] } });
    const client = createClient({
      baseUrl: 'https://api.test',
      fetch,
      auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
      modules: { apiKeys },
    });
    await client.apiKeys.createApiKey({ name: 'Sync', permissions: ['orders:read'] });
    await client.apiKeys.listApiKeys();
    await client.apiKeys.revokeApiKey('a b');
    await client.apiKeys.queryAuditLog({ filter: { action: 'product.updated' } });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', 'https://api.test/v1/api-keys', { name: 'Sync', permissions: ['orders:read'] }],
      ['GET', 'https://api.test/v1/api-keys', undefined],
      ['DELETE', 'https://api.test/v1/api-keys/a%20b', undefined],
      ['POST', 'https://api.test/v1/audit-log/query', { query: { filter: { action: 'product.updated' } } }],
    ]);
  });
});

describe('apiKeys.queryAuditLog', () => {
  it('answers entries with _id and a Date, before and after as stored', async () => {
    const entry = {
      id: 'e1',
      createdDate: '2026-11-27T10:00:00.000Z',
      actor: { kind: 'staff', id: 's1', name: 'Olive' },
      action: 'member.updated',
      entity: { type: 'member', id: 'm1' },
      before: { status: 'APPROVED', updatedDate: 'x' },
      after: { status: 'BLOCKED', id: 'm1' },
    };
    const { fetch } = fakeFetch({
      body: {
        entries: [entry],
        metadata: { items: 1, offset: 0, total: 1, tooManyToCount: false, cursors: {} },
      },
    });
    const client = createClient({
      baseUrl: 'https://api.test',
      fetch,
      auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
      modules: { apiKeys },
    });
    const { entries } = await client.apiKeys.queryAuditLog();
    expect(entries[0]).toMatchObject({
      _id: 'e1',
      action: 'member.updated',
      after: { status: 'BLOCKED', id: 'm1' },
    });
    expect(entries[0]!._createdDate).toEqual(new Date(entry.createdDate));
    expect(entries[0]!.before).toEqual({ status: 'APPROVED', updatedDate: 'x' });
  });
});
