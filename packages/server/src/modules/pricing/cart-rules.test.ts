import { describe, expect, it } from 'vitest';
import { priceCartRules, type PricingData } from './cart-rules';
import type { PricedLine, PricingRequest } from './types';

const NOW = new Date('2026-03-10T12:00:00Z');
const line = (id: string, unitPrice: bigint, quantity = 1, extra: Partial<PricedLine> = {}): PricedLine => ({
  id,
  productId: `product-${id}`,
  collectionIds: [],
  quantity,
  unitPrice,
  unitFullPrice: unitPrice,
  ...extra,
});
const request = (over: Partial<PricingRequest> = {}): PricingRequest => ({
  currency: 'USD',
  lines: [],
  customLines: [],
  couponCode: undefined,
  merchantDiscounts: [],
  shipping: undefined,
  destination: undefined,
  buyer: { subjectId: 'visitor-1' },
  now: NOW,
  ...over,
});
const nothing: PricingData = {
  automatic: [],
  coupon: undefined,
  taxRates: [],
  taxSettings: { pricesIncludeTax: false, taxShipping: false },
};

describe('priceCartRules, the simple case', () => {
  it('sums lines and shipping with no discount and no tax collected', () => {
    const priced = priceCartRules(
      request({
        lines: [line('a', 1250n, 2, { unitFullPrice: 1500n }), line('b', 999n)],
        customLines: [{ id: 'c', quantity: 3, unitPrice: 100n }],
        shipping: { code: 'standard', cost: 700n },
      }),
      nothing,
    );
    expect(priced.totals).toEqual({
      subtotal: 2500n + 999n + 300n,
      discount: 0n,
      shipping: 700n,
      shippingDiscount: 0n,
      tax: 0n,
      total: 2500n + 999n + 300n + 700n,
    });
    expect(priced.lines.get('a')).toEqual({
      unitPrice: 1250n,
      fullPrice: 1500n,
      priceBeforeDiscounts: 1250n,
      lineSubtotal: 2500n,
      discount: 0n,
      tax: 0n,
      taxRate: '0',
      total: 2500n,
    });
    expect(priced.lines.get('c')?.lineSubtotal).toBe(300n);
    expect(priced.tax).toEqual({ mode: 'NO_TAX_COLLECTED', includedInPrices: false });
    expect(priced.appliedDiscounts).toEqual([]);
    expect(priced.coupon).toBeUndefined();
  });

  it('spreads a merchant discount over its lines and lists it', () => {
    const priced = priceCartRules(
      request({
        lines: [line('a', 1000n), line('b', 2000n)],
        merchantDiscounts: [{ amount: 301n }, { amount: 5000n, lineIds: ['a'] }],
      }),
      nothing,
    );
    expect(priced.lines.get('a')?.discount).toBe(1000n);
    expect(priced.lines.get('b')?.discount).toBe(201n);
    expect(priced.totals.discount).toBe(1201n);
    expect(priced.totals.total).toBe(3000n - 1201n);
    expect(priced.appliedDiscounts).toEqual([
      {
        discountType: 'GLOBAL',
        kind: 'MERCHANT',
        amount: 301n,
        lineIds: [],
        merchantDiscount: { amount: 301n },
      },
      {
        discountType: 'SPECIFIC_ITEMS',
        kind: 'MERCHANT',
        amount: 900n,
        lineIds: ['a'],
        merchantDiscount: { amount: 900n },
      },
    ]);
  });
});
