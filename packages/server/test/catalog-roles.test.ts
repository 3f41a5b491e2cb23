import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import {
  createCollection,
  createProduct,
  roleHeaders,
  ROLE_NAMES,
  shirt,
  type RoleName,
} from './catalog-helpers';

/**
 * Walks every catalog route of the route table with every role: reads are open to all roles,
 * writes answer 401 without a token and 403 to visitors and members. A new catalog route is covered
 * without touching this file.
 */
let t: TestApp;
let headers: Record<RoleName, Record<string, string>>;
let ids: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  headers = await roleHeaders(t.app);
  const p = await createProduct(t.app, shirt);
  const c = await createCollection(t.app, { name: 'Role walk' });
  ids = { product: p.id, collection: c.id, variant: p.variants[0].id, slug: 'role-walk' };
});
afterAll(() => t.close());

function concrete(url: string): string {
  return url
    .replace(':slug', ids.slug!)
    .replace(':file', '00000000-0000-4000-8000-000000000000.png')
    .replace(
      ':id',
      url.includes('/collections/')
        ? ids.collection!
        : url.includes('/variants/:id')
          ? ids.variant!
          : ids.product!,
    );
}

describe('catalog route table against every role', () => {
  it('lists every catalog route of spec section 7', () => {
    const urls = t.app.routeTable.filter((r) => r.area === 'catalog').map((r) => `${r.method} ${r.url}`);
    expect(urls.length).toBeGreaterThanOrEqual(30);
  });

  for (const role of ROLE_NAMES) {
    it(`answers ${role} as its roles allow`, async () => {
      for (const def of t.app.routeTable.filter((r) => r.area === 'catalog')) {
        const res = await t.app.inject({
          method: def.method,
          url: concrete(def.url),
          headers: headers[role],
          ...(def.method === 'GET' || def.method === 'DELETE' ? {} : { payload: {} }),
        });
        const allowed = def.roles.includes(role);
        const label = `${role} ${def.method} ${def.url} -> ${res.statusCode}`;
        if (allowed) expect([401, 403].includes(res.statusCode), label).toBe(false);
        else expect(res.statusCode, label).toBe(role === 'none' ? 401 : 403);
        expect(res.statusCode, label).toBeLessThan(500);
      }
    });
  }

  it('keeps management routes for elevated callers only', () => {
    for (const def of t.app.routeTable.filter((r) => r.area === 'catalog')) {
      // A digital product's file is what a buyer pays for: even reading its details is the merchant's; so are a
      // bulk price change's record, the whole catalog as a CSV file and the order the merchant gave a collection.
      const staffRead = /\/digital-file$|\/bulk\/|export\.csv$|\/product-order$/.test(def.url);
      const read =
        (def.method === 'GET' && !staffRead) ||
        /query|productOptionsAvailability|collection-counts/.test(def.url);
      expect(def.roles, `${def.method} ${def.url}`).toEqual(
        read ? ['none', 'visitor', 'member', 'admin'] : ['admin'],
      );
    }
  });
});
