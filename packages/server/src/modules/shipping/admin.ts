/** The merchant's management of regions, rates and pickup locations. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { pickupLocations, shippingRates, shippingRegions } from '../../db/schema';
import { notFound } from '../../http/errors';
import { writingShipping } from './kept-options';
import type { PickupInput, RateInput, RegionInput } from './schemas';
import * as check from './validate';
import { pickupView, rateView, regionView } from './views';

const clean = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

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
  return writingShipping(db, async () => {
    const [row] = await db
      .insert(shippingRegions)
      .values({
        name: input.name,
        destinations: check.destinations('region.destinations', input.destinations),
      })
      .returning();
    return { region: regionView(row!) };
  });
}

export async function updateRegion(db: Db, id: string, input: RegionInput) {
  return writingShipping(db, async () => {
    const [row] = await db
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
    if (!row) throw notFound('Shipping region', id);
    return { region: regionView(row) };
  });
}

/** Deletes the region and its rates. */
export async function deleteRegion(db: Db, id: string) {
  return writingShipping(db, async () => {
    const deleted = await db
      .delete(shippingRegions)
      .where(eq(shippingRegions.id, id))
      .returning({ id: shippingRegions.id });
    if (deleted.length === 0) throw notFound('Shipping region', id);
    return {};
  });
}

async function regionRow(db: Db, id: string) {
  const [row] = await db.select().from(shippingRegions).where(eq(shippingRegions.id, id));
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
  return writingShipping(db, async () => {
    await regionRow(db, input.regionId);
    const [row] = await db
      .insert(shippingRates)
      .values({
        regionId: input.regionId,
        title: input.title,
        ...check.ratePrices(input.kind, input, undefined),
        ...rateExtras(input),
      })
      .returning();
    return { rate: rateView(row!) };
  });
}

export async function updateRate(db: Db, id: string, input: RateInput) {
  return writingShipping(db, () =>
    db.transaction(async (tx) => {
      const [stored] = await tx.select().from(shippingRates).where(eq(shippingRates.id, id)).for('update');
      if (!stored) throw notFound('Shipping rate', id);
      if (input.regionId !== undefined) await regionRow(tx, input.regionId);
      const touchesPrices =
        input.kind !== undefined || input.price !== undefined || input.bands !== undefined;
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
      return { rate: rateView(row!) };
    }),
  );
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
  return writingShipping(db, async () => {
    const deleted = await db
      .delete(shippingRates)
      .where(eq(shippingRates.id, id))
      .returning({ id: shippingRates.id });
    if (deleted.length === 0) throw notFound('Shipping rate', id);
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
  return writingShipping(db, async () => {
    const [row] = await db
      .insert(pickupLocations)
      .values({
        pickupMethod: 'STORE_PICKUP',
        ...pickupFields(input),
        title: input.title,
        address: check.address(input.address),
      })
      .returning();
    return { pickupLocation: pickupView(row!) };
  });
}

export async function updatePickup(db: Db, id: string, input: PickupInput) {
  return writingShipping(db, async () => {
    const [row] = await db
      .update(pickupLocations)
      .set({ ...pickupFields(input), updatedDate: new Date() })
      .where(eq(pickupLocations.id, id))
      .returning();
    if (!row) throw notFound('Pickup location', id);
    return { pickupLocation: pickupView(row) };
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
  return writingShipping(db, async () => {
    const deleted = await db
      .delete(pickupLocations)
      .where(eq(pickupLocations.id, id))
      .returning({ id: pickupLocations.id });
    if (deleted.length === 0) throw notFound('Pickup location', id);
    return {};
  });
}
