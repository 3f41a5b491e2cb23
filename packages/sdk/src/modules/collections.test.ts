import { describe, expect, it } from 'vitest';
import { fakeFetch, type FakeAnswer } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ApplicationError, ContextError, ValidationError } from '../errors';
import { collections } from './collections';

const API = 'https://api.test';
const wireCollection = {
  id: 'c1',
  name: 'Ceramics',
  slug: 'ceramics',
  description: 'Thrown by hand',
  visible: true,
  media: { items: [] },
  numberOfProducts: 6,
  createdDate: '2026-01-02T03:04:05.000Z',
  lastUpdated: '2026-01-02T03:04:05.000Z',
};

function setup(answer: FakeAnswer, elevated = false) {
  const { fetch, calls } = fakeFetch(answer);
  const client = createClient({
    baseUrl: API,
    fetch,
    modules: { collections },
    ...(elevated ? { auth: ApiKeyStrategy({ apiKey: 'k'.repeat(32) }) } : {}),
  });
  return { client, calls };
}

describe('collections', () => {
  it('gets a collection by slug in client form', async () => {
    const { client, calls } = setup({ body: { collection: wireCollection } });
    const { collection } = await client.collections.getCollectionBySlug('ceramics & co');
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${API}/v1/collections/slug/ceramics%20%26%20co` });
    expect(collection).toMatchObject({ _id: 'c1', slug: 'ceramics', numberOfProducts: 6 });
    expect(collection._createdDate).toBeInstanceOf(Date);
  });

  it('reports an unknown slug as NOT_FOUND', async () => {
    const message = 'Collection nope not found';
    const { client } = setup({
      status: 404,
      body: { message, details: { applicationError: { description: message, code: 'NOT_FOUND', data: {} } } },
    });
    await expect(client.collections.getCollectionBySlug('nope')).rejects.toMatchObject({
      constructor: ApplicationError,
      code: 'NOT_FOUND',
      status: 404,
    });
  });

  it('queries collections', async () => {
    const { client, calls } = setup({
      body: {
        collections: [wireCollection],
        metadata: { items: 1, offset: 0, total: 1, tooManyToCount: false, cursors: {} },
        totalResults: 1,
      },
    });
    const result = await client.collections.queryCollections().ascending('name').limit(10).find();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API}/v1/collections/query`,
      body: {
        query: { filter: {}, sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 10, offset: 0 } },
      },
    });
    expect(result.items.map((c) => c.slug)).toEqual(['ceramics']);
    expect(result.totalCount).toBe(1);
  });

  it('writes with an elevated client only', async () => {
    const visitor = setup({ body: {} });
    expect(() => visitor.client.collections.createCollection({ name: 'Glass' })).toThrow(ContextError);
    expect(() => visitor.client.collections.deleteCollection('c1')).toThrow(/elevated client/);

    const { client, calls } = setup({ body: { collection: wireCollection } }, true);
    await client.collections.createCollection({ name: 'Glass' });
    await client.collections.updateCollection('c1', { description: 'Blown glass' });
    await client.collections.deleteCollection('c1');
    expect(calls.map((c) => [c.method, c.url.slice(API.length), c.body])).toEqual([
      ['POST', '/v1/collections', { collection: { name: 'Glass' } }],
      ['PATCH', '/v1/collections/c1', { collection: { description: 'Blown glass', id: 'c1' } }],
      ['DELETE', '/v1/collections/c1', undefined],
    ]);
  });

  it('reads and sets the order of a collection’s products, and reports a refused list by field', async () => {
    const visitor = setup({ body: {} });
    expect(() => visitor.client.collections.setProductOrder('c1', ['p1'])).toThrow(ContextError);

    const { client, calls } = setup({ body: { productIds: ['p2', 'p1'] } }, true);
    expect(await client.collections.getProductOrder('c 1')).toEqual({ productIds: ['p2', 'p1'] });
    expect(await client.collections.setProductOrder('c 1', ['p2', 'p1'])).toEqual({
      productIds: ['p2', 'p1'],
    });
    expect(calls.map((c) => [c.method, c.url.slice(API.length), c.body])).toEqual([
      ['GET', '/v1/collections/c%201/product-order', undefined],
      ['PUT', '/v1/collections/c%201/product-order', { productIds: ['p2', 'p1'] }],
    ]);

    const description = 'must list every product of the collection; missing: p3';
    const refused = setup(
      {
        status: 400,
        body: {
          message: description,
          details: {
            validationError: {
              fieldViolations: [{ field: 'productIds', violatedRule: 'VALIDATION', description }],
            },
          },
        },
      },
      true,
    );
    await expect(refused.client.collections.setProductOrder('c1', ['p1', 'p2'])).rejects.toMatchObject({
      constructor: ValidationError,
      fieldViolations: [{ field: 'productIds', description }],
    });
  });
});
