import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY, startTestApp, type TestApp } from '../../server/test/helpers';
import { ApplicationError, createClient, newsletter, ValidationError } from '../src/index';

let t: TestApp;
let client: ReturnType<typeof makeClient>;
const makeClient = (baseUrl: string) => createClient({ baseUrl, modules: { newsletter } });

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  client = makeClient(base);
});
afterAll(() => t?.close());

let base: string;
async function latestMail(to: string): Promise<{ kind: string; text: string }> {
  const res = await fetch(`${base}/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=1`, {
    headers: { authorization: ADMIN_KEY },
  });
  const { messages } = (await res.json()) as { messages: { kind: string; text: string }[] };
  if (!messages[0]) throw new Error(`no mail to ${to}`);
  return messages[0];
}
const tokenIn = (text: string, path: string) =>
  decodeURIComponent(new RegExp(`/newsletter/${path}\\?token=([^\\s]+)`).exec(text)?.[1] ?? '');

describe('newsletter against the real server', () => {
  it('subscribes with double opt-in: the mailed links confirm and unsubscribe', async () => {
    expect(await client.newsletter.subscribe('Grace@Example.com')).toEqual({});
    const mail = await latestMail('grace@example.com');
    expect(mail.kind).toBe('newsletter-confirmation');
    const before = Date.now();
    const { subscription } = await client.newsletter.confirm(tokenIn(mail.text, 'confirm'));
    expect(subscription.email).toBe('grace@example.com');
    expect(subscription.confirmedDate).toBeInstanceOf(Date);
    expect(subscription.confirmedDate.getTime()).toBeGreaterThan(before - 60_000);
    expect(await client.newsletter.unsubscribe(tokenIn(mail.text, 'unsubscribe'))).toEqual({});
    const error = await client.newsletter.confirm(tokenIn(mail.text, 'confirm')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'NEWSLETTER_LINK_EXPIRED', status: 400 });
  });

  it('answers a second subscription exactly like the first', async () => {
    expect(await client.newsletter.subscribe('twice@example.com')).toEqual({});
    expect(await client.newsletter.subscribe('TWICE@example.com')).toEqual({});
  });

  it('reports a forged link as INVALID_NEWSLETTER_LINK', async () => {
    const error = await client.newsletter.unsubscribe('forged.token').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({
      message: 'This link is not valid: check that it was copied whole',
      code: 'INVALID_NEWSLETTER_LINK',
      status: 400,
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
