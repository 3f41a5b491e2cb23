import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { ApiKeyStrategy } from '../auth/strategy';
import { createClient } from '../client';
import { ApplicationError, ContextError, ValidationError } from '../errors';
import { newsletter } from './newsletter';

const setup = (answer: Parameters<typeof fakeFetch>[0]) => {
  const { fetch, calls } = fakeFetch(answer);
  return { client: createClient({ baseUrl: 'https://api.test', fetch, modules: { newsletter } }), calls };
};

describe('newsletter.subscribe', () => {
  it('posts the email and answers {} (the same for every address)', async () => {
    const { client, calls } = setup({ body: {} });
    expect(await client.newsletter.subscribe('ada@example.com')).toEqual({});
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/newsletter/subscriptions',
      body: { email: 'ada@example.com' },
    });
  });

  it('reports too many sign-ups from one client address as TOO_MANY_REQUESTS', async () => {
    const message = 'Too many sign-ups from this address: try again later';
    const { client } = setup({
      status: 429,
      body: {
        message,
        details: { applicationError: { description: message, code: 'TOO_MANY_REQUESTS', data: {} } },
      },
    });
    await expect(client.newsletter.subscribe('ada@example.com')).rejects.toMatchObject({
      constructor: ApplicationError,
      code: 'TOO_MANY_REQUESTS',
      status: 429,
      message,
    });
  });

  it('reports an invalid address as a validation error on email', async () => {
    const violation = {
      field: 'email',
      description: 'must be a valid email address',
      violatedRule: 'FORMAT',
      data: { type: 'EMAIL' },
    };
    const { client } = setup({
      status: 400,
      body: {
        message: 'INVALID_ARGUMENT: "email" must be a valid email address',
        details: { validationError: { fieldViolations: [violation] } },
      },
    });
    await expect(client.newsletter.subscribe('nope')).rejects.toMatchObject({
      constructor: ValidationError,
      code: 'INVALID_ARGUMENT',
      message: 'INVALID_ARGUMENT: "email" must be a valid email address',
      details: { validationError: { fieldViolations: [violation] } },
    });
  });

  it('throws the context error without a client', () => {
    expect(() => newsletter.subscribe('ada@example.com')).toThrow(ContextError);
  });
});

describe('newsletter.confirm and newsletter.unsubscribe', () => {
  it('post the token of the link and answer in client form', async () => {
    const { client, calls } = setup({
      body: { subscription: { email: 'ada@example.com', confirmedDate: '2026-02-03T04:05:06.000Z' } },
    });
    expect(await client.newsletter.confirm('id.sig')).toEqual({
      subscription: { email: 'ada@example.com', confirmedDate: new Date('2026-02-03T04:05:06.000Z') },
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/newsletter/confirm',
      body: { token: 'id.sig' },
    });
    const second = setup({ body: {} });
    expect(await second.client.newsletter.unsubscribe('id.sig2')).toEqual({});
    expect(second.calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/newsletter/unsubscribe',
      body: { token: 'id.sig2' },
    });
  });

  it.each([
    ['INVALID_NEWSLETTER_LINK', 'This link is not valid: check that it was copied whole'],
    ['NEWSLETTER_LINK_EXPIRED', 'This link has expired: sign up again to get a new one'],
  ])('reports %s as an application error', async (code, message) => {
    const { client } = setup({
      status: 400,
      body: { message, details: { applicationError: { description: message, code, data: {} } } },
    });
    await expect(client.newsletter.confirm('x.y')).rejects.toMatchObject({
      constructor: ApplicationError,
      code,
      status: 400,
      message,
    });
  });
});

describe('newsletter for staff', () => {
  it('queries subscribers and exports the confirmed ones, on an elevated client only', async () => {
    const { fetch, calls } = fakeFetch((call) =>
      call.method === 'GET'
        ? { body: { fileName: 'n.csv', contentType: 'text/csv', count: 1, csv: 'email\r\na@b.test\r\n' } }
        : {
            body: {
              subscribers: [
                { id: 's1', email: 'a@b.test', status: 'CONFIRMED', createdDate: '2026-01-01T00:00:00.000Z' },
              ],
              metadata: { items: 1, offset: 0, total: 1, tooManyToCount: false, cursors: {} },
            },
          },
    );
    const client = createClient({
      baseUrl: 'https://api.test',
      fetch,
      auth: ApiKeyStrategy({ apiKey: 'k'.repeat(24) }),
      modules: { newsletter },
    });
    const page = await client.newsletter.querySubscribers({ filter: { status: 'CONFIRMED' } });
    expect(page.subscribers[0]).toMatchObject({ _id: 's1', email: 'a@b.test' });
    expect(page.subscribers[0]!._createdDate).toBeInstanceOf(Date);
    expect((await client.newsletter.exportSubscribers()).csv).toBe('email\r\na@b.test\r\n');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'POST',
        'https://api.test/v1/newsletter/subscriptions/query',
        { query: { filter: { status: 'CONFIRMED' } } },
      ],
      ['GET', 'https://api.test/v1/newsletter/subscriptions/export', undefined],
    ]);
    const visitor = createClient({ baseUrl: 'https://api.test', fetch, modules: { newsletter } });
    expect(() => visitor.newsletter.exportSubscribers()).toThrow();
  });
});
