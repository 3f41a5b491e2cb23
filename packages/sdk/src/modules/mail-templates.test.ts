import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ELEVATED_CLIENT_REQUIRED_MESSAGE } from '../errors';
import { mailTemplates } from './mail-templates';

const template = { subject: 'Order {{orderNumber}}', html: '<p>Hi</p>', text: 'Hi' };

describe('mailTemplates', () => {
  it('needs an elevated client', () => {
    const { fetch } = fakeFetch({ body: {} });
    const client = createClient({ baseUrl: 'https://api.test', fetch, modules: { mailTemplates } });
    expect(() => client.mailTemplates.listMailTemplates()).toThrow(ELEVATED_CLIENT_REQUIRED_MESSAGE);
  });

  it('reads, saves, previews and resets a kind', async () => {
    const { fetch, calls } = fakeFetch({ body: { template: { kind: 'order-confirmed', ...template } } });
    const client = createClient({
      baseUrl: 'https://api.test',
      fetch,
      auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
      modules: { mailTemplates },
    });
    await client.mailTemplates.getMailTemplate('order-confirmed');
    await client.mailTemplates.saveMailTemplate('order-confirmed', template);
    await client.mailTemplates.previewMailTemplate('order-confirmed', template);
    await client.mailTemplates.previewMailTemplate('order-confirmed');
    await client.mailTemplates.resetMailTemplate('order-confirmed');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', 'https://api.test/v1/mail-templates/order-confirmed', undefined],
      ['PUT', 'https://api.test/v1/mail-templates/order-confirmed', { template }],
      ['POST', 'https://api.test/v1/mail-templates/order-confirmed/preview', { template }],
      ['POST', 'https://api.test/v1/mail-templates/order-confirmed/preview', {}],
      ['DELETE', 'https://api.test/v1/mail-templates/order-confirmed', undefined],
    ]);
  });
});
