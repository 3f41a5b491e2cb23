import { Type } from 'typebox';
import { Address } from '../../lib/address';

/**
 * The shipping-rates plug-in (Wix's ShippingRates service plugin, getShippingRates at POST /v1/getRates).
 * contactDetails, buyerInfo and externalReferences are the platform's context about the buyer, which
 * rating does not read: they are open objects on purpose, so what a platform adds there never breaks rating.
 */
const Context = Type.Object({}, { additionalProperties: true });

export const GetRatesLineItem = Type.Object({
  itemId: Type.Optional(Type.String({ maxLength: 100 })),
  catalogReference: Type.Optional(
    Type.Object({
      catalogItemId: Type.Optional(Type.String({ maxLength: 100 })),
      appId: Type.Optional(Type.String({ maxLength: 100 })),
      options: Type.Optional(Type.Object({}, { additionalProperties: true })),
    }),
  ),
  quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
  physicalProperties: Type.Optional(
    Type.Object({
      weight: Type.Optional(Type.Number({ minimum: 0 })),
      sku: Type.Optional(Type.String({ maxLength: 100 })),
      shippable: Type.Optional(Type.Boolean()),
    }),
  ),
  /** Price of one unit, a decimal string. */
  price: Type.Optional(Type.String({ maxLength: 32 })),
});

export const GetRatesBody = Type.Object({
  lineItems: Type.Array(GetRatesLineItem, { maxItems: 1000 }),
  shippingDestination: Type.Optional(Address),
  shippingOrigin: Type.Optional(Address),
  contactDetails: Type.Optional(Context),
  weightUnit: Type.Optional(Type.Union([Type.Literal('KG'), Type.Literal('LB')])),
  currency: Type.String({ maxLength: 10 }),
  buyerInfo: Type.Optional(Context),
  externalReferences: Type.Optional(Type.Array(Context, { maxItems: 50 })),
});

const DateTime = Type.String({ format: 'date-time' });

export const ShippingRateOption = Type.Object({
  code: Type.String(),
  title: Type.String(),
  logistics: Type.Object({
    deliveryTime: Type.Optional(Type.String()),
    instructions: Type.Optional(Type.String()),
    deliveryTimeSlot: Type.Optional(Type.Object({ from: DateTime, to: DateTime })),
    pickupDetails: Type.Optional(
      Type.Object({
        address: Address,
        pickupMethod: Type.Union([Type.Literal('STORE_PICKUP'), Type.Literal('PICKUP_POINT')]),
      }),
    ),
  }),
  cost: Type.Object({
    price: Type.String({ description: 'decimal' }),
    currency: Type.String(),
    additionalCharges: Type.Array(
      Type.Object({ price: Type.String(), type: Type.String(), details: Type.Optional(Type.String()) }),
    ),
  }),
});

export const GetRatesReply = Type.Object({ shippingRates: Type.Array(ShippingRateOption) });
