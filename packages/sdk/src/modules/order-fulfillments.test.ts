import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ELEVATED_CLIENT_REQUIRED_MESSAGE } from '../errors';
import type { FetchFn } from '../transport';
import { orderFulfillments } from './order-fulfillments';

const answer = {
  orderWithFulfillments: {
    orderId: 'o1',
    fulfillments: [
      {
        id: 'f1',
        createdDate: '2026-11-26T09:00:00.000Z',
        lineItems: [{ id: 'l1', quantity: 1 }],
        trackingInfo: { trackingNumber: '1Z9', shippingProvider: 'UPS' },
      },
    ],
  },
  fulfillmentId: 'f1',
  order: { id: 'o1' },
};

/** A client with an API key: the merchant's. */
const elevated = (fetch: FetchFn) =>
  createClient({
    baseUrl: 'https://api.test',
    fetch,
    auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
    modules: { orderFulfillments },
  });

describe('orderFulfillments', () => {
  it('the merchant marks lines sent with their tracking; ids and dates in client form', async () => {
    const { fetch, calls } = fakeFetch({ body: answer });
    const client = elevated(fetch);
    const result = await client.orderFulfillments.createFulfillment('o1', {
      lineItems: [{ _id: 'l1', quantity: 1 }],
      trackingInfo: { trackingNumber: '1Z9', shippingProvider: 'UPS' },
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/fulfillments/orders/o1/create-fulfillment',
      body: {
        fulfillment: {
          lineItems: [{ id: 'l1', quantity: 1 }],
          trackingInfo: { trackingNumber: '1Z9', shippingProvider: 'UPS' },
        },
      },
    });
    const [fulfilment] = result.orderWithFulfillments.fulfillments;
    expect(fulfilment?._id).toBe('f1');
    expect(fulfilment?._createdDate).toEqual(new Date('2026-11-26T09:00:00.000Z'));
    expect(result.order._id).toBe('o1');
  });

  it('anyone with the order lists them; creating needs an elevated client', async () => {
    const { fetch, calls } = fakeFetch({ body: answer });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { orderFulfillments } });
    await client.orderFulfillments.listFulfillmentsForSingleOrder('o1');
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://api.test/v1/fulfillments/orders/o1' });
    expect(() => client.orderFulfillments.createFulfillment('o1', {})).toThrow(
      ELEVATED_CLIENT_REQUIRED_MESSAGE,
    );
  });

  it('the merchant corrects the tracking or deletes a fulfilment, by its id and the order’s', async () => {
    const { fetch, calls } = fakeFetch({ body: answer });
    const client = elevated(fetch);
    const tracking = {
      trackingNumber: '1Z10',
      shippingProvider: 'DHL',
      trackingLink: 'https://dhl.test/1Z10',
    };
    const updated = await client.orderFulfillments.updateFulfillment(
      { fulfillmentId: 'f 1', orderId: 'o1' },
      { fulfillment: { trackingInfo: tracking } },
    );
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: 'https://api.test/v1/fulfillments/f%201/orders/o1',
      body: { fulfillment: { trackingInfo: tracking } },
    });
    expect(updated.orderWithFulfillments.fulfillments[0]?._id).toBe('f1');
    expect(updated.order._id).toBe('o1');
    await client.orderFulfillments.updateFulfillment(
      { fulfillmentId: 'f1', orderId: 'o1' },
      { fulfillment: { trackingInfo: null } },
    );
    expect(calls[1]).toMatchObject({ body: { fulfillment: { trackingInfo: null } } });
    const deleted = await client.orderFulfillments.deleteFulfillment({ fulfillmentId: 'f1', orderId: 'o1' });
    expect(calls[2]).toMatchObject({
      method: 'DELETE',
      url: 'https://api.test/v1/fulfillments/f1/orders/o1',
    });
    expect(deleted.orderWithFulfillments.orderId).toBe('o1');
  });

  it('correcting and deleting need an elevated client', () => {
    const { fetch } = fakeFetch({ body: answer });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { orderFulfillments } });
    const ids = { fulfillmentId: 'f1', orderId: 'o1' };
    expect(() =>
      client.orderFulfillments.updateFulfillment(ids, { fulfillment: { trackingInfo: null } }),
    ).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
    expect(() => client.orderFulfillments.deleteFulfillment(ids)).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
  });
});
