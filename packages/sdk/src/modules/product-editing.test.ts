import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ApplicationError, ELEVATED_CLIENT_REQUIRED_MESSAGE } from '../errors';
import { productEditing } from './product-editing';

const elevated = (answer: Parameters<typeof fakeFetch>[0]) => {
  const { fetch, calls } = fakeFetch(answer);
  const client = createClient({
    baseUrl: 'https://api.test',
    fetch,
    auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
    modules: { productEditing },
  });
  return { client, calls };
};

describe('productEditing', () => {
  it('needs an elevated client', () => {
    const { fetch } = fakeFetch({ body: {} });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { productEditing } });
    expect(() => client.productEditing.deleteProducts(['p'])).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
  });

  it('sends the revision shown as If-Match, and none without one', async () => {
    const { client, calls } = elevated({ body: { product: { id: 'p1', revision: 4 } } });
    const { product } = await client.productEditing.updateProduct('p1', { name: 'Jug' }, { revision: 3 });
    expect(product._id).toBe('p1');
    await client.productEditing.updateProduct('p1', { name: 'Jug' });
    await client.productEditing.arrangeProductMedia('p1', [{ id: 'm2', altText: 'Side' }], { revision: 4 });
    expect(calls.map((c) => [c.method, c.url, c.headers['if-match'], c.body])).toEqual([
      ['PATCH', 'https://api.test/v1/products/p1', '"3"', { product: { name: 'Jug', id: 'p1' } }],
      ['PATCH', 'https://api.test/v1/products/p1', undefined, { product: { name: 'Jug', id: 'p1' } }],
      ['PATCH', 'https://api.test/v1/products/p1/media', '"4"', { media: [{ id: 'm2', altText: 'Side' }] }],
    ]);
  });

  it('answers a stale write with PRODUCT_CHANGED and the changes since', async () => {
    const changes = [
      { actorName: 'Ada', action: 'product.updated', createdDate: '2026-11-28T00:00:00Z', fields: ['name'] },
    ];
    const { client } = elevated({
      status: 409,
      body: {
        message: 'Ada changed this product',
        details: {
          applicationError: { code: 'PRODUCT_CHANGED', description: 'x', data: { revision: 5, changes } },
        },
      },
    });
    const err = await client.productEditing.deleteProduct('p1', { revision: 4 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApplicationError);
    expect((err as ApplicationError).code).toBe('PRODUCT_CHANGED');
  });

  it('uploads images, adds them by id, and shows, hides and deletes in bulk', async () => {
    const { client, calls } = elevated({ body: {} });
    await client.productEditing.uploadMediaFile({ fileName: 'a.png', mimeType: 'image/png', data: 'AAAA' });
    await client.productEditing.addProductMedia('p1', ['m1']);
    await client.productEditing.setProductsVisible(['p1', 'p2'], false);
    await client.productEditing.deleteProducts(['p1']);
    expect(calls.map((c) => [c.method, c.url.replace('https://api.test', ''), c.body])).toEqual([
      ['POST', '/v1/media/files', { fileName: 'a.png', mimeType: 'image/png', data: 'AAAA' }],
      ['POST', '/v1/products/p1/media', { media: [{ mediaId: 'm1' }] }],
      ['POST', '/v1/bulk/products/update', { ids: ['p1', 'p2'], set: { visible: false } }],
      ['POST', '/v1/bulk/products/delete', { ids: ['p1'] }],
    ]);
  });
});
