import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy, StaffSessionStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ApplicationError, ELEVATED_CLIENT_REQUIRED_MESSAGE, ValidationError } from '../errors';
import { orderFulfillments } from './order-fulfillments';
import { orderManagement, revisionHeaders } from './order-management';
import { orders } from './orders';

const shown = new Date('2026-11-27T10:00:00.000Z');
const staffClient = (fetch: ReturnType<typeof fakeFetch>['fetch']) =>
  createClient({
    baseUrl: 'https://api.test',
    fetch,
    auth: StaffSessionStrategy({ accessToken: 'sa_' + 'x'.repeat(40) }),
    modules: { orderManagement, orders, orderFulfillments },
  });

describe('orderManagement', () => {
  it('needs an elevated client for its writes', () => {
    const { fetch } = fakeFetch({ body: {} });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { orderManagement } });
    expect(() => client.orderManagement.addNote('o', 'x')).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
    expect(() => client.orderManagement.markAsPaid('o')).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
  });

  it('calls each path with its body, and sends the revision shown as If-Match', async () => {
    const { fetch, calls } = fakeFetch((call) => ({
      body: call.url.endsWith('/notes')
        ? call.method === 'GET'
          ? { notes: [{ id: 'n1', orderId: 'o', text: 'Hi', createdDate: shown.toISOString(), author: {} }] }
          : { note: { id: 'n2', text: 'Hi', createdDate: shown.toISOString() } }
        : call.url.endsWith('/history')
          ? { entries: [{ id: 'h', action: 'order.note_added', createdDate: shown.toISOString() }] }
          : { order: { id: 'o' }, orderTransactions: { payments: [], refunds: [] }, sent: true },
    }));
    const client = staffClient(fetch);
    const paid = await client.orderManagement.markAsPaid(
      'o 1',
      { amount: { amount: '10.00' }, reference: 'REF-1' },
      { revision: shown },
    );
    expect(paid._id).toBe('o');
    await client.orderManagement.listTransactions('o');
    await client.orderManagement.getRefundability('o');
    await client.orderManagement.refundOrder(
      'o',
      { refundDetails: { items: [{ lineItemId: 'l', quantity: 1 }], reason: 'Broken' } },
      { revision: shown.toISOString() },
    );
    const notes = await client.orderManagement.listNotes('o');
    expect(notes[0]).toMatchObject({ _id: 'n1', text: 'Hi', _createdDate: shown });
    expect((await client.orderManagement.addNote('o', 'Hi'))._id).toBe('n2');
    const history = await client.orderManagement.getHistory('o');
    expect(history[0]!._createdDate).toEqual(shown);
    expect(await client.orderManagement.resendConfirmation('o')).toMatchObject({ sent: true });
    await client.orders.cancelOrder('o', { restockAllItems: true, revision: shown });
    await client.orders.updateOrder('o', { buyerNote: 'x' }, { revision: shown });
    await client.orderFulfillments.createFulfillment('o', { lineItems: [] }, { revision: shown });
    expect(calls.map((c) => [c.method, c.url, c.body, c.headers['if-match']])).toEqual([
      [
        'POST',
        'https://api.test/v1/orders/o%201/mark-as-paid',
        { amount: { amount: '10.00' }, reference: 'REF-1' },
        shown.toISOString(),
      ],
      ['GET', 'https://api.test/v1/payments/orders/o', undefined, undefined],
      ['GET', 'https://api.test/v1/order-refunds/orders/o/refundability', undefined, undefined],
      [
        'POST',
        'https://api.test/v1/order-refunds/orders/o/refund',
        { refundDetails: { items: [{ lineItemId: 'l', quantity: 1 }], reason: 'Broken' } },
        shown.toISOString(),
      ],
      ['GET', 'https://api.test/v1/orders/o/notes', undefined, undefined],
      ['POST', 'https://api.test/v1/orders/o/notes', { text: 'Hi' }, undefined],
      ['GET', 'https://api.test/v1/orders/o/history', undefined, undefined],
      ['POST', 'https://api.test/v1/orders/o/resend-confirmation', {}, undefined],
      ['POST', 'https://api.test/v1/orders/o/cancel', { restockAllItems: true }, shown.toISOString()],
      [
        'PATCH',
        'https://api.test/v1/orders/o',
        { order: { buyerNote: 'x', id: 'o' }, fieldMask: 'buyerNote' },
        shown.toISOString(),
      ],
      [
        'POST',
        'https://api.test/v1/fulfillments/orders/o/create-fulfillment',
        { fulfillment: { lineItems: [] } },
        shown.toISOString(),
      ],
    ]);
  });

  it('answers ORDER_CHANGED as an ApplicationError with who changed what', async () => {
    const { fetch } = fakeFetch({
      status: 409,
      body: {
        message: 'Olive changed this order',
        details: {
          applicationError: {
            code: 'ORDER_CHANGED',
            description: 'Olive changed this order',
            data: { changes: [{ actorName: 'Olive', action: 'order.updated' }] },
          },
        },
      },
    });
    const error = await staffClient(fetch)
      .orderManagement.markAsPaid('o', {}, { revision: shown })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect((error as ApplicationError).code).toBe('ORDER_CHANGED');
  });

  it('sends no revision header without a revision', () => {
    expect(revisionHeaders({})).toBeUndefined();
    expect(revisionHeaders({ revision: '2026-01-01T00:00:00.000Z' })).toEqual({
      'if-match': '2026-01-01T00:00:00.000Z',
    });
  });
});

describe('orderManagement.exportOrdersCsv', () => {
  const elevated = (fetch: ReturnType<typeof fakeFetch>['fetch']) =>
    createClient({
      baseUrl: 'https://api.test',
      fetch,
      auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
      modules: { orderManagement },
    });

  it('asks for the CSV with the filter and sort as JSON and hands back the unread response', async () => {
    const csv = 'number,total\r\n1001,12.50\r\n';
    const { fetch, calls } = fakeFetch({ body: csv, headers: { 'content-type': 'text/csv; charset=utf-8' } });
    const res = await elevated(fetch).orderManagement.exportOrdersCsv({
      filter: { paymentStatus: 'NOT_PAID' },
      sort: [{ fieldName: 'number', order: 'DESC' }],
    });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/v1/orders/export.csv');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ paymentStatus: 'NOT_PAID' });
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual([{ fieldName: 'number', order: 'DESC' }]);
    expect(calls[0]!.headers.accept).toBe('*/*');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await res.text()).toBe(csv);
    await elevated(fetch).orderManagement.exportOrdersCsv();
    expect(calls[1]!.url).toBe('https://api.test/v1/orders/export.csv');
  });

  it('reads a refused export as the error it is', async () => {
    const { fetch } = fakeFetch({
      status: 400,
      body: {
        message: 'INVALID_ARGUMENT: query.filter.password is not allowed here',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'query.filter.password', description: 'x', violatedRule: 'FIELD_NOT_ALLOWED' },
            ],
          },
        },
      },
    });
    await expect(
      elevated(fetch).orderManagement.exportOrdersCsv({ filter: { password: 1 } }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
