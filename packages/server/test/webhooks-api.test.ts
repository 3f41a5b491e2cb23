import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, roleHeaders, type RoleName } from './catalog-helpers';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import { bearer, ownerSession } from './staff-helpers';
import { eventually, startReceiver, type Receiver } from './webhook-receiver';

/** The merchant's webhook API: every path, its errors, and who may call it. */
const ZERO = '00000000-0000-0000-0000-000000000000';

let t: TestApp;
let receiver: Receiver;
let roles: Record<RoleName, Record<string, string>>;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await startTestApp(
    { CAPTCHA_MAX_NUMBER: '200' },
    {
      webhookDelivery: {
        pollMs: 30,
        policy: { firstDelayMs: 60_000, maxDelayMs: 60_000, maxAttempts: 2, jitter: 0 },
      },
    },
  );
  roles = await roleHeaders(t.app);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = asAdmin,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function create(body: object = {}) {
  const res = await call('POST', '/v1/webhooks', { url: receiver.url, eventTypes: ['*'], ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ webhook: Json; secret: string }>();
}

const violations = (res: { json: () => Json }) =>
  (res.json().details.validationError.fieldViolations as Json[]).map((v) => [v.field, v.violatedRule]);

describe('creating a webhook', () => {
  it('answers the webhook and its secret, which no read shows again', async () => {
    const { webhook, secret } = await create({
      eventTypes: ['ecom.order.created', 'catalog.product.created', 'ecom.order.created'],
      description: 'Fulfilment service',
    });
    expect(webhook).toEqual({
      id: expect.any(String),
      url: receiver.url,
      eventTypes: ['ecom.order.created', 'catalog.product.created'],
      description: 'Fulfilment service',
      enabled: true,
      createdDate: expect.any(String),
      updatedDate: expect.any(String),
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const read = await call('GET', `/v1/webhooks/${webhook.id}`);
    expect(read.json()).toEqual({ webhook });
    expect(read.body).not.toContain(secret);
    const list = await call('GET', '/v1/webhooks');
    expect(list.json().webhooks).toContainEqual(webhook);
    expect(list.body).not.toContain(secret);
  });

  it('gives each webhook its own secret', async () => {
    const [a, b] = [await create(), await create()];
    expect(a.secret).not.toBe(b.secret);
  });

  it('takes "*" alone for every type, and private addresses', async () => {
    const { webhook } = await create({
      url: 'http://10.1.2.3:9000/hook',
      eventTypes: ['ecom.cart.created', '*'],
    });
    expect(webhook.eventTypes).toEqual(['*']);
    expect(webhook.url).toBe('http://10.1.2.3:9000/hook');
  });

  it('lists the event types a webhook may name', async () => {
    const res = await call('GET', '/v1/webhooks/event-types');
    expect(res.statusCode).toBe(200);
    expect(res.json().eventTypes).toEqual(
      expect.arrayContaining([
        'catalog.product.created',
        'member.updated',
        'ecom.cart.deleted',
        'ecom.order.canceled',
      ]),
    );
  });

  it('refuses a URL that is not http(s), naming the field', async () => {
    for (const url of ['ftp://files.example/hook', 'not a url', '/relative']) {
      const res = await call('POST', '/v1/webhooks', { url, eventTypes: ['*'] });
      expect(res.statusCode).toBe(400);
      expect(violations(res)).toEqual([['url', 'FORMAT']]);
    }
  });

  it('refuses an unknown event type with its place and the known ones', async () => {
    const res = await call('POST', '/v1/webhooks', {
      url: receiver.url,
      eventTypes: ['ecom.order.created', 'ecom.order.exploded'],
    });
    expect(res.statusCode).toBe(400);
    const [violation] = res.json().details.validationError.fieldViolations as Json[];
    expect(violation).toMatchObject({ field: 'eventTypes[1]', violatedRule: 'INVALID_ENUM_VALUE' });
    expect(violation!.description).toContain('"ecom.order.exploded" is not an event type');
    expect(violation!.data.allowed).toContain('ecom.order.created');
  });

  it('refuses a missing or empty list of types, unknown fields and an overlong description', async () => {
    const cases: [object, string, string][] = [
      [{ url: receiver.url }, 'eventTypes', 'REQUIRED_FIELD'],
      [{ url: receiver.url, eventTypes: [] }, 'eventTypes', 'MIN_SIZE'],
      [{ eventTypes: ['*'] }, 'url', 'REQUIRED_FIELD'],
      [{ url: receiver.url, eventTypes: ['*'], secret: 'mine' }, 'secret', 'FIELD_NOT_ALLOWED'],
      [{ url: receiver.url, eventTypes: ['*'], description: 'x'.repeat(501) }, 'description', 'MAX_LENGTH'],
    ];
    for (const [body, field, rule] of cases) {
      const res = await call('POST', '/v1/webhooks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(violations(res)).toContainEqual([field, rule]);
    }
  });
});

describe('changing a webhook', () => {
  it('patches the fields given and keeps the rest', async () => {
    const { webhook } = await create({ description: 'before', eventTypes: ['ecom.cart.created'] });
    const res = await call('PATCH', `/v1/webhooks/${webhook.id}`, {
      eventTypes: ['ecom.order.created'],
      enabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().webhook).toMatchObject({
      url: receiver.url,
      description: 'before',
      eventTypes: ['ecom.order.created'],
      enabled: false,
    });
    expect(Date.parse(res.json().webhook.updatedDate)).toBeGreaterThanOrEqual(
      Date.parse(webhook.updatedDate),
    );
    expect((await call('GET', `/v1/webhooks/${webhook.id}`)).json().webhook.enabled).toBe(false);
  });

  it('checks a patched URL and types as creation does', async () => {
    const { webhook } = await create();
    const badUrl = await call('PATCH', `/v1/webhooks/${webhook.id}`, { url: 'mailto:x@y.example' });
    expect(violations(badUrl)).toEqual([['url', 'FORMAT']]);
    const badType = await call('PATCH', `/v1/webhooks/${webhook.id}`, { eventTypes: ['nope'] });
    expect(violations(badType)).toEqual([['eventTypes[0]', 'INVALID_ENUM_VALUE']]);
    expect((await call('GET', `/v1/webhooks/${webhook.id}`)).json().webhook).toEqual(webhook);
  });

  it('rotates the secret: a new one, shown once', async () => {
    const { webhook, secret } = await create();
    const res = await call('POST', `/v1/webhooks/${webhook.id}/rotate-secret`);
    expect(res.statusCode).toBe(200);
    const rotated = res.json<{ webhook: Json; secret: string }>();
    expect(rotated.webhook.id).toBe(webhook.id);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(secret);
    expect((await call('GET', `/v1/webhooks/${webhook.id}`)).body).not.toContain(rotated.secret);
  });

  it('deletes a webhook with its log; a second delete is 404', async () => {
    const { webhook } = await create();
    expect((await call('DELETE', `/v1/webhooks/${webhook.id}`)).json()).toEqual({});
    expect((await call('DELETE', `/v1/webhooks/${webhook.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/v1/webhooks`)).json().webhooks.map((w: Json) => w.id)).not.toContain(
      webhook.id,
    );
  });

  it('answers 404 for a webhook that does not exist, on every path, and 400 for an id that is not one', async () => {
    const paths: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['GET', `/v1/webhooks/${ZERO}`],
      ['PATCH', `/v1/webhooks/${ZERO}`, { enabled: true }],
      ['DELETE', `/v1/webhooks/${ZERO}`],
      ['POST', `/v1/webhooks/${ZERO}/rotate-secret`],
      ['GET', `/v1/webhooks/${ZERO}/deliveries`],
      ['GET', `/v1/webhooks/${ZERO}/deliveries/${ZERO}`],
      ['POST', `/v1/webhooks/${ZERO}/deliveries/${ZERO}/retry`],
    ];
    for (const [method, url, body] of paths) {
      const res = await call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(appCode(res)).toBe('NOT_FOUND');
    }
    expect((await call('GET', '/v1/webhooks/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('the delivery log', () => {
  it("pages a webhook's deliveries, newest first, filtered by status", async () => {
    const { webhook } = await create({ eventTypes: ['catalog.product.created'] });
    const products = [];
    for (const name of ['Log One', 'Log Two', 'Log Three']) {
      products.push(await createProduct(t.app, { name, priceData: { price: '5.00' } }));
    }
    const log = (query = '') => call('GET', `/v1/webhooks/${webhook.id}/deliveries${query}`);
    await eventually(async () => (await log('?status=DELIVERED')).json().metadata.total === 3);

    const all = (await log()).json();
    expect(all.metadata).toEqual({ count: 3, offset: 0, total: 3 });
    expect(all.deliveries.map((d: Json) => d.event.entityId)).toEqual(products.map((p) => p.id).reverse());
    expect(all.deliveries[0]).toEqual({
      id: expect.any(String),
      webhookId: webhook.id,
      event: {
        id: expect.any(String),
        sequence: expect.any(Number),
        type: 'catalog.product.created',
        entityId: products[2]!.id,
        eventTime: expect.any(String),
      },
      status: 'DELIVERED',
      attempts: 1,
      attemptLimit: 2,
      lastAttemptDate: expect.any(String),
      lastStatusCode: 200,
      lastDurationMs: expect.any(Number),
      lastError: null,
      nextAttemptDate: null,
      deliveredDate: expect.any(String),
      createdDate: expect.any(String),
    });

    const page = (await log('?limit=2&offset=1')).json();
    expect(page.metadata).toEqual({ count: 2, offset: 1, total: 3 });
    expect(page.deliveries.map((d: Json) => d.id)).toEqual(all.deliveries.slice(1).map((d: Json) => d.id));
    expect((await log('?status=FAILED')).json()).toEqual({
      deliveries: [],
      metadata: { count: 0, offset: 0, total: 0 },
    });

    const one = await call('GET', `/v1/webhooks/${webhook.id}/deliveries/${all.deliveries[1].id}`);
    expect(one.json()).toEqual({ delivery: all.deliveries[1] });
  });

  it('refuses a bad status, limit or offset', async () => {
    const { webhook } = await create();
    for (const query of ['?status=LOST', '?limit=0', '?limit=101', '?offset=-1', '?limit=x']) {
      const res = await call('GET', `/v1/webhooks/${webhook.id}/deliveries${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/^INVALID_ARGUMENT/);
    }
  });

  it("does not show one webhook's delivery under another", async () => {
    const a = await create({ eventTypes: ['catalog.product.created'] });
    const b = await create({ eventTypes: ['catalog.product.created'] });
    await createProduct(t.app, { name: 'Crossed', priceData: { price: '5.00' } });
    const [delivery] = (await call('GET', `/v1/webhooks/${a.webhook.id}/deliveries`)).json()
      .deliveries as Json[];
    const res = await call('GET', `/v1/webhooks/${b.webhook.id}/deliveries/${delivery!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Delivery ${delivery!.id} not found`);
    const retry = await call('POST', `/v1/webhooks/${b.webhook.id}/deliveries/${delivery!.id}/retry`);
    expect(retry.statusCode).toBe(404);
  });
});

describe('manual redelivery', () => {
  it('sends a delivered delivery once more, then settles it again', async () => {
    const { webhook } = await create({ eventTypes: ['catalog.product.created'] });
    const product = await createProduct(t.app, { name: 'Again', priceData: { price: '5.00' } });
    const log = async () =>
      (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json().deliveries[0] as Json;
    await eventually(async () => (await log())?.status === 'DELIVERED');
    const before = receiver.received.filter((r) => r.events[0]?.entityId === product.id).length;

    const res = await call('POST', `/v1/webhooks/${webhook.id}/deliveries/${(await log()).id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery).toMatchObject({ status: 'PENDING', attempts: 1, attemptLimit: 2 });
    await eventually(async () => (await log()).attempts === 2 && (await log()).status === 'DELIVERED');
    expect(receiver.received.filter((r) => r.events[0]?.entityId === product.id).length).toBe(before + 1);
  });

  // Each with an endpoint of its own: the other tests' webhooks get the same events.
  it('sends one waiting for a retry now instead, once, its remaining retries kept', async () => {
    const own = await startReceiver();
    const { webhook } = await create({ url: own.url, eventTypes: ['catalog.product.created'] });
    own.answerWith(500);
    const product = await createProduct(t.app, { name: 'Retry now', priceData: { price: '5.00' } });
    const arrivals = () => own.received.filter((r) => r.events[0]?.entityId === product.id);
    const log = async () =>
      (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json().deliveries[0] as Json;
    // The first attempt failed: the next is a minute away (the policy's delay).
    await eventually(async () => (await log())?.lastStatusCode === 500);
    const waiting = await log();
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1, attemptLimit: 2 });
    expect(Date.parse(waiting.nextAttemptDate) - Date.now()).toBeGreaterThan(50_000);

    const res = await call('POST', `/v1/webhooks/${webhook.id}/deliveries/${waiting.id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery).toMatchObject({ status: 'PENDING', attempts: 1, attemptLimit: 2 });
    expect(Date.parse(res.json().delivery.nextAttemptDate)).toBeLessThanOrEqual(Date.now());
    await eventually(async () => (await log()).status === 'DELIVERED');
    expect(await log()).toMatchObject({ attempts: 2, attemptLimit: 2, lastStatusCode: 200 });
    expect(arrivals().map((a) => [a.status, a.headers['x-atelier-delivery-attempt']])).toEqual([
      [500, '1'],
      [200, '2'],
    ]);
    await call('DELETE', `/v1/webhooks/${webhook.id}`);
    await own.close();
  });

  it('leaves a delivery whose attempt is out to that attempt (no second send), and refuses a disabled webhook', async () => {
    const own = await startReceiver();
    own.holdAnswers(true);
    try {
      const { webhook } = await create({ url: own.url, eventTypes: ['catalog.product.created'] });
      const product = await createProduct(t.app, { name: 'Held', priceData: { price: '5.00' } });
      const arrivals = () => own.received.filter((r) => r.events[0]?.entityId === product.id);
      await eventually(() => arrivals().length === 1);
      const [delivery] = (await call('GET', `/v1/webhooks/${webhook.id}/deliveries`)).json()
        .deliveries as Json[];
      // The attempt is out: no answer and no duration yet.
      expect(delivery).toMatchObject({
        status: 'PENDING',
        attempts: 1,
        lastStatusCode: null,
        lastDurationMs: null,
      });
      const again = await call('POST', `/v1/webhooks/${webhook.id}/deliveries/${delivery!.id}/retry`);
      expect(again.statusCode).toBe(200);
      expect(again.json().delivery).toEqual(delivery);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(arrivals()).toHaveLength(1);

      await call('PATCH', `/v1/webhooks/${webhook.id}`, { enabled: false });
      const disabled = await call('POST', `/v1/webhooks/${webhook.id}/deliveries/${delivery!.id}/retry`);
      expect(disabled.statusCode).toBe(409);
      expect(appCode(disabled)).toBe('WEBHOOK_DISABLED');
      await call('DELETE', `/v1/webhooks/${webhook.id}`);
    } finally {
      await own.close();
    }
  });
});

describe('roles', () => {
  it('refuses visitors, members and callers without a token on every webhook path', async () => {
    const { webhook } = await create();
    const paths: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['GET', '/v1/webhooks/event-types'],
      ['POST', '/v1/webhooks', { url: receiver.url, eventTypes: ['*'] }],
      ['GET', '/v1/webhooks'],
      ['GET', `/v1/webhooks/${webhook.id}`],
      ['PATCH', `/v1/webhooks/${webhook.id}`, { description: 'x' }],
      ['POST', `/v1/webhooks/${webhook.id}/rotate-secret`],
      ['GET', `/v1/webhooks/${webhook.id}/deliveries`],
      ['GET', `/v1/webhooks/${webhook.id}/deliveries/${ZERO}`],
      ['POST', `/v1/webhooks/${webhook.id}/deliveries/${ZERO}/retry`],
      ['DELETE', `/v1/webhooks/${webhook.id}`],
    ];
    for (const [method, url, body] of paths) {
      for (const role of ['none', 'visitor', 'member'] as const) {
        const res = await call(method, url, body, roles[role]);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(role === 'none' ? 401 : 403);
      }
    }
    expect((await call('GET', `/v1/webhooks/${webhook.id}`)).json().webhook.description).toBe('');
  });

  it("lets the owner's staff session manage webhooks as the API key does", async () => {
    const owner = bearer(await ownerSession(t.app));
    const res = await call(
      'POST',
      '/v1/webhooks',
      { url: receiver.url, eventTypes: ['member.created'] },
      owner,
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().webhook.id as string;
    expect((await call('GET', `/v1/webhooks/${id}/deliveries`, undefined, owner)).statusCode).toBe(200);
    expect((await call('DELETE', `/v1/webhooks/${id}`, undefined, owner)).statusCode).toBe(200);
  });
});

describe('the limit of webhooks', () => {
  it('refuses the 51st webhook with WEBHOOK_LIMIT_REACHED', async () => {
    const existing = (await call('GET', '/v1/webhooks')).json().webhooks.length as number;
    for (let i = existing; i < 50; i++) await create({ enabled: false });
    const res = await call('POST', '/v1/webhooks', { url: receiver.url, eventTypes: ['*'] });
    expect(res.statusCode).toBe(409);
    expect(appCode(res)).toBe('WEBHOOK_LIMIT_REACHED');
    expect((await call('GET', '/v1/webhooks')).json().webhooks.length).toBe(50);
  });
});
