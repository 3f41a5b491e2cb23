import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ValidationError } from '../errors';
import { stock } from './stock';

const PRODUCT = 'a3c1e0f4-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const VARIANT = 'b3c1e0f4-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

const setup = (answer: Parameters<typeof fakeFetch>[0]) => {
  const { fetch, calls } = fakeFetch(answer);
  return {
    client: createClient({
      baseUrl: 'https://api.test',
      fetch,
      auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
      modules: { stock },
    }),
    calls,
  };
};

describe('stock', () => {
  it('reads a page of stock levels with the filters given, leaving out empty ones', async () => {
    const wire = {
      variants: [
        {
          productId: PRODUCT,
          variantId: VARIANT,
          productName: 'Vase',
          variantName: 'Size: S',
          quantity: 1,
          visible: true,
        },
      ],
      total: 1,
      threshold: 3,
    };
    const { client, calls } = setup({ body: wire });
    const answer = await client.stock.stockLevels({ low: true, q: '', offset: 50, limit: 50 });
    expect(calls[0]!.method).toBe('GET');
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/v1/dashboard/stock-levels');
    expect(Object.fromEntries(url.searchParams)).toEqual({ low: 'true', offset: '50', limit: '50' });
    expect(answer.variants[0]).toMatchObject({ productName: 'Vase', quantity: 1 });
  });

  it('sends a change of units, and the revision shown as If-Match, and answers the level and revision', async () => {
    const { client, calls } = setup({
      body: { level: { productId: PRODUCT, variantId: VARIANT, quantity: 4, inStock: true }, revision: 8 },
    });
    const level = await client.stock.adjustStock(PRODUCT, VARIANT, { change: -2 });
    expect(calls[0]!.body).toEqual({ productId: PRODUCT, variantId: VARIANT, change: -2 });
    expect(calls[0]!.headers['if-match']).toBeUndefined();
    expect(level).toEqual({
      productId: PRODUCT,
      variantId: VARIANT,
      quantity: 4,
      inStock: true,
      revision: 8,
    });
    await client.stock.adjustStock(PRODUCT, VARIANT, { set: 3 }, { revision: 8 });
    expect(calls[1]!.headers['if-match']).toBe('"8"');
  });

  it('throws the field violation of a count below zero', async () => {
    const { client } = setup({
      status: 400,
      body: {
        message: 'INVALID_ARGUMENT: "change" would leave -1 units',
        details: {
          validationError: {
            fieldViolations: [{ field: 'change', description: 'would leave -1 units', violatedRule: 'MIN' }],
          },
        },
      },
    });
    await expect(client.stock.adjustStock(PRODUCT, VARIANT, { change: -5 })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});
