import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../server/test/helpers';
import { ApplicationError, createClient, newsletter, ValidationError } from '../src/index';

let t: TestApp;
let client: ReturnType<typeof makeClient>;
const makeClient = (baseUrl: string) => createClient({ baseUrl, modules: { newsletter } });

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  client = makeClient(`http://127.0.0.1:${port}`);
});
afterAll(() => t?.close());

describe('newsletter against the real server', () => {
  it('subscribes an address and answers it in client form', async () => {
    const before = Date.now();
    const { subscription } = await client.newsletter.subscribe('Grace@Example.com');
    expect(subscription.email).toBe('grace@example.com');
    expect(subscription._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(subscription._createdDate).toBeInstanceOf(Date);
    expect(subscription._createdDate.getTime()).toBeGreaterThan(before - 60_000);
    expect(subscription).not.toHaveProperty('id');
  });

  it('reports a second subscription as ALREADY_SUBSCRIBED', async () => {
    await client.newsletter.subscribe('twice@example.com');
    const error = await client.newsletter.subscribe('TWICE@example.com').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({
      message: 'This address is already subscribed to the newsletter',
      code: 'ALREADY_SUBSCRIBED',
      status: 409,
      details: {
        applicationError: {
          description: 'This address is already subscribed to the newsletter',
          code: 'ALREADY_SUBSCRIBED',
          data: {},
        },
      },
    });
    expect((error as ApplicationError).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports an invalid address as a validation error on email', async () => {
    const error = await client.newsletter.subscribe('not-an-address').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      message: 'INVALID_ARGUMENT: "email" must be a valid email address',
      code: 'INVALID_ARGUMENT',
      status: 400,
      details: {
        validationError: {
          fieldViolations: [
            {
              field: 'email',
              description: 'must be a valid email address',
              violatedRule: 'FORMAT',
              data: { type: 'EMAIL' },
            },
          ],
        },
      },
    });
  });
});
