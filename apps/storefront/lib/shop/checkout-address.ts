/**
 * The checkout's address forms (shipping and billing): the fields a shopper fills, checked for what every
 * address needs before anything reaches the server (a postal code among them, so an empty form marks every
 * field at once). Postal-code formats are the server's rule (getRates
 * answers MISSING_POSTAL_CODE or INVALID_POSTAL_CODE; checkout-errors.ts puts that on the field).
 */
import { formatAddress, type Address, type AddressWithContact } from '@atelier/sdk';
import { SHIPPING_COUNTRIES } from './cart-input';

export interface AddressFields {
  firstName: string;
  lastName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  country: string;
  /** The state or province as typed, `NY` (sent as `US-NY`). */
  subdivision: string;
  postalCode: string;
}

export type AddressField = keyof AddressFields;

export const EMPTY_ADDRESS: AddressFields = {
  firstName: '',
  lastName: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  country: 'US',
  subdivision: '',
  postalCode: '',
};

/** Countries whose addresses name a state or province (the server's PARTIAL_ADDRESS without one). */
export const SUBDIVISION_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA', 'AU']);

export const addressMessages = {
  firstName: 'Please enter a first name.',
  lastName: 'Please enter a last name.',
  addressLine1: 'Please enter the street and number.',
  city: 'Please enter a town or city.',
  country: 'Please choose a country we ship to.',
  subdivision: 'Please enter the state or province, like NY.',
  postalCode: 'Please enter the postal code.',
  postalCodeInvalid: 'This postal code does not look right for the country chosen.',
} as const;

const FIELDS: readonly AddressField[] = Object.keys(EMPTY_ADDRESS) as AddressField[];

/** Nothing typed but the country (which the form always has). */
export const isBlank = (fields: AddressFields): boolean =>
  FIELDS.every((field) => field === 'country' || fields[field] === '');

/** The fields of a form whose inputs are named `<prefix><field>` (`shipping.city`). */
export function addressFieldsOf(form: FormData, prefix: string): AddressFields {
  const fields = { ...EMPTY_ADDRESS };
  for (const field of FIELDS) {
    const value = form.get(`${prefix}${field}`);
    fields[field] = typeof value === 'string' ? value.trim().slice(0, 200) : '';
  }
  fields.country = fields.country.toUpperCase();
  return fields;
}

/** What is missing or wrong, by field; empty when the address can be sent. */
export function addressProblems(fields: AddressFields): Partial<Record<AddressField, string>> {
  const problems: Partial<Record<AddressField, string>> = {};
  if (!fields.firstName) problems.firstName = addressMessages.firstName;
  if (!fields.lastName) problems.lastName = addressMessages.lastName;
  if (!fields.addressLine1) problems.addressLine1 = addressMessages.addressLine1;
  if (!fields.city) problems.city = addressMessages.city;
  if (!SHIPPING_COUNTRIES.some((c) => c.code === fields.country)) problems.country = addressMessages.country;
  if (SUBDIVISION_COUNTRIES.has(fields.country) && !fields.subdivision)
    problems.subdivision = addressMessages.subdivision;
  // Every country the shop ships to has postal codes; their format stays the server's rule (getRates).
  if (!fields.postalCode) problems.postalCode = addressMessages.postalCode;
  return problems;
}

/** `NY` in the US -> `US-NY`, the ISO 3166-2 code the server's addresses use. */
export function subdivisionCode(country: string, subdivision: string): string | undefined {
  const value = subdivision.trim().toUpperCase();
  if (!value) return undefined;
  return value.includes('-') ? value : `${country}-${value}`;
}

export function toAddress(fields: AddressFields): Address {
  const subdivision = subdivisionCode(fields.country, fields.subdivision);
  return {
    country: fields.country,
    ...(subdivision ? { subdivision } : {}),
    city: fields.city,
    ...(fields.postalCode ? { postalCode: fields.postalCode } : {}),
    addressLine1: fields.addressLine1,
    ...(fields.addressLine2 ? { addressLine2: fields.addressLine2 } : {}),
  };
}

/** The form's fields as the checkout stores them: `{ address, contactDetails }`. */
export function toAddressWithContact(fields: AddressFields): AddressWithContact {
  return {
    address: toAddress(fields),
    contactDetails: {
      firstName: fields.firstName,
      lastName: fields.lastName,
      ...(fields.phone ? { phone: fields.phone } : {}),
    },
  };
}

/** A stored address back into the form's fields (`US-NY` shown as `NY`). */
export function fieldsOf(stored: AddressWithContact | undefined): AddressFields | undefined {
  const address = stored?.address;
  if (!address?.country) return undefined;
  const country = address.country.toUpperCase();
  const subdivision = address.subdivision ?? '';
  return {
    firstName: stored?.contactDetails?.firstName ?? '',
    lastName: stored?.contactDetails?.lastName ?? '',
    phone: stored?.contactDetails?.phone ?? '',
    addressLine1: address.addressLine1 ?? '',
    addressLine2: address.addressLine2 ?? '',
    city: address.city ?? '',
    country,
    subdivision: subdivision.startsWith(`${country}-`) ? subdivision.slice(country.length + 1) : subdivision,
    postalCode: address.postalCode ?? '',
  };
}

/** The address on lines, for the review and the order pages: the shop's one formatter, as the mails write it. */
export function addressLines(fields: AddressFields | undefined): string[] {
  if (!fields) return [];
  return formatAddress(fields, [fields.firstName, fields.lastName].filter(Boolean).join(' '));
}

/** Whether two addresses are the same place and person (billing "same as shipping"). */
export const sameAddress = (a: AddressFields | undefined, b: AddressFields | undefined): boolean =>
  a !== undefined && b !== undefined && FIELDS.every((field) => a[field] === b[field]);
