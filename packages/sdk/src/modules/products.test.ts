import { describe, expect, it } from 'vitest';
import { fakeFetch, type FakeAnswer, type RecordedCall } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ContextError } from '../errors';
import { products } from './products';

const API = 'https://api.test';
const image = {
  url: `${API}/media/a.png`,
  width: 800,
  height: 1000,
  urlExpirationDate: '2099-12-31T00:00:00.000Z',
};
const price = {
  currency: 'USD',
  price: 40,
  discountedPrice: 32,
  formatted: { price: '$40.00', discountedPrice: '$32.00' },
};
const wireProduct = {
  id: 'p1',
  name: 'Ridge vase',
  slug: 'ridge-vase',
  price,
  priceData: price,
  media: { mainMedia: { id: 'm1', mediaType: 'image', image, thumbnail: image }, items: [] },
  collections: [{ id: 'c1', slug: 'ceramics', name: 'Ceramics' }],
  discount: { type: 'PERCENT', value: 20 },
  createdDate: '2026-01-02T03:04:05.000Z',
  lastUpdated: '2026-01-03T03:04:05.000Z',
};
const page = (items: unknown[], total = items.length, offset = 0) => ({
  products: items,
  metadata: { items: items.length, offset, total, tooManyToCount: false, cursors: {} },
});

function setup(answer: FakeAnswer | ((call: RecordedCall) => FakeAnswer) = { body: {} }, elevated = false) {
  const { fetch, calls } = fakeFetch(answer);
  const client = createClient({
    baseUrl: API,
    fetch,
    modules: { products },
    ...(elevated ? { auth: ApiKeyStrategy({ apiKey: 'k'.repeat(32) }) } : {}),
  });
  return { client, calls };
}

