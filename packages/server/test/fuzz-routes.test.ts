import fc from 'fast-check';
import { registerAjvFormats } from '@fastify/type-provider-typebox';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../src/http/auth';
import { METHOD_OVERRIDE_HEADER } from '../src/http/method-override';
import { SIGNED_IN_STAFF, type RouteDef } from '../src/http/route-table';
import { memberLogin, memberToken, visitorToken } from './auth-helpers';
import { ADMIN_KEY, asAdmin, startTestApp, type TestApp } from './helpers';
import { stringFields, valueAt } from './schema-strings';
import { setUpOwner } from './staff-helpers';

/**
 * Throws hostile input at every route of the route table, as an anonymous caller and as the elevated app:
 * no 5xx, every 4xx in the spec error envelope, every 200 matching the route's response schema.
 * A new route is covered without touching this file.
 */
registerAjvFormats();

// Each run draws new cases (a new seed), so every CI run adds to what earlier ones tried; FUZZ_RUNS=100 digs
// deeper on one machine.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 10);

let t: TestApp;
/** A site owner's staff session: the routes of a site user's own account take nothing else. */
let staffToken: string;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200' });
  staffToken = (await setUpOwner(t.app)).session.accessToken;
});
const adminToken = (def: RouteDef, token: string | undefined) =>
  def.permission === SIGNED_IN_STAFF ? staffToken : token;
afterAll(() => t.close());

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE products; --',
    '__proto__',
    'constructor',
    '\u0000',
    '😀'.repeat(50),
    'NaN',
    'Infinity',
    '-1',
    '00000000-0000-0000-0000-000000000000',
    '{"$where":"1"}',
    '../../etc/passwd',
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(
      fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype', '$eq', '$or')),
      tie('value'),
      {
        maxKeys: 5,
      },
    ),
  ),
})).value;

function deepNest(depth: number): unknown {
  let value: unknown = { leaf: 1 };
  for (let i = 0; i < depth; i++) value = i % 2 ? { $and: [value] } : { nested: value };
  return value;
}

const hostileBody = fc.oneof(
  hostileValue,
  fc.constant(deepNest(60)),
  fc.constant({ __proto__: { admin: true }, constructor: { prototype: { admin: true } } }),
  fc.constant({ query: { filter: '{"name":{"$regex":".*"}}' } }),
  fc.record({ query: fc.record({ filter: hostileValue, sort: hostileValue, paging: hostileValue }) }),
  fc.array(fc.integer(), { minLength: 10000, maxLength: 10000 }),
);

const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
);

function fillParams(url: string, value: string): string {
  return url.replace(/:[A-Za-z0-9_.]+/g, () => encodeURIComponent(value));
}

function expectEnvelope(status: number, body: string, where: string) {
  expect(status, `${where} answered ${status}: ${body.slice(0, 300)}`).toBeLessThan(500);
  if (status === 200) return;
  const parsed = JSON.parse(body) as { message?: unknown; details?: Record<string, unknown> };
  expect(typeof parsed.message, where).toBe('string');
  const details = parsed.details ?? {};
  const app = details.applicationError as
    { code?: unknown; description?: unknown; data?: unknown } | undefined;
  const validation = details.validationError as { fieldViolations?: unknown[] } | undefined;
  expect(
    Boolean(app) !== Boolean(validation),
    `${where}: exactly one error kind in ${body.slice(0, 200)}`,
  ).toBe(true);
  if (app) {
    expect(typeof app.code, where).toBe('string');
    expect(typeof app.description, where).toBe('string');
    expect(typeof app.data, where).toBe('object');
  } else {
    expect(status, where).toBe(400);
    expect((parsed.message as string).startsWith('INVALID_ARGUMENT: '), where).toBe(true);
    expect(Array.isArray(validation!.fieldViolations) && validation!.fieldViolations.length > 0, where).toBe(
      true,
    );
  }
}

