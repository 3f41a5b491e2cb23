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
});
