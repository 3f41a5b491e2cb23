/** The merchant's management of regions, rates and pickup locations. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { pickupLocations, shippingRates, shippingRegions } from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordChange } from '../audit';
import { writingShipping } from './kept-options';
import type { PickupInput, RateInput, RegionInput } from './schemas';
import * as check from './validate';
import { pickupView, rateView, regionView } from './views';

const clean = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * A write of the kept settings and its audit entry, in one transaction that commits before the kept
 * settings are forgotten: an options read meanwhile cannot keep what the transaction had not committed.
 */
const shippingChange = <T>(db: Db, write: (tx: Db) => Promise<T>) =>
  writingShipping(db, () => db.transaction(write));

// ---------- regions ----------

export async function listRegions(db: Db) {
  const rows = await db
    .select()
    .from(shippingRegions)
    .orderBy(asc(shippingRegions.createdDate), asc(shippingRegions.id));
  return { regions: rows.map(regionView) };
}

export async function getRegion(db: Db, id: string) {
  return { region: regionView(await regionRow(db, id)) };
}

export async function createRegion(db: Db, input: Required<RegionInput>) {
  return shippingChange(db, async (tx) => {
    const [row] = await tx
      .insert(shippingRegions)
      .values({
        name: input.name,
        destinations: check.destinations('region.destinations', input.destinations),
      })
      .returning();
    const region = regionView(row!);
    await recordChange(
      tx,
      'shippingRegion.created',
      { type: 'shippingRegion', id: row!.id },
      undefined,
      region,
    );
    return { region };
  });
}

export async function updateRegion(db: Db, id: string, input: RegionInput) {
  return shippingChange(db, async (tx) => {
    const stored = await regionRow(tx, id, true);
    const [row] = await tx
      .update(shippingRegions)
      .set({
        ...clean({
          name: input.name,
          destinations: input.destinations && check.destinations('region.destinations', input.destinations),
        }),
        updatedDate: new Date(),
      })
      .where(eq(shippingRegions.id, id))
      .returning();
    const region = regionView(row!);
    await recordChange(
      tx,
      'shippingRegion.updated',
      { type: 'shippingRegion', id },
      regionView(stored),
      region,
    );
    return { region };
  });
}

/** Deletes the region and its rates. */
export async function deleteRegion(db: Db, id: string) {
  return shippingChange(db, async (tx) => {
    const [row] = await tx.delete(shippingRegions).where(eq(shippingRegions.id, id)).returning();
    if (!row) throw notFound('Shipping region', id);
    await recordChange(
      tx,
      'shippingRegion.deleted',
      { type: 'shippingRegion', id },
      regionView(row),
      undefined,
    );
    return {};
  });
}

