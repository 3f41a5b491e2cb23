import { cart, currentCart } from '@wix/ecom';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoPricing } from '../src/modules/pricing';
import { seedDemoShipping } from '../src/modules/shipping';
import { createProduct, shirt } from './catalog-helpers';
import { startTestApp, WIX_CLIENT, type TestApp } from './helpers';
import { routeWixHostsTo, sentSince, type Sent } from './wix-fetch';

/**
 * The official @wix/ecom (exact version in package.json) with @wix/sdk's OAuthStrategy, as a Wix-headless
 * storefront uses them with the Wix Stores appId, driven against Atelier: every request they send is recorded
 * and none may be refused, and what they hand the storefront back (after their own transforms) is checked.
 */
const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const ZERO = '00000000-0000-0000-0000-000000000000';
const STUDIO = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10013' };

let t: TestApp;
let sent: Sent[];
let vase: { id: string };
let navy: { id: string };
let linenId: string;

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
  const linen = (await createProduct(t.app, shirt)) as {
    id: string;
    variants: { id: string; choices: Record<string, string> }[];
  };
  linenId = linen.id;
  navy = linen.variants.find((v) => v.choices.Size === 'L' && v.choices.Color === 'Navy')!;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

const wixClient = () =>
  createClient({ modules: { cart, currentCart }, auth: OAuthStrategy({ clientId: WIX_CLIENT.clientId }) });

const amount = (m: { amount?: string | null } | undefined | null) => m?.amount;

