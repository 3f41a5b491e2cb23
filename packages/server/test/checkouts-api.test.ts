import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPricing } from '../src/modules/pricing';
import { seedDemoShipping } from '../src/modules/shipping';
import { memberToken, visitorToken } from './auth-helpers';
import { createProduct, eventsOf } from './catalog-helpers';
import { caller, checkoutOf, line, newCheckout, NY, STORES } from './checkout-helpers';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let call: ReturnType<typeof caller>;
let vase: Record<string, any>;
let ebook: Record<string, any>;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t.app);
  await seedDemoShipping(t.database.db);
  await seedDemoPricing(t.database.db);
  vase = await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
    weight: 1.2,
    stock: { trackInventory: true, quantity: 5 },
  });
  ebook = await createProduct(t.app, {
    name: 'Glazing Guide',
    productType: 'digital',
    priceData: { price: '12.00' },
  });
});
afterAll(() => t.close());

const n = (m: { amount: string }) => Math.round(Number(m.amount) * 100);

describe('create and read', () => {
  it('creates a checkout from lines with the buyer, priced by the cart rules, and reads it back', async () => {
    const visitor = await visitorToken(t.app);
    const res = await call('POST', '/ecom/v1/checkouts', visitor, {
      channelType: 'WEB',
      lineItems: [line(vase.id, 2)],
      couponCode: 'WELCOME10',
      checkoutInfo: {
        buyerInfo: { email: 'Ada@Example.com' },
        buyerNote: 'Gift wrap, please',
        billingInfo: { address: NY, contactDetails: { firstName: 'Ada' } },
        shippingInfo: { shippingDestination: { address: NY } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = checkoutOf(res);
    expect(c).toMatchObject({
      channelType: 'WEB',
      completed: false,
      buyerNote: 'Gift wrap, please',
      buyerInfo: { email: 'ada@example.com', visitorId: expect.any(String) },
      couponCode: 'WELCOME10',
      currency: 'USD',
      weightUnit: 'KG',
      billingInfo: {
        address: { city: 'New York', addressLine: '12 Mercer St' },
        contactDetails: { firstName: 'Ada' },
      },
      shippingInfo: { shippingDestination: { address: { postalCode: '10013' } } },
    });
    expect(c.lineItems).toHaveLength(1);
    expect(c.lineItems[0]).toMatchObject({
      quantity: 2,
      catalogReference: { appId: STORES, catalogItemId: vase.id },
      price: { amount: '25.00' },
      url: { relativePath: `/product/${vase.slug}` },
      physicalProperties: { weight: 1.2, shippable: true },
    });
    expect(c.priceSummary.subtotal.amount).toBe('50.00');
    expect(c.priceSummary.discount.amount).toBe('5.00');
    expect(c.appliedDiscounts[0].coupon.code).toBe('WELCOME10');
    expect(c.shippingInfo.carrierServiceOptions.length).toBeGreaterThan(0);
    expect(c.payNow.total).toEqual(c.priceSummary.total);
    expect(n(c.priceSummary.total)).toBe(
      n(c.priceSummary.subtotal) -
        n(c.priceSummary.discount) +
        n(c.priceSummary.shipping) +
        n(c.priceSummary.tax),
    );
    const got = await call('GET', `/v1/checkouts/${c.id}`, visitor);
    expect(got.statusCode).toBe(200);
    expect(checkoutOf(got)).toEqual(c);
    expect(await eventsOf(t.app, c.id)).toEqual(['ecom.checkout.created']);
  });

  it('answers 404 to another caller, 401 without a token, and shows every checkout to an elevated caller', async () => {
    const owner = await visitorToken(t.app);
    const c = await newCheckout(t.app, owner, [line(vase.id)]);
    const other = await memberToken(t.app);
    for (const url of [`/v1/checkouts/${c.id}`, `/v1/checkouts/${c.id}/checkout-url`]) {
      expect((await call('GET', url, other)).statusCode).toBe(404);
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, asAdmin.authorization)).statusCode).toBe(200);
    }
    const write = await call('POST', `/v1/checkouts/${c.id}/remove-coupon`, other, {});
    expect(write.statusCode).toBe(404);
  });

  it('refuses a channel type outside the spec enum and a line of another app', async () => {
    const visitor = await visitorToken(t.app);
    const bad = await call('POST', '/v1/checkouts', visitor, { channelType: 'TELEPATHY', lineItems: [] });
    expect(bad.statusCode).toBe(400);
    const app = await call('POST', '/v1/checkouts', visitor, {
      lineItems: [{ quantity: 1, catalogReference: { appId: 'other', catalogItemId: vase.id } }],
    });
    expect(app.statusCode).toBe(400);
    expect(app.json().details.validationError.fieldViolations[0].field).toBe(
      'lineItems[0].catalogReference.appId',
    );
  });

  it('answers the storefront checkout url, or the override until it is removed', async () => {
    const visitor = await visitorToken(t.app);
    const c = await newCheckout(t.app, visitor, [line(vase.id)]);
    const url = await call('GET', `/v1/checkouts/${c.id}/checkout-url`, visitor);
    expect(url.json()).toEqual({
      checkoutUrl: `${t.app.ctx.config.storefrontUrl}/checkout?checkoutId=${c.id}`,
    });
    const set = await call('PATCH', `/v1/checkouts/${c.id}`, visitor, {
      checkout: {},
      overrideCheckoutUrl: 'https://pay.example/c/1',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call('GET', `/v1/checkouts/${c.id}/checkout-url`, visitor)).json()).toEqual({
      checkoutUrl: 'https://pay.example/c/1',
    });
    const removed = await call('POST', `/v1/checkouts/${c.id}/remove-override-checkout-url`, visitor);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/v1/checkouts/${c.id}/checkout-url`, visitor)).json().checkoutUrl).toContain(
      '/checkout?checkoutId=',
    );
  });
});

describe('update', () => {
  it('sets the buyer, addresses, shipping option and note; the mask clears what it names', async () => {
    const visitor = await visitorToken(t.app);
    const c = await newCheckout(t.app, visitor, [line(vase.id)]);
    const first = checkoutOf(
      await call('PATCH', `/v1/checkouts/${c.id}`, visitor, {
        checkout: { id: c.id, shippingInfo: { shippingDestination: { address: NY } } },
      }),
    );
    const option = first.shippingInfo.carrierServiceOptions[0].shippingOptions[0];
    const res = await call('PATCH', `/ecom/v1/checkouts/${c.id}`, visitor, {
      checkout: {
        buyerInfo: { email: 'grace@example.com' },
        billingInfo: { address: { ...NY, city: 'Brooklyn' } },
        shippingInfo: { selectedCarrierServiceOption: { code: option.code } },
        buyerNote: 'Leave at the door',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = checkoutOf(res);
    expect(updated).toMatchObject({
      buyerInfo: { email: 'grace@example.com' },
      billingInfo: { address: { city: 'Brooklyn' } },
      buyerNote: 'Leave at the door',
      shippingInfo: { selectedCarrierServiceOption: { code: option.code, title: option.title } },
    });
    expect(n(updated.priceSummary.shipping)).toBe(n(option.cost.price));
    const masked = checkoutOf(
      await call(
        'PATCH',
        `/v1/checkouts/${c.id}?fieldMask=checkout.buyerNote,checkout.billingInfo`,
        visitor,
        {
          checkout: {},
        },
      ),
    );
    expect(masked.buyerNote).toBeUndefined();
    expect(masked.billingInfo).toBeUndefined();
    expect(masked.buyerInfo.email).toBe('grace@example.com');
    const badMask = await call('PATCH', `/v1/checkouts/${c.id}`, visitor, {
      checkout: {},
      fieldMask: 'price',
    });
    expect(badMask.statusCode).toBe(400);
    expect(appCode(badMask)).toBe('INVALID_FIELD_MASK');
    const badEmail = await call('PATCH', `/v1/checkouts/${c.id}`, visitor, {
      checkout: { buyerInfo: { email: 'not-an-email' } },
    });
    expect(badEmail.statusCode).toBe(400);
    const mismatch = await call('PATCH', `/v1/checkouts/${c.id}`, visitor, {
      checkout: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(appCode(mismatch)).toBe('CHECKOUT_ID_MISMATCH');
    expect(await eventsOf(t.app, c.id)).toContain('ecom.checkout.updated');
  });

  it('applies and removes a coupon, refusing one that does not apply', async () => {
    const visitor = await visitorToken(t.app);
    const c = await newCheckout(t.app, visitor, [line(vase.id)]);
    const bad = await call('PATCH', `/v1/checkouts/${c.id}`, visitor, { checkout: {}, couponCode: 'NOPE' });
    expect(bad.statusCode).toBe(400);
    const ok = checkoutOf(
      await call('PATCH', `/v1/checkouts/${c.id}`, visitor, { checkout: {}, couponCode: 'WELCOME10' }),
    );
    expect(ok.couponCode).toBe('WELCOME10');
    const removed = checkoutOf(
      await call('POST', `/v1/checkouts/${c.id}/remove-coupon`, visitor, { id: c.id }),
    );
    expect(removed.couponCode).toBeUndefined();
    expect(removed.appliedDiscounts).toEqual([]);
  });

  it('adds, changes and removes lines', async () => {
    const visitor = await visitorToken(t.app);
    const c = await newCheckout(t.app, visitor, [line(vase.id)]);
    const added = checkoutOf(
      await call('POST', `/v1/checkouts/${c.id}/add-to-checkout`, visitor, {
        lineItems: [line(ebook.id), line(vase.id)],
      }),
    );
    expect(added.lineItems.map((l: any) => l.quantity)).toEqual([2, 1]);
    const vaseLine = added.lineItems[0].id;
    const changed = checkoutOf(
      await call('POST', `/v1/checkouts/${c.id}/update-line-items-quantity`, visitor, {
        lineItems: [{ id: vaseLine, quantity: 4 }],
      }),
    );
    expect(changed.lineItems[0].quantity).toBe(4);
    const removed = checkoutOf(
      await call('POST', `/v1/checkouts/${c.id}/remove-line-items`, visitor, { lineItemIds: [vaseLine] }),
    );
    expect(removed.lineItems.map((l: any) => l.catalogReference.catalogItemId)).toEqual([ebook.id]);
    const tooMany = await call('POST', `/v1/checkouts/${c.id}/update-line-items-quantity`, visitor, {
      lineItems: [{ id: removed.lineItems[0].id, quantity: 100000 }],
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('a shopper may not set custom lines or catalog overrides', async () => {
    const visitor = await visitorToken(t.app);
    const c = await newCheckout(t.app, visitor, [line(vase.id)]);
    const res = await call('POST', `/v1/checkouts/${c.id}/add-to-checkout`, visitor, {
      customLineItems: [{ quantity: 1, price: '1.00', productName: { original: 'Free money' } }],
    });
    expect(res.statusCode).toBe(403);
    const admin = await call('POST', `/v1/checkouts/${c.id}/add-to-checkout`, asAdmin.authorization, {
      customLineItems: [{ quantity: 1, price: '3.00', productName: { original: 'Engraving' } }],
    });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(checkoutOf(admin).customLineItems[0]).toMatchObject({
      productName: { original: 'Engraving' },
      price: { amount: '3.00' },
    });
  });
});

describe('mark-as-completed', () => {
  it('completes the checkout once, then every change is refused with 409', async () => {
    const visitor = await visitorToken(t.app);
    const c = await newCheckout(t.app, visitor, [line(vase.id)]);
    const done = await call('POST', `/v1/checkouts/${c.id}/mark-as-completed`, visitor, {});
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({});
    expect((await call('POST', `/v1/checkouts/${c.id}/mark-as-completed`, visitor)).statusCode).toBe(200);
    expect(checkoutOf(await call('GET', `/v1/checkouts/${c.id}`, visitor)).completed).toBe(true);
    const refused = await call('POST', `/v1/checkouts/${c.id}/add-to-checkout`, visitor, {
      lineItems: [line(vase.id)],
    });
    expect(refused.statusCode).toBe(409);
    expect(appCode(refused)).toBe('CHECKOUT_COMPLETED');
    expect(await eventsOf(t.app, c.id)).toEqual(['ecom.checkout.created', 'ecom.checkout.completed']);
  });
});
