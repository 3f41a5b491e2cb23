/**
 * The merchant's shipping (elevated clients; reads need `settings:read`, writes `settings:write`): regions
 * (countries and subdivisions), their rates (flat, weight bands, subtotal bands, free above a subtotal, delivery
 * windows) and pickup locations. What a shopper is offered is `shippingRates.getShippingRates`.
 * Errors: `ValidationError` naming `region.<field>`, `rate.<field>` or `pickupLocation.<field>`;
 * `ApplicationError` NOT_FOUND (404), PERMISSION_DENIED (403).
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import { collectionCalls } from './collection-calls';
import type * as Wire from '../wire/shipping';

export type ShippingRegion = ClientForm<Wire.ShippingRegion>;
export type ShippingRegionInput = Wire.CreateRegionBody['region'];
export type ShippingRate = ClientForm<Wire.ShippingRate>;
export type ShippingRateInput = Wire.CreateRateBody['rate'];
export type PickupLocation = ClientForm<Wire.PickupLocation>;
export type PickupLocationInput = Wire.CreatePickupBody['pickupLocation'];
export type DeliverySlots = Wire.DeliverySlots;

export const shippingAdmin = defineModule(
  (context) => {
    const regions = collectionCalls<ShippingRegion, ShippingRegionInput>(
      context,
      '/v1/shipping-regions',
      'region',
      'regions',
    );
    const rates = collectionCalls<ShippingRate, ShippingRateInput>(
      context,
      '/v1/shipping-rates',
      'rate',
      'rates',
    );
    const pickups = collectionCalls<PickupLocation, PickupLocationInput>(
      context,
      '/v1/pickup-locations',
      'pickupLocation',
      'pickupLocations',
    );
    return {
      listRegions: regions.list,
      createRegion: regions.create,
      updateRegion: regions.update,
      deleteRegion: regions.remove,
      listRates: rates.list,
      createRate: rates.create,
      updateRate: rates.update,
      deleteRate: rates.remove,
      listPickups: pickups.list,
      createPickup: pickups.create,
      updatePickup: pickups.update,
      deletePickup: pickups.remove,
    };
  },
  {
    elevated: [
      'listRegions',
      'createRegion',
      'updateRegion',
      'deleteRegion',
      'listRates',
      'createRate',
      'updateRate',
      'deleteRate',
      'listPickups',
      'createPickup',
      'updatePickup',
      'deletePickup',
    ],
  },
);
