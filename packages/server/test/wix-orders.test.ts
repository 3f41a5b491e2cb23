import { orders } from '@wix/ecom';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct } from './catalog-helpers';
import { ADMIN_KEY, startTestApp, WIX_CLIENT, type TestApp } from './helpers';
import { draftOf, placeOrder } from './orders-helpers';
import { routeWixHostsTo, type Sent } from './wix-fetch';

/**
 * The official @wix/ecom `orders` module against Atelier: a visitor reads and searches its own order through
 * OAuthStrategy, the shop (an API key) cancels it; every request it sends is answered 200.
 */
let t: TestApp;
let sent: Sent[];
let vase: { id: string };
beforeAll(async () => {
  t = await startTestApp({ OAUTH_CLIENTS: JSON.stringify([WIX_CLIENT]) });
  ({ sent } = await routeWixHostsTo(t));
  vase = (await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
    stock: { trackInventory: true, quantity: 5 },
  })) as typeof vase;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

describe('@wix/ecom orders against Atelier', () => {
  it('getOrder and searchOrders as the buyer, cancelOrder and getPaymentCollectabilityStatus as the shop', async () => {
    const client = createClient({
      modules: { orders },
      auth: OAuthStrategy({ clientId: WIX_CLIENT.clientId }),
    });
    const tokens = await client.auth.generateVisitorTokens();
    client.auth.setTokens(tokens);
    const cart = await t.app.inject({
      method: 'POST',
      url: '/v1/carts',
      headers: { authorization: tokens.accessToken.value },
      payload: {},
    });
    const visitorId = cart.json<{ cart: { buyerInfo: { visitorId: string } } }>().cart.buyerInfo.visitorId;
    const row = await placeOrder(
      t.app,
      draftOf([{ productId: vase.id, quantity: 2, unitPrice: '25.00', name: 'Vase' }], {
        buyer: { subjectId: visitorId, email: 'wix@example.com' },
      }),
    );
    const from = sent.length;

    const order = await client.orders.getOrder(row.id);
    expect(order._id).toBe(row.id);
    expect(order.number).toBe(String(row.number));
    expect(order._createdDate).toBeInstanceOf(Date);
    expect(order.lineItems?.[0]?.productName?.original).toBe('Vase');
    expect(order.priceSummary?.total?.amount).toBe('50.00');
    expect(order.paymentStatus).toBe('NOT_PAID');
    expect(order.activities?.[0]?.type).toBe('ORDER_PLACED');

    const found = await client.orders.searchOrders({
      filter: { paymentStatus: 'NOT_PAID' },
      cursorPaging: { limit: 10 },
    });
    expect(found.orders?.map((o) => o._id)).toEqual([row.id]);

    const shop = createClient({
      modules: { orders },
      auth: ApiKeyStrategy({ apiKey: ADMIN_KEY, siteId: 'atelier' }),
    });
    const canceled = await shop.orders.cancelOrder(row.id, {
      restockAllItems: true,
      sendOrderCanceledEmail: false,
    });
    expect(canceled.order?.status).toBe('CANCELED');
    const collect = await shop.orders.getPaymentCollectabilityStatus(row.id);
    expect(collect.status).toBe('NONCOLLECTABLE_ORDER_IS_CANCELLED');

    const calls = sent.slice(from);
    expect(calls.length).toBeGreaterThanOrEqual(4);
    for (const c of calls) expect(c.status, `${c.method} ${c.path}: ${c.answer}`).toBe(200);
  });
});
