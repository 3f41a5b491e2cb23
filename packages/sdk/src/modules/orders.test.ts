import { describe, expect, it } from 'vitest';
import { fakeFetch, type FakeAnswer, type RecordedCall } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import {
  ContextError,
  NO_NEXT_PAGE_MESSAGE,
  NO_PREVIOUS_PAGE_MESSAGE,
  ELEVATED_CLIENT_REQUIRED_MESSAGE,
  PagingError,
} from '../errors';
import { orderFieldMask, orders } from './orders';

const wireOrder = (id: string) => ({
  id,
  number: '10001',
  createdDate: '2026-11-01T10:00:00.000Z',
  lineItems: [
    {
      id: 'l1',
      image: { id: 'img1', url: 'https://img.test/vase.webp', width: 800, height: 600 },
      physicalProperties: { weight: 'NaN' },
      digitalFile: { expirationDate: '2026-12-01T00:00:00.000Z' },
    },
  ],
  shippingInfo: {
    logistics: {
      deliverByDate: '2026-11-05T00:00:00.000Z',
      deliveryTimeSlot: { from: '2026-11-03T09:00:00.000Z', to: '2026-11-03T12:00:00.000Z' },
    },
  },
  activities: [{ id: 'a1', type: 'ORDER_PLACED', createdDate: '2026-11-01T10:00:00.000Z' }],
});

const setup = (answer: FakeAnswer | ((call: RecordedCall) => FakeAnswer), elevated = false) => {
  const { fetch, calls } = fakeFetch(answer);
  const client = createClient({
    baseUrl: 'https://api.test',
    fetch,
    modules: { orders },
    ...(elevated ? { auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }) } : {}),
  });
  return { client, calls };
};

const route = (call: RecordedCall) => `${call.method} ${call.url.replace('https://api.test', '')}`;

