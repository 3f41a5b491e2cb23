import { describe, expect, it } from 'vitest';
import {
  BLANK_COUPON,
  BLANK_PICKUP,
  blankRate,
  couponForm,
  couponInput,
  fieldProblems,
  fractionToPercent,
  offerSummary,
  percentToFraction,
  pickupInput,
  RATE_ALIASES,
  RATE_FIELDS,
  rateForm,
  rateInput,
  regionInput,
  taxRateInput,
  testAddressRequest,
  tryCartRequest,
} from './admin-prices-view';

describe('coupon forms', () => {
  it('sends every field, the other type’s value and lists cleared, dates as the day’s start in the shop’s zone', () => {
    const { input, fields } = couponInput(
      {
        ...BLANK_COUPON,
        code: ' OVER40 ',
        name: 'Over forty',
        percentage: '10',
        amount: '5',
        productIds: ['p1'],
        minimumSubtotal: '40',
        startDate: '2026-12-01',
        expirationDate: '2027-01-01',
        usageLimitPerBuyer: '1',
      },
      'America/New_York',
    );
    expect(fields).toEqual({});
    expect(input).toEqual({
      code: 'OVER40',
      name: 'Over forty',
      type: 'PERCENT',
      percentage: '10',
      scope: 'GLOBAL',
      productIds: [],
      collectionIds: [],
      minimumSubtotal: '40',
      startDate: '2026-12-01T05:00:00.000Z',
      expirationDate: '2027-01-01T05:00:00.000Z',
      active: true,
      usageLimit: 0,
      usageLimitPerBuyer: 1,
    });
  });

  it('free shipping is for shipping; certain items need a product or collection; each problem on its field', () => {
    expect(
      couponInput({ ...BLANK_COUPON, code: 'SHIP', name: 'S', type: 'FREE_SHIPPING' }, 'UTC').input.scope,
    ).toBe('SHIPPING');
    const { fields } = couponInput(
      {
        ...BLANK_COUPON,
        code: 'bad code',
        type: 'AMOUNT',
        scope: 'SPECIFIC_ITEMS',
        minimumSubtotal: 'ten',
        startDate: '2027-01-02',
        expirationDate: '2027-01-01',
        usageLimit: '-1',
      },
      'UTC',
    );
    expect(Object.keys(fields).sort()).toEqual(
      ['amount', 'code', 'expirationDate', 'minimumSubtotal', 'name', 'productIds', 'usageLimit'].sort(),
    );
  });

  it('a stored coupon becomes its form again (dates as the shop’s days)', () => {
    const form = couponForm(
      {
        code: 'X',
        name: 'X',
        type: 'AMOUNT',
        amount: '5.00',
        scope: 'GLOBAL',
        productIds: [],
        collectionIds: [],
        expirationDate: new Date('2027-01-01T05:00:00.000Z'),
        active: false,
        usageLimit: 3,
      },
      'America/New_York',
    );
    expect(form).toMatchObject({
      amount: '5.00',
      expirationDate: '2027-01-01',
      usageLimit: '3',
      active: false,
    });
    expect(
      offerSummary(
        { ...form, amount: '5.00', productIds: [], collectionIds: [], minimumSubtotal: '40' },
        (a) => `$${a}`,
      ),
    ).toBe('$5.00 off, from $40');
  });
});

describe('server field violations on form fields', () => {
  it('names the form’s field, through aliases, and keeps the rest for the form’s message', () => {
    const { fields, rest } = fieldProblems(
      [
        { field: 'rate.bands[1].price', description: 'must be above 0' },
        { field: 'rate.slots.timeZone', description: 'is not a time zone' },
        { field: 'rate.slots.windows[0].to', description: 'must be after from' },
        { field: 'rate.somethingElse', description: 'is odd' },
      ],
      'rate',
      RATE_FIELDS,
      RATE_ALIASES,
    );
    expect(fields).toEqual({
      bands: 'must be above 0',
      slotTimeZone: 'is not a time zone',
      windows: 'must be after from',
    });
    expect(rest).toEqual(['rate.somethingElse is odd']);
  });
});

