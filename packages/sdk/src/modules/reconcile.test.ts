import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ELEVATED_CLIENT_REQUIRED_MESSAGE } from '../errors';
import { reconcile } from './reconcile';

describe('reconcile', () => {
  it('needs an elevated client', () => {
    const { fetch } = fakeFetch({ body: {} });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { reconcile } });
    expect(() => client.reconcile.previewStatement('x')).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
  });

  it('previews a statement and confirms pairs', async () => {
    const order = {
      id: 'o-1',
      number: 10001,
      owed: '25.00',
      formattedOwed: '€25.00',
      currency: 'EUR',
      buyerName: '',
    };
    const credit = { line: 2, date: '02.11.2026', amount: '25.00', reference: 'Order 10001' };
    const matched = { ...credit, status: 'MATCH', code: 'MATCHED', reason: 'fits', order };
    const { fetch, calls } = fakeFetch({ body: { credits: [matched], problems: [], debits: 0, rows: 1 } });
    const client = createClient({
      baseUrl: 'https://api.test',
      fetch,
      auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
      modules: { reconcile },
    });
    const csv = 'Date;Reference;Amount\n02.11.2026;Order 10001;25,00';
    const preview = await client.reconcile.previewStatement(csv);
    // The order's id reads `_id`, as every id the SDK answers.
    const { id: _, ...rest } = order;
    expect(preview.credits[0]!.order).toEqual({ ...rest, _id: 'o-1' });
    const pair = { line: 2, orderId: 'o-1', amount: '25.00', reference: 'Order 10001', date: '02.11.2026' };
    await client.reconcile.confirmMatches([pair]);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', 'https://api.test/v1/reconciliation/preview', { csv }],
      ['POST', 'https://api.test/v1/reconciliation/confirm', { pairs: [pair] }],
    ]);
  });
});
