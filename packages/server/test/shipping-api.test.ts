import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import { memberLogin, visitorToken } from './auth-helpers';

/** The merchant's shipping API: regions, rates and pickup locations, for elevated callers only. */
let t: TestApp;
let visitor: string;
let member: string;
const ZERO = '00000000-0000-0000-0000-000000000000';

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200' });
  visitor = await visitorToken(t.app);
  member = (await memberLogin(t.app)).access_token;
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = asAdmin,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const violation = (res: { json: () => unknown }) =>
  (
    res.json() as {
      details: { validationError: { fieldViolations: { field: string; violatedRule: string }[] } };
    }
  ).details.validationError.fieldViolations[0];

async function newRegion(destinations: object[] = [{ country: 'US' }], name = 'United States') {
  const res = await call('POST', '/v1/shipping-regions', { region: { name, destinations } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().region as { id: string };
}

describe('shipping regions', () => {
  it('creates, reads, lists, updates and deletes a region', async () => {
    const res = await call('POST', '/v1/shipping-regions', {
      region: {
        name: 'North America',
        destinations: [{ country: 'us', subdivisions: ['US-NY', 'nj'] }, { country: 'CA' }],
      },
    });
    expect(res.statusCode).toBe(200);
    const region = res.json().region;
    expect(region).toMatchObject({
      name: 'North America',
      destinations: [{ country: 'US', subdivisions: ['NY', 'NJ'] }, { country: 'CA' }],
    });
    expect((await call('GET', `/v1/shipping-regions/${region.id}`)).json()).toEqual({ region });
    const listed = (await call('GET', '/v1/shipping-regions')).json().regions as { id: string }[];
    expect(listed.map((r) => r.id)).toContain(region.id);

    const patched = await call('PATCH', `/v1/shipping-regions/${region.id}`, {
      region: { name: 'US and Canada' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().region).toMatchObject({ name: 'US and Canada', destinations: region.destinations });
    expect(Date.parse(patched.json().region.updatedDate)).toBeGreaterThanOrEqual(
      Date.parse(region.updatedDate),
    );

    expect((await call('DELETE', `/v1/shipping-regions/${region.id}`)).json()).toEqual({});
    expect(appCode(await call('GET', `/v1/shipping-regions/${region.id}`))).toBe('NOT_FOUND');
  });

  it('deletes a region with its rates', async () => {
    const region = await newRegion();
    const rate = await call('POST', '/v1/shipping-rates', {
      rate: { regionId: region.id, title: 'Flat', kind: 'FLAT', price: '5' },
    });
    await call('DELETE', `/v1/shipping-regions/${region.id}`);
    expect((await call('GET', `/v1/shipping-rates/${rate.json().rate.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with field violations', async () => {
    const cases: [object, string, string][] = [
      [{ region: { name: '', destinations: [{ country: 'US' }] } }, 'region.name', 'MIN_LENGTH'],
      [{ region: { name: 'X', destinations: [] } }, 'region.destinations', 'MIN_SIZE'],
      [
        { region: { name: 'X', destinations: [{ country: 'USA' }] } },
        'region.destinations[0].country',
        'FORMAT',
      ],
      [
        { region: { name: 'X', destinations: [{ country: 'US' }, { country: 'us' }] } },
        'region.destinations[1].country',
        'VALIDATION',
      ],
      [
        { region: { name: 'X', destinations: [{ country: 'US', subdivisions: ['CA-ON'] }] } },
        'region.destinations[0].subdivisions[0]',
        'VALIDATION',
      ],
      [
        { region: { name: 'X', destinations: [{ country: 'US' }], zone: 1 } },
        'region.zone',
        'FIELD_NOT_ALLOWED',
      ],
    ];
    for (const [payload, field, rule] of cases) {
      const res = await call('POST', '/v1/shipping-regions', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(violation(res), JSON.stringify(payload)).toMatchObject({
        field: expect.stringContaining(field.split('[')[0]!),
        violatedRule: rule,
      });
    }
  });

  it('answers 404 on unknown ids', async () => {
    expect((await call('GET', `/v1/shipping-regions/${ZERO}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/v1/shipping-regions/${ZERO}`, { region: { name: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/v1/shipping-regions/${ZERO}`)).statusCode).toBe(404);
  });
});

describe('shipping rates', () => {
  it('creates a weight-banded rate with a free threshold and slots, and reads it back', async () => {
    const region = await newRegion();
    const res = await call('POST', '/v1/shipping-rates', {
      rate: {
        regionId: region.id,
        title: 'Standard delivery',
        kind: 'BY_WEIGHT',
        bands: [{ upTo: 1, price: 6 }, { upTo: '5.5', price: '12.5' }, { price: '20' }],
        freeAbove: '100',
        deliveryTime: '3-5 business days',
        slots: { days: 2, windows: [{ from: '09:00', to: '12:00' }], timeZone: 'America/New_York' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rate = res.json().rate;
    expect(rate).toMatchObject({
      regionId: region.id,
      kind: 'BY_WEIGHT',
      price: '0.00',
      bands: [{ upTo: '1', price: '6.00' }, { upTo: '5.5', price: '12.50' }, { price: '20.00' }],
      freeAbove: '100.00',
      deliveryTime: '3-5 business days',
    });
    expect((await call('GET', `/v1/shipping-rates/${rate.id}`)).json()).toEqual({ rate });
    const listed = (await call('GET', `/v1/shipping-rates?regionId=${region.id}`)).json().rates;
    expect(listed).toEqual([rate]);
  });

  it('updates a rate: switches it to flat, clears its threshold and slots', async () => {
    const region = await newRegion();
    const created = await call('POST', '/v1/shipping-rates', {
      rate: {
        regionId: region.id,
        title: 'Banded',
        kind: 'BY_SUBTOTAL',
        bands: [{ upTo: '50', price: '9' }, { price: '4' }],
        freeAbove: 80,
      },
    });
    const id = created.json().rate.id;
    const patched = await call('PATCH', `/v1/shipping-rates/${id}`, {
      rate: { kind: 'FLAT', price: '7.5', freeAbove: null },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().rate).toMatchObject({ kind: 'FLAT', price: '7.50', bands: [] });
    expect(patched.json().rate.freeAbove).toBeUndefined();
    // 0 is a threshold (always free), not a cleared one: null and 0 stay apart through type coercion.
    const alwaysFree = await call('PATCH', `/v1/shipping-rates/${id}`, { rate: { freeAbove: 0 } });
    expect(alwaysFree.json().rate.freeAbove).toBe('0.00');
    const renamed = await call('PATCH', `/v1/shipping-rates/${id}`, { rate: { title: 'Flat' } });
    expect(renamed.json().rate).toMatchObject({ title: 'Flat', kind: 'FLAT', price: '7.50' });
  });

  it('refuses rates that cannot be priced', async () => {
    const region = await newRegion();
    const base = { regionId: region.id, title: 'R' };
    const cases: [object, string, string][] = [
      [{ ...base, kind: 'FLAT' }, 'rate.price', 'REQUIRED_FIELD'],
      [{ ...base, kind: 'FLAT', price: '-1' }, 'rate.price', 'FORMAT'],
      [{ ...base, kind: 'FLAT', price: '1.999' }, 'rate.price', 'FORMAT'],
      [{ ...base, kind: 'FLAT', price: 1, bands: [{ price: 1 }] }, 'rate.bands', 'VALIDATION'],
      [{ ...base, kind: 'BY_WEIGHT' }, 'rate.bands', 'VALIDATION'],
      [{ ...base, kind: 'BY_WEIGHT', price: 3, bands: [{ price: 1 }] }, 'rate.price', 'VALIDATION'],
      [
        {
          ...base,
          kind: 'BY_WEIGHT',
          bands: [
            { upTo: 2, price: 1 },
            { upTo: 1, price: 2 },
          ],
        },
        'rate.bands',
        'VALIDATION',
      ],
      [{ ...base, kind: 'BY_WEIGHT', bands: [{ upTo: 'heavy', price: 1 }] }, 'rate.bands[0].upTo', 'FORMAT'],
      [
        { ...base, kind: 'BY_SUBTOTAL', bands: [{ upTo: '10.001', price: 1 }] },
        'rate.bands[0].upTo',
        'FORMAT',
      ],
      [
        {
          ...base,
          kind: 'FLAT',
          price: 1,
          slots: { days: 1, windows: [{ from: '12:00', to: '09:00' }], timeZone: 'UTC' },
        },
        'rate.slots.windows[0]',
        'VALIDATION',
      ],
      [
        {
          ...base,
          kind: 'FLAT',
          price: 1,
          slots: { days: 1, windows: [{ from: '09:00', to: '12:00' }], timeZone: 'Mars/Olympus' },
        },
        'rate.slots.timeZone',
        'VALIDATION',
      ],
      [
        {
          ...base,
          kind: 'FLAT',
          price: 1,
          slots: { days: 30, windows: [{ from: '09:00', to: '12:00' }], timeZone: 'UTC' },
        },
        'rate.slots',
        '',
      ],
      [{ ...base, kind: 'PER_ITEM', price: 1 }, 'rate.kind', ''],
    ];
    for (const [rate, field, rule] of cases) {
      const res = await call('POST', '/v1/shipping-rates', { rate });
      expect(res.statusCode, JSON.stringify(rate)).toBe(400);
      const v = violation(res);
      expect(v?.field, JSON.stringify(rate)).toBe(field);
      if (rule) expect(v?.violatedRule, JSON.stringify(rate)).toBe(rule);
    }
  });

  it('answers 404 for an unknown rate or region', async () => {
    const res = await call('POST', '/v1/shipping-rates', {
      rate: { regionId: ZERO, title: 'R', kind: 'FLAT', price: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Shipping region ${ZERO} not found`);
    expect((await call('GET', `/v1/shipping-rates/${ZERO}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/v1/shipping-rates/${ZERO}`, { rate: { title: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/v1/shipping-rates/${ZERO}`)).statusCode).toBe(404);
  });
});

describe('pickup locations', () => {
  const address = {
    addressLine1: '210 Grand Street',
    city: 'New York',
    subdivision: 'US-NY',
    postalCode: '10013',
    country: 'us',
  };

  it('creates, reads, lists, updates and deletes a pickup location', async () => {
    const res = await call('POST', '/v1/pickup-locations', {
      pickupLocation: { title: 'Pick up at the studio', address, instructions: 'Ring the bell' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const location = res.json().pickupLocation;
    expect(location).toMatchObject({
      pickupMethod: 'STORE_PICKUP',
      price: '0.00',
      address: { ...address, country: 'US' },
    });
    expect((await call('GET', `/v1/pickup-locations/${location.id}`)).json()).toEqual({
      pickupLocation: location,
    });
    expect((await call('GET', '/v1/pickup-locations')).json().pickupLocations).toContainEqual(location);
    const patched = await call('PATCH', `/v1/pickup-locations/${location.id}`, {
      pickupLocation: { pickupMethod: 'PICKUP_POINT', price: '2', instructions: null },
    });
    expect(patched.json().pickupLocation).toMatchObject({ pickupMethod: 'PICKUP_POINT', price: '2.00' });
    expect(patched.json().pickupLocation.instructions).toBeUndefined();
    expect((await call('DELETE', `/v1/pickup-locations/${location.id}`)).json()).toEqual({});
    expect((await call('DELETE', `/v1/pickup-locations/${location.id}`)).statusCode).toBe(404);
  });

  it('refuses a location without a country, with text PostgreSQL cannot store, or with an unknown method', async () => {
    const cases: [object, string][] = [
      [{ title: 'P', address: { city: 'New York' } }, 'pickupLocation.address.country'],
      [{ title: 'P', address: { ...address, city: 'New\u0000York' } }, 'pickupLocation.address.city'],
      [{ title: 'P', address, pickupMethod: 'LOCKER' }, 'pickupLocation.pickupMethod'],
      [{ title: 'P', address: { ...address, floor: 3 } }, 'pickupLocation.address.floor'],
    ];
    for (const [pickupLocation, field] of cases) {
      const res = await call('POST', '/v1/pickup-locations', { pickupLocation });
      expect(res.statusCode, JSON.stringify(pickupLocation)).toBe(400);
      expect(violation(res)?.field).toBe(field);
    }
    expect((await call('GET', `/v1/pickup-locations/${ZERO}`)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/v1/pickup-locations/${ZERO}`, { pickupLocation: { title: 'x' } })).statusCode,
    ).toBe(404);
  });
});

describe('roles', () => {
  it('lets only elevated callers manage shipping, at the root and under /ecom', async () => {
    const region = await newRegion();
    const reads = [
      '/v1/shipping-regions',
      `/v1/shipping-regions/${region.id}`,
      '/v1/shipping-rates',
      '/v1/pickup-locations',
    ];
    for (const url of reads) {
      expect((await call('GET', url, undefined, {} as typeof asAdmin)).statusCode, url).toBe(401);
      expect((await call('GET', url, undefined, { authorization: visitor })).statusCode, url).toBe(403);
      expect((await call('GET', url, undefined, { authorization: member })).statusCode, url).toBe(403);
      expect((await call('GET', url)).statusCode, url).toBe(200);
      expect((await call('GET', `/ecom${url}`)).statusCode, url).toBe(200);
    }
    const create = { region: { name: 'X', destinations: [{ country: 'FR' }] } };
    expect((await call('POST', '/v1/shipping-regions', create, { authorization: member })).statusCode).toBe(
      403,
    );
    expect(
      (await call('DELETE', `/v1/shipping-regions/${region.id}`, undefined, { authorization: visitor }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/v1/shipping-regions/${region.id}`)).statusCode).toBe(200);
  });
});