describe('tax rates', () => {
  it('percent and fraction, exactly both ways', () => {
    expect(percentToFraction('20')).toBe('0.2');
    expect(percentToFraction('8.875')).toBe('0.08875');
    expect(percentToFraction('100')).toBe('1');
    expect(percentToFraction('0')).toBe('0');
    expect(percentToFraction('100.5')).toBeUndefined();
    expect(percentToFraction('1.23456')).toBeUndefined();
    expect(fractionToPercent('0.08875')).toBe('8.875');
    expect(fractionToPercent('0.2')).toBe('20');
  });

  it('upper-cases the place and leaves an empty subdivision as the whole country', () => {
    expect(taxRateInput({ country: 'fr', subdivision: '', percent: '20', name: '' })).toEqual({
      input: { country: 'FR', subdivision: null, rate: '0.2' },
      fields: {},
    });
    expect(
      Object.keys(
        taxRateInput({ country: 'France', subdivision: 'new york', percent: 'x', name: '' }).fields,
      ),
    ).toEqual(['country', 'subdivision', 'percent']);
  });
});

describe('shipping', () => {
  it('regions: one destination a line', () => {
    expect(regionInput({ name: 'Home', destinations: 'fr\nUS: ny, nj\n' }).input.destinations).toEqual([
      { country: 'FR' },
      { country: 'US', subdivisions: ['NY', 'NJ'] },
    ]);
    expect(regionInput({ name: '', destinations: 'France' }).fields).toMatchObject({
      name: expect.any(String),
      destinations: expect.stringContaining('France'),
    });
  });

  it('rates: bands, free above and windows, and back to the form', () => {
    const { input, fields } = rateInput({
      ...blankRate('Europe/Paris'),
      regionId: 'r1',
      title: 'Courier',
      kind: 'BY_WEIGHT',
      bands: '1, 5\n5, 9.50\n-, 15',
      freeAbove: '100',
      windows: '09:00-12:00\n14:00 - 18:00',
      slotDays: '5',
    });
    expect(fields).toEqual({});
    expect(input).toEqual({
      regionId: 'r1',
      title: 'Courier',
      kind: 'BY_WEIGHT',
      price: '0',
      bands: [{ upTo: '1', price: '5' }, { upTo: '5', price: '9.50' }, { price: '15' }],
      freeAbove: '100',
      deliveryTime: null,
      instructions: null,
      slots: {
        days: 5,
        windows: [
          { from: '09:00', to: '12:00' },
          { from: '14:00', to: '18:00' },
        ],
        timeZone: 'Europe/Paris',
      },
    });
    const back = rateForm(
      {
        ...input,
        deliveryTime: undefined,
        instructions: undefined,
        freeAbove: '100.00',
        slots: input.slots!,
      },
      'UTC',
    );
    expect(back).toMatchObject({
      bands: '1, 5\n5, 9.50\n-, 15',
      windows: '09:00-12:00\n14:00-18:00',
      slotDays: '5',
    });
    expect(rateInput({ ...blankRate('UTC'), kind: 'FLAT', price: '', windows: '9-12' }).fields).toMatchObject(
      {
        regionId: expect.any(String),
        title: expect.any(String),
        price: expect.any(String),
        windows: expect.any(String),
      },
    );
  });

  it('pickups: the address without its empty parts', () => {
    const { input, fields } = pickupInput({
      ...BLANK_PICKUP,
      title: 'Studio',
      addressLine1: '1 Rue',
      country: 'fr',
    });
    expect(fields).toEqual({});
    expect(input.address).toEqual({ addressLine1: '1 Rue', country: 'FR' });
    expect(input.instructions).toBeNull();
  });
});

describe('the checks', () => {
  it('a cart to try leaves empty lines out and needs one product', () => {
    expect(
      tryCartRequest({
        lines: [
          { productId: 'p1', quantity: '2' },
          { productId: '', quantity: '1' },
        ],
        couponCode: ' over40 ',
      }).input,
    ).toEqual({ lineItems: [{ productId: 'p1', quantity: 2 }], couponCode: 'over40' });
    expect(tryCartRequest({ lines: [{ productId: 'p1', quantity: '0' }], couponCode: '' }).fields).toEqual({
      'lines.0.quantity': 'Enter a quantity from 1 to 9999',
    });
  });

  it('an address test is one line carrying the cart’s weight and subtotal', () => {
    expect(
      testAddressRequest(
        {
          country: 'us',
          subdivision: 'ny',
          city: '',
          postalCode: '10013',
          addressLine1: '',
          weight: '2.5',
          subtotal: '80',
        },
        'USD',
      ).input,
    ).toEqual({
      lineItems: [{ quantity: 1, physicalProperties: { weight: 2.5, shippable: true }, price: '80' }],
      shippingDestination: { country: 'US', subdivision: 'NY', postalCode: '10013' },
      weightUnit: 'KG',
      currency: 'USD',
    });
  });
});
