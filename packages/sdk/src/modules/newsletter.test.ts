import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { createClient } from '../client';
import { ApplicationError, ContextError, ValidationError } from '../errors';
import { newsletter } from './newsletter';

const setup = (answer: Parameters<typeof fakeFetch>[0]) => {
  const { fetch, calls } = fakeFetch(answer);
  return { client: createClient({ baseUrl: 'https://api.test', fetch, modules: { newsletter } }), calls };
};

describe('newsletter.subscribe', () => {
  it('posts the email and answers the subscription in client form', async () => {
    const { client, calls } = setup({
      body: { subscription: { id: 's1', email: 'ada@example.com', createdDate: '2026-02-03T04:05:06.000Z' } },
    });
    const answer = await client.newsletter.subscribe('ada@example.com');
    expect(answer).toEqual({
      subscription: {
        _id: 's1',
        email: 'ada@example.com',
        _createdDate: new Date('2026-02-03T04:05:06.000Z'),
      },
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/newsletter/subscriptions',
      body: { email: 'ada@example.com' },
    });
  });

  it('reports an address already on the list as ALREADY_SUBSCRIBED', async () => {
    const message = 'This address is already subscribed to the newsletter';
    const { client } = setup({
      status: 409,
      body: {
        message,
        details: { applicationError: { description: message, code: 'ALREADY_SUBSCRIBED', data: {} } },
      },
    });
    await expect(client.newsletter.subscribe('ada@example.com')).rejects.toMatchObject({
      constructor: ApplicationError,
      code: 'ALREADY_SUBSCRIBED',
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
