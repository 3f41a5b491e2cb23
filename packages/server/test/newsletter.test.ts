import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /v1/newsletter/subscriptions', () => {
  it('stores an address once, whatever its case', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/v1/newsletter/subscriptions',
      payload: { email: 'Ada@Example.com' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().subscription).toMatchObject({ email: 'ada@example.com' });

    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/newsletter/subscriptions',
      payload: { email: 'ada@example.COM' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This address is already subscribed to the newsletter',
      details: {
        applicationError: {
          description: 'This address is already subscribed to the newsletter',
          code: 'ALREADY_SUBSCRIBED',
          data: {},
        },
      },
    });
  });

  it('refuses an invalid address with an EMAIL field violation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/newsletter/subscriptions',
      payload: { email: 'not-an-address' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'INVALID_ARGUMENT: "email" must be a valid email address',
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
