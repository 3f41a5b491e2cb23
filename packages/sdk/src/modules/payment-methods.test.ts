import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ELEVATED_CLIENT_REQUIRED_MESSAGE } from '../errors';
import { paymentMethods } from './payment-methods';

const bank = { id: 'p1', kind: 'BANK_TRANSFER', title: 'Bank transfer', instructions: 'IBAN', enabled: true };

describe('paymentMethods', () => {
  it('lists the enabled methods for everyone, in client form', async () => {
    const { fetch, calls } = fakeFetch({ body: { paymentMethods: [bank] } });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { paymentMethods } });
    const { paymentMethods: methods } = await client.paymentMethods.listPaymentMethods();
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://api.test/v1/payment-methods' });
    expect(methods[0]).toMatchObject({ _id: 'p1', kind: 'BANK_TRANSFER' });
    expect(() => client.paymentMethods.deletePaymentMethod('p1')).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
  });

  it('the merchant creates, updates and deletes them', async () => {
    const { fetch, calls } = fakeFetch({ body: { paymentMethod: bank } });
    const client = createClient({
      baseUrl: 'https://api.test',
      fetch,
      auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
      modules: { paymentMethods },
    });
    await client.paymentMethods.createPaymentMethod({
      kind: 'BANK_TRANSFER',
      title: 'Bank transfer',
      instructions: 'IBAN',
    });
    await client.paymentMethods.updatePaymentMethod('p1', { enabled: false });
    await client.paymentMethods.deletePaymentMethod('p1');
    expect(calls.map((c) => [c.method, c.url.replace('https://api.test', ''), c.body])).toEqual([
      [
        'POST',
        '/v1/payment-methods',
        { paymentMethod: { kind: 'BANK_TRANSFER', title: 'Bank transfer', instructions: 'IBAN' } },
      ],
      ['PATCH', '/v1/payment-methods/p1', { paymentMethod: { enabled: false } }],
      ['DELETE', '/v1/payment-methods/p1', undefined],
    ]);
  });
});