describe('products reads', () => {
  it('gets a product by id in client form', async () => {
    const { client, calls } = setup({ body: { product: wireProduct } });
    const { product } = await client.products.getProduct('p1', { includeMerchantSpecificData: true });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `${API}/v1/products/p1?includeMerchantSpecificData=true`,
    });
    expect(product._id).toBe('p1');
    expect(product._createdDate).toEqual(new Date('2026-01-02T03:04:05.000Z'));
    expect(product.lastUpdated).toBeInstanceOf(Date);
    expect(product.collections[0]).toEqual({ _id: 'c1', slug: 'ceramics', name: 'Ceramics' });
    // Product media keep their image objects: the storefront needs width and height.
    expect(product.media.mainMedia?.image).toMatchObject({ url: image.url, width: 800, height: 1000 });
    expect(product.media.mainMedia?.image?.urlExpirationDate).toBeInstanceOf(Date);
  });

  it('queries with POST { query } and answers a paged result', async () => {
    const { client, calls } = setup({ body: page([wireProduct], 30, 12) });
    const result = await client.products
      .queryProducts({ search: ' vase ' })
      .hasSome('collectionIds', ['c1'])
      .ge('price', 10)
      .ascending('price')
      .limit(12)
      .skip(12)
      .find();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API}/v1/products/query-platformized`,
      body: {
        query: {
          filter: { collectionIds: { $hasSome: ['c1'] }, price: { $gte: 10 } },
          sort: [{ fieldName: 'price', order: 'ASC' }],
          paging: { limit: 12, offset: 12 },
          search: 'vase',
        },
      },
    });
    expect(result.items[0]?._id).toBe('p1');
    expect(result.totalCount).toBe(30);
    expect(result.currentPage).toBe(1);
    expect(result.totalPages).toBe(3);
    expect(result.hasNext()).toBe(true);
  });

  it('asks for the collection counts of a search and filter', async () => {
    const counts = { counts: [{ collectionId: 'c1', count: 3, tooManyToCount: false }] };
    const { client, calls } = setup({ body: counts });
    const answer = await client.products.collectionCounts({
      search: ' vases ',
      filter: { discountedPrice: { $lte: 50 } },
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API}/v1/products/collection-counts`,
      body: { query: { filter: { discountedPrice: { $lte: 50 } }, search: 'vases' } },
    });
    expect(answer).toEqual(counts);
    await client.products.collectionCounts();
    expect(calls[1]?.body).toEqual({ query: {} });
  });

  it('sorts by creation date under the service name', async () => {
    const { client, calls } = setup({ body: page([]) });
    await client.products.queryProducts({ includeVariants: true }).descending('_createdDate').find();
    expect(calls[0]?.body).toEqual({
      query: {
        filter: {},
        sort: [{ fieldName: 'createdDate', order: 'DESC' }],
        paging: { limit: 50, offset: 0 },
      },
      includeVariants: true,
    });
  });

  it('sends a GET query base64url-encoded in .r', async () => {
    const { client, calls } = setup({ body: page([wireProduct]) });
    await client.products.queryProducts({ method: 'GET' }).eq('slug', 'ridge-vase').limit(1).find();
    const url = new URL(calls[0]!.url);
    expect(calls[0]?.method).toBe('GET');
    expect(url.pathname).toBe('/v1/products/query-platformized');
    const r = url.searchParams.get('.r')!;
    expect(r).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(r, 'base64url').toString('utf8'))).toEqual({
      query: { filter: { slug: { $eq: 'ridge-vase' } }, sort: [], paging: { limit: 1, offset: 0 } },
    });
  });

  it('falls back to POST when the GET query would be too long', async () => {
    const { client, calls } = setup({ body: page([]) });
    const ids = Array.from(
      { length: 200 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    await client.products.queryProducts({ method: 'GET' }).in('_id', ids).find();
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toMatchObject({ query: { filter: { id: { $in: ids } } } });
  });

  it('asks for options availability and variants', async () => {
    const { client, calls } = setup(({ url }) =>
      url.endsWith('/productOptionsAvailability')
        ? {
            body: {
              selectedVariant: {
                id: 'v1',
                choices: { Size: 'Large' },
                price,
                priceData: price,
                inStock: true,
              },
              availableForPurchase: true,
              variantSelectionAvailable: true,
              productOptions: [],
              media: { items: [] },
            },
          }
        : {
            body: {
              variants: [{ id: 'v1', choices: {} }],
              metadata: { items: 1, offset: 0 },
              totalResults: 1,
            },
          },
    );
    const availability = await client.products.getProductOptionsAvailability('p1', { Size: 'Large' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API}/v1/products/p1/productOptionsAvailability`,
      body: { options: { Size: 'Large' } },
    });
    expect(availability.selectedVariant?._id).toBe('v1');
    expect(availability.availableForPurchase).toBe(true);

    const variants = await client.products.queryProductVariants('p1', {
      choices: { Size: 'Large' },
      paging: { limit: 10 },
    });
    expect(calls[1]).toMatchObject({
      url: `${API}/v1/products/p1/variants/query`,
      body: { choices: { Size: 'Large' }, paging: { limit: 10 } },
    });
    expect(variants.variants[0]?._id).toBe('v1');
  });

  it('queries variants across products and gets one by id', async () => {
    const variant = { id: 'v9', productId: 'p1', name: 'Ridge vase', choices: {} };
    const { client, calls } = setup(({ method }) =>
      method === 'POST'
        ? {
            body: { variants: [variant], metadata: { items: 1, offset: 0, total: 1, tooManyToCount: false } },
          }
        : { body: { variant } },
    );
    const result = await client.products.queryVariants().eq('productId', 'p1').find();
    expect(calls[0]).toMatchObject({
      url: `${API}/v1/variants/query`,
      body: { query: { filter: { productId: { $eq: 'p1' } } } },
    });
    expect(result.items[0]?._id).toBe('v9');
    const { variant: one } = await client.products.getVariant('v9');
    expect(calls[1]).toMatchObject({ method: 'GET', url: `${API}/v1/variants/v9` });
    expect(one.productId).toBe('p1');
  });
});

describe('products writes', () => {
  it('refuses management operations without an elevated client', () => {
    const { client, calls } = setup();
    expect(() => client.products.createProduct({ name: 'x', priceData: { price: 1 } })).toThrow(
      /elevated client is required/,
    );
    expect(() => client.products.bulkUpdateProducts(['p1'], { price: 2 })).toThrow(ContextError);
    expect(calls).toHaveLength(0);
  });

  it('sends every write to its spec path with an elevated client', async () => {
    const { client, calls } = setup({ body: {} }, true);
    const p = client.products;
    await p.createProduct({ name: 'Vase', priceData: { price: '24.50' } });
    await p.updateProduct('p1', { ribbon: 'New' });
    await p.deleteProduct('p1');
    await p.updateVariants('p1', [{ choices: { Size: 'Large' }, price: 30 }]);
    await p.resetVariantsToDefault('p1');
    await p.addProductMedia('p1', [{ url: 'https://example.com/a.png' }]);
    await p.removeProductMedia('p1', ['m1']);
    await p.addMediaToChoices('p1', [{ option: 'Colour', choice: 'Sage', mediaIds: ['m1'] }]);
    await p.removeMediaFromChoices('p1', [{ option: 'Colour', choice: 'Sage' }]);
    await p.deleteProductOptions('p1');
    await p.removeBrand('p1');
    await p.removeRibbon('p1');
    await p.addProductsToCollection('c1', ['p1']);
    await p.removeProductsFromCollection('c1', ['p1']);
    await p.bulkUpdateProducts(['p1'], { price: 10 });
    await p.bulkAdjustProductProperties(['p1'], { price: { percentage: -10 } });
    expect(calls.map((c) => `${c.method} ${c.url.slice(API.length)}`)).toEqual([
      'POST /v1/products',
      'PATCH /v1/products/p1',
      'DELETE /v1/products/p1',
      'PATCH /v1/products/p1/variants',
      'POST /v1/products/p1/variants/resetToDefault',
      'POST /v1/products/p1/media',
      'POST /v1/products/p1/media/delete',
      'PATCH /v1/products/p1/choices/media',
      'POST /v1/products/p1/choices/media/delete',
      'DELETE /v1/products/p1/options',
      'POST /v1/products/p1/remove-brand',
      'POST /v1/products/p1/remove-ribbon',
      'POST /v1/collections/c1/productIds',
      'POST /v1/collections/c1/productIds/delete',
      'POST /v1/bulk/products/update',
      'POST /v1/bulk/products/adjust-properties',
    ]);
    expect(calls[0]?.body).toEqual({ product: { name: 'Vase', priceData: { price: '24.50' } } });
    expect(calls[1]?.body).toEqual({ product: { ribbon: 'New', id: 'p1' } });
    expect(calls[1]?.headers.authorization).toBe('k'.repeat(32));
    expect(calls[3]?.body).toEqual({ variants: [{ choices: { Size: 'Large' }, price: 30 }] });
    expect(calls[12]?.body).toEqual({ productIds: ['p1'] });
    expect(calls[14]?.body).toEqual({ ids: ['p1'], set: { price: 10 } });
    expect(calls[15]?.body).toEqual({ adjust: { price: { percentage: -10 } }, ids: ['p1'] });
  });

  it('uploads, reads and deletes a digital product’s file, answered in client form', async () => {
    const wireFile = {
      id: 'f1',
      productId: 'p1',
      fileName: 'guide.pdf',
      mimeType: 'application/pdf',
      size: 5,
      sha256: 'ab'.repeat(32),
      createdDate: '2026-11-26T10:00:00.000Z',
    };
    const { client, calls } = setup(
      (call) => ({ body: call.method === 'DELETE' ? {} : { file: wireFile } }),
      true,
    );
    const upload = { fileName: 'guide.pdf', mimeType: 'application/pdf', data: 'JVBERi0=' };
    const { file } = await client.products.uploadDigitalFile('p 1', upload);
    expect(file).toEqual({
      _id: 'f1',
      productId: 'p1',
      fileName: 'guide.pdf',
      mimeType: 'application/pdf',
      size: 5,
      sha256: 'ab'.repeat(32),
      _createdDate: new Date('2026-11-26T10:00:00.000Z'),
    });
    expect((await client.products.getDigitalFile('p1')).file._id).toBe('f1');
    expect(await client.products.deleteDigitalFile('p1')).toEqual({});
    expect(calls.map((c) => `${c.method} ${c.url.slice(API.length)}`)).toEqual([
      'POST /v1/products/p%201/digital-file',
      'GET /v1/products/p1/digital-file',
      'DELETE /v1/products/p1/digital-file',
    ]);
    expect(calls[0]?.body).toEqual(upload);
    expect(() => setup().client.products.getDigitalFile('p1')).toThrow(/elevated client is required/);
  });

  it('throws the context error without a client', () => {
    expect(() => products.getProduct('p1')).toThrow(ContextError);
  });
});
