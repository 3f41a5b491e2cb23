/**
 * The merchant's shipping (elevated clients; reads need `settings:read`, writes `settings:write`): regions
 * (countries and subdivisions), their rates (flat, weight bands, subtotal bands, free above a subtotal, delivery
 * windows) and pickup locations. What a shopper is offered is `shippingRates.getShippingRates`.
 * Errors: `ValidationError` naming `region.<field>`, `rate.<field>` or `pickupLocation.<field>`;
 * `ApplicationError` NOT_FOUND (404), PERMISSION_DENIED (403).
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/shipping';

export type ShippingRegion = ClientForm<Wire.ShippingRegion>;
export type ShippingRegionInput = Wire.CreateRegionBody['region'];
export type ShippingRate = ClientForm<Wire.ShippingRate>;
export type ShippingRateInput = Wire.CreateRateBody['rate'];
export type PickupLocation = ClientForm<Wire.PickupLocation>;
export type PickupLocationInput = Wire.CreatePickupBody['pickupLocation'];
export type DeliverySlots = Wire.DeliverySlots;

const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export const shippingAdmin = defineModule(
  (context) => {
    const get = <T>(path: string) => context.request<T>({ method: 'GET', path });
    const send = <T>(method: 'POST' | 'PATCH', path: string, body: object) =>
      context.request<T>({ method, path, body });
    const remove = async (path: string) => {
      await context.request({ method: 'DELETE', path });
    };
    return {
      listRegions: async () => (await get<{ regions: ShippingRegion[] }>('/v1/shipping-regions')).regions,
      createRegion: async (region: ShippingRegionInput) =>
        (await send<{ region: ShippingRegion }>('POST', '/v1/shipping-regions', { region })).region,
      updateRegion: async (_id: string, region: Partial<ShippingRegionInput>) =>
        (await send<{ region: ShippingRegion }>('PATCH', at('/v1/shipping-regions', _id), { region })).region,
      deleteRegion: (_id: string) => remove(at('/v1/shipping-regions', _id)),
      listRates: async () => (await get<{ rates: ShippingRate[] }>('/v1/shipping-rates')).rates,
      createRate: async (rate: ShippingRateInput) =>
        (await send<{ rate: ShippingRate }>('POST', '/v1/shipping-rates', { rate })).rate,
      updateRate: async (_id: string, rate: Partial<ShippingRateInput>) =>
        (await send<{ rate: ShippingRate }>('PATCH', at('/v1/shipping-rates', _id), { rate })).rate,
      deleteRate: (_id: string) => remove(at('/v1/shipping-rates', _id)),
      listPickups: async () =>
        (await get<{ pickupLocations: PickupLocation[] }>('/v1/pickup-locations')).pickupLocations,
      createPickup: async (pickupLocation: PickupLocationInput) =>
        (await send<{ pickupLocation: PickupLocation }>('POST', '/v1/pickup-locations', { pickupLocation }))
          .pickupLocation,
      updatePickup: async (_id: string, pickupLocation: Partial<PickupLocationInput>) =>
        (
          await send<{ pickupLocation: PickupLocation }>('PATCH', at('/v1/pickup-locations', _id), {
            pickupLocation,
          })
        ).pickupLocation,
      deletePickup: (_id: string) => remove(at('/v1/pickup-locations', _id)),
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
