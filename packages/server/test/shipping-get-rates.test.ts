import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { memberLogin, visitorToken } from './auth-helpers';

/** The shipping-rates plug-in: POST /v1/getRates, open to every caller, with spec section 8's errors. */
let t: TestApp;
let ids: { standard: string; express: string; pickup: string; local: string };
const studio = {
  addressLine1: '210 Grand Street',
  city: 'New York',
  subdivision: 'US-NY',
  postalCode: '10013',
  country: 'US',
};

const admin = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers: asAdmin, payload });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json();
};

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200' });
  const us = (
    await admin('/v1/shipping-regions', { region: { name: 'US', destinations: [{ country: 'US' }] } })
  ).region;
  const nyc = (
    await admin('/v1/shipping-regions', {
      region: { name: 'NYC', destinations: [{ country: 'US', subdivisions: ['NY'] }] },
    })
  ).region;
  const standard = await admin('/v1/shipping-rates', {
    rate: {
      regionId: us.id,
      title: 'Standard delivery',
      kind: 'BY_WEIGHT',
      bands: [
        { upTo: '1', price: '6' },
        { upTo: '10', price: '12' },
      ],
      freeAbove: '100',
      deliveryTime: '3-5 business days',
    },
  });
  const express = await admin('/v1/shipping-rates', {
    rate: {
      regionId: us.id,
      title: 'Express delivery',
      kind: 'FLAT',
      price: '25',
      deliveryTime: '1-2 business days',
    },
  });
  const local = await admin('/v1/shipping-rates', {
    rate: {
      regionId: nyc.id,
      title: 'Local delivery',
      kind: 'FLAT',
      price: '9',
      instructions: 'We call before we come',
      slots: { days: 1, windows: [{ from: '09:00', to: '12:00' }], timeZone: 'America/New_York' },
    },
  });
  const pickup = await admin('/v1/pickup-locations', {
    pickupLocation: { title: 'Pick up at the studio', address: studio, instructions: 'Ring the bell' },
  });
  ids = {
    standard: standard.rate.id,
    express: express.rate.id,
    local: local.rate.id,
    pickup: pickup.pickupLocation.id,
  };
});
afterAll(() => t.close());

const line = (weight: number, quantity = 1, price = '10.00', shippable?: boolean) => ({
  quantity,
  price,
  physicalProperties: { weight, ...(shippable === undefined ? {} : { shippable }) },
});

const getRates = (payload: object, headers: Record<string, string> = {}, url = '/v1/getRates') =>
  t.app.inject({ method: 'POST', url, headers, payload });

const body = (over: object = {}) => ({
  lineItems: [line(0.5, 2)],
  shippingDestination: { country: 'US', subdivision: 'US-CA', postalCode: '94103', city: 'San Francisco' },
  weightUnit: 'KG',
  currency: 'USD',
  ...over,
});

