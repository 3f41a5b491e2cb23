import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { createClient } from '../client';
import { ApplicationError } from '../errors';
import { backInStock } from './back-in-stock';

const wire = {
  id: 'a3c1e0f4-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  memberId: 'b3c1e0f4-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  productId: 'c3c1e0f4-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  variantId: 'd3c1e0f4-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  status: 'WAITING',
  productName: 'Linen vase',
  productSlug: 'linen-vase',
  choices: { Colour: 'Sage' },
  createdDate: '2026-11-26T10:00:00.000Z',
};

const setup = (answer: Parameters<typeof fakeFetch>[0]) => {
  const { fetch, calls } = fakeFetch(answer);
  return { client: createClient({ baseUrl: 'https://api.test', fetch, modules: { backInStock } }), calls };
};

describe('backInStock', () => {
  it('asks for a notice and answers the request in client form', async () => {
    const { client, calls } = setup({ body: { request: wire } });
    const request = await client.backInStock.requestNotice(wire.productId, wire.variantId);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/back-in-stock/requests',
      body: { productId: wire.productId, variantId: wire.variantId },
    });
    expect(request).toMatchObject({ _id: wire.id, status: 'WAITING', choices: { Colour: 'Sage' } });
    expect(request._createdDate).toEqual(new Date(wire.createdDate));
  });

  it('lists and deletes the member’s own requests', async () => {
    const { client, calls } = setup((call) => ({ body: call.method === 'GET' ? { requests: [wire] } : {} }));
    expect((await client.backInStock.listMyRequests()).map((r) => r._id)).toEqual([wire.id]);
    expect(await client.backInStock.deleteMyRequest(wire.id)).toEqual({});
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET https://api.test/v1/back-in-stock/requests/my',
      `DELETE https://api.test/v1/back-in-stock/requests/${wire.id}`,
    ]);
  });

  it('reports a variant in stock as VARIANT_IN_STOCK', async () => {
    const message = 'This choice is in stock: there is nothing to wait for, it can be bought now';
    const { client } = setup({
      status: 409,
      body: {
        message,
        details: { applicationError: { description: message, code: 'VARIANT_IN_STOCK', data: {} } },
      },
    });
    await expect(client.backInStock.requestNotice(wire.productId, wire.variantId)).rejects.toMatchObject({
      constructor: ApplicationError,
      code: 'VARIANT_IN_STOCK',
      status: 409,
    });
  });
});
