import type { Address } from '../../lib/address';
import type { Db } from '../../db/open';
import { keptShipping } from './kept-options';
import { shippingRatesError } from './errors';
import { addressProblem, deliverySlots, rateCost, regionCovers } from './rules';

/** Atelier's own carrier: every option the shop computes comes from it. */
export const ATELIER_CARRIER_ID = '7d7c2b6e-2f6b-4c8e-9a57-5a3e1b0f6a10';

export interface ShippingRequest {
  /** undefined: no address yet; only options that need none (pickup) are answered. */
  destination: Address | undefined;
  /** Decimal text, total weight of the physical lines in kg ("0" when none). */
  weightKg: string;
  /** Items after discounts, before shipping and tax, in minor units (for free-above-threshold). */
  subtotal: bigint;
  currency: string;
  /** For delivery time slots. */
  now: Date;
}

export interface ShippingOption {
  /** Stable id the cart stores as its selected option: the rate's id (with the slot's start), or the pickup's. */
  code: string;
  title: string;
  carrierId: string;
  /** What the shopper pays (0n when free). */
  cost: bigint;
  /** Before a free-shipping threshold. */
  fullCost: bigint;
  logistics: {
    deliveryTime?: string;
    instructions?: string;
    deliveryTimeSlot?: { from: Date; to: Date };
    pickupDetails?: { address: Address; pickupMethod: 'STORE_PICKUP' | 'PICKUP_POINT' };
  };
}

/** The code of a delivery-slot option: the rate's id and the slot's start. */
export const slotCode = (rateId: string, from: Date) => `${rateId}@${from.toISOString()}`;

/**
 * The options that deliver to this destination, cheapest first, and every pickup location. Throws the
 * spec section 8 shipping errors when the destination cannot be rated. Every region that covers the
 * destination contributes its rates (a country-wide region and a state's local delivery both apply).
 */
export async function shippingOptionsFor(db: Db, req: ShippingRequest): Promise<ShippingOption[]> {
  const options: ShippingOption[] = [];
  if (req.destination) {
    const problem = addressProblem(req.destination);
    if (problem) throw shippingRatesError(problem);
    options.push(...(await deliveryOptions(db, req, req.destination)));
  }
  options.push(...(await pickupOptions(db)));
  return options.sort((a, b) =>
    a.cost < b.cost ? -1 : a.cost > b.cost ? 1 : a.title.localeCompare(b.title),
  );
}

async function deliveryOptions(
  db: Db,
  req: ShippingRequest,
  destination: Address,
): Promise<ShippingOption[]> {
  const kept = await keptShipping.get(db);
  const regions = kept.regions.filter((r) => regionCovers(r.destinations, destination));
  if (regions.length === 0) return [];
  const regionIds = new Set(regions.map((r) => r.id));
  const rates = kept.rates.filter((r) => regionIds.has(r.regionId));
  const options: ShippingOption[] = [];
  for (const rate of rates) {
    const price = rateCost(rate, req.weightKg, req.subtotal);
    if (!price) continue;
    const logistics = {
      ...(rate.deliveryTime ? { deliveryTime: rate.deliveryTime } : {}),
      ...(rate.instructions ? { instructions: rate.instructions } : {}),
    };
    const base = { title: rate.title, carrierId: ATELIER_CARRIER_ID, ...price };
    if (!rate.slots) {
      options.push({ code: rate.id, ...base, logistics });
      continue;
    }
    for (const slot of deliverySlots(rate.slots, req.now)) {
      options.push({
        code: slotCode(rate.id, slot.from),
        ...base,
        logistics: { ...logistics, deliveryTimeSlot: slot },
      });
    }
  }
  return options;
}

async function pickupOptions(db: Db): Promise<ShippingOption[]> {
  const locations = (await keptShipping.get(db)).pickups;
  return locations.map((location) => ({
    code: location.id,
    title: location.title,
    carrierId: ATELIER_CARRIER_ID,
    cost: location.price,
    fullCost: location.price,
    logistics: {
      ...(location.deliveryTime ? { deliveryTime: location.deliveryTime } : {}),
      ...(location.instructions ? { instructions: location.instructions } : {}),
      pickupDetails: { address: location.address, pickupMethod: location.pickupMethod },
    },
  }));
}
