import { Type, type Static } from 'typebox';

const str = (max = 200) => Type.String({ maxLength: max });
const opt = Type.Optional;

/**
 * A postal address as spec section 3 names it: members' profiles, carts, checkouts, orders and shipping rates
 * all speak this one shape.
 */
export const Address = Type.Object(
  {
    formatted: opt(str(500)),
    location: opt(Type.Object({ latitude: opt(Type.Number()), longitude: opt(Type.Number()) })),
    addressLine1: opt(str()),
    addressLine2: opt(str()),
    streetAddress: opt(Type.Object({ name: opt(str()), number: opt(str(50)), apt: opt(str(50)) })),
    city: opt(str()),
    subdivision: opt(str(100)),
    country: opt(str(100)),
    postalCode: opt(str(50)),
  },
  { additionalProperties: false },
);
export type Address = Static<typeof Address>;