describe('@wix/ecom against Atelier', () => {
  it('currentCart: add, get, change quantity, coupon and contact address, estimate totals, remove, delete', async () => {
    const client = wixClient();
    const from = sent.length;

    const added = await client.currentCart.addToCurrentCart({
      lineItems: [
        { catalogReference: { appId: STORES, catalogItemId: vase.id }, quantity: 2 },
        {
          catalogReference: { appId: STORES, catalogItemId: linenId, options: { variantId: navy.id } },
          quantity: 1,
        },
      ],
    });
    expect(added.cart?.lineItems?.map((l) => [l.productName?.original, l.quantity])).toEqual([
      ['Stoneware Vase', 2],
      ['Linen Shirt', 1],
    ]);

    const got = await client.currentCart.getCurrentCart();
    expect(got._id).toBe(added.cart?._id);
    const [vaseLine, linenLine] = got.lineItems!;
    // The package's own transforms: ids renamed to _id, page urls flattened to the full url.
    expect(vaseLine).toMatchObject({
      _id: expect.any(String),
      rootCatalogItemId: vase.id,
      catalogReference: { appId: STORES, catalogItemId: vase.id, options: { variantId: ZERO } },
      url: expect.stringMatching(/\/product\/stoneware-vase$/),
      price: { amount: '25.00' },
      availability: { status: 'AVAILABLE', quantityAvailable: 5 },
      physicalProperties: { weight: 1.2 },
    });
    expect(linenLine).toMatchObject({ price: { amount: '36.00' }, fullPrice: { amount: '40.00' } });

    const changed = await client.currentCart.updateCurrentCartLineItemQuantity([
      { _id: vaseLine!._id!, quantity: 3 },
    ]);
    expect(changed.cart?.lineItems?.map((l) => l.quantity)).toEqual([3, 1]);

    const withCoupon = await client.currentCart.updateCurrentCart({
      couponCode: 'WELCOME10',
      cartInfo: {
        contactInfo: {
          address: {
            ...STUDIO,
            addressLine1: '210 Grand Street',
            location: { latitude: 40.72, longitude: -74 },
          },
        },
      },
    });
    expect(withCoupon.appliedDiscounts).toMatchObject([
      { discountType: 'GLOBAL', coupon: { code: 'WELCOME10', amount: { amount: '11.10' } } },
    ]);
    // Read back through the package's address transform: nothing of the address is lost on the way.
    expect(withCoupon.contactInfo?.address).toEqual({
      ...STUDIO,
      addressLine1: '210 Grand Street',
      location: { latitude: 40.72, longitude: -74 },
    });

    const first = await client.currentCart.estimateCurrentCartTotals({
      shippingAddress: { ...STUDIO, addressLine1: '210 Grand Street' },
    });
    const options = first.shippingInfo!.carrierServiceOptions!.flatMap((c) => c.shippingOptions!);
    const standard = options.find((o) => o.title === 'Standard delivery')!;
    const pickup = options.find((o) => o.title === 'Pick up at the studio')!;
    expect(pickup.logistics?.pickupDetails).toMatchObject({
      pickupMethod: 'STORE_PICKUP',
      address: { country: 'US', city: 'New York', addressLine1: expect.stringContaining('Grand') },
    });
    // This version's types leave the slot out; it travels all the same.
    const slots = options.map(
      (o) => (o.logistics as { deliveryTimeSlot?: { from?: unknown; to?: unknown } }).deliveryTimeSlot,
    );
    expect(slots.some((slot) => slot?.from && slot.to)).toBe(true);

    const estimate = await client.currentCart.estimateCurrentCartTotals({
      shippingAddress: { ...STUDIO, addressLine1: '210 Grand Street' },
      selectedShippingOption: {
        code: standard.code!,
        carrierId: first.shippingInfo!.carrierServiceOptions![0]!.carrierId!,
      },
    });
    expect(estimate.shippingInfo?.selectedCarrierServiceOption).toMatchObject({
      code: standard.code,
      title: 'Standard delivery',
      requestedShippingOption: true,
    });
    const s = estimate.priceSummary!;
    // 3 x 25 + 36 = 111; WELCOME10 takes 11.10; standard delivery for 3.6 kg; New York's tax on goods and shipping.
    expect([amount(s.subtotal), amount(s.discount)]).toEqual(['111.00', '11.10']);
    const cents = (m: { amount?: string | null } | undefined) => Math.round(Number(m?.amount) * 100);
    expect(cents(s.total)).toBe(cents(s.subtotal) - cents(s.discount) + cents(s.shipping) + cents(s.tax));
    expect(cents(s.tax)).toBe(
      Math.round((cents(s.subtotal) - cents(s.discount) + cents(s.shipping)) * 0.08875),
    );
    expect(estimate.taxSummary?.calculationDetails?.rateType).toBe('MANUAL_RATE');
    expect(estimate.calculatedLineItems).toHaveLength(2);
    expect(estimate.membershipOptions).toMatchObject({ eligibleMemberships: [], invalidMemberships: [] });

    const noCoupon = await client.currentCart.removeCouponFromCurrentCart();
    expect(noCoupon.cart?.appliedDiscounts).toEqual([]);

    const removed = await client.currentCart.removeLineItemsFromCurrentCart([vaseLine!._id!]);
    expect(removed.cart?.lineItems?.map((l) => l.productName?.original)).toEqual(['Linen Shirt']);

    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: currentCart.ChannelType.WEB,
    });
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);

    await client.currentCart.deleteCurrentCart();
    await expect(client.currentCart.getCurrentCart()).rejects.toMatchObject({
      details: { applicationError: { code: 'OWNED_CART_NOT_FOUND' } },
    });

    const calls = sentSince(sent, from, (c) => c.status === 404 && c.method === 'GET');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /oauth2/token',
      'POST /ecom/v1/carts/current/add-to-cart',
      'GET /ecom/v1/carts/current',
      'POST /ecom/v1/carts/current/update-line-items-quantity',
      'PATCH /ecom/v1/carts/current',
      'POST /ecom/v1/carts/current/estimate-totals',
      'POST /ecom/v1/carts/current/estimate-totals',
      'POST /ecom/v1/carts/current/remove-coupon',
      'POST /ecom/v1/carts/current/remove-line-items',
      'POST /ecom/v1/carts/current/create-checkout',
      'DELETE /ecom/v1/carts/current',
      'GET /ecom/v1/carts/current',
    ]);
    // What the package puts on the wire that Atelier's own SDK does not: `id` for `_id`, Wix's REST address names.
    expect(calls[3]!.body).toEqual({ lineItems: [{ id: vaseLine!._id, quantity: 3 }] });
    expect(calls[4]!.body).toMatchObject({
      cartInfo: {
        contactInfo: {
          address: { addressLine: '210 Grand Street', geocode: { latitude: 40.72, longitude: -74 } },
        },
      },
    });
  });

  it('cart by id: create, get, add, change quantity, update with a coupon, estimate totals, remove, delete', async () => {
    const client = wixClient();
    const from = sent.length;

    const created = await client.cart.createCart({
      lineItems: [{ catalogReference: { appId: STORES, catalogItemId: vase.id }, quantity: 1 }],
      cartInfo: { buyerNote: 'Gift wrap, please' },
    });
    const id = created._id!;
    expect(created.buyerNote).toBe('Gift wrap, please');

    const more = await client.cart.addToCart(id, {
      lineItems: [
        {
          catalogReference: { appId: STORES, catalogItemId: linenId, options: { variantId: navy.id } },
          quantity: 2,
        },
      ],
    });
    expect(more.cart?.lineItems?.map((l) => l.quantity)).toEqual([1, 2]);
    const linenLine = more.cart!.lineItems![1]!;

    const changed = await client.cart.updateLineItemsQuantity(id, [{ _id: linenLine._id!, quantity: 3 }]);
    expect(changed.cart?.lineItems?.[1]?.quantity).toBe(3);

    const updated = await client.cart.updateCart(id, { couponCode: 'WELCOME10' });
    expect(updated.appliedDiscounts?.[0]?.coupon?.code).toBe('WELCOME10');

    const got = await client.cart.getCart(id);
    expect(got.lineItems?.map((l) => l.productName?.original)).toEqual(['Stoneware Vase', 'Linen Shirt']);

    const estimate = await client.cart.estimateTotals(id, {
      shippingAddress: {
        country: 'DE',
        city: 'Berlin',
        postalCode: '10115',
        addressLine1: 'Unter den Linden 1',
      },
    });
    // 25 + 3 x 36 = 133 less 10 %; Germany's VAT at 19 %.
    expect(amount(estimate.priceSummary?.subtotal)).toBe('133.00');
    expect(amount(estimate.priceSummary?.discount)).toBe('13.30');
    expect(estimate.calculatedLineItems?.map((l) => l.pricesBreakdown?.taxDetails?.taxRate)).toEqual([
      '0.19',
      '0.19',
    ]);

    const removed = await client.cart.removeLineItems(id, [linenLine._id!]);
    expect(removed.cart?.lineItems).toHaveLength(1);
    await client.cart.deleteCart(id);
    await expect(client.cart.getCart(id)).rejects.toMatchObject({ details: { applicationError: {} } });

    const calls = sentSince(sent, from, (c) => c.status === 404 && c.method === 'GET');
    expect(calls.map((c) => `${c.method} ${c.path.split('?')[0]}`)).toEqual([
      'POST /oauth2/token',
      'POST /ecom/v1/carts',
      `POST /ecom/v1/carts/${id}/add-to-cart`,
      `POST /ecom/v1/carts/${id}/update-line-items-quantity`,
      `PATCH /ecom/v1/carts/${id}`,
      `GET /ecom/v1/carts/${id}`,
      `POST /ecom/v1/carts/${id}/estimate-totals`,
      `POST /ecom/v1/carts/${id}/remove-line-items`,
      `DELETE /ecom/v1/carts/${id}`,
      `GET /ecom/v1/carts/${id}`,
    ]);
    // The package repeats the path's id in each body: accepted when it matches.
    expect(calls[2]!.body).toMatchObject({ id });
    expect(calls[4]!.body).toEqual({ cartInfo: { id }, couponCode: 'WELCOME10' });
  });
});
