import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ApplicationError, ELEVATED_CLIENT_REQUIRED_MESSAGE, ValidationError } from '../errors';
import { orderManagement } from './order-management';

const elevated = (fetch: ReturnType<typeof fakeFetch>['fetch']) =>
  createClient({
    baseUrl: 'https://api.test',
    fetch,
    auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
    modules: { orderManagement },
  });

describe('orderManagement', () => {
  it('needs an elevated client', () => {
    const { fetch } = fakeFetch({ body: {} });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { orderManagement } });
    expect(() => client.orderManagement.markOrderAsPaid('x')).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
    expect(() => client.orderManagement.exportOrdersCsv()).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
  });

  it('marks an order paid and answers it in client form', async () => {
    const { fetch, calls } = fakeFetch({
      body: { order: { id: 'o1', number: '1001', paymentStatus: 'PAID' } },
    });
    const answer = await elevated(fetch).orderManagement.markOrderAsPaid('o 1');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', 'https://api.test/v1/orders/o%201/mark-as-paid', {}],
    ]);
    expect(answer.order).toMatchObject({ _id: 'o1', number: '1001', paymentStatus: 'PAID' });
  });

  it('answers a refusal to mark paid as the server’s application error', async () => {
    const { fetch } = fakeFetch({
      status: 400,
      body: {
        message: 'already paid',
        details: { applicationError: { code: 'ORDER_ALREADY_PAID', description: 'The order is paid' } },
      },
    });
    const failure = await elevated(fetch)
      .orderManagement.markOrderAsPaid('o1')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApplicationError);
    expect((failure as ApplicationError).code).toBe('ORDER_ALREADY_PAID');
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
