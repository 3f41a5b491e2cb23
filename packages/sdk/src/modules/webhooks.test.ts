import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ELEVATED_CLIENT_REQUIRED_MESSAGE } from '../errors';
import { webhooks } from './webhooks';

const hook = {
  id: 'w1',
  url: 'https://example.test/hook',
  eventTypes: ['catalog.product.created'],
  description: '',
  enabled: true,
  createdDate: '2026-01-02T03:04:05.000Z',
  updatedDate: '2026-01-02T03:04:05.000Z',
};

const elevated = (body: unknown) => {
  const { fetch, calls } = fakeFetch({ body });
  const client = createClient({
    baseUrl: 'https://api.test',
    fetch,
    auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
    modules: { webhooks },
  });
  return { client, calls };
};

describe('webhooks', () => {
  it('is for elevated clients only', () => {
    const { fetch } = fakeFetch({ body: {} });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { webhooks } });
    expect(() => client.webhooks.listWebhooks()).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
  });

  it('creates, changes, rotates and deletes an endpoint; the secret comes back in client form', async () => {
    const { client, calls } = elevated({ webhook: hook, secret: 'whsec_x' });
    const created = await client.webhooks.createWebhook({ url: hook.url, eventTypes: hook.eventTypes });
    expect(created.secret).toBe('whsec_x');
    expect(created.webhook._id).toBe('w1');
    expect(created.webhook._createdDate).toBeInstanceOf(Date);
    await client.webhooks.updateWebhook('w1', { enabled: false });
    await client.webhooks.rotateWebhookSecret('w1');
    await client.webhooks.deleteWebhook('w1');
    await client.webhooks.listEventTypes();
    expect(calls.map((c) => [c.method, c.url.replace('https://api.test', ''), c.body])).toEqual([
      ['POST', '/v1/webhooks', { url: hook.url, eventTypes: hook.eventTypes }],
      ['PATCH', '/v1/webhooks/w1', { enabled: false }],
      ['POST', '/v1/webhooks/w1/rotate-secret', {}],
      ['DELETE', '/v1/webhooks/w1', undefined],
      ['GET', '/v1/webhooks/event-types', undefined],
    ]);
  });

  it('pages the delivery log and redelivers one', async () => {
    const { client, calls } = elevated({ deliveries: [], metadata: { count: 0, offset: 20, total: 0 } });
    await client.webhooks.listDeliveries('w1', { limit: 20, offset: 20, status: 'FAILED' });
    await client.webhooks.retryDelivery('w1', 'd 1');
    expect(calls.map((c) => [c.method, c.url.replace('https://api.test', '')])).toEqual([
      ['GET', '/v1/webhooks/w1/deliveries?status=FAILED&limit=20&offset=20'],
      ['POST', '/v1/webhooks/w1/deliveries/d%201/retry'],
    ]);
  });
});