async function regionRow(db: Db, id: string, lock = false) {
  const query = db.select().from(shippingRegions).where(eq(shippingRegions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Shipping region', id);
  return row;
}

// ---------- rates ----------

export async function listRates(db: Db, regionId: string | undefined) {
  const rows = await db
    .select()
    .from(shippingRates)
    .where(regionId ? eq(shippingRates.regionId, regionId) : undefined)
    .orderBy(asc(shippingRates.createdDate), asc(shippingRates.id));
  return { rates: rows.map(rateView) };
}

export async function getRate(db: Db, id: string) {
  return { rate: rateView(await rateRow(db, id)) };
}

type NewRate = RateInput & Required<Pick<RateInput, 'regionId' | 'title' | 'kind'>>;

export async function createRate(db: Db, input: NewRate) {
  return shippingChange(db, async (tx) => {
    await regionRow(tx, input.regionId);
    const [row] = await tx
      .insert(shippingRates)
      .values({
        regionId: input.regionId,
        title: input.title,
        ...check.ratePrices(input.kind, input, undefined),
        ...rateExtras(input),
      })
      .returning();
    const rate = rateView(row!);
    await recordChange(tx, 'shippingRate.created', { type: 'shippingRate', id: row!.id }, undefined, rate);
    return { rate };
  });
}

export async function updateRate(db: Db, id: string, input: RateInput) {
  return shippingChange(db, async (tx) => {
    const [stored] = await tx.select().from(shippingRates).where(eq(shippingRates.id, id)).for('update');
    if (!stored) throw notFound('Shipping rate', id);
    if (input.regionId !== undefined) await regionRow(tx, input.regionId);
    const touchesPrices = input.kind !== undefined || input.price !== undefined || input.bands !== undefined;
    const [row] = await tx
      .update(shippingRates)
      .set({
        ...clean({ regionId: input.regionId, title: input.title }),
        ...(touchesPrices ? check.ratePrices(input.kind ?? stored.kind, input, stored) : {}),
        ...rateExtras(input),
        updatedDate: new Date(),
      })
      .where(eq(shippingRates.id, id))
      .returning();
    const rate = rateView(row!);
    await recordChange(tx, 'shippingRate.updated', { type: 'shippingRate', id }, rateView(stored), rate);
    return { rate };
  });
}

/** The optional fields of a rate that were given (null clears one). */
function rateExtras(input: RateInput) {
  return clean({
    freeAbove:
      input.freeAbove === null
        ? null
        : input.freeAbove !== undefined
          ? check.money('rate.freeAbove', input.freeAbove)
          : undefined,
    deliveryTime: input.deliveryTime,
    instructions: input.instructions,
    slots: input.slots === null ? null : input.slots && check.slots(input.slots),
  });
}

export async function deleteRate(db: Db, id: string) {
  return shippingChange(db, async (tx) => {
    const [row] = await tx.delete(shippingRates).where(eq(shippingRates.id, id)).returning();
    if (!row) throw notFound('Shipping rate', id);
    await recordChange(tx, 'shippingRate.deleted', { type: 'shippingRate', id }, rateView(row), undefined);
    return {};
  });
}

async function rateRow(db: Db, id: string) {
  const [row] = await db.select().from(shippingRates).where(eq(shippingRates.id, id));
  if (!row) throw notFound('Shipping rate', id);
  return row;
}

// ---------- pickup locations ----------

export async function listPickups(db: Db) {
  const rows = await db
    .select()
    .from(pickupLocations)
    .orderBy(asc(pickupLocations.createdDate), asc(pickupLocations.id));
  return { pickupLocations: rows.map(pickupView) };
}

export async function getPickup(db: Db, id: string) {
  const [row] = await db.select().from(pickupLocations).where(eq(pickupLocations.id, id));
  if (!row) throw notFound('Pickup location', id);
  return { pickupLocation: pickupView(row) };
}

type NewPickup = PickupInput & Required<Pick<PickupInput, 'title' | 'address'>>;

export async function createPickup(db: Db, input: NewPickup) {
  return shippingChange(db, async (tx) => {
    const [row] = await tx
      .insert(pickupLocations)
      .values({
        pickupMethod: 'STORE_PICKUP',
        ...pickupFields(input),
        title: input.title,
        address: check.address(input.address),
      })
      .returning();
    const pickupLocation = pickupView(row!);
    await recordChange(
      tx,
      'pickupLocation.created',
      { type: 'pickupLocation', id: row!.id },
      undefined,
      pickupLocation,
    );
    return { pickupLocation };
  });
}

export async function updatePickup(db: Db, id: string, input: PickupInput) {
  return shippingChange(db, async (tx) => {
    const [stored] = await tx.select().from(pickupLocations).where(eq(pickupLocations.id, id)).for('update');
    if (!stored) throw notFound('Pickup location', id);
    const [row] = await tx
      .update(pickupLocations)
      .set({ ...pickupFields(input), updatedDate: new Date() })
      .where(eq(pickupLocations.id, id))
      .returning();
    const pickupLocation = pickupView(row!);
    await recordChange(
      tx,
      'pickupLocation.updated',
      { type: 'pickupLocation', id },
      pickupView(stored),
      pickupLocation,
    );
    return { pickupLocation };
  });
}

function pickupFields(input: PickupInput) {
  return clean({
    title: input.title,
    address: input.address && check.address(input.address),
    pickupMethod: input.pickupMethod,
    instructions: input.instructions,
    price: input.price !== undefined ? check.money('pickupLocation.price', input.price) : undefined,
    deliveryTime: input.deliveryTime,
  });
}

export async function deletePickup(db: Db, id: string) {
  return shippingChange(db, async (tx) => {
    const [row] = await tx.delete(pickupLocations).where(eq(pickupLocations.id, id)).returning();
    if (!row) throw notFound('Pickup location', id);
    await recordChange(
      tx,
      'pickupLocation.deleted',
      { type: 'pickupLocation', id },
      pickupView(row),
      undefined,
    );
    return {};
  });
}
