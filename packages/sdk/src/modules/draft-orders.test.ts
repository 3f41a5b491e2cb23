import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ELEVATED_CLIENT_REQUIRED_MESSAGE } from '../errors';
import { draftOrders } from './draft-orders';

const DRAFT = {
  id: 'd1',
  status: 'DRAFT',
  lineItems: [{ id: 'l1', productId: 'p1', variantId: 'v0', quantity: 2, productName: 'Vase' }],
  customer: { email: 'ada@example.test' },
  shippingOptions: [],
  paymentMethods: [],
  problems: [],
  createdBy: 'Fran',
  createdDate: '2026-11-27T10:00:00.000Z',
  updatedDate: '2026-11-27T11:00:00.000Z',
};

const elevated = (answer: Parameters<typeof fakeFetch>[0]) => {
  const { fetch, calls } = fakeFetch(answer);
  const client = createClient({
    baseUrl: 'https://api.test',
    fetch,
    auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
    modules: { draftOrders },
  });
  return { client, calls };
};

describe('draftOrders', () => {
  it('needs an elevated client', () => {
    const { fetch } = fakeFetch({ body: {} });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { draftOrders } });
    expect(() => client.draftOrders.listDraftOrders()).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
  });

  it('creates, lists, reads, updates with its revision, sends and deletes drafts', async () => {
    const { client, calls } = elevated((call) =>
      call.url.endsWith('/send')
        ? { body: { draftOrder: { ...DRAFT, status: 'SENT' }, orderId: 'o1', orderNumber: '10001' } }
        : call.method === 'DELETE'
          ? { body: {} }
          : call.method === 'GET' && !call.url.includes('/d1')
            ? {
                body: {
                  draftOrders: [{ ...DRAFT, customer: {}, lineCount: 1, units: 2 }],
                  metadata: { count: 1, offset: 0, total: 1 },
                },
              }
            : { body: { draftOrder: DRAFT } },
    );
    const made = await client.draftOrders.createDraftOrder({
      lineItems: [{ productId: 'p1', quantity: 2 }],
      customer: { email: 'ada@example.test' },
    });
    expect(made).toMatchObject({ _id: 'd1', status: 'DRAFT' });
    expect(made._updatedDate).toBeInstanceOf(Date);
    const page = await client.draftOrders.listDraftOrders({ status: 'DRAFT', paging: { limit: 20 } });
    expect(page.draftOrders[0]).toMatchObject({ _id: 'd1', units: 2 });
    await client.draftOrders.getDraftOrder('d1');
    await client.draftOrders.updateDraftOrder(
      'd1',
      { shippingOptionCode: null },
      { revision: made._updatedDate },
    );
    const sent = await client.draftOrders.sendDraftOrder('d1');
    expect(sent).toMatchObject({ orderId: 'o1', orderNumber: '10001', draftOrder: { status: 'SENT' } });
    await client.draftOrders.deleteDraftOrder('d 2');
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', 'https://api.test/v1/draft-orders'],
      ['GET', 'https://api.test/v1/draft-orders?status=DRAFT&limit=20'],
      ['GET', 'https://api.test/v1/draft-orders/d1'],
      ['PATCH', 'https://api.test/v1/draft-orders/d1'],
      ['POST', 'https://api.test/v1/draft-orders/d1/send'],
      ['DELETE', 'https://api.test/v1/draft-orders/d%202'],
    ]);
    expect(calls[0]!.body).toEqual({
      draftOrder: { lineItems: [{ productId: 'p1', quantity: 2 }], customer: { email: 'ada@example.test' } },
    });
    expect(calls[3]!.body).toEqual({ draftOrder: { shippingOptionCode: null } });
    expect(calls[3]!.headers['if-match']).toBe('2026-11-27T11:00:00.000Z');
  });
});
