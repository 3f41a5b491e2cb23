import Fastify from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../src/http/error-handler';
import { EVERYONE, mountRouteTable, route, type AreaPrefixes, type RouteDef } from '../src/http/route-table';
import { AREA_PREFIXES } from '../src/routes';
import { startTestApp, type TestApp } from './helpers';

describe('Wix Headless prefixes', () => {
  it('serve one implementation at the spec path and under every prefix of its area', async () => {
    const app = Fastify();
    installErrorHandling(app);
    let calls = 0;
    const table: RouteDef[] = [
      route({
        method: 'POST',
        url: '/v1/carts/current/add-to-cart',
        area: 'ecom',
        roles: EVERYONE,
        schema: {
          body: Type.Object({ n: Type.Integer() }),
          response: { 200: Type.Object({ n: Type.Integer() }) },
        },
        handler: async (request) => {
          calls++;
          return { n: request.body.n * 2 };
        },
      }),
      route({
        method: 'POST',
        url: '/v2/login',
        area: 'identity',
        roles: EVERYONE,
        schema: { response: { 200: Type.Object({ state: Type.String() }) } },
        handler: async () => ({ state: 'SUCCESS' }),
      }),
    ];
    mountRouteTable(app, table, [], AREA_PREFIXES);
    await app.ready();

    for (const url of ['/v1/carts/current/add-to-cart', '/ecom/v1/carts/current/add-to-cart']) {
      const res = await app.inject({ method: 'POST', url, payload: { n: 21 } });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ n: 42 });
    }
    expect(calls).toBe(2);
    for (const prefix of ['', ...AREA_PREFIXES.identity]) {
      const res = await app.inject({ method: 'POST', url: `${prefix}/v2/login` });
      expect(res.json(), prefix).toEqual({ state: 'SUCCESS' });
    }
    // A prefix of another area does not serve the path.
    expect((await app.inject({ method: 'POST', url: '/stores/v2/login' })).statusCode).toBe(404);
    // The alias also validates: same schema, same error.
    const bad = await app.inject({
      method: 'POST',
      url: '/ecom/v1/carts/current/add-to-cart',
      payload: { n: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });

  it('refuses to mount a route whose area has no prefix list', () => {
    const app = Fastify();
    const table = [
      route({
        method: 'GET',
        url: '/v1/somewhere',
        area: 'nowhere',
        roles: EVERYONE,
        schema: { response: { 200: Type.Object({}) } },
        handler: () => ({}),
      }),
    ];
    expect(() => mountRouteTable(app, table, [], AREA_PREFIXES)).toThrow(
      'GET /v1/somewhere names area "nowhere", which has no prefix list',
    );
  });
});

describe('the real route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('mounts every route at its spec path and under each prefix of its area', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(0);
    for (const def of t.app.routeTable) {
      const prefixes = (AREA_PREFIXES as AreaPrefixes)[def.area];
      expect(prefixes, `area of ${def.method} ${def.url}`).toBeDefined();
      for (const prefix of ['', ...(prefixes ?? [])]) {
        expect(
          t.app.hasRoute({ method: def.method, url: `${prefix}${def.url}` }),
          `${def.method} ${prefix}${def.url}`,
        ).toBe(true);
      }
    }
  });

  it('compiles every route schema, as the server does before it listens', () => {
    expect(() => t.app.compileSchemas()).not.toThrow();
  });
});
