import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import { exchangeSessionToken, headers, memberLogin, registerVerified, visitorToken } from './auth-helpers';
import { createProduct, eventsOf, shirt } from './catalog-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const ZERO = '00000000-0000-0000-0000-000000000000';

let t: TestApp;
let vase: Record<string, any>;
let linen: Record<string, any>;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200', REGISTER_REQUIRES_CAPTCHA: 'false' });
  vase = await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
    weight: 1.2,
    stock: { trackInventory: true, quantity: 5 },
  });
  linen = await createProduct(t.app, shirt);
});
afterAll(() => t.close());

const ref = (productId: string, variantId?: string) => ({
  appId: STORES,
  catalogItemId: productId,
  ...(variantId ? { options: { variantId } } : {}),
});

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: token ? headers(token) : {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

const cartOf = (res: { json: () => unknown }) => (res.json() as { cart: Record<string, any> }).cart;

function sumAddsUp(cart: Record<string, any>) {
  const s = cart.priceSummary;
  const n = (m: { amount: string }) => Math.round(Number(m.amount) * 100);
  expect(n(s.total)).toBe(n(s.subtotal) - n(s.discount) + n(s.shipping) + n(s.tax));
}

describe('current cart', () => {
  it('is made by the first add, merges lines of the same variant and shows every line field', async () => {
    const visitor = await visitorToken(t.app);
    expect((await call('GET', '/v1/carts/current', visitor)).statusCode).toBe(404);
    const first = await call('POST', '/ecom/v1/carts/current/add-to-cart', visitor, {
      lineItems: [{ quantity: 2, catalogReference: ref(vase.id, ZERO) }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await call('POST', '/v1/carts/current/add-to-cart', visitor, {
      lineItems: [{ quantity: 1, catalogReference: ref(vase.id) }],
    });
    const cart = cartOf(again);
    expect(cart.lineItems).toHaveLength(1);
    const line = cart.lineItems[0];
    expect(line).toMatchObject({
      quantity: 3,
      catalogReference: { appId: STORES, catalogItemId: vase.id, options: { variantId: ZERO } },
      productName: { original: 'Stoneware Vase' },
      url: {
        relativePath: `/product/${vase.slug}`,
        url: `${t.app.ctx.config.storefrontUrl}/product/${vase.slug}`,
      },
      price: { amount: '25.00', formattedAmount: '$25.00' },
      fullPrice: { amount: '25.00' },
      lineItemPrice: { amount: '75.00' },
      availability: { status: 'AVAILABLE', quantityAvailable: 5 },
      physicalProperties: { weight: 1.2, shippable: true },
      rootCatalogItemId: vase.id,
    });
    expect(cart.priceSummary.subtotal.amount).toBe('75.00');
    sumAddsUp(cart);
    expect(cart.buyerInfo.visitorId).toBeDefined();
    const got = cartOf(await call('GET', '/ecom/v1/carts/current', visitor));
    expect(got.id).toBe(cart.id);
    expect(await eventsOf(t.app, cart.id)).toEqual(['ecom.cart.created', 'ecom.cart.updated']);
  });

  it('uses the chosen variant, its options and the catalog sale price; a quantity over stock is partly available', async () => {
    const visitor = await visitorToken(t.app);
    const variant = linen.variants.find((v: any) => v.choices.Size === 'L' && v.choices.Color === 'Navy');
    const res = await call('POST', '/v1/carts/current/add-to-cart', visitor, {
      lineItems: [{ quantity: 4, catalogReference: ref(linen.id, variant.id) }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const line = cartOf(res).lineItems[0];
    expect(line.price.amount).toBe('36.00');
    expect(line.fullPrice.amount).toBe('40.00');
    expect(line.availability).toEqual({ status: 'PARTIALLY_AVAILABLE', quantityAvailable: 3 });
    expect(line.lineItemPrice.amount).toBe('108.00');
    expect(line.descriptionLines).toEqual([
      {
        name: { original: 'Size', translated: 'Size' },
        lineType: 'PLAIN_TEXT',
        plainText: { original: 'L', translated: 'L' },
      },
      {
        name: { original: 'Color', translated: 'Color' },
        lineType: 'COLOR',
        colorInfo: { original: 'Navy', translated: 'Navy', code: '#1e3a8a' },
      },
    ]);
  });

  it('changes quantities (0 removes), removes lines and refuses bad input with field violations', async () => {
    const visitor = await visitorToken(t.app);
    const cart = cartOf(
      await call('POST', '/v1/carts/current/add-to-cart', visitor, {
        lineItems: [{ catalogReference: ref(vase.id) }, { catalogReference: ref(linen.id) }],
      }),
    );
    const [a, b] = cart.lineItems;
    const changed = await call('POST', '/v1/carts/current/update-line-items-quantity', visitor, {
      lineItems: [
        { _id: a.id, quantity: 3 },
        { id: b.id, quantity: 0 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(cartOf(changed).lineItems.map((l: any) => l.quantity)).toEqual([3]);
    const tooMany = await call('POST', '/v1/carts/current/update-line-items-quantity', visitor, {
      lineItems: [{ id: a.id, quantity: 10_000 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'lineItems[0].quantity',
      violatedRule: 'MAX',
    });
    const otherApp = await call('POST', '/v1/carts/current/add-to-cart', visitor, {
      lineItems: [
        { catalogReference: { appId: '13d21c63-b5ec-5912-8397-c3a5ddb27a97', catalogItemId: vase.id } },
      ],
    });
    expect(otherApp.statusCode).toBe(400);
    expect(otherApp.json().details.validationError.fieldViolations[0].field).toBe(
      'lineItems[0].catalogReference.appId',
    );
    const unknown = await call('POST', '/v1/carts/current/add-to-cart', visitor, {
      lineItems: [{ catalogReference: ref('5b0d4c3e-0000-4000-8000-000000000000') }],
    });
    expect(unknown.statusCode).toBe(400);
    const price = await call('POST', '/v1/carts/current/add-to-cart', visitor, {
      lineItems: [{ catalogReference: ref(vase.id), price: '0.01' }],
    });
    expect(price.statusCode).toBe(400);
    const removed = await call('POST', '/v1/carts/current/remove-line-items', visitor, {
      lineItemIds: [a.id],
    });
    expect(cartOf(removed).lineItems).toEqual([]);
    expect(
      (await call('POST', '/v1/carts/current/remove-line-items', visitor, { lineItemIds: [a.id] }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps a line whose product was hidden or deleted, shown NOT_AVAILABLE / NOT_FOUND', async () => {
    const gone = await createProduct(t.app, { name: 'Short-lived Bowl', priceData: { price: '9.00' } });
    const hidden = await createProduct(t.app, { name: 'Hidden Jug', priceData: { price: '12.00' } });
    const visitor = await visitorToken(t.app);
    await call('POST', '/v1/carts/current/add-to-cart', visitor, {
      lineItems: [{ catalogReference: ref(gone.id) }, { catalogReference: ref(hidden.id) }],
    });
    await t.app.inject({ method: 'DELETE', url: `/v1/products/${gone.id}`, headers: asAdmin });
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${hidden.id}`,
      headers: asAdmin,
      payload: { product: { visible: false } },
    });
    const cart = cartOf(await call('GET', '/v1/carts/current', visitor));
    expect(cart.lineItems.map((l: any) => [l.productName.original, l.availability.status])).toEqual([
      ['Short-lived Bowl', 'NOT_FOUND'],
      ['Hidden Jug', 'NOT_AVAILABLE'],
    ]);
    expect(cart.priceSummary.total.amount).toBe('0.00');
  });

  it('answers 401 without a token, and create-checkout makes a checkout of the cart', async () => {
    expect((await call('GET', '/v1/carts/current')).statusCode).toBe(401);
    const visitor = await visitorToken(t.app);
    const empty = await call('POST', '/v1/carts/current/create-checkout', visitor, { channelType: 'WEB' });
    expect(empty.statusCode).toBe(404);
    const cart = cartOf(
      await call('POST', '/v1/carts/current/add-to-cart', visitor, {
        lineItems: [{ quantity: 2, catalogReference: ref(vase.id) }],
      }),
    );
    const res = await call('POST', '/v1/carts/current/create-checkout', visitor, {
      channelType: 'WEB',
      email: 'ada@example.com',
      shippingAddress: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10013' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { checkoutId } = res.json() as { checkoutId: string };
    const checkout = (await call('GET', `/v1/checkouts/${checkoutId}`, visitor)).json().checkout;
    expect(checkout).toMatchObject({
      cartId: cart.id,
      channelType: 'WEB',
      buyerInfo: { email: 'ada@example.com' },
      shippingInfo: { shippingDestination: { address: { postalCode: '10013' } } },
    });
    expect(checkout.lineItems.map((l: any) => [l.catalogReference.catalogItemId, l.quantity])).toEqual([
      [vase.id, 2],
    ]);
    const bad = await call('POST', `/v1/carts/${cart.id}/create-checkout`, visitor, { channelType: 'FAX' });
    expect(bad.statusCode).toBe(400);
    await call('POST', '/v1/carts/current/remove-line-items', visitor, {
      lineItemIds: [cart.lineItems[0].id],
    });
    const none = await call('POST', `/v1/carts/${cart.id}/create-checkout`, visitor, {});
    expect(none.statusCode).toBe(400);
    expect(appCode(none)).toBe('CART_IS_EMPTY');
  });
});

describe('carts by id', () => {
  it('are their owner’s: another visitor or member gets 404, an elevated caller may manage them', async () => {
    const owner = await visitorToken(t.app);
    const other = await visitorToken(t.app);
    const member = (await memberLogin(t.app)).access_token;
    const created = await call('POST', '/v1/carts', owner, {
      lineItems: [{ quantity: 1, catalogReference: ref(vase.id) }],
      cartInfo: { buyerNote: 'gift wrap please' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = cartOf(created).id;
    for (const stranger of [other, member]) {
      const res = await call('GET', `/v1/carts/${id}`, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Stoneware');
      expect(
        (await call('POST', `/ecom/v1/carts/${id}/add-to-cart`, stranger, { lineItems: [] })).statusCode,
      ).toBe(404);
    }
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/carts/${id}`,
      headers: asAdmin,
      payload: {
        cartInfo: { id, buyerNote: 'changed' },
        merchantDiscounts: [{ amount: '5' }],
        fieldMask: 'merchantDiscounts',
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const cart = cartOf(patched);
    expect(cart.buyerNote).toBe('gift wrap please');
    expect(cart.priceSummary.discount.amount).toBe('5.00');
    expect(cart.appliedDiscounts[0]).toMatchObject({ merchantDiscount: { amount: { amount: '5.00' } } });
    sumAddsUp(cart);
    const selfDiscount = await call('PATCH', `/v1/carts/${id}`, owner, {
      merchantDiscounts: [{ amount: '5' }],
    });
    expect(selfDiscount.statusCode).toBe(403);
    const custom = await call('POST', `/v1/carts/${id}/add-to-cart`, owner, {
      customLineItems: [{ quantity: 1, price: '1.00', productName: { original: 'Free thing' } }],
    });
    expect(custom.statusCode).toBe(403);
    const estimate = await call('POST', `/ecom/v1/carts/${id}/estimate-totals`, owner, {});
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect(estimate.json().membershipOptions).toEqual({
      eligibleMemberships: [],
      invalidMemberships: [],
      selectedMemberships: [],
    });
    expect((await call('DELETE', `/v1/carts/${id}`, other)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/carts/${id}`, headers: asAdmin })).statusCode,
    ).toBe(200);
    expect(await eventsOf(t.app, id)).toEqual([
      'ecom.cart.created',
      'ecom.cart.updated',
      'ecom.cart.deleted',
    ]);
  });
});

describe('the cart id in a body', () => {
  it('may repeat the path id (as Wix packages send it), never name another cart or come with the current one', async () => {
    const owner = await visitorToken(t.app);
    const id = cartOf(
      await call('POST', '/v1/carts', owner, { lineItems: [{ catalogReference: ref(vase.id) }] }),
    ).id;
    const same = await call('POST', `/v1/carts/${id}/remove-coupon`, owner, { id });
    expect(same.statusCode, same.body).toBe(200);
    const other = await call('POST', `/ecom/v1/carts/${id}/estimate-totals`, owner, { id: ZERO });
    expect(other.statusCode).toBe(400);
    expect(appCode(other)).toBe('CART_ID_MISMATCH');
    const onCurrent = await call('POST', '/v1/carts/current/add-to-cart', owner, { id, lineItems: [] });
    expect(onCurrent.statusCode).toBe(400);
    expect(onCurrent.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'id',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
    const noBody = await call('POST', `/v1/carts/${id}/remove-coupon`, owner);
    expect(noBody.statusCode, noBody.body).toBe(200);
  });
});

describe('login', () => {
  it('hands the visitor’s cart to the member, merging lines capped by stock', async () => {
    const reg = await registerVerified(t.app);
    // The member's own cart, from an earlier session.
    const earlier = await exchangeSessionToken(t.app, reg.sessionToken!);
    await call('POST', '/v1/carts/current/add-to-cart', earlier.access_token, {
      lineItems: [{ quantity: 4, catalogReference: ref(vase.id) }],
    });
    const visitor = await visitorToken(t.app);
    await call('POST', '/v1/carts/current/add-to-cart', visitor, {
      lineItems: [
        { quantity: 3, catalogReference: ref(vase.id) },
        { quantity: 1, catalogReference: ref(linen.id) },
      ],
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { loginId: { email: reg.email }, password: reg.password },
    });
    const member = await exchangeSessionToken(t.app, login.json().sessionToken, undefined, visitor);
    const cart = cartOf(await call('GET', '/v1/carts/current', member.access_token));
    expect(cart.lineItems.map((l: any) => [l.productName.original, l.quantity])).toEqual([
      ['Stoneware Vase', 5],
      ['Linen Shirt', 1],
    ]);
    expect(cart.buyerInfo).toEqual({ memberId: reg.memberId });
    expect((await call('GET', '/v1/carts/current', visitor)).statusCode).toBe(404);
  });
});