describe('fuzzing every route of the table', () => {
  it('never answers 5xx, and answers 4xx in the envelope and 200 by the response schema', async () => {
    const routes: RouteDef[] = [...t.app.routeTable];
    expect(routes.length).toBeGreaterThan(0);
    for (const def of routes) {
      // Compiled when the route first answers 200: most hostile calls never do, and compiling costs.
      let check200: ReturnType<typeof Compile> | undefined;
      await fc.assert(
        fc.asyncProperty(
          hostileBody,
          hostileString,
          contentType,
          fc.boolean(),
          fc.dictionary(fc.constantFrom('filter', 'paging', '.r', 'fieldsets', 'limit', 'q'), hostileString, {
            maxKeys: 3,
          }),
          async (body, param, type, elevated, query) => {
            const url = fillParams(def.url, param || 'x');
            const where = `${def.method} ${def.url}`;
            const res = await t.app.inject({
              method: def.method,
              url,
              query,
              headers: { ...(elevated ? asAdmin : {}), 'content-type': type },
              ...(def.method === 'GET' || def.method === 'DELETE' ? {} : { payload: JSON.stringify(body) }),
            });
            expectEnvelope(res.statusCode, res.body, where);
            if (res.statusCode === 200 && String(res.headers['content-type'] ?? '').includes('json')) {
              check200 ??= Compile(def.schema.response[200] as TSchema);
              expect(check200.Check(res.json()), `${where}: 200 body breaks its schema`).toBe(true);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
  }, 300_000);
});

/** JSON text nesting `levels` objects (or arrays) around a number, built as text: no recursion on our side. */
const nested = (levels: number, array = false) =>
  array ? `${'['.repeat(levels)}1${']'.repeat(levels)}` : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('bodies nested 10,000 levels deep', () => {
  const bodies = {
    objects: nested(10_000),
    arrays: nested(10_000, true),
    'objects and arrays in turn': `${'{"a":['.repeat(5_000)}1${']}'.repeat(5_000)}`,
    'a deep query in a valid body': `{"query":${nested(10_000)}}`,
    'a deep filter in a valid query': `{"query":{"filter":${nested(10_000, true)},"paging":{"limit":1}}}`,
  };
  // The JSON parser is chosen by the media type whatever its case and parameters.
  const contentTypes = ['application/json', 'Application/JSON; charset=utf-8'];

  it('answer 400 NESTED_TOO_DEEPLY on every route to every role it lets in, and 401/403 to the others', async () => {
    const tokens: Record<Role, string | undefined> = {
      none: undefined,
      visitor: await visitorToken(t.app),
      member: await memberToken(t.app),
      admin: ADMIN_KEY,
    };
    const failures: string[] = [];
    const shapes = Object.entries(bodies);
    for (const [r, def] of t.app.routeTable.entries()) {
      // A GET has no body: its parameters arrive as one when the query string is too long (method override).
      const bodyless = def.method === 'GET';
      for (const [c, [role, roleToken]] of (
        Object.entries(tokens) as [Role, string | undefined][]
      ).entries()) {
        const token = role === 'admin' ? adminToken(def, roleToken) : roleToken;
        // One deep body per route and role, the shapes in turn: each shape meets every role on a fifth of the
        // routes, and every route meets every role.
        const i = (r + c) % shapes.length;
        const [shape, payload] = shapes[i]!;
        const res = await t.app.inject({
          method: bodyless ? 'POST' : def.method,
          url: fillParams(def.url, '00000000-0000-0000-0000-000000000000'),
          headers: {
            'content-type': contentTypes[i % contentTypes.length]!,
            ...(token ? { authorization: token } : {}),
            ...(bodyless ? { [METHOD_OVERRIDE_HEADER]: 'GET' } : {}),
          },
          payload,
        });
        const where = `${def.method} ${def.url} as ${role}, ${shape}`;
        expectEnvelope(res.statusCode, res.body, where);
        const expected = def.roles.includes(role) ? [400] : role === 'none' ? [401] : [403];
        const code = (res.json() as { details: { applicationError?: { code?: string } } }).details
          .applicationError?.code;
        if (!expected.includes(res.statusCode) || (res.statusCode === 400 && code !== 'NESTED_TOO_DEEPLY')) {
          failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

/** Characters the control-character rule refuses (src/http/control-characters.ts): C0 but \t \n \r, DEL, C1. */
const controlText = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.oneof(fc.integer({ min: 0x00, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f })),
    fc.string({ maxLength: 20 }),
  )
  .filter(([, code]) => code !== 0x09 && code !== 0x0a && code !== 0x0d)
  .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`);

describe('control characters in every text field of every route', () => {
  it('answer 400 naming the field (body, query string and path parameters), never 5xx', async () => {
    const tokens: Record<Role, string | undefined> = {
      none: undefined,
      visitor: await visitorToken(t.app),
      member: await memberToken(t.app),
      admin: ADMIN_KEY,
    };
    const failures: string[] = [];
    let fields = 0;
    for (const def of t.app.routeTable) {
      const role = (['admin', 'member', 'visitor', 'none'] as const).find((r) => def.roles.includes(r))!;
      const token = role === 'admin' ? adminToken(def, tokens[role]) : tokens[role];
      const bodyless = def.method === 'GET' || def.method === 'DELETE';
      const places = [
        ...(bodyless ? [] : stringFields(def.schema.body).map((f) => ({ part: 'body' as const, ...f }))),
        ...stringFields(def.schema.querystring).map((f) => ({ part: 'query' as const, ...f })),
        ...stringFields(def.schema.params).map((f) => ({ part: 'params' as const, ...f })),
      ];
      fields += places.length;
      await fc.assert(
        fc.asyncProperty(controlText, async (text) => {
          for (const place of places) {
            const name = String(place.path[0]);
            const url =
              place.part === 'params'
                ? def.url.replace(`:${name}`, encodeURIComponent(text)).replace(/:[A-Za-z0-9_]+/g, 'x')
                : def.url.replace(/:[A-Za-z0-9_]+/g, '00000000-0000-0000-0000-000000000000');
            const res = await t.app.inject({
              method: def.method,
              url,
              ...(place.part === 'query' ? { query: { [name]: text } } : {}),
              headers: token ? { authorization: token } : {},
              ...(bodyless
                ? {}
                : { payload: (place.part === 'body' ? valueAt(place.path, text) : {}) as object }),
            });
            // A query parameter is named as such, even where its schema allows a list of them.
            const field = place.part === 'query' ? name : place.field || '$';
            const where = `${def.method} ${def.url} ${place.part} ${field} = ${JSON.stringify(text)}`;
            expectEnvelope(res.statusCode, res.body, where);
            const violations =
              res.statusCode === 400
                ? ((res.json() as { details: { validationError?: { fieldViolations: { field: string }[] } } })
                    .details.validationError?.fieldViolations ?? [])
                : [];
            if (!violations.some((v) => v.field === field)) {
              failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
            }
          }
        }),
        { numRuns: 2, endOnFailure: true },
      );
    }
    expect(fields).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 300_000);
});

/** Credentials that are not the operator key, however close: a prefix, a suffix, another case, a token. */
const notTheKey = (tokens: string[]) =>
  fc
    .oneof(
      hostileString,
      fc.constant(ADMIN_KEY.slice(0, -1)),
      fc.constant(`${ADMIN_KEY}x`),
      fc.constant(ADMIN_KEY.toUpperCase()),
      fc.constant(`Bearer ${ADMIN_KEY.slice(1)}`),
      fc.constant(`Basic ${Buffer.from(`admin:${ADMIN_KEY}`).toString('base64')}`),
      fc.constant(`${ADMIN_KEY.slice(0, 12)} ${ADMIN_KEY.slice(12)}`),
      fc.constantFrom(...tokens),
      fc.constantFrom(...tokens).map((token) => `${token},${ADMIN_KEY.slice(2)}`),
    )
    // Header values cannot hold line breaks or other control characters; the key itself is the only way in.
    .filter((value) => !/[\u0000-\u001f\u007f]/.test(value) && !value.includes(ADMIN_KEY));

describe.each(['development', 'production'])(
  'the mail outbox against hostile callers, NODE_ENV=%s',
  (mode) => {
    it('never shows a mail to a caller without the operator key, and answers in the envelope', async () => {
      const app = await startTestApp({ CAPTCHA_MAX_NUMBER: '200', NODE_ENV: mode });
      try {
        const member = await memberLogin(app.app);
        const tokens = [await visitorToken(app.app), member.access_token, member.refresh_token];
        await fc.assert(
          fc.asyncProperty(
            notTheKey(tokens),
            fc.dictionary(fc.constantFrom('to', 'limit', 'filter'), hostileString, { maxKeys: 2 }),
            async (credential, query) => {
              const res = await app.app.inject({
                method: 'GET',
                url: '/v1/dev/outbox',
                query: { to: member.email, ...query },
                headers: { authorization: credential },
              });
              const where = `GET /v1/dev/outbox with ${JSON.stringify(credential.slice(0, 80))}`;
              expectEnvelope(res.statusCode, res.body, where);
              expect([401, 403], where).toContain(res.statusCode);
              expect(res.body, where).not.toContain(member.email);
            },
          ),
          { numRuns: RUNS_PER_ROUTE * 8, endOnFailure: true },
        );
        const operator = await app.app.inject({
          method: 'GET',
          url: '/v1/dev/outbox',
          query: { to: member.email },
          headers: asAdmin,
        });
        expect(operator.json().messages[0].to).toBe(member.email);
      } finally {
        await app.close();
      }
    }, 120_000);
  },
);
