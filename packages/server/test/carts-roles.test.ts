import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToken, visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { ADMIN_KEY, startTestApp, type TestApp } from './helpers';

/**
 * Every route of the carts module, at the root and under /ecom, for each caller: no token (401), the cart's
 * owner (visitor or member), another visitor, another member (404: never another's cart) and the shop (any
 * cart by id; none of its own). roles.test.ts walks the whole table for 401/403; this walk is about whose
 * cart a call reaches.
 */
const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

type Who = 'none' | 'owner' | 'visitor' | 'member' | 'admin';
let t: TestApp;
let productId: string;
let tokens: { visitor: string; member: string; otherVisitor: string; otherMember: string };
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200', REGISTER_REQUIRES_CAPTCHA: 'false' });
  productId = (await createProduct(t.app, { name: 'Stoneware Vase', priceData: { price: '25.00' } }))
    .id as string;
  tokens = {
    visitor: await visitorToken(t.app),
    member: await memberToken(t.app),
    otherVisitor: await visitorToken(t.app),
    otherMember: await memberToken(t.app),
  };
});
afterAll(() => t.close());

const action = (url: string) => url.replace(/^\/v1\/carts(\/current|\/:id)?\/?/, '');

/** A body each call accepts from its owner, naming the owner's line where it needs one. */
function bodyFor(url: string, lineId: string): object | undefined {
  switch (action(url)) {
    case 'add-to-cart':
      return { lineItems: [{ quantity: 1, catalogReference: { appId: STORES, catalogItemId: productId } }] };
    case 'remove-line-items':
      return { lineItemIds: [lineId] };
    case 'update-line-items-quantity':
      return { lineItems: [{ id: lineId, quantity: 2 }] };
    case '':
      return { cartInfo: { buyerNote: 'by the walk' } };
    default:
      return {};
  }
}

/** A fresh current cart of `owner`, with one line; answers its id and its line's id. */
async function freshCart(owner: string) {
  await t.app.inject({ method: 'DELETE', url: '/v1/carts/current', headers: { authorization: owner } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/carts/current/add-to-cart',
    headers: { authorization: owner },
    payload: { lineItems: [{ quantity: 1, catalogReference: { appId: STORES, catalogItemId: productId } }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().cart.id as string, lineId: res.json().cart.lineItems[0].id as string };
}

/** What a caller gets from a call on the owner's cart (by id) or on its own current cart. */
function expected(who: Who, method: string, url: string): number {
  if (who === 'none') return 401;
  if (url === '/v1/carts') return 200;
  const current = url.startsWith('/v1/carts/current');
  const reaches = current ? who === 'owner' : who === 'owner' || who === 'admin';
  if (!reaches) return 404;
  return 200;
}

describe('carts routes by caller', () => {
  it('reach the owner’s cart for its owner and the shop only, at the root and under /ecom', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/v1/carts'));
    expect(routes).toHaveLength(19);
    const failures: string[] = [];
    for (const [ownerName, owner, strangers] of [
      ['visitor', tokens.visitor, { visitor: tokens.otherVisitor, member: tokens.member }],
      ['member', tokens.member, { visitor: tokens.visitor, member: tokens.otherMember }],
    ] as const) {
      for (const route of routes) {
        for (const prefix of ['', '/ecom']) {
          for (const who of ['none', 'visitor', 'member', 'admin', 'owner'] as const) {
            // Each caller meets a fresh cart of the owner (a DELETE or a change by the one before is undone);
            // strangers also have current carts of their own, which they reach, never the owner's.
            const { id, lineId } = await freshCart(owner);
            const token =
              who === 'owner'
                ? owner
                : who === 'admin'
                  ? ADMIN_KEY
                  : who === 'none'
                    ? undefined
                    : strangers[who];
            const mine = who === 'visitor' || who === 'member';
            const url = `${prefix}${route.url.replace(':id', id)}`;
            const payload = bodyFor(route.url, lineId);
            const res = await t.app.inject({
              method: route.method,
              url,
              headers: token ? { authorization: token } : {},
              ...(route.method === 'GET' || route.method === 'DELETE' || !payload ? {} : { payload }),
            });
            const want =
              mine && route.url.startsWith('/v1/carts/current')
                ? undefined
                : expected(who, route.method, route.url);
            if (want !== undefined && res.statusCode !== want)
              failures.push(
                `${route.method} ${url} as ${who} (${ownerName}'s cart): ${res.statusCode}, expected ${want} ${res.body.slice(0, 120)}`,
              );
            if (want === undefined && [401, 403].includes(res.statusCode))
              failures.push(`${route.method} ${url} as ${who} on its own cart: ${res.statusCode}`);
            if (res.statusCode >= 500) failures.push(`${route.method} ${url} as ${who}: ${res.statusCode}`);
            if (
              who !== 'owner' &&
              who !== 'admin' &&
              (res.body.includes(lineId) || (mine && url.includes('/current') && res.body.includes(id)))
            )
              failures.push(`${route.method} ${url} as ${who} shows ${ownerName}'s cart`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
