import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/open';
import { ADMIN_KEY, freshDatabase, testConfig } from './helpers';

let app: App;
let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  app = await buildApp({ config: testConfig(), database, logger: false });
  // Routes that exist only to prove how the envelope treats each kind of failure.
  app.post(
    '/test/validated',
    {
      schema: {
        body: Type.Object(
          {
            name: Type.String({ maxLength: 5, minLength: 2 }),
            kind: Type.Union([Type.Literal('a'), Type.Literal('b')]),
            count: Type.Integer({ minimum: 1, maximum: 9 }),
            tags: Type.Optional(Type.Array(Type.String(), { maxItems: 2 })),
            nested: Type.Optional(Type.Object({ code: Type.String({ pattern: '^[0-9]+$' }) })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async () => ({}),
  );
  app.get('/test/boom', async () => {
    throw new Error('secret internal detail: password=hunter2');
  });
  // The database raising a failure of the given SQLSTATE, through the driver and Drizzle as any is.
  app.get<{ Params: { sqlstate: string } }>('/test/sqlstate/:sqlstate', async (request) => {
    const state = request.params.sqlstate.replace(/[^0-9A-Z]/g, '');
    await database.db.execute(
      sql.raw(
        `do $$ begin raise exception using errcode = '${state}', message = 'raised by the test'; end $$`,
      ),
    );
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('error envelope', () => {
  it('maps every validator keyword to a spec reason type, sorted by field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/validated',
      payload: {
        name: 'toolongname',
        kind: 'c',
        count: 0,
        tags: ['x', 'y', 'z'],
        nested: { code: 'x1' },
        extra: 1,
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    const rules = Object.fromEntries(
      body.details.validationError.fieldViolations.map((v: { field: string; violatedRule: string }) => [
        v.field,
        v.violatedRule,
      ]),
    );
    expect(rules).toMatchObject({
      name: 'MAX_LENGTH',
      count: 'MIN',
      tags: 'MAX_SIZE',
      'nested.code': 'FORMAT',
      extra: 'FIELD_NOT_ALLOWED',
    });
    expect(rules.kind).toBe('INVALID_ENUM_VALUE');
    expect(body.message).toContain('"kind" must be one of: a, b');
    const fields = body.details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    expect(fields).toEqual([...fields].sort());
    expect(body.message.startsWith('INVALID_ARGUMENT: "count" ')).toBe(true);
    expect(body.message).toContain('"name" must be at most 5 characters');
  });

  it('reports a missing field as REQUIRED_FIELD', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/validated',
      payload: { kind: 'a', count: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations).toEqual([
      { field: 'name', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  });

  it('refuses numbers that are not finite, from the query string or the body', async () => {
    for (const url of ['/v1/dev/outbox?limit=Infinity', '/v1/dev/outbox?limit=1e400']) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: ADMIN_KEY } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details.validationError.fieldViolations).toEqual([
        { field: 'limit', description: 'must be a finite number', violatedRule: 'FORMAT' },
      ]);
    }
    for (const count of ['"-Infinity"', '1e400']) {
      const res = await app.inject({
        method: 'POST',
        url: '/test/validated',
        headers: { 'content-type': 'application/json' },
        payload: `{"name":"abc","kind":"a","count":${count}}`,
      });
      expect(res.statusCode, count).toBe(400);
      expect(res.json().details.validationError.fieldViolations[0].field).toBe('count');
    }
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/newsletter/subscriptions',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.applicationError.code).toBe('INVALID_JSON');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/newsletter/subscriptions',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().details.applicationError.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a wrong content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/newsletter/subscriptions',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@b.c</email>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().details.applicationError.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body that is not JSON (text/plain, a form, none named) with 415 on every kind of route', async () => {
    const unsupported = {
      message: 'Send the body as JSON (Content-Type: application/json)',
      details: {
        applicationError: {
          description: 'Send the body as JSON (Content-Type: application/json)',
          code: 'UNSUPPORTED_MEDIA_TYPE',
          data: {},
        },
      },
    };
    const calls = [
      { url: '/v1/newsletter/subscriptions', body: { email: 'a@b.example' } },
      { url: '/v1/products/query-platformized', body: { query: {} } },
      { url: '/stores-reader/v1/products/query-platformized', body: { query: {} } },
      { url: '/v2/login', body: { loginId: { email: 'a@b.example' }, password: 'secret-secret' } },
      { url: '/oauth2/token', body: { clientId: 'storefront', grantType: 'anonymous' } },
      { url: '/v1/products', body: { product: { name: 'Vase', priceData: { price: 10 } } }, admin: true },
    ];
    for (const { url, body, admin } of calls) {
      const auth = admin ? { authorization: ADMIN_KEY } : {};
      for (const type of [
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        undefined,
      ]) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { ...auth, ...(type ? { 'content-type': type } : {}) },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode, `${url} as ${type}`).toBe(415);
        expect(res.json()).toEqual(unsupported);
      }
      // The same body as JSON passes the content check (whatever the call then answers).
      const json = await app.inject({
        method: 'POST',
        url,
        headers: { ...auth, 'content-type': 'application/json; charset=utf-8' },
        payload: JSON.stringify(body),
      });
      expect(json.statusCode, `${url} as JSON: ${json.body}`).not.toBe(415);
      expect(json.statusCode, `${url} as JSON: ${json.body}`).toBeLessThan(500);
    }
  });

  it('answers an unknown route with 404 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No route GET /v1/nothing-here',
      details: {
        applicationError: { description: 'No route GET /v1/nothing-here', code: 'NOT_FOUND', data: {} },
      },
    });
  });

  it('answers an unexpected exception with 500, a request id and no internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    const requestId = res.headers['x-wix-request-id'];
    expect(typeof requestId).toBe('string');
    expect(res.json()).toEqual({
      message: 'System error occurred',
      details: {
        applicationError: { description: 'System error occurred', code: 'INTERNAL', data: { requestId } },
      },
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers writes that crossed another writer (deadlock, serialization failure) with 503: try again', async () => {
    for (const state of ['40P01', '40001']) {
      const res = await app.inject({ method: 'GET', url: `/test/sqlstate/${state}` });
      expect(res.statusCode, state).toBe(503);
      expect(res.json()).toEqual({
        message: 'Another change to the same items was saved at the same moment: try again',
        details: {
          applicationError: {
            description: 'Another change to the same items was saved at the same moment: try again',
            code: 'WRITE_CONFLICT',
            data: {},
          },
        },
      });
    }
    // Any other failure of the database stays a 500 that tells nothing of it.
    const other = await app.inject({ method: 'GET', url: '/test/sqlstate/22012' });
    expect(other.statusCode).toBe(500);
    expect(other.body).not.toContain('raised by the test');
  });

  it('sends a distinct x-wix-request-id on every response, success or not', async () => {
    const a = await app.inject({ method: 'GET', url: '/healthz' });
    const b = await app.inject({ method: 'GET', url: '/nope' });
    expect(a.headers['x-wix-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-wix-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-wix-request-id']).not.toBe(b.headers['x-wix-request-id']);
  });
});

describe('system routes', () => {
  it('GET /healthz reports the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: database.kind });
  });

  it('serves the OpenAPI document generated from the route schemas, without the alias copies', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/v1/newsletter/subscriptions');
    expect(paths.some((p) => p.startsWith('/stores') || p.startsWith('/ecom'))).toBe(false);
  });
});
