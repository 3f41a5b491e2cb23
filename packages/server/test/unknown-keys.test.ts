import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_OVERRIDE_HEADER } from '../src/http/method-override';
import { memberLogin } from './auth-helpers';
import { createProduct, roleHeaders, shirt, type RoleName } from './catalog-helpers';
import { SIGNED_IN_STAFF } from '../src/http/route-table';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { bearer, setUpOwner } from './staff-helpers';

/** The one rule for unknown keys (http/unknown-keys.ts): bodies closed at every depth, query strings open. */
let t: TestApp;
let callers: Record<RoleName, Record<string, string>>;
/** A site owner's staff session, for the routes of a site user's own account. */
let staffHeaders: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200' });
  callers = await roleHeaders(t.app);
  staffHeaders = bearer((await setUpOwner(t.app)).session.accessToken);
});
afterAll(() => t.close());

const ZERO = '00000000-0000-0000-0000-000000000000';
const violations = (res: { json: () => unknown }) =>
  (
    res.json() as {
      details: { validationError?: { fieldViolations: { field: string; violatedRule: string }[] } };
    }
  ).details.validationError?.fieldViolations.map((v) => `${v.field} ${v.violatedRule}`) ?? [];

describe('unknown keys', () => {
  it('are refused at the top of every body of the route table, but for the OAuth token body', async () => {
    const failures: string[] = [];
    for (const def of t.app.routeTable) {
      if (!def.schema.body) continue;
      const role = (['admin', 'member', 'visitor', 'none'] as const).find((r) => def.roles.includes(r))!;
      const res = await t.app.inject({
        method: def.method,
        url: def.url.replace(/:[A-Za-z0-9_.]+/g, ZERO),
        headers: def.permission === SIGNED_IN_STAFF ? staffHeaders : callers[role],
        payload: { unknownKeyXyz: 1 },
      });
      const refused = violations(res).includes('unknownKeyXyz FIELD_NOT_ALLOWED');
      if (refused !== (def.url !== '/oauth2/token'))
        failures.push(`${def.method} ${def.url}: ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('are refused deep in a body: a product, a query, its paging and sort, an address', async () => {
    const product = await t.app.inject({
      method: 'POST',
      url: '/v1/products',
      headers: asAdmin,
      payload: { product: { name: 'Vase', priceData: { price: 10, curency: 'EUR' }, colour: 'red' } },
    });
    expect(violations(product)).toEqual([
      'product.colour FIELD_NOT_ALLOWED',
      'product.priceData.curency FIELD_NOT_ALLOWED',
    ]);

    const query = await t.app.inject({
      method: 'POST',
      url: '/stores-reader/v1/products/query-platformized',
      payload: { query: { filtr: { name: 'x' }, paging: { limt: 1 } }, includeVariant: true },
    });
    expect(violations(query)).toEqual(['includeVariant FIELD_NOT_ALLOWED', 'query.filtr FIELD_NOT_ALLOWED']);
    const paging = await t.app.inject({
      method: 'POST',
      url: '/v1/collections/query',
      payload: { query: { paging: { limt: 1 }, sort: [{ fieldName: 'name', direction: 'DESC' }] } },
    });
    expect(violations(paging)).toEqual([
      'query.paging.limt FIELD_NOT_ALLOWED',
      'query.sort[0].direction FIELD_NOT_ALLOWED',
    ]);

    // The GET form carries the same body in `.r`: the same rule.
    const r = Buffer.from(JSON.stringify({ query: { paging: { limt: 1 } }, extra: 1 })).toString('base64url');
    const get = await t.app.inject({ method: 'GET', url: `/v1/products/query-platformized?.r=${r}` });
    expect(violations(get)).toEqual(['.r.extra FIELD_NOT_ALLOWED']);
    const r2 = Buffer.from(JSON.stringify({ query: { paging: { limt: 1 } } })).toString('base64url');
    const get2 = await t.app.inject({ method: 'GET', url: `/v1/products/query-platformized?.r=${r2}` });
    expect(violations(get2)).toEqual(['query.paging.limt FIELD_NOT_ALLOWED']);

    const member = await memberLogin(t.app);
    const address = await t.app.inject({
      method: 'PATCH',
      url: `/v1/members/${member.memberId}`,
      headers: asAdmin,
      payload: { member: { contact: { addresses: [{ city: 'Lyon', location: { latitude: 1, lat: 1 } }] } } },
    });
    expect(violations(address)).toEqual(['member.contact.addresses[0].location.lat FIELD_NOT_ALLOWED']);
  });

  it('are ignored in query strings, where Wix clients repeat path parameters', async () => {
    const made = await createProduct(t.app, { ...shirt, slug: 'query-string-shirt' });
    const product = await t.app.inject({
      method: 'GET',
      url: `/v1/products/${made.id}?id=${made.id}&anything=1`,
    });
    expect(product.statusCode).toBe(200);
    const member = await memberLogin(t.app);
    const byId = await t.app.inject({
      method: 'GET',
      url: `/members/v1/members/${member.memberId}?id=${member.memberId}&fieldsets=FULL`,
      headers: asAdmin,
    });
    expect(byId.statusCode, byId.body).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/v1/members/my?fieldsets=FULL&unknown=1',
      headers: { authorization: member.access_token },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    // A GET sent as POST with its parameters in a body (method override) keeps the query-string rule.
    const overridden = await t.app.inject({
      method: 'POST',
      url: `/v1/products/${made.id}`,
      headers: { 'content-type': 'application/json', [METHOD_OVERRIDE_HEADER]: 'GET' },
      payload: { id: made.id, anything: 1 },
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
  });
});
