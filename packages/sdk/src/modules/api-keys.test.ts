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
    const { fetch, calls } = fakeFetch({ body: {} });
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