describe('POST /v1/getRates', () => {
  it('answers the rates for the destination, cheapest first, prices as decimal strings', async () => {
    const res = await getRates(body());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      shippingRates: [
        {
          code: ids.pickup,
          title: 'Pick up at the studio',
          logistics: {
            instructions: 'Ring the bell',
            pickupDetails: { address: studio, pickupMethod: 'STORE_PICKUP' },
          },
          cost: { price: '0.00', currency: 'USD', additionalCharges: [] },
        },
        {
          code: ids.standard,
          title: 'Standard delivery',
          logistics: { deliveryTime: '3-5 business days' },
          cost: { price: '6.00', currency: 'USD', additionalCharges: [] },
        },
        {
          code: ids.express,
          title: 'Express delivery',
          logistics: { deliveryTime: '1-2 business days' },
          cost: { price: '25.00', currency: 'USD', additionalCharges: [] },
        },
      ],
    });
  });

  it('weighs in pounds exactly: 2.2 lb is under 1 kg, 2.21 lb is over', async () => {
    const standardPrice = async (weight: number) => {
      const res = await getRates(body({ weightUnit: 'LB', lineItems: [line(weight)] }));
      return (res.json().shippingRates as { code: string; cost: { price: string } }[]).find(
        (r) => r.code === ids.standard,
      )?.cost.price;
    };
    expect(await standardPrice(2.2)).toBe('6.00'); // 0.997903214 kg
    expect(await standardPrice(2.21)).toBe('12.00'); // 1.0024391377 kg
    expect(await standardPrice(22.05)).toBeUndefined(); // 10.0017117585 kg: beyond the last band
  });

  it('leaves unshippable lines out of the weight, and makes standard free from $100', async () => {
    const heavyButDigital = await getRates(body({ lineItems: [line(0.2), line(50, 1, '10.00', false)] }));
    const codes = (heavyButDigital.json().shippingRates as { code: string; cost: { price: string } }[]).map(
      (r) => [r.code, r.cost.price],
    );
    expect(codes).toContainEqual([ids.standard, '6.00']);
    const free = await getRates(body({ lineItems: [line(0.2, 4, '25.00')] }));
    const standard = (free.json().shippingRates as { code: string; cost: { price: string } }[]).find(
      (r) => r.code === ids.standard,
    );
    expect(standard?.cost.price).toBe('0.00');
  });

  it('offers delivery slots to a New York address', async () => {
    const res = await getRates(
      body({ shippingDestination: { country: 'US', subdivision: 'NY', postalCode: '10013' } }),
    );
    const slots = (
      res.json().shippingRates as {
        code: string;
        logistics: { deliveryTimeSlot?: { from: string; to: string } };
      }[]
    ).filter((r) => r.code.startsWith(ids.local));
    expect(slots).toHaveLength(1);
    const slot = slots[0]!.logistics.deliveryTimeSlot!;
    expect(Date.parse(slot.to) - Date.parse(slot.from)).toBe(3 * 3600_000);
    expect(Date.parse(slot.from)).toBeGreaterThan(Date.now());
    expect(slots[0]).toMatchObject({
      title: 'Local delivery',
      logistics: { instructions: 'We call before we come' },
    });
  });

  it('answers only pickup where the shop does not ship', async () => {
    const res = await getRates(body({ shippingDestination: { country: 'JP', postalCode: '100-0001' } }));
    expect((res.json().shippingRates as { code: string }[]).map((r) => r.code)).toEqual([ids.pickup]);
  });

  it.each([
    [
      'MISSING_POSTAL_CODE',
      'Postal Code was missing from request',
      { shippingDestination: { country: 'US', subdivision: 'NY' } },
    ],
    [
      'INVALID_POSTAL_CODE',
      'Postal Code was invalid in request',
      { shippingDestination: { country: 'US', subdivision: 'NY', postalCode: 'ABCDE' } },
    ],
    [
      'INVALID_POSTAL_CODE',
      'Postal Code was invalid in request',
      { shippingDestination: { country: 'CA', subdivision: 'ON', postalCode: '90210' } },
    ],
    [
      'PARTIAL_ADDRESS',
      'The provided address was incomplete',
      { shippingDestination: { country: 'US', postalCode: '10013' } },
    ],
    [
      'PARTIAL_ADDRESS',
      'The provided address was incomplete',
      { shippingDestination: { city: 'Paris', postalCode: '75001' } },
    ],
    ['PARTIAL_ADDRESS', 'The provided address was incomplete', { shippingDestination: undefined }],
    ['GENERIC_ERROR', 'Shipping rates could not be calculated for this request', { currency: 'dollars' }],
    [
      'GENERIC_ERROR',
      'Shipping rates could not be calculated for this request',
      { lineItems: [{ quantity: 1, price: 'ten' }] },
    ],
  ])('answers HTTP 400 INVALID_ARGUMENT with %s', async (code, description, over) => {
    const res = await getRates(body(over));
    expect(res.statusCode).toBe(400);
    const answer = res.json();
    expect(answer.message).toBe('INVALID_ARGUMENT');
    expect(answer.details.applicationError).toMatchObject({ code, description });
  });

  it('is open to every caller, at the root and under /ecom', async () => {
    const visitor = await visitorToken(t.app);
    const member = (await memberLogin(t.app)).access_token;
    for (const headers of [{}, { authorization: visitor }, { authorization: member }, asAdmin]) {
      expect((await getRates(body(), headers)).statusCode).toBe(200);
    }
    expect((await getRates(body(), {}, '/ecom/v1/getRates')).statusCode).toBe(200);
  });

  it("accepts the platform's context objects and refuses a misspelt field", async () => {
    const withContext = body({
      shippingOrigin: studio,
      contactDetails: { firstName: 'Ada', lastName: 'Lovelace', phone: '555', company: 'Engines' },
      buyerInfo: { contactId: 'c', visitorId: 'v' },
      externalReferences: [{ appId: 'a', resourceId: 'r' }],
      lineItems: [
        {
          itemId: 'i1',
          catalogReference: { appId: 'x', catalogItemId: 'y', options: { variantId: 'z' } },
          quantity: 1,
          physicalProperties: { weight: 1, sku: 'S' },
          price: '1',
        },
      ],
    });
    expect((await getRates(withContext)).statusCode).toBe(200);
    const misspelt = await getRates(body({ weightUnits: 'KG' }));
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'weightUnits',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
  });
});
