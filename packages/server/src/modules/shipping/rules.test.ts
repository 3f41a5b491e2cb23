import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RateBand } from '../../db/schema/shipping';
import { add, compare, decimalText, parseDecimal } from './decimal';
import { POSTAL_CODE_PATTERNS } from './postal';
import {
  addressProblem,
  bandsProblem,
  chooseBand,
  deliverySlots,
  kgToLb,
  lbToKg,
  rateCost,
  regionCovers,
  totalWeightKg,
} from './rules';

/** A non-negative decimal text of up to 6 places. */
const decimalArb = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.integer({ min: 0, max: 6 }))
  .map(([coef, scale]) => decimalText({ coef, scale }));

describe('weight conversion', () => {
  it('turns pounds into kilograms exactly', () => {
    expect(lbToKg('1')).toBe('0.45359237');
    expect(lbToKg('2.5')).toBe('1.133980925');
    expect(lbToKg('0')).toBe('0');
    expect(lbToKg('0.1')).toBe('0.045359237'); // 0.1 * 0.45359237 in floats is 0.045359237000000004
  });

  it('turns kilograms into pounds rounded to 9 places', () => {
    expect(kgToLb('0.45359237')).toBe('1');
    expect(kgToLb('1')).toBe('2.204622622');
  });

  it('comes back to the same pounds after a round trip (property)', () => {
    fc.assert(fc.property(decimalArb, (lb) => kgToLb(lbToKg(lb)) === lb));
  });

  it('keeps order: more pounds are never fewer kilograms (property)', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        const order = compare(parseDecimal(a)!, parseDecimal(b)!);
        return compare(parseDecimal(lbToKg(a))!, parseDecimal(lbToKg(b))!) === order;
      }),
    );
  });

  it('sums line weights times quantities, in kg whatever the unit', () => {
    const lines = [
      { weight: 0.1, quantity: 3 },
      { weight: '0.2', quantity: 1 },
    ];
    expect(totalWeightKg(lines, 'KG')).toBe('0.5');
    expect(totalWeightKg(lines, 'LB')).toBe('0.226796185');
    expect(totalWeightKg([], 'LB')).toBe('0');
    expect(totalWeightKg([{ weight: -1, quantity: 1 }], 'KG')).toBeUndefined();
    expect(totalWeightKg([{ weight: Number.NaN, quantity: 1 }], 'KG')).toBeUndefined();
  });

  it('adds decimals exactly (property)', () => {
    const micro = fc.bigInt({ min: 0n, max: 10n ** 12n });
    fc.assert(
      fc.property(micro, micro, (a, b) => {
        const sum = add(
          parseDecimal(decimalText({ coef: a, scale: 6 }))!,
          parseDecimal(decimalText({ coef: b, scale: 6 }))!,
        );
        return decimalText(sum) === decimalText({ coef: a + b, scale: 6 });
      }),
    );
  });
});

describe('address checks', () => {
  it('accepts complete addresses of the shipping countries', () => {
    const ok = [
      { country: 'US', subdivision: 'US-NY', postalCode: '10013' },
      { country: 'us', subdivision: 'CA', postalCode: '94103-1234' },
      { country: 'CA', subdivision: 'ON', postalCode: 'K1A 0B1' },
      { country: 'CA', subdivision: 'QC', postalCode: 'h2x1y4' },
      { country: 'GB', postalCode: 'SW1A 1AA' },
      { country: 'DE', postalCode: '10115' },
      { country: 'FR', postalCode: '75001' },
      { country: 'NL', postalCode: '1012 AB' },
      { country: 'NL', postalCode: '1012AB' },
      { country: 'IT', postalCode: '00184' },
      { country: 'ES', postalCode: '28013' },
      { country: 'AU', subdivision: 'NSW', postalCode: '2000' },
      { country: 'HK' },
      { country: 'ZA', postalCode: 'anything' },
    ];
    for (const address of ok) expect(addressProblem(address), JSON.stringify(address)).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(addressProblem({})).toBe('PARTIAL_ADDRESS');
    expect(addressProblem({ country: ' ', postalCode: '10013' })).toBe('PARTIAL_ADDRESS');
    expect(addressProblem({ country: 'US', subdivision: 'NY' })).toBe('MISSING_POSTAL_CODE');
    expect(addressProblem({ country: 'DE', postalCode: '  ' })).toBe('MISSING_POSTAL_CODE');
    expect(addressProblem({ country: 'US', subdivision: 'NY', postalCode: '1001' })).toBe(
      'INVALID_POSTAL_CODE',
    );
    expect(addressProblem({ country: 'CA', subdivision: 'ON', postalCode: '12345' })).toBe(
      'INVALID_POSTAL_CODE',
    );
    expect(addressProblem({ country: 'NL', postalCode: '0123 AB' })).toBe('INVALID_POSTAL_CODE');
    expect(addressProblem({ country: 'FR', postalCode: '7500' })).toBe('INVALID_POSTAL_CODE');
    expect(addressProblem({ country: 'US', postalCode: '10013' })).toBe('PARTIAL_ADDRESS');
    expect(addressProblem({ country: 'AU', postalCode: '2000' })).toBe('PARTIAL_ADDRESS');
  });

  it('has a pattern for every country of the demo regions', () => {
    for (const country of ['US', 'CA', 'DE', 'FR', 'NL', 'IT', 'ES'])
      expect(POSTAL_CODE_PATTERNS[country]).toBeDefined();
  });

  it('matches regions by country, and by subdivision when they list some', () => {
    const us = [{ country: 'US' }];
    const nyc = [{ country: 'US', subdivisions: ['NY', 'NJ'] }];
    expect(regionCovers(us, { country: 'us', subdivision: 'TX' })).toBe(true);
    expect(regionCovers(nyc, { country: 'US', subdivision: 'US-NJ' })).toBe(true);
    expect(regionCovers(nyc, { country: 'US', subdivision: 'TX' })).toBe(false);
    expect(regionCovers(nyc, { country: 'US' })).toBe(false);
    expect(regionCovers(us, { country: 'CA', subdivision: 'ON' })).toBe(false);
  });
});

