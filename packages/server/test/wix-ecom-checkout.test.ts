import { checkout, currentCart, orders } from '@wix/ecom';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoPricing } from '../src/modules/pricing';
import { seedDemoShipping } from '../src/modules/shipping';
import { createProduct } from './catalog-helpers';
import { startTestApp, WIX_CLIENT, type TestApp } from './helpers';
import { routeWixHostsTo, sentSince, type Sent } from './wix-fetch';

/**
 * The official @wix/ecom checkout and orders modules with @wix/sdk's OAuthStrategy against Atelier: a checkout
 * from the current cart, updated with the buyer and addresses, its order created and read back. Every request
 * they send is recorded and none may be refused.
 */
const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const ADDRESS = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  postalCode: '10013',
  addressLine1: '210 Grand Street',
};

let t: TestApp;
let sent: Sent[];
let vase: { id: string };

beforeAll(async () => {
  t = await startTestApp({ OAUTH_CLIENTS: JSON.stringify([WIX_CLIENT]) });
  ({ sent } = await routeWixHostsTo(t));
  await seedDemoShipping(t.database.db);
  await seedDemoPricing(t.database.db);
  vase = (await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
    weight: 1.2,
    stock: { trackInventory: true, quantity: 5 },
  })) as typeof vase;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

describe('@wix/ecom checkout against Atelier', () => {
  it('checks out the current cart: create, update with buyer and addresses, create the order, read it', async () => {
    const client = createClient({
      modules: { currentCart, checkout, orders },
      auth: OAuthStrategy({ clientId: WIX_CLIENT.clientId }),
    });
    const from = sent.length;
    await client.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: { appId: STORES, catalogItemId: vase.id }, quantity: 2 }],
    });
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: currentCart.ChannelType.WEB,
    });
    expect(checkoutId).toBeTruthy();

    const updated = await client.checkout.updateCheckout(checkoutId!, {
      buyerInfo: { email: 'ada@example.com' },
      shippingInfo: {
        shippingDestination: {
          address: ADDRESS,
          contactDetails: { firstName: 'Ada', lastName: 'Lovelace', phone: '+1 212 555 0100' },
        },
      },
      billingInfo: { address: ADDRESS, contactDetails: { firstName: 'Ada', lastName: 'Lovelace' } },
    });
    expect(updated._id).toBe(checkoutId);
    expect(updated.buyerInfo?.email).toBe('ada@example.com');
    expect(updated.shippingInfo?.shippingDestination?.address).toMatchObject({
      city: 'New York',
      addressLine1: '210 Grand Street',
    });
    expect(updated.lineItems?.map((l) => [l.productName?.original, l.quantity])).toEqual([
      ['Stoneware Vase', 2],
    ]);
    const option = updated.shippingInfo?.carrierServiceOptions
      ?.flatMap((c) => c.shippingOptions ?? [])
      .find((o) => !o.logistics?.pickupDetails);
    expect(option?.code).toBeTruthy();

    const chosen = await client.checkout.updateCheckout(checkoutId!, {
      shippingInfo: { selectedCarrierServiceOption: { code: option!.code! } },
    });
    expect(chosen.shippingInfo?.selectedCarrierServiceOption?.code).toBe(option!.code);
    expect(chosen.priceSummary?.shipping?.amount).toBe(option!.cost?.price?.amount);

    const got = await client.checkout.getCheckout(checkoutId!);
    expect(got.priceSummary?.total?.amount).toBe(chosen.priceSummary?.total?.amount);
    expect(got._createdDate).toBeInstanceOf(Date);

    const placed = await client.checkout.createOrder(checkoutId!);
    expect(placed.orderId).toBeTruthy();
    const again = await client.checkout.createOrder(checkoutId!);
    expect(again.orderId).toBe(placed.orderId);

    const order = await client.orders.getOrder(placed.orderId!);
    expect(order._id).toBe(placed.orderId);
    expect(order.checkoutId).toBe(checkoutId);
    expect(order.buyerInfo?.email).toBe('ada@example.com');
    expect(order.paymentStatus).toBe('NOT_PAID');
    expect(order.lineItems?.map((l) => [l.productName?.original, l.quantity])).toEqual([
      ['Stoneware Vase', 2],
    ]);
    expect(order.priceSummary?.total?.amount).toBe(chosen.priceSummary?.total?.amount);
    expect(order.billingInfo?.address?.city).toBe('New York');

    const done = await client.checkout.getCheckout(checkoutId!);
    expect(done.completed).toBe(true);

    const calls = sentSince(sent, from);
    expect(calls.map((c) => `${c.method} ${c.path.replace(/[0-9a-f-]{36}/g, ':id')}`)).toEqual([
      'POST /oauth2/token',
      'POST /ecom/v1/carts/current/add-to-cart',
      'POST /ecom/v1/carts/current/create-checkout',
      'PATCH /ecom/v1/checkouts/:id',
      'PATCH /ecom/v1/checkouts/:id',
      // The package repeats a GET's path id in its query string.
      'GET /ecom/v1/checkouts/:id?id=:id',
      'POST /ecom/v1/checkouts/:id/create-order',
      'POST /ecom/v1/checkouts/:id/create-order',
      'GET /ecom/v1/orders/:id?id=:id',
      'GET /ecom/v1/checkouts/:id?id=:id',
    ]);
  });
});