describe('orders', () => {
  it('getOrder answers the order in client form', async () => {
    const { client, calls } = setup({ body: { order: wireOrder('o1') } });
    const order = await client.orders.getOrder('o/1');
    expect(route(calls[0]!)).toBe('GET /v1/orders/o%2F1');
    expect(order._id).toBe('o1');
    expect(order._createdDate).toEqual(new Date('2026-11-01T10:00:00.000Z'));
    const [line] = order.lineItems as Record<string, unknown>[];
    expect(line?.image).toMatch(/^wix:image:\/\/v1\/img1\//);
    expect((line?.physicalProperties as { weight: number }).weight).toBeNaN();
    expect((line?.digitalFile as { expirationDate: Date }).expirationDate).toEqual(
      new Date('2026-12-01T00:00:00.000Z'),
    );
    const logistics = (order.shippingInfo as { logistics: Record<string, unknown> }).logistics;
    expect(logistics.deliverByDate).toBeInstanceOf(Date);
    expect((logistics.deliveryTimeSlot as { to: Date }).to).toEqual(new Date('2026-11-03T12:00:00.000Z'));
    expect((order.activities as { _createdDate: Date }[])[0]?._createdDate).toBeInstanceOf(Date);
  });

  it('getOrderByLink reads the order of a mailed link, with its token, without a login', async () => {
    const { client, calls } = setup({ body: { order: wireOrder('o1') } });
    const order = await client.orders.getOrderByLink('o1.1800000000.sig-_');
    expect(route(calls[0]!)).toBe('GET /v1/order-link?token=o1.1800000000.sig-_');
    expect(calls[0]!.headers.authorization).toBeUndefined();
    expect(order._id).toBe('o1');
  });

  it('searchOrders pages with cursors, answers Wix’s orders and metadata, and iterates every order', async () => {
    const pages: Record<string, unknown> = {
      first: {
        orders: [wireOrder('o1'), wireOrder('o2')],
        metadata: { count: 2, cursors: { next: 'c2' }, hasNext: true },
      },
      c2: { orders: [wireOrder('o3')], metadata: { count: 1, cursors: { prev: 'c1' }, hasNext: false } },
      c1: { orders: [wireOrder('o1'), wireOrder('o2')], metadata: { count: 2, cursors: { next: 'c2' } } },
    };
    const { client, calls } = setup((call) => {
      const cursor = (call.body as { search: { cursorPaging?: { cursor?: string } } }).search.cursorPaging
        ?.cursor;
      return { body: pages[cursor ?? 'first'] };
    });
    const first = await client.orders.searchOrders({
      filter: { paymentStatus: 'NOT_PAID' },
      sort: [{ fieldName: 'createdDate', order: 'DESC' }],
      cursorPaging: { limit: 2 },
    });
    expect(route(calls[0]!)).toBe('POST /v1/orders/search');
    expect(calls[0]?.body).toEqual({
      search: {
        filter: { paymentStatus: 'NOT_PAID' },
        sort: [{ fieldName: 'createdDate', order: 'DESC' }],
        cursorPaging: { limit: 2 },
      },
    });
    expect(first.orders.map((o) => o._id)).toEqual(['o1', 'o2']);
    expect(first.metadata).toMatchObject({ count: 2, hasNext: true, cursors: { next: 'c2' } });
    expect(first.hasPrev()).toBe(false);
    await expect(first.prev()).rejects.toThrow(NO_PREVIOUS_PAGE_MESSAGE);

    const second = await first.next();
    expect(second.orders.map((o) => o._id)).toEqual(['o3']);
    expect(second.metadata.hasNext).toBe(false);
    const error = await second.next().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PagingError);
    expect((error as Error).message).toBe(NO_NEXT_PAGE_MESSAGE);
    expect((await second.prev()).orders.map((o) => o._id)).toEqual(['o1', 'o2']);

    const all: string[] = [];
    for await (const order of first) all.push(order._id);
    expect(all).toEqual(['o1', 'o2', 'o3']);
  });

  it('queryOrders builds the same search with the query language, in service field names', async () => {
    const { client, calls } = setup({ body: { orders: [], metadata: { count: 0, cursors: {} } } });
    const result = await client.orders
      .queryOrders()
      .eq('_id', 'o1')
      .descending('_createdDate')
      .limit(5)
      .find();
    expect(result.items).toEqual([]);
    expect(calls[0]?.body).toEqual({
      search: {
        filter: { id: { $eq: 'o1' } },
        sort: [{ fieldName: 'createdDate', order: 'DESC' }],
        cursorPaging: { limit: 5 },
      },
    });
  });

  it('cancel and payment collectability go to their paths', async () => {
    const { client, calls } = setup((call) =>
      call.url.includes('payments-collector')
        ? { body: { status: 'NONCOLLECTABLE', reason: 'ORDER_CANCELLED' } }
        : { body: { order: wireOrder('o1') } },
    );
    await client.orders.cancelOrder('o1', {
      sendOrderCanceledEmail: true,
      customMessage: 'Sorry',
      restockAllItems: true,
    });
    await expect(client.orders.getPaymentCollectabilityStatus('o1')).resolves.toEqual({
      status: 'NONCOLLECTABLE',
      reason: 'ORDER_CANCELLED',
    });
    expect(calls.map((c) => [route(c), c.body])).toEqual([
      [
        'POST /v1/orders/o1/cancel',
        { sendOrderCanceledEmail: true, customMessage: 'Sorry', restockAllItems: true },
      ],
      ['GET /v1/payments-collector/orders/o1/payment-collectability-status', undefined],
    ]);
  });

  it('create and update need an elevated client; update sends the field mask', async () => {
    const visitor = setup({ body: { order: wireOrder('o1') } });
    expect(() => visitor.client.orders.createOrder({})).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
    const { client, calls } = setup({ body: { order: wireOrder('o1') } }, true);
    await client.orders.createOrder({ channelInfo: { type: 'WEB' } });
    await client.orders.updateOrder('o1', { buyerNote: 'Ring twice', buyerInfo: { email: 'a@b.test' } });
    expect(calls.map((c) => [route(c), c.body])).toEqual([
      ['POST /v1/orders', { order: { channelInfo: { type: 'WEB' } } }],
      [
        'PATCH /v1/orders/o1',
        {
          order: { id: 'o1', buyerNote: 'Ring twice', buyerInfo: { email: 'a@b.test' } },
          fieldMask: 'buyerNote,buyerInfo.email',
        },
      ],
    ]);
    expect(orderFieldMask({ _id: 'x', status: 'APPROVED' })).toEqual(['status']);
  });

  it('without a client, its methods throw the context error', () => {
    expect(() => orders.getOrder('o1')).toThrow(ContextError);
  });
});
