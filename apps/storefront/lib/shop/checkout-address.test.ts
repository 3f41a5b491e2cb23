import { describe, expect, it } from 'vitest';
import {
  addressFieldsOf,
  addressLines,
  addressMessages,
  addressProblems,
  EMPTY_ADDRESS,
  fieldsOf,
  isBlank,
  sameAddress,
  toAddressWithContact,
} from './checkout-address';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

const ADA = {
  ...EMPTY_ADDRESS,
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Spring St',
  city: 'New York',
  country: 'US',
  subdivision: 'NY',
  postalCode: '10013',
};

describe('checkout address forms', () => {
  it('reads the prefixed fields, trimmed, the country upper-cased', () => {
    const fields = addressFieldsOf(
      form({ 'shipping.firstName': ' Ada ', 'shipping.country': 'us', 'billing.city': 'Paris' }),
      'shipping.',
    );
    expect(fields).toMatchObject({ firstName: 'Ada', country: 'US', city: '' });
  });

  it('names each missing field; a state only where the country has them', () => {
    expect(addressProblems(ADA)).toEqual({});
    expect(addressProblems({ ...EMPTY_ADDRESS })).toEqual({
      firstName: addressMessages.firstName,
      lastName: addressMessages.lastName,
      addressLine1: addressMessages.addressLine1,
      city: addressMessages.city,
      subdivision: addressMessages.subdivision,
      // Every country the shop ships to has postal codes: an empty one is marked with the others.
      postalCode: addressMessages.postalCode,
    });
    expect(addressProblems({ ...ADA, postalCode: '' })).toEqual({ postalCode: addressMessages.postalCode });
    expect(addressProblems({ ...ADA, country: 'DE', subdivision: '' })).toEqual({});
    expect(addressProblems({ ...ADA, country: 'ZZ' })).toEqual({ country: addressMessages.country });
  });

  it('goes to the server as { address, contactDetails } with an ISO subdivision, and comes back the same', () => {
    const stored = toAddressWithContact(ADA);
    expect(stored).toEqual({
      address: {
        country: 'US',
        subdivision: 'US-NY',
        city: 'New York',
        postalCode: '10013',
        addressLine1: '12 Spring St',
      },
      contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(fieldsOf(stored)).toEqual(ADA);
    expect(sameAddress(fieldsOf(stored), ADA)).toBe(true);
    expect(sameAddress(undefined, ADA)).toBe(false);
    expect(fieldsOf(undefined)).toBeUndefined();
    expect(isBlank({ ...EMPTY_ADDRESS, country: 'FR' })).toBe(true);
    expect(isBlank(ADA)).toBe(false);
  });

  it('shows an address on lines by its country’s custom, with the country’s name', () => {
    expect(addressLines(ADA)).toEqual([
      'Ada Lovelace',
      '12 Spring St',
      'New York, NY 10013',
      'United States',
    ]);
    expect(
      addressLines({
        ...ADA,
        country: 'DE',
        subdivision: '',
        city: 'Berlin',
        postalCode: '10115',
        addressLine1: 'Hauptstraße 5',
      }),
    ).toEqual(['Ada Lovelace', 'Hauptstraße 5', '10115 Berlin', 'Germany']);
  });
});
