import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPricing } from '../src/modules/pricing';
import { seedDemoShipping } from '../src/modules/shipping';
import { headers, visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { asAdmin, startTestApp, type TestApp } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * estimate-totals with the demo shop's shipping and tax (spec section 3 "Estimate-totals result"), and the
 * cart's own totals, which include the selected shipping and its tax so that they agree with it.
 */
const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const NEW_YORK = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10013' };

let t: TestApp;
let vase: { id: string };
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoShipping(t.database.db);
  await seedDemoPricing(t.database.db);
  vase = (await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
    weight: 1.2,
    stock: { trackInventory: true, quantity: 50 },
  })) as typeof vase;
});
afterAll(() => t.close());

async function post(url: string, token: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: headers(token),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

/** A visitor's current cart holding `quantity` vases. */
async function cartWithVases(quantity: number) {
  const token = await visitorToken(t.app);
  const res = await post('/v1/carts/current/add-to-cart', token, {
    lineItems: [{ quantity, catalogReference: { appId: STORES, catalogItemId: vase.id } }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token, cart: res.json().cart };
}

const cents = (m: { amount: string }) => Math.round(Number(m.amount) * 100);
function addsUp(summary: Record<string, { amount: string }>) {
  expect(cents(summary.total!)).toBe(
    cents(summary.subtotal!) - cents(summary.discount!) + cents(summary.shipping!) + cents(summary.tax!),
  );
}
const optionsOf = (estimate: any) =>
  estimate.shippingInfo.carrierServiceOptions.flatMap((c: any) => c.shippingOptions);

describe('estimate-totals', () => {
  it('offers every option for New York with its logistics, and prices the one asked for with its tax', async () => {
    const { token } = await cartWithVases(1);
    const first = await post('/ecom/v1/carts/current/estimate-totals', token, { shippingAddress: NEW_YORK });
    expect(first.statusCode, first.body).toBe(200);
    const estimate = first.json();
    expect(estimate.shippingInfo.carrierServiceOptions).toHaveLength(1);
    expect(estimate.shippingInfo.carrierServiceOptions[0].carrierId).toMatch(/^[0-9a-f-]{36}$/);
    const options = optionsOf(estimate);
    const byTitle = (title: string) => options.filter((o: any) => o.title === title);
    expect(byTitle('Standard delivery')[0]).toMatchObject({
      cost: { price: { amount: '8.95' } },
      logistics: { deliveryTime: '3-5 business days' },
    });
    expect(byTitle('Express delivery')[0].cost.price.amount).toBe('24.95');
    const pickup = byTitle('Pick up at the studio')[0];
    expect(pickup.logistics.pickupDetails).toMatchObject({
      pickupMethod: 'STORE_PICKUP',
      address: { addressLine1: '210 Grand Street', addressLine: '210 Grand Street', postalCode: '10013' },
    });
    const slots = byTitle('Local courier').map((o: any) => o.logistics.deliveryTimeSlot);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(Date.parse(slot.from)).toBeLessThan(Date.parse(slot.to));
    // Nothing asked for: the cheapest option that delivers (not the free pickup, which stays a choice), not
    // marked as requested, and the estimate's shipping is its price.
    const delivering = options.filter((o: any) => !o.logistics.pickupDetails);
    const cheapest = Math.min(...delivering.map((o: any) => Number(o.cost.price.amount)));
    expect(cheapest).toBeGreaterThan(0);
    const preselected = estimate.shippingInfo.selectedCarrierServiceOption;
    expect(preselected).toMatchObject({ requestedShippingOption: false });
    expect(preselected.code).not.toBe(pickup.code);
    expect(Number(options.find((o: any) => o.code === preselected.code).cost.price.amount)).toBe(cheapest);
    expect(Number(estimate.priceSummary.shipping.amount)).toBe(cheapest);

    const standard = byTitle('Standard delivery')[0];
    const asked = (
      await post('/ecom/v1/carts/current/estimate-totals', token, {
        shippingAddress: NEW_YORK,
        selectedShippingOption: { code: standard.code },
      })
    ).json();
    expect(asked.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: standard.code,
      title: 'Standard delivery',
      requestedShippingOption: true,
      cost: { price: { amount: '8.95' } },
    });
    // New York taxes goods and shipping at 8.875 %: 25.00 -> 2.22 and 8.95 -> 0.79.
    expect(asked.priceSummary).toMatchObject({
      subtotal: { amount: '25.00' },
      shipping: { amount: '8.95' },
      tax: { amount: '3.01' },
      total: { amount: '36.96' },
    });
    addsUp(asked.priceSummary);
    expect(asked.calculatedLineItems).toHaveLength(1);
    expect(asked.calculatedLineItems[0].pricesBreakdown.taxDetails).toMatchObject({
      taxRate: '0.08875',
      totalTax: { amount: '2.22' },
    });
    expect(asked.taxSummary).toMatchObject({
      totalTax: { amount: '3.01' },
      calculationDetails: { rateType: 'MANUAL_RATE' },
    });
    expect(asked.membershipOptions).toEqual({
      eligibleMemberships: [],
      invalidMemberships: [],
      selectedMemberships: [],
    });
    // The estimate is a reading: the cart itself is left as it was.
    const cart = (
      await t.app.inject({ method: 'GET', url: '/v1/carts/current', headers: headers(token) })
    ).json().cart;
    expect(cart.selectedShippingOption).toBeUndefined();
    expect(cart.priceSummary.shipping.amount).toBe('0.00');
  });

  it('collects no tax and offers only pickup without an address; the billing address taxes when no shipping one', async () => {
    const { token } = await cartWithVases(2);
    const bare = (await post('/v1/carts/current/estimate-totals', token)).json();
    expect(optionsOf(bare).map((o: any) => o.title)).toEqual(['Pick up at the studio']);
    expect(bare.taxSummary.calculationDetails.rateType).toBe('NO_TAX_COLLECTED');
    expect(bare.priceSummary).toMatchObject({ tax: { amount: '0.00' }, total: { amount: '50.00' } });
    expect(bare.calculatedLineItems[0].pricesBreakdown.taxDetails.totalTax.amount).toBe('0.00');

    const billed = (
      await post('/v1/carts/current/estimate-totals', token, {
        billingAddress: { country: 'CA', subdivision: 'CA-ON', city: 'Toronto', postalCode: 'M5V 2T6' },
      })
    ).json();
    expect(billed.taxSummary.calculationDetails.rateType).toBe('MANUAL_RATE');
    expect(billed.priceSummary.tax.amount).toBe('2.50');
    addsUp(billed.priceSummary);
  });

  it('answers the spec section 8 errors for an address it cannot rate', async () => {
    const { token } = await cartWithVases(1);
    const cases = [
      [
        { country: 'US', subdivision: 'US-NY', city: 'New York' },
        'MISSING_POSTAL_CODE',
        'Postal Code was missing from request',
      ],
      [{ ...NEW_YORK, postalCode: 'ABCDE' }, 'INVALID_POSTAL_CODE', 'Postal Code was invalid in request'],
      [
        { country: 'US', city: 'New York', postalCode: '10013' },
        'PARTIAL_ADDRESS',
        'The provided address was incomplete',
      ],
    ] as const;
    for (const [shippingAddress, code, description] of cases) {
      const res = await post('/ecom/v1/carts/current/estimate-totals', token, { shippingAddress });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'INVALID_ARGUMENT',
        details: { applicationError: { code, description } },
      });
    }
  });

  it('shows a merchant discount given as a percentage with its percentage', async () => {
    const { token, cart } = await cartWithVases(4);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/carts/${cart.id}`,
      headers: asAdmin,
      payload: { merchantDiscounts: [{ percentage: '12.5' }] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const estimate = (await post(`/v1/carts/${cart.id}/estimate-totals`, token)).json();
    expect(estimate.appliedDiscounts).toEqual([
      {
        discountType: 'GLOBAL',
        merchantDiscount: { amount: expect.objectContaining({ amount: '12.50' }), percentage: 12.5 },
      },
    ]);
    expect(estimate.priceSummary.discount.amount).toBe('12.50');
    expect(estimate.cart.merchantDiscounts).toEqual([
      { amount: expect.objectContaining({ amount: '12.50' }), percentage: 12.5 },
    ]);
    addsUp(estimate.priceSummary);
    for (const merchantDiscounts of [[{}], [{ amount: '1', percentage: '5' }]]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/v1/carts/${cart.id}`,
        headers: asAdmin,
        payload: { merchantDiscounts },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.validationError.fieldViolations[0].violatedRule).toBe('ONE_OF_ALIGNMENT');
    }
    const tooMuch = await t.app.inject({
      method: 'PATCH',
      url: `/v1/carts/${cart.id}`,
      headers: asAdmin,
      payload: { merchantDiscounts: [{ percentage: '101' }] },
    });
    expect(tooMuch.statusCode).toBe(400);
  });
});

