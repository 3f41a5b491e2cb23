import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/open';
import { pickupLocations, shippingRates, shippingRegions } from '../src/db/schema';
import { AppError } from '../src/http/errors';
import { ATELIER_CARRIER_ID, shippingOptionsFor, type ShippingRequest } from '../src/modules/shipping';
import { freshDatabase } from './helpers';

let database: Database;
let standardId: string;
let expressId: string;
let localId: string;
let pickupId: string;
const studio = {
  addressLine1: '210 Grand Street',
  city: 'New York',
  subdivision: 'US-NY',
  postalCode: '10013',
  country: 'US',
};
const NOW = new Date('2026-03-02T15:00:00Z'); // a Monday, 10:00 in New York

beforeAll(async () => {
  database = await freshDatabase();
  const db = database.db;
  const [us] = await db
    .insert(shippingRegions)
    .values({ name: 'United States', destinations: [{ country: 'US' }] })
    .returning();
  const [nyc] = await db
    .insert(shippingRegions)
    .values({ name: 'New York', destinations: [{ country: 'US', subdivisions: ['NY'] }] })
    .returning();
  const [standard] = await db
    .insert(shippingRates)
    .values({
      regionId: us!.id,
      title: 'Standard delivery',
      kind: 'BY_WEIGHT',
      bands: [
        { upTo: '1', price: '6.00' },
        { upTo: '5', price: '12.00' },
      ],
      freeAbove: 10000n,
      deliveryTime: '3-5 business days',
    })
    .returning();
  const [express] = await db
    .insert(shippingRates)
    .values({
      regionId: us!.id,
      title: 'Express delivery',
      kind: 'FLAT',
      price: 2500n,
      deliveryTime: '1-2 business days',
    })
    .returning();
  const [local] = await db
    .insert(shippingRates)
    .values({
      regionId: nyc!.id,
      title: 'Local delivery',
      kind: 'FLAT',
      price: 900n,
      slots: {
        days: 1,
        windows: [
          { from: '09:00', to: '12:00' },
          { from: '13:00', to: '17:00' },
        ],
        timeZone: 'America/New_York',
      },
    })
    .returning();
  const [pickup] = await db
    .insert(pickupLocations)
    .values({
      title: 'Pick up at the studio',
      address: studio,
      pickupMethod: 'STORE_PICKUP',
      instructions: 'Ring the bell',
    })
    .returning();
  standardId = standard!.id;
  expressId = express!.id;
  localId = local!.id;
  pickupId = pickup!.id;
});
afterAll(() => database.close());

const request = (over: Partial<ShippingRequest>): ShippingRequest => ({
  destination: { country: 'US', subdivision: 'CA', postalCode: '94103' },
  weightKg: '0.5',
  subtotal: 5000n,
  currency: 'USD',
  now: NOW,
  ...over,
});

describe('shippingOptionsFor', () => {
  it('answers the region rates by weight band, and pickup, cheapest first', async () => {
    const options = await shippingOptionsFor(database.db, request({ weightKg: '2.5' }));
    expect(options.map((o) => [o.code, o.cost, o.fullCost])).toEqual([
      [pickupId, 0n, 0n],
      [standardId, 1200n, 1200n],
      [expressId, 2500n, 2500n],
    ]);
    expect(options.every((o) => o.carrierId === ATELIER_CARRIER_ID)).toBe(true);
    expect(options[1]!.logistics).toEqual({ deliveryTime: '3-5 business days' });
    expect(options[0]!.logistics.pickupDetails).toEqual({ address: studio, pickupMethod: 'STORE_PICKUP' });
  });

  it('makes standard free from the threshold on, keeping its full cost', async () => {
    const options = await shippingOptionsFor(database.db, request({ subtotal: 10000n }));
    const standard = options.find((o) => o.code === standardId);
    expect(standard).toMatchObject({ cost: 0n, fullCost: 600n });
  });

  it('leaves out a banded rate beyond its last band', async () => {
    const options = await shippingOptionsFor(database.db, request({ weightKg: '5.001' }));
    expect(options.map((o) => o.code)).toEqual([pickupId, expressId]);
  });

  it('adds the local delivery slots where a subdivision region covers the address', async () => {
    const options = await shippingOptionsFor(
      database.db,
      request({ destination: { country: 'US', subdivision: 'NY', postalCode: '10013' } }),
    );
    const slots = options.filter((o) => o.code.startsWith(localId));
    expect(slots.map((o) => o.logistics.deliveryTimeSlot)).toEqual([
      { from: new Date('2026-03-03T14:00:00Z'), to: new Date('2026-03-03T17:00:00Z') },
      { from: new Date('2026-03-03T18:00:00Z'), to: new Date('2026-03-03T22:00:00Z') },
    ]);
  });

  it('answers only pickup without a destination, and for a country nobody ships to', async () => {
    for (const destination of [undefined, { country: 'JP', postalCode: '100-0001' }]) {
      const options = await shippingOptionsFor(database.db, request({ destination }));
      expect(options.map((o) => o.code)).toEqual([pickupId]);
    }
  });

  it.each([
    [{ country: 'US', subdivision: 'NY' }, 'MISSING_POSTAL_CODE', 'Postal Code was missing from request'],
    [
      { country: 'US', subdivision: 'NY', postalCode: '1001' },
      'INVALID_POSTAL_CODE',
      'Postal Code was invalid in request',
    ],
    [{ country: 'US', postalCode: '10013' }, 'PARTIAL_ADDRESS', 'The provided address was incomplete'],
    [{ city: 'New York' }, 'PARTIAL_ADDRESS', 'The provided address was incomplete'],
  ])('refuses %j with %s', async (destination, code, description) => {
    const error = await shippingOptionsFor(database.db, request({ destination })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).toBody()).toEqual({
      message: 'INVALID_ARGUMENT',
      details: { applicationError: { code, description, data: {} } },
    });
  });
});
