import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPaymentMethods } from '../src/modules/payment-methods';
import { seedDemoPricing } from '../src/modules/pricing';
import { seedDemoShipping } from '../src/modules/shipping';
import { visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { caller, checkoutOf, NY, ref } from './checkout-helpers';
import { appCode, startTestApp, type TestApp } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The cart's Checkout pressed again goes back to the buyer's open checkout of that cart (with what the buyer
 * gave), and "Pay on pickup" is taken only with a pickup option.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let vase: Record<string, any>;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t.app);
  await seedDemoShipping(t.database.db);
  await seedDemoPricing(t.database.db);
  await seedDemoPaymentMethods(t.database.db);
  vase = await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
    weight: 1.2,
    stock: { trackInventory: true, quantity: 50 },
  });
});
afterAll(() => t.close());

async function cartOf(token: string, quantity: number) {
  const res = await call('POST', '/v1/carts/current/add-to-cart', token, {
    lineItems: [{ quantity, catalogReference: ref(vase.id) }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().cart;
}

async function checkoutFromCart(token: string): Promise<string> {
  const res = await call('POST', '/v1/carts/current/create-checkout', token, { channelType: 'WEB' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { checkoutId: string }).checkoutId;
}

const buyerFields = {
  checkout: {
    buyerInfo: { email: 'ada@example.com' },
    shippingInfo: {
      shippingDestination: { address: NY, contactDetails: { firstName: 'Ada', lastName: 'Lovelace' } },
    },
  },
};

const optionsOf = (checkout: any) =>
  checkout.shippingInfo.carrierServiceOptions.flatMap((c: any) => c.shippingOptions);

describe('create-checkout of a cart pressed again', () => {
  it('answers the buyer’s open checkout, the email and address kept, the lines as the cart has them now', async () => {
    const visitor = await visitorToken(t.app);
    await cartOf(visitor, 1);
    const first = await checkoutFromCart(visitor);
    const given = await call('PATCH', `/v1/checkouts/${first}`, visitor, {
      ...buyerFields,
      couponCode: 'WELCOME10',
    });
    expect(given.statusCode, given.body).toBe(200);

    expect(await checkoutFromCart(visitor)).toBe(first);
    await cartOf(visitor, 1);
    expect(await checkoutFromCart(visitor)).toBe(first);
    const again = checkoutOf(await call('GET', `/v1/checkouts/${first}`, visitor));
    expect(again.buyerInfo.email).toBe('ada@example.com');
    expect(again.shippingInfo.shippingDestination).toMatchObject({
      address: { postalCode: '10013', city: 'New York' },
      contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(again.lineItems.map((l: any) => l.quantity)).toEqual([2]);
    expect(again.couponCode).toBe('WELCOME10');
  });

  it('starts a new one for another buyer, and once the open one is completed', async () => {
    const visitor = await visitorToken(t.app);
    await cartOf(visitor, 1);
    const first = await checkoutFromCart(visitor);
    const other = await visitorToken(t.app);
    await cartOf(other, 1);
    expect(await checkoutFromCart(other)).not.toBe(first);
    const done = await call('POST', `/v1/checkouts/${first}/mark-as-completed`, visitor);
    expect(done.statusCode, done.body).toBe(200);
    expect(await checkoutFromCart(visitor)).not.toBe(first);
  });
});

describe('pay on pickup', () => {
  it('is refused with a delivery option (400 PAYMENT_METHOD_NEEDS_PICKUP), placed with pickup', async () => {
    const visitor = await visitorToken(t.app);
    await cartOf(visitor, 1);
    const id = await checkoutFromCart(visitor);
    const methods = (await call('GET', '/v1/payment-methods', visitor)).json().paymentMethods;
    const onPickup = methods.find((m: any) => m.kind === 'PAY_ON_PICKUP').id;
    const patched = await call('PATCH', `/v1/checkouts/${id}`, visitor, buyerFields);
    const options = optionsOf(checkoutOf(patched));
    const delivery = options.find((o: any) => !o.logistics.pickupDetails);
    const pickup = options.find((o: any) => o.logistics.pickupDetails);
    const choose = (code: string) =>
      call('PATCH', `/v1/checkouts/${id}`, visitor, {
        checkout: { shippingInfo: { selectedCarrierServiceOption: { code } }, paymentMethodId: onPickup },
      });
    expect((await choose(delivery.code)).statusCode).toBe(200);
    const refused = await call('POST', `/v1/checkouts/${id}/create-order`, visitor);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(appCode(refused)).toBe('PAYMENT_METHOD_NEEDS_PICKUP');

    expect((await choose(pickup.code)).statusCode).toBe(200);
    const placed = await call('POST', `/v1/checkouts/${id}/create-order`, visitor);
    expect(placed.statusCode, placed.body).toBe(200);
  });
});
