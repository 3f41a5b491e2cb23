import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ELEVATED_CLIENT_REQUIRED_MESSAGE } from '../errors';
import { catalogBulk } from './catalog-bulk';

const elevated = (fetch: ReturnType<typeof fakeFetch>['fetch']) =>
  createClient({
    baseUrl: 'https://api.test',
    fetch,
    auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
    modules: { catalogBulk },
  });

describe('catalogBulk', () => {
  it('needs an elevated client', () => {
    const { fetch } = fakeFetch({ body: {} });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { catalogBulk } });
    expect(() => client.catalogBulk.previewPriceChange({ ids: ['a'] }, { mode: 'SET', value: '1' })).toThrow(
      ELEVATED_CLIENT_REQUIRED_MESSAGE,
    );
  });

  it('previews, applies and undoes a price change, and imports a file', async () => {
    const { fetch, calls } = fakeFetch({ body: { changes: [], products: 0, unchanged: 0 } });
    const client = elevated(fetch);
    const target = { collectionId: 'c-1' };
    const change = { mode: 'PERCENT' as const, value: '10' };
    await client.catalogBulk.previewPriceChange(target, change);
    await client.catalogBulk.applyPriceChange(target, change);
    await client.catalogBulk.undoPriceChange('ch/1');
    await client.catalogBulk.getPriceChange('ch-1');
    await client.catalogBulk.importProducts('name,price', true);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', 'https://api.test/v1/bulk/products/prices/preview', { target, change }],
      ['POST', 'https://api.test/v1/bulk/products/prices/apply', { target, change }],
      ['POST', 'https://api.test/v1/bulk/products/prices/ch%2F1/undo', {}],
      ['GET', 'https://api.test/v1/bulk/products/prices/ch-1', undefined],
      ['POST', 'https://api.test/v1/products/import', { csv: 'name,price', dryRun: true }],
    ]);
  });

  it('exports with the filter in the query, leaving empty fields out', async () => {
    const { fetch, calls } = fakeFetch({ body: {} });
    await elevated(fetch).catalogBulk.exportProductsCsv({ search: 'vase', minPrice: '' });
    expect(calls[0]!.url).toBe('https://api.test/v1/products/export.csv?search=vase');
  });

  it('asks for the import’s progress stream and hands back its body unread', async () => {
    const stream = '{"progress":{"phase":"validate","done":1,"total":1}}\n';
    const { fetch, calls } = fakeFetch({ body: stream, headers: { 'content-type': 'application/x-ndjson' } });
    const response = await elevated(fetch).catalogBulk.importProductsWithProgress('name,price', false);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/products/import',
      body: { csv: 'name,price', dryRun: false },
      headers: expect.objectContaining({ accept: 'application/x-ndjson' }),
    });
    expect(await response.text()).toBe(stream);
    const refused = fakeFetch({
      status: 403,
      body: {
        message: 'no',
        details: { applicationError: { code: 'PERMISSION_DENIED', description: 'no' } },
      },
    });
    await expect(
      elevated(refused.fetch).catalogBulk.importProductsWithProgress('name,price', true),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});
