import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRate, rateText, subdivisionCode, taxOf, taxRateFor, type TaxRateEntry } from './tax-rules';

const rates: TaxRateEntry[] = [
  { id: 'us-ny', country: 'US', subdivision: 'US-NY', rate: '0.08875', name: 'New York' },
  { id: 'ca', country: 'CA', subdivision: null, rate: '0.05', name: 'Canada GST' },
  { id: 'ca-qc', country: 'CA', subdivision: 'CA-QC', rate: '0.14975', name: 'Quebec' },
  { id: 'de', country: 'DE', subdivision: null, rate: '0.19', name: 'Germany VAT' },
];

describe('tax rates', () => {
  it('parse fractions up to six places from 0 to 1, and print them shortest', () => {
    expect(parseRate('0.2')).toBe(200_000n);
    expect(parseRate('0.08875')).toBe(88_750n);
    expect(parseRate('1')).toBe(1_000_000n);
    expect(parseRate('0')).toBe(0n);
    for (const bad of ['1.01', '-0.1', '0.1234567', 'x', '']) expect(parseRate(bad)).toBeUndefined();
    expect(rateText(200_000n)).toBe('0.2');
    expect(rateText(88_750n)).toBe('0.08875');
    expect(rateText(1_000_000n)).toBe('1');
    expect(rateText(0n)).toBe('0');
  });

  it('add the rate to prices without tax, and take amount*rate/(1+rate) out of prices with it', () => {
    expect(taxOf(10_000n, 88_750n, false)).toBe(888n); // $100 at 8.875 % = 8.875 -> 8.88
    expect(taxOf(12_000n, 200_000n, true)).toBe(2_000n); // 120 incl. 20 % holds 20
    expect(taxOf(999n, 190_000n, true)).toBe(160n); // 9.99 * 0.19 / 1.19 = 1.595 -> 1.60
    expect(taxOf(1n, 50_000n, false)).toBe(0n);
    expect(taxOf(0n, 200_000n, false)).toBe(0n);
  });

  it('never take more tax out of a price than it holds, and agree with the added tax', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 1_000_000n }),
        (net, rate) => {
          const gross = net + taxOf(net, rate, false);
          const inside = taxOf(gross, rate, true);
          expect(inside >= 0n && inside <= gross).toBe(true);
          // Extracting the tax from the gross price finds the added tax again, within a rounding unit.
          const diff = inside - taxOf(net, rate, false);
          expect(diff >= -1n && diff <= 1n).toBe(true);
        },
      ),
    );
  });

  it('choose the subdivision rate over the country rate, whatever the spelling', () => {
    expect(subdivisionCode('us', 'ny')).toBe('US-NY');
    expect(subdivisionCode('US', 'us-ny')).toBe('US-NY');
    expect(taxRateFor({ country: 'US', subdivision: 'NY' }, rates)).toEqual({
      rate: 88_750n,
      jurisdiction: { name: 'New York', type: 'STATE' },
    });
    expect(taxRateFor({ country: 'ca', subdivision: 'CA-QC' }, rates)?.jurisdiction.name).toBe('Quebec');
    expect(taxRateFor({ country: 'CA', subdivision: 'ON' }, rates)).toEqual({
      rate: 50_000n,
      jurisdiction: { name: 'Canada GST', type: 'COUNTRY' },
    });
    expect(taxRateFor({ country: 'DE' }, rates)?.rate).toBe(190_000n);
  });

  it('find none without a destination, a country, or a rate for the place', () => {
    expect(taxRateFor(undefined, rates)).toBeUndefined();
    expect(taxRateFor({ city: 'Paris' }, rates)).toBeUndefined();
    expect(taxRateFor({ country: 'US', subdivision: 'OR' }, rates)).toBeUndefined();
    expect(taxRateFor({ country: 'FR' }, rates)).toBeUndefined();
  });
});
