import type { Static } from 'typebox';
import { centsText } from '../../lib/money';
import type { pickupLocations, shippingRates, shippingRegions } from '../../db/schema';
import type { PickupLocation, ShippingRate, ShippingRegion } from './schemas';

export type RegionRow = typeof shippingRegions.$inferSelect;
export type RateRow = typeof shippingRates.$inferSelect;
export type PickupRow = typeof pickupLocations.$inferSelect;

export const regionView = (row: RegionRow): Static<typeof ShippingRegion> => ({
  id: row.id,
  name: row.name,
  destinations: row.destinations,
  createdDate: row.createdDate.toISOString(),
  updatedDate: row.updatedDate.toISOString(),
});

export const rateView = (row: RateRow): Static<typeof ShippingRate> => ({
  id: row.id,
  regionId: row.regionId,
  title: row.title,
  kind: row.kind,
  price: centsText(row.price),
  bands: row.bands,
  ...(row.freeAbove !== null ? { freeAbove: centsText(row.freeAbove) } : {}),
  ...(row.deliveryTime !== null ? { deliveryTime: row.deliveryTime } : {}),
  ...(row.instructions !== null ? { instructions: row.instructions } : {}),
  ...(row.slots !== null ? { slots: row.slots } : {}),
  createdDate: row.createdDate.toISOString(),
  updatedDate: row.updatedDate.toISOString(),
});

export const pickupView = (row: PickupRow): Static<typeof PickupLocation> => ({
  id: row.id,
  title: row.title,
  address: row.address,
  pickupMethod: row.pickupMethod,
  ...(row.instructions !== null ? { instructions: row.instructions } : {}),
  price: centsText(row.price),
  ...(row.deliveryTime !== null ? { deliveryTime: row.deliveryTime } : {}),
  createdDate: row.createdDate.toISOString(),
  updatedDate: row.updatedDate.toISOString(),
});
