import { describe, expect, it } from 'vitest';
import { countryName, formatAddress } from './address-format';

describe('formatAddress, one way per country', () => {
  it('US: "City, ST 10001" (the state without its country prefix), the country spelled out', () => {
    expect(
      formatAddress(
        {
          addressLine1: '350 5th Ave',
          addressLine2: 'Floor 3',
          city: 'New York',
          subdivision: 'US-NY',
          postalCode: '10001',
          country: 'US',
        },
        'Ada Lovelace',
      ),
    ).toEqual(['Ada Lovelace', '350 5th Ave', 'Floor 3', 'New York, NY 10001', 'United States']);
    expect(formatAddress({ city: 'Austin', subdivision: 'TX', postalCode: '78701', country: 'us' })).toEqual([
      'Austin, TX 78701',
      'United States',
    ]);
  });

  it('CA like the US, AU without the comma', () => {
    expect(
      formatAddress({ city: 'Toronto', subdivision: 'CA-ON', postalCode: 'M5V 2T6', country: 'CA' }),
    ).toEqual(['Toronto, ON M5V 2T6', 'Canada']);
    expect(
      formatAddress({ city: 'Surry Hills', subdivision: 'AU-NSW', postalCode: '2010', country: 'AU' }),
    ).toEqual(['Surry Hills NSW 2010', 'Australia']);
  });

  it('GB: the town and the postcode on lines of their own', () => {
    expect(
      formatAddress({
        addressLine1: '10 Downing Street',
        city: 'London',
        postalCode: 'SW1A 2AA',
        country: 'GB',
      }),
    ).toEqual(['10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom']);
  });

  it('DE, FR, NL, IT: the postal code before the town, and no state', () => {
    expect(
      formatAddress(
        {
          streetAddress: { name: 'Hauptstraße', number: '5' },
          city: 'Berlin',
          postalCode: '10115',
          subdivision: 'DE-BE',
          country: 'DE',
        },
        'Grace Hopper',
      ),
    ).toEqual(['Grace Hopper', 'Hauptstraße 5', '10115 Berlin', 'Germany']);
    expect(
      formatAddress({
        streetAddress: { name: 'rue de Rivoli', number: '12' },
        city: 'Paris',
        postalCode: '75001',
        country: 'FR',
      }),
    ).toEqual(['12 rue de Rivoli', '75001 Paris', 'France']);
    expect(
      formatAddress({ addressLine1: 'Damrak 1', city: 'Amsterdam', postalCode: '1012 LG', country: 'NL' }),
    ).toEqual(['Damrak 1', '1012 LG Amsterdam', 'Netherlands']);
    expect(
      formatAddress({ addressLine1: 'Via Roma 1', city: 'Roma', postalCode: '00184', country: 'IT' }),
    ).toEqual(['Via Roma 1', '00184 Roma', 'Italy']);
  });

  it('elsewhere: city, region and postal code on one line', () => {
    expect(
      formatAddress({ addressLine1: '1-1 Chiyoda', city: 'Tokyo', postalCode: '100-0001', country: 'JP' }),
    ).toEqual(['1-1 Chiyoda', 'Tokyo, 100-0001', 'Japan']);
  });

  it('keeps a formatted-only address as it is, and gives nothing for nothing', () => {
    expect(formatAddress({ formatted: 'Atelier Studio, 12 Mercer St, New York' })).toEqual([
      'Atelier Studio, 12 Mercer St, New York',
    ]);
    expect(formatAddress(undefined)).toEqual([]);
    expect(formatAddress({})).toEqual([]);
  });

  it('names a country by its code, and leaves what is no code as given', () => {
    expect(countryName('de')).toBe('Germany');
    expect(countryName('Atlantis')).toBe('Atlantis');
  });
});
