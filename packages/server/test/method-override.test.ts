import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/open';
import { freshDatabase, testConfig } from './helpers';

let app: App;
let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  app = await buildApp({ config: testConfig(), database, logger: false });
  app.get(
    '/test/echo',
    {
      schema: {
        querystring: Type.Object(
          {
            q: Type.String(),
            n: Type.Optional(Type.Integer()),
            'paging.limit': Type.Optional(Type.Integer()),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => ({ method: request.method, query: request.query }),
  );
  app.post('/test/echo', async () => ({ created: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const override = { 'x-http-method-override': 'GET', 'content-type': 'application/json' };

describe('GET carried by POST when the query string is too long', () => {
  it('routes to the GET route with the JSON body as its query, flattened like a query string', async () => {
    const q = 'x'.repeat(5000);
    const res = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: override,
      payload: { q, n: '7', paging: { limit: 20 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ method: 'GET', query: { q, n: 7, 'paging.limit': 20 } });
  });

  it('validates the carried query like a real one', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: override,
      payload: { n: 'seven' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    expect(fields).toEqual(['n', 'q']);
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const payload of ['[1,2]', '{oops']) {
      const res = await app.inject({ method: 'POST', url: '/test/echo', headers: override, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.applicationError.code).toBe('INVALID_JSON');
    }
  });

  it('leaves a plain POST alone', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/echo', payload: { q: 'a' } });
    expect(res.json()).toEqual({ created: true });
  });
});