describe("the cart's own totals", () => {
  it('include the selected shipping option and its tax at the contact address, as estimate-totals does', async () => {
    const { token } = await cartWithVases(1);
    const options = optionsOf(
      (await post('/v1/carts/current/estimate-totals', token, { shippingAddress: NEW_YORK })).json(),
    );
    const express = options.find((o: any) => o.title === 'Express delivery');
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/v1/carts/current',
        headers: headers(token),
        payload: payload as Record<string, unknown>,
      });
    const chosen = await patch({
      cartInfo: { contactInfo: { address: NEW_YORK }, selectedShippingOption: { code: express.code } },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const summary = chosen.json().cart.priceSummary;
    expect(summary).toMatchObject({ shipping: { amount: '24.95' }, tax: { amount: '4.43' } });
    addsUp(summary);
    const estimate = (await post('/v1/carts/current/estimate-totals', token)).json();
    expect(estimate.shippingInfo.selectedCarrierServiceOption.code).toBe(express.code);
    expect(estimate.priceSummary).toEqual(summary);
    const got = (
      await t.app.inject({ method: 'GET', url: '/v1/carts/current', headers: headers(token) })
    ).json();
    expect(got.cart.priceSummary).toEqual(summary);

    // An address the option does not serve (pickup and express only where they are offered) drops shipping.
    const toronto = await patch({
      cartInfo: { contactInfo: { address: { country: 'CA', subdivision: 'CA-ON', postalCode: 'M5V 2T6' } } },
      cartFieldmask: 'cartInfo.contactInfo',
    });
    expect(toronto.json().cart.selectedShippingOption.code).toBe(express.code);
    expect(toronto.json().cart.priceSummary.shipping.amount).toBe('0.00');
    // An address that cannot be rated leaves the cart readable, without shipping.
    const partial = await patch({
      cartInfo: { contactInfo: { address: { country: 'US', subdivision: 'US-NY' } } },
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().cart.priceSummary.shipping.amount).toBe('0.00');
    addsUp(partial.json().cart.priceSummary);
  });
});
