import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/fake-fetch';
import { ApiKeyStrategy, type AuthStrategy } from './auth/strategy';
import { createClient } from './client';
import { ContextError, CONTEXT_NOT_AVAILABLE_MESSAGE, ELEVATED_CLIENT_REQUIRED_MESSAGE } from './errors';
import { defineModule } from './module';
import { query, type QueryMetadata } from './query';

const admin = defineModule(
  (context) => ({
    ping: () => context.request<{ pong: boolean }>({ method: 'GET', path: '/v1/ping' }),
    deleteProduct: (id: string) =>
      context.request({ method: 'DELETE', path: `/v1/products/${encodeURIComponent(id)}` }),
  }),
  { elevated: ['deleteProduct'] },
);

describe('context errors', () => {
  it('has exact messages', () => {
    expect(CONTEXT_NOT_AVAILABLE_MESSAGE).toBe(
      'Platform context is not available: it must be initialized with createClient() before using modules',
    );
    expect(ELEVATED_CLIENT_REQUIRED_MESSAGE).toBe(
      'An elevated client is required: the platform context must be initialized with an elevated client ' +
        '(createClient({ auth: ApiKeyStrategy({ apiKey }) })) before using this method',
    );
  });

  it('throws when a module is used without a client', () => {
    expect(() => admin.ping()).toThrow(ContextError);
    expect(() => admin.ping()).toThrow(CONTEXT_NOT_AVAILABLE_MESSAGE);
    try {
      void admin.deleteProduct('p');
    } catch (error) {
      expect(error).toMatchObject({ code: 'CONTEXT_NOT_AVAILABLE', name: 'ContextError' });
    }
    expect.assertions(3);
  });

  it('throws when an elevated-only method is called on a client that is not elevated', () => {
    const { fetch, calls } = fakeFetch({ body: {} });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { admin } });
    expect(client.elevated).toBe(false);
    expect(() => client.admin.deleteProduct('p1')).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
    try {
      void client.admin.deleteProduct('p1');
    } catch (error) {
      expect(error).toBeInstanceOf(ContextError);
      expect(error).toMatchObject({ code: 'ELEVATED_CLIENT_REQUIRED' });
    }
    expect(calls).toHaveLength(0);
  });
});

describe('createClient', () => {
  it('attaches modules by their key', async () => {
    const { fetch, calls } = fakeFetch({ body: { pong: true } });
    const client = createClient({ baseUrl: 'https://api.test/', fetch, modules: { admin } });
    await expect(client.admin.ping()).resolves.toEqual({ pong: true });
    expect(calls[0]?.url).toBe('https://api.test/v1/ping');
    expect(client.baseUrl).toBe('https://api.test');
  });

  it('lets an ApiKeyStrategy client call elevated methods, with the key as Authorization', async () => {
    const { fetch, calls } = fakeFetch({ body: {} });
    const client = createClient({
      baseUrl: 'https://api.test',
      fetch,
      auth: ApiKeyStrategy({ apiKey: 'secret' }),
      modules: { admin },
    });
    expect(client.elevated).toBe(true);
    await expect(client.admin.deleteProduct('a/b')).resolves.toEqual({});
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: 'https://api.test/v1/products/a%2Fb' });
    expect(calls[0]?.headers.authorization).toBe('secret');
  });

  it('asks the auth strategy for headers on every call and attaches it once', async () => {
    const { fetch, calls } = fakeFetch({ body: {} });
    let n = 0;
    const attach = vi.fn();
    const auth: AuthStrategy = { getAuthHeaders: async () => ({ Authorization: `token-${++n}` }), attach };
    const client = createClient({ baseUrl: 'https://api.test', fetch, auth, modules: { admin } });
    await client.admin.ping();
    await client.request({ method: 'GET', path: '/v1/other' });
    expect(calls.map((c) => c.headers.authorization)).toEqual(['token-1', 'token-2']);
    expect(client.elevated).toBe(false);
    expect(attach).toHaveBeenCalledTimes(1);
    expect(attach.mock.calls[0]?.[0]).toMatchObject({ baseUrl: 'https://api.test', request: client.request });
  });

  it('uses the global fetch by default', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"pong":true}', { status: 200 }));
    try {
      const client = createClient({ baseUrl: 'https://api.test', modules: { admin } });
      await expect(client.admin.ping()).resolves.toEqual({ pong: true });
      expect(spy).toHaveBeenCalledOnce();
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses module names the client itself uses', () => {
    expect(() => createClient({ baseUrl: 'https://api.test', modules: { request: admin } })).toThrow(
      '"request" cannot be a module name: the client uses it',
    );
  });
});

describe('a module query', () => {
  interface Product {
    _id: string;
    _createdDate: Date;
  }
  const products = defineModule((context) => ({
    queryProducts: () =>
      query<Product>(async (wire) => {
        const { products, metadata } = await context.request<{
          products: Product[];
          metadata: QueryMetadata;
        }>({
          method: 'POST',
          path: '/v1/products/query',
          body: { query: wire },
        });
        return { items: products, metadata };
      }),
  }));

  it('sends the wire query in service form and reads items in client form', async () => {
    const { fetch, calls } = fakeFetch({
      body: {
        products: [{ id: 'p1', createdDate: '2026-01-01T00:00:00.000Z' }],
        metadata: { count: 1, offset: 0, total: 1, tooManyToCount: false, cursors: {} },
      },
    });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { products } });
    const result = await client.products
      .queryProducts()
      .ge('_createdDate', new Date('2025-12-31T00:00:00Z'))
      .ne('weight', Infinity)
      .descending('_createdDate')
      .find();
    expect(calls[0]?.body).toEqual({
      query: {
        filter: { createdDate: { $gte: '2025-12-31T00:00:00.000Z' }, weight: { $ne: 'Infinity' } },
        sort: [{ fieldName: 'createdDate', order: 'DESC' }],
        paging: { limit: 50, offset: 0 },
      },
    });
    expect(result.items).toEqual([{ _id: 'p1', _createdDate: new Date('2026-01-01T00:00:00.000Z') }]);
    expect(result.totalCount).toBe(1);
    expect(result.hasNext()).toBe(false);
  });
});
