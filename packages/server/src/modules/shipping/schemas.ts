import { Type, type Static } from 'typebox';
import { Address } from '../../lib/address';
import { Amount, Null, StorableText as Text } from '../../lib/input-schemas';

/** Wire shapes of the merchant's shipping API. Amounts are decimal strings out, a number or a string in. */

const closed = { additionalProperties: false } as const;
const Id = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const Money = Type.String({ description: 'decimal, in the shop currency' });

export const IdParams = Type.Object({ id: Id }, closed);
export const Empty = Type.Object({});

// ---------- regions ----------

export const RegionDestination = Type.Object(
  {
    country: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' }),
    subdivisions: Type.Optional(
      Type.Array(Type.String({ pattern: '^([A-Za-z]{2}-)?[A-Za-z0-9]{1,3}$' }), { maxItems: 100 }),
    ),
  },
  closed,
);
export type RegionDestinationInput = Static<typeof RegionDestination>;

export const ShippingRegion = Type.Object({
  id: Id,
  name: Type.String(),
  destinations: Type.Array(RegionDestination),
  createdDate: DateTime,
  updatedDate: DateTime,
});

const RegionFields = {
  name: Text({ minLength: 1, maxLength: 100 }),
  destinations: Type.Array(RegionDestination, { minItems: 1, maxItems: 250 }),
};
export const CreateRegionBody = Type.Object({ region: Type.Object(RegionFields, closed) }, closed);
export const UpdateRegionBody = Type.Object(
  { region: Type.Partial(Type.Object(RegionFields, closed)) },
  closed,
);
export type RegionInput = Partial<Static<typeof CreateRegionBody>['region']>;

export const RegionReply = Type.Object({ region: ShippingRegion });
export const RegionsReply = Type.Object({ regions: Type.Array(ShippingRegion) });

// ---------- rates ----------

export const RateKind = Type.Union([
  Type.Literal('FLAT'),
  Type.Literal('BY_WEIGHT'),
  Type.Literal('BY_SUBTOTAL'),
]);

const BandOut = Type.Object({ upTo: Type.Optional(Type.String()), price: Money });
const BandIn = Type.Object({ upTo: Type.Optional(Amount), price: Amount }, closed);
const HourMinute = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });
export const DeliverySlots = Type.Object(
  {
    days: Type.Integer({ minimum: 1, maximum: 14 }),
    windows: Type.Array(Type.Object({ from: HourMinute, to: HourMinute }, closed), {
      minItems: 1,
      maxItems: 8,
    }),
    timeZone: Text({ minLength: 1, maxLength: 64 }), // IANA, e.g. America/New_York
  },
  closed,
);

export const ShippingRate = Type.Object({
  id: Id,
  regionId: Id,
  title: Type.String(),
  kind: RateKind,
  /** FLAT: the price; "0" for banded rates. */
  price: Money,
  /** BY_WEIGHT: upTo in kg; BY_SUBTOTAL: upTo in money. Inclusive; the last band may be open. */
  bands: Type.Array(BandOut),
  /** Shipping is free from this subtotal on. */
  freeAbove: Type.Optional(Money),
  deliveryTime: Type.Optional(Type.String()),
  instructions: Type.Optional(Type.String()),
  slots: Type.Optional(DeliverySlots),
  createdDate: DateTime,
  updatedDate: DateTime,
});

const RateFields = {
  regionId: Id,
  title: Text({ minLength: 1, maxLength: 100 }),
  kind: RateKind,
  price: Amount,
  bands: Type.Array(BandIn, { maxItems: 50 }),
  freeAbove: Type.Union([Null, Amount]),
  deliveryTime: Type.Union([Null, Text({ maxLength: 100 })]),
  instructions: Type.Union([Null, Text({ maxLength: 500 })]),
  slots: Type.Union([Null, DeliverySlots]),
};
export const CreateRateBody = Type.Object(
  {
    rate: Type.Object(
      {
        ...Type.Partial(Type.Object(RateFields)).properties,
        regionId: RateFields.regionId,
        title: RateFields.title,
        kind: RateFields.kind,
      },
      closed,
    ),
  },
  closed,
);
export const UpdateRateBody = Type.Object({ rate: Type.Partial(Type.Object(RateFields, closed)) }, closed);
export type RateInput = Partial<Static<typeof UpdateRateBody>['rate']>;

export const RateReply = Type.Object({ rate: ShippingRate });
export const RatesReply = Type.Object({ rates: Type.Array(ShippingRate) });
export const RatesQuery = Type.Object({ regionId: Type.Optional(Id) });

// ---------- pickup locations ----------

export const PickupMethod = Type.Union([Type.Literal('STORE_PICKUP'), Type.Literal('PICKUP_POINT')]);

export const PickupLocation = Type.Object({
  id: Id,
  title: Type.String(),
  address: Address,
  pickupMethod: PickupMethod,
  instructions: Type.Optional(Type.String()),
  price: Money,
  deliveryTime: Type.Optional(Type.String()),
  createdDate: DateTime,
  updatedDate: DateTime,
});

const PickupFields = {
  title: Text({ minLength: 1, maxLength: 100 }),
  address: Address,
  pickupMethod: PickupMethod,
  instructions: Type.Union([Null, Text({ maxLength: 500 })]),
  price: Amount,
  deliveryTime: Type.Union([Null, Text({ maxLength: 100 })]),
};
export const CreatePickupBody = Type.Object(
  {
    pickupLocation: Type.Object(
      {
        title: PickupFields.title,
        address: PickupFields.address,
        pickupMethod: Type.Optional(PickupFields.pickupMethod),
        instructions: Type.Optional(PickupFields.instructions),
        price: Type.Optional(PickupFields.price),
        deliveryTime: Type.Optional(PickupFields.deliveryTime),
      },
      closed,
    ),
  },
  closed,
);
export const UpdatePickupBody = Type.Object(
  { pickupLocation: Type.Partial(Type.Object(PickupFields, closed)) },
  closed,
);
export type PickupInput = Partial<Static<typeof UpdatePickupBody>['pickupLocation']>;

export const PickupReply = Type.Object({ pickupLocation: PickupLocation });
export const PickupsReply = Type.Object({ pickupLocations: Type.Array(PickupLocation) });
