import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShipping } from '../src/modules/shipping';
import { memberToken, visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { caller, line, newCheckout } from './checkout-helpers';
import { ADMIN_KEY, startTestApp, type TestApp } from './helpers';

/**
 * Every checkout route, at the root and under /ecom, walked by each caller on a checkout of a visitor: no token
 * 401, a stranger (visitor or member) 404, the owner and the shop reach it.
 */

let t: TestApp;
let call: ReturnType<typeof caller>;
let productId: string;
let tokens: Record<'owner' | 'visitor' | 'member', string>;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t.app);
  await seedDemoShipping(t.database.db);
  productId = (await createProduct(t.app, { name: 'Bowl', priceData: { price: '9.00' } })).id as string;
  tokens = {
    owner: await visitorToken(t.app),
    visitor: await visitorToken(t.app),
    member: await memberToken(t.app),
  };
});
afterAll(() => t.close());

function bodyFor(url: string, lineId: string): Record<string, unknown> | undefined {
  switch (url.split('/').pop()) {
    case 'add-to-checkout':
      return { lineItems: [line(productId)] };
    case 'remove-line-items':
      return { lineItemIds: [lineId] };
    case 'update-line-items-quantity':
      return { lineItems: [{ id: lineId, quantity: 2 }] };
    case ':id':
      return { checkout: { buyerNote: 'walked' } };
    default:
      return {};
  }
}

describe('checkout routes by caller', () => {
  it('reach a checkout for its owner and the shop only', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/v1/checkouts/:id'));
    expect(routes.length).toBe(11);
    const failures: string[] = [];
    for (const route of routes)
      for (const prefix of ['', '/ecom'])
        for (const who of ['none', 'visitor', 'member', 'admin', 'owner'] as const) {
          const c = await newCheckout(t.app, tokens.owner, [line(productId)]);
          const token = who === 'none' ? undefined : who === 'admin' ? ADMIN_KEY : tokens[who];
          const url = `${prefix}${route.url.replace(':id', c.id)}`;
          const payload = route.method === 'GET' ? undefined : bodyFor(route.url, c.lineItems[0].id);
          const res = await call(route.method as 'GET', url, token, payload);
          // create-order of a checkout without the buyer's email is the owner's (or shop's) 400.
          const reach = route.url.endsWith('/create-order') ? 400 : 200;
          const want = who === 'none' ? 401 : who === 'visitor' || who === 'member' ? 404 : reach;
          if (res.statusCode !== want)
            failures.push(
              `${route.method} ${url} as ${who}: ${res.statusCode}, expected ${want} ${res.body.slice(0, 120)}`,
            );
          if ((who === 'visitor' || who === 'member') && res.body.includes(c.lineItems[0].id))
            failures.push(`${route.method} ${url} as ${who} shows the owner's checkout`);
        }
    expect(failures).toEqual([]);
  }, 300_000);

  it('creating a checkout needs a token', async () => {
    expect((await call('POST', '/v1/checkouts', undefined, { lineItems: [] })).statusCode).toBe(401);
    for (const who of ['visitor', 'member'] as const)
      expect(
        (await call('POST', '/ecom/v1/checkouts', tokens[who], { lineItems: [line(productId)] })).statusCode,
      ).toBe(200);
    expect(
      (await call('POST', '/v1/checkouts', ADMIN_KEY, { lineItems: [line(productId)] })).statusCode,
    ).toBe(200);
  });
});
