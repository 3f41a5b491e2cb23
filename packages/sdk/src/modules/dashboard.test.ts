import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ApplicationError } from '../errors';
import { dashboard } from './dashboard';

const ORDER = 'a3c1e0f4-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const amount = (a: string) => ({ amount: a, formattedAmount: `$${a}` });

const setup = (answer: Parameters<typeof fakeFetch>[0]) => {
  const { fetch, calls } = fakeFetch(answer);
  return {
    client: createClient({
      baseUrl: 'https://api.test',
      fetch,
      auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
      modules: { dashboard },
    }),
    calls,
  };
};

describe('dashboard', () => {
  it('reads the orders to handle, in client form', async () => {
    const wire = {
      awaitingPayment: {
        total: 1,
        orders: [
          {
            id: ORDER,
            number: '10001',
            createdDate: '2026-11-20T10:00:00.000Z',
            buyerName: 'Ada',
            total: amount('40.00'),
            daysWaiting: 7,
            amountDue: amount('40.00'),
            paymentMethodTitle: 'Bank transfer',
            lastReminderDate: '2026-11-25T10:00:00.000Z',
          },
        ],
      },
      toFulfil: { total: 0, orders: [] },
      readyForPickup: { total: 0, orders: [] },
    };
    const { client, calls } = setup({ body: wire });
    const answer = await client.dashboard.ordersToHandle();
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://api.test/v1/dashboard/orders-to-handle' });
    const [first] = answer.awaitingPayment.orders;
    expect(first).toMatchObject({ _id: ORDER, daysWaiting: 7, number: '10001' });
    expect(first!._createdDate).toEqual(new Date('2026-11-20T10:00:00.000Z'));
    expect(first!.lastReminderDate).toEqual(new Date('2026-11-25T10:00:00.000Z'));
  });

  it('reads the stock to handle and the sales', async () => {
    const { client, calls } = setup((call) => ({
      body: call.url.endsWith('/sales')
        ? {
            sales: {
              timeZone: 'UTC',
              currency: 'USD',
              days: [{ date: '2026-11-27', orders: 2, revenue: amount('80.00') }],
              orders: 2,
              revenue: amount('80.00'),
              averageOrderValue: amount('40.00'),
              topByRevenue: [],
              topByUnits: [],
            },
          }
        : { lowStock: { variants: [], total: 0, threshold: 3 }, backInStock: { variants: [], total: 0 } },
    }));
    expect((await client.dashboard.stockToHandle()).lowStock.threshold).toBe(3);
    const sales = await client.dashboard.sales();
    expect(sales.days[0]).toEqual({ date: '2026-11-27', orders: 2, revenue: amount('80.00') });
    expect(sales.averageOrderValue.amount).toBe('40.00');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET https://api.test/v1/dashboard/stock-to-handle',
      'GET https://api.test/v1/dashboard/sales',
    ]);
  });

  it('sends a payment reminder, and reports a paid order as ORDER_ALREADY_PAID', async () => {
    const ok = setup({ body: { order: { id: ORDER, number: '10001' }, sentTo: 'ada@example.com' } });
    const sent = await ok.client.dashboard.sendPaymentReminder(ORDER);
    expect(ok.calls[0]).toMatchObject({
      method: 'POST',
      url: `https://api.test/v1/orders/${ORDER}/payment-reminder`,
      body: {},
    });
    expect(sent.sentTo).toBe('ada@example.com');
    const refused = setup({
      status: 409,
      body: {
        message: 'This order is already paid',
        details: {
          applicationError: {
            code: 'ORDER_ALREADY_PAID',
            description: 'This order is already paid',
            data: {},
          },
        },
      },
    });
    const error = await refused.client.dashboard.sendPaymentReminder(ORDER).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect((error as ApplicationError).code).toBe('ORDER_ALREADY_PAID');
  });
});
