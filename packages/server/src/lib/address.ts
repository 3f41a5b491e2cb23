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

/**
 * The same address as Wix's REST clients send it (the official @wix/ecom turns `addressLine1`, `formatted` and
 * `location` into `addressLine`, `formattedAddress` and `geocode` on the wire, and may echo back the read-only
 * `hint`, `countryFullname`, `subdivisionFullname` and `streetAddress.formattedAddressLine`): accepted beside the
 * spec's names, and read with `addressFrom`.
 */
export const AddressInput = Type.Object(
  {
    ...Address.properties,
    addressLine: opt(str()),
    formattedAddress: opt(str(500)),
    geocode: Address.properties.location,
    hint: opt(str(500)),
    countryFullname: opt(str()),
    subdivisionFullname: opt(str()),
    streetAddress: opt(
      Type.Object(
        { name: opt(str()), number: opt(str(50)), apt: opt(str(50)), formattedAddressLine: opt(str(500)) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type AddressInput = Static<typeof AddressInput>;

/** An address in the spec's names, whichever names it came in (the spec's win when both are given). */
export function addressFrom(input: AddressInput): Address {
  const { addressLine, formattedAddress, geocode, streetAddress, ...rest } = input;
  const address: Address = {};
  const keys = ['addressLine2', 'city', 'subdivision', 'country', 'postalCode'] as const;
  for (const key of keys) if (rest[key] !== undefined) address[key] = rest[key];
  const line = rest.addressLine1 ?? addressLine;
  const formatted = rest.formatted ?? formattedAddress;
  const location = rest.location ?? geocode;
  if (line !== undefined) address.addressLine1 = line;
  if (formatted !== undefined) address.formatted = formatted;
  if (location !== undefined) address.location = location;
  if (streetAddress) {
    const { formattedAddressLine: _shown, ...street } = streetAddress;
    address.streetAddress = street;
  }
  return address;
}

/** An address answered to clients of both kinds: the spec's names, and Wix's REST names that @wix/ecom reads. */
export const AddressView = Type.Object({
  ...Address.properties,
  addressLine: opt(str()),
  formattedAddress: opt(str(500)),
  geocode: Address.properties.location,
});
export type AddressView = Static<typeof AddressView>;

export const addressView = (a: Address): AddressView => ({
  ...a,
  ...(a.addressLine1 !== undefined ? { addressLine: a.addressLine1 } : {}),
  ...(a.formatted !== undefined ? { formattedAddress: a.formatted } : {}),
  ...(a.location !== undefined ? { geocode: a.location } : {}),
});