describe('rate bands', () => {
  const bands: RateBand[] = [
    { upTo: '1', price: '5.00' },
    { upTo: '2.5', price: '8.00' },
    { price: '15.00' },
  ];

  it('chooses the first band that holds the value, upper limits included', () => {
    expect(chooseBand(bands, '0')?.price).toBe('5.00');
    expect(chooseBand(bands, '1')?.price).toBe('5.00');
    expect(chooseBand(bands, '1.000001')?.price).toBe('8.00');
    expect(chooseBand(bands, '2.5')?.price).toBe('8.00');
    expect(chooseBand(bands, '400')?.price).toBe('15.00');
    expect(chooseBand(bands.slice(0, 2), '3')).toBeUndefined();
  });

  it('never charges less for more weight (property)', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        const [light, heavy] = compare(parseDecimal(a)!, parseDecimal(b)!) <= 0 ? [a, b] : [b, a];
        const rate = { kind: 'BY_WEIGHT' as const, price: 0n, bands, freeAbove: null };
        return rateCost(rate, light, 0n)!.cost <= rateCost(rate, heavy, 0n)!.cost;
      }),
    );
  });

  it('prices flat, by weight and by subtotal, free from the threshold on', () => {
    const flat = { kind: 'FLAT' as const, price: 2500n, bands: [], freeAbove: null };
    expect(rateCost(flat, '99', 1n)).toEqual({ cost: 2500n, fullCost: 2500n });
    const byWeight = { kind: 'BY_WEIGHT' as const, price: 0n, bands, freeAbove: 10000n };
    expect(rateCost(byWeight, '2', 9999n)).toEqual({ cost: 800n, fullCost: 800n });
    expect(rateCost(byWeight, '2', 10000n)).toEqual({ cost: 0n, fullCost: 800n });
    const bySubtotal = {
      kind: 'BY_SUBTOTAL' as const,
      price: 0n,
      bands: [{ upTo: '49.99', price: '9.00' }, { price: '4.00' }],
      freeAbove: null,
    };
    expect(rateCost(bySubtotal, '0', 4999n)).toEqual({ cost: 900n, fullCost: 900n });
    expect(rateCost(bySubtotal, '0', 5000n)).toEqual({ cost: 400n, fullCost: 400n });
  });

  it('is free exactly when the subtotal reaches the threshold (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 8n }),
        fc.bigInt({ min: 0n, max: 10n ** 8n }),
        (subtotal, freeAbove) => {
          const cost = rateCost({ kind: 'FLAT', price: 700n, bands: [], freeAbove }, '0', subtotal)!;
          return cost.fullCost === 700n && cost.cost === (subtotal >= freeAbove ? 0n : 700n);
        },
      ),
    );
  });

  it('checks that bands rise and only the last is open', () => {
    expect(bandsProblem(bands)).toBeUndefined();
    expect(bandsProblem([])).toBe('must list at least one band');
    expect(bandsProblem([{ price: '1.00' }, { upTo: '2', price: '2.00' }])).toBe(
      'only the last band may leave out upTo',
    );
    expect(
      bandsProblem([
        { upTo: '2', price: '1.00' },
        { upTo: '2', price: '2.00' },
      ]),
    ).toBe('upTo must rise from band to band');
    expect(bandsProblem([{ upTo: '-1', price: '1.00' }])).toBe('band 0: upTo must be a non-negative decimal');
  });
});

describe('delivery slots', () => {
  const slots = {
    days: 3,
    windows: [
      { from: '13:00', to: '17:00' },
      { from: '09:00', to: '12:00' },
    ],
    timeZone: 'America/New_York',
  };

  it('offers the windows of the next days in the shop time zone, earliest first', () => {
    // 23:30 on Monday 2 March in New York is already Tuesday in UTC: the first slot is still Tuesday's.
    const answer = deliverySlots(slots, new Date('2026-03-03T04:30:00Z'));
    expect(answer).toHaveLength(6);
    expect(answer[0]).toEqual({
      from: new Date('2026-03-03T14:00:00Z'),
      to: new Date('2026-03-03T17:00:00Z'),
    });
    expect(answer[1]).toEqual({
      from: new Date('2026-03-03T18:00:00Z'),
      to: new Date('2026-03-03T22:00:00Z'),
    });
    expect(answer[5]!.to).toEqual(new Date('2026-03-05T22:00:00Z'));
  });

  it('follows summer time', () => {
    // Summer time starts on Sunday 8 March 2026 in New York: 09:00 is 13:00 UTC from then on.
    const answer = deliverySlots({ ...slots, days: 2 }, new Date('2026-03-07T12:00:00Z'));
    expect(answer.map((s) => s.from.toISOString())).toEqual([
      '2026-03-08T13:00:00.000Z',
      '2026-03-08T17:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-09T17:00:00.000Z',
    ]);
  });

  it('always starts after now and keeps each window forward (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => deliverySlots(slots, now).every((s) => s.from > now && s.to > s.from),
      ),
    );
  });
});
