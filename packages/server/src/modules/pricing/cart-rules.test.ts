import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCartRules, type PricingData } from './cart-rules';
import type { CouponOffer } from './offer-rules';
import type { TaxRateEntry } from './tax-rules';
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
  timeZone: 'UTC',
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

const offer = (over: Partial<CouponOffer> = {}): CouponOffer => ({
  id: 'offer-1',
  code: 'WELCOME10',
  name: 'Welcome',
  type: 'PERCENT',
  percentage: '10',
  amount: null,
  scope: 'GLOBAL',
  productIds: [],
  collectionIds: [],
  minimumSubtotal: null,
  startDate: null,
  expirationDate: null,
  active: true,
  usageLimit: null,
  usageLimitPerBuyer: null,
  ...over,
});
const withCoupon = (c: CouponOffer | undefined, data: Partial<PricingData> = {}): PricingData => ({
  ...nothing,
  coupon: { offer: c, usage: { total: 0, byBuyer: 0 } },
  ...data,
});
const NY: TaxRateEntry = { id: 'ny', country: 'US', subdivision: 'US-NY', rate: '0.08875', name: 'New York' };
const DE: TaxRateEntry = { id: 'de', country: 'DE', subdivision: null, rate: '0.19', name: 'Germany VAT' };

describe('priceCartRules, discounts', () => {
  it('applies a coupon on what the automatic discount left', () => {
    const automatic = offer({ id: 'rule', name: '10 % from $300', minimumSubtotal: '300' });
    const priced = priceCartRules(
      request({ lines: [line('a', 20_000n), line('b', 15_000n)], couponCode: 'welcome10' }),
      withCoupon(offer(), { automatic: [automatic] }),
    );
    // 350.00 - 35.00 automatic = 315.00, then 10 % = 31.50
    expect(priced.totals.discount).toBe(3_500n + 3_150n);
    expect(priced.coupon).toEqual({ code: 'WELCOME10' });
    expect(priced.appliedDiscounts.map((d) => [d.kind, d.amount])).toEqual([
      ['AUTOMATIC', 3_500n],
      ['COUPON', 3_150n],
    ]);
    expect(priced.appliedDiscounts[0]?.discountRule).toEqual({
      id: 'rule',
      name: '10 % from $300',
      percentage: '10',
    });
    expect(priced.appliedDiscounts[1]?.coupon).toEqual({ id: 'offer-1', code: 'WELCOME10', name: 'Welcome' });
  });

  it('takes the best open automatic discount only, and none below its minimum', () => {
    const rules = [
      offer({ id: 'small', percentage: '5' }),
      offer({ id: 'big', percentage: '15', minimumSubtotal: '100' }),
      offer({ id: 'closed', percentage: '50', active: false }),
    ];
    const big = priceCartRules(request({ lines: [line('a', 10_000n)] }), { ...nothing, automatic: rules });
    expect(big.appliedDiscounts.map((d) => d.discountRule?.id)).toEqual(['big']);
    const small = priceCartRules(request({ lines: [line('a', 9_999n)] }), { ...nothing, automatic: rules });
    expect(small.appliedDiscounts.map((d) => d.discountRule?.id)).toEqual(['small']);
  });

  it('keeps a coupon that does not apply, says why, and takes nothing off', () => {
    const priced = priceCartRules(
      request({ lines: [line('a', 4_000n)], couponCode: 'FREESHIP', shipping: { code: 's', cost: 800n } }),
      withCoupon(
        offer({ code: 'FREESHIP', type: 'FREE_SHIPPING', scope: 'SHIPPING', minimumSubtotal: '50' }),
      ),
    );
    expect(priced.coupon).toEqual({
      code: 'FREESHIP',
      problem: { code: 'COUPON_MINIMUM_NOT_REACHED', description: 'Spend $50.00 to use this code' },
    });
    expect(priced.totals).toMatchObject({ discount: 0n, shippingDiscount: 0n, total: 4_800n });
    const unknown = priceCartRules(
      request({ lines: [line('a', 100n)], couponCode: 'NOPE' }),
      withCoupon(undefined),
    );
    expect(unknown.coupon).toEqual({
      code: 'NOPE',
      problem: expect.objectContaining({ code: 'COUPON_NOT_FOUND' }),
    });
  });

  it('makes shipping free with a free-shipping coupon', () => {
    const priced = priceCartRules(
      request({ lines: [line('a', 6_000n)], couponCode: 'FREESHIP', shipping: { code: 's', cost: 800n } }),
      withCoupon(
        offer({ code: 'FREESHIP', type: 'FREE_SHIPPING', scope: 'SHIPPING', minimumSubtotal: '50' }),
      ),
    );
    expect(priced.totals).toMatchObject({
      shipping: 800n,
      shippingDiscount: 800n,
      discount: 0n,
      total: 6_000n,
    });
    expect(priced.appliedDiscounts).toEqual([
      expect.objectContaining({ discountType: 'SHIPPING', kind: 'COUPON', amount: 800n, lineIds: [] }),
    ]);
  });

  it('spreads an amount-off coupon over the lines of its collection only', () => {
    const priced = priceCartRules(
      request({
        lines: [
          line('vase', 3_000n, 1, { collectionIds: ['ceramics'] }),
          line('bowl', 1_000n, 1, { collectionIds: ['ceramics'] }),
          line('lamp', 9_000n),
        ],
        couponCode: 'CERAMICS15',
      }),
      withCoupon(
        offer({
          type: 'AMOUNT',
          amount: '15',
          percentage: null,
          scope: 'SPECIFIC_ITEMS',
          collectionIds: ['ceramics'],
        }),
      ),
    );
    expect([...priced.lines.values()].map((l) => l.discount)).toEqual([1_125n, 375n, 0n]);
    expect(priced.appliedDiscounts[0]).toMatchObject({
      discountType: 'SPECIFIC_ITEMS',
      amount: 1_500n,
      lineIds: ['vase', 'bowl'],
    });
  });

  it('lists a merchant percentage with its percentage', () => {
    const priced = priceCartRules(
      request({ lines: [line('a', 2_000n)], merchantDiscounts: [{ amount: 0n, percentage: '25' }] }),
      nothing,
    );
    expect(priced.appliedDiscounts[0]?.merchantDiscount).toEqual({ amount: 500n, percentage: '25' });
  });
});

describe('priceCartRules, tax', () => {
  it('adds tax per line and on shipping to prices without tax', () => {
    const priced = priceCartRules(
      request({
        lines: [line('a', 1_999n), line('b', 4_550n, 2)],
        shipping: { code: 's', cost: 1_000n },
        destination: { country: 'US', subdivision: 'NY', postalCode: '10013' },
      }),
      { ...nothing, taxRates: [NY, DE], taxSettings: { pricesIncludeTax: false, taxShipping: true } },
    );
    expect(priced.lines.get('a')).toMatchObject({ tax: 177n, taxRate: '0.08875', total: 1_999n + 177n }); // 177.41
    expect(priced.lines.get('b')?.tax).toBe(808n); // 9100 * 0.08875 = 807.6
    expect(priced.totals.tax).toBe(177n + 808n + 89n); // shipping 88.75 -> 89
    expect(priced.totals.total).toBe(1_999n + 9_100n + 1_000n + 177n + 808n + 89n);
    expect(priced.tax).toEqual({
      mode: 'MANUAL_RATE',
      includedInPrices: false,
      jurisdiction: { name: 'New York', type: 'STATE' },
      rate: '0.08875',
    });
  });

  it('shows the tax held in prices that include it, without adding it', () => {
    const priced = priceCartRules(
      request({
        lines: [line('a', 11_900n)],
        destination: { country: 'DE' },
        shipping: { code: 's', cost: 500n },
      }),
      { ...nothing, taxRates: [NY, DE], taxSettings: { pricesIncludeTax: true, taxShipping: false } },
    );
    expect(priced.totals).toMatchObject({ tax: 1_900n, total: 12_400n });
    expect(priced.tax).toMatchObject({
      mode: 'MANUAL_RATE',
      includedInPrices: true,
      jurisdiction: { type: 'COUNTRY' },
    });
  });

  it('collects none where no rate applies', () => {
    const priced = priceCartRules(request({ lines: [line('a', 1_000n)], destination: { country: 'FR' } }), {
      ...nothing,
      taxRates: [NY, DE],
    });
    expect(priced.tax.mode).toBe('NO_TAX_COLLECTED');
    expect(priced.totals.tax).toBe(0n);
  });
});

describe('priceCartRules, whatever the cart', () => {
  const money = fc.bigInt({ min: 0n, max: 500_000n });
  const cartArb = fc.record({
    lines: fc.array(
      fc.record({ price: money, quantity: fc.integer({ min: 0, max: 20 }), inCeramics: fc.boolean() }),
      { maxLength: 8 },
    ),
    merchant: fc.array(fc.record({ amount: money, firstOnly: fc.boolean() }), { maxLength: 3 }),
    coupon: fc.constantFrom('PCT', 'AMT', 'SHIP', 'CER', 'NONE'),
    shipping: fc.option(money),
    included: fc.boolean(),
    taxShipping: fc.boolean(),
    country: fc.constantFrom('US', 'DE', 'FR'),
  });
  const coupons: Record<string, CouponOffer> = {
    PCT: offer({ code: 'PCT', percentage: '33.33' }),
    AMT: offer({ code: 'AMT', type: 'AMOUNT', amount: '12.34', percentage: null }),
    SHIP: offer({ code: 'SHIP', type: 'FREE_SHIPPING', scope: 'SHIPPING', percentage: null }),
    CER: offer({
      code: 'CER',
      type: 'AMOUNT',
      amount: '7',
      percentage: null,
      scope: 'SPECIFIC_ITEMS',
      collectionIds: ['ceramics'],
    }),
  };

  it('never gives a negative amount, and its totals are the sum of their parts', () => {
    fc.assert(
      fc.property(cartArb, (c) => {
        const lines = c.lines.map((l, i) =>
          line(`l${i}`, l.price, l.quantity, { collectionIds: l.inCeramics ? ['ceramics'] : [] }),
        );
        const priced = priceCartRules(
          request({
            lines,
            merchantDiscounts: c.merchant.map((m) => ({
              amount: m.amount,
              ...(m.firstOnly ? { lineIds: ['l0'] } : {}),
            })),
            couponCode: c.coupon === 'NONE' ? undefined : c.coupon,
            shipping: c.shipping === null ? undefined : { code: 's', cost: c.shipping },
            destination: { country: c.country, subdivision: 'NY' },
          }),
          {
            automatic: [offer({ id: 'auto', percentage: '10', minimumSubtotal: '300' })],
            coupon:
              c.coupon === 'NONE' ? undefined : { offer: coupons[c.coupon], usage: { total: 0, byBuyer: 0 } },
            taxRates: [NY, DE],
            taxSettings: { pricesIncludeTax: c.included, taxShipping: c.taxShipping },
            timeZone: 'UTC',
          },
        );
        const t = priced.totals;
        const results = [...priced.lines.values()];
        for (const value of [...Object.values(t), ...results.flatMap((r) => [r.discount, r.tax, r.total])]) {
          expect(value >= 0n).toBe(true);
        }
        expect(results.reduce((a, r) => a + r.lineSubtotal, 0n)).toBe(t.subtotal);
        expect(results.reduce((a, r) => a + r.discount, 0n)).toBe(t.discount);
        for (const r of results) expect(r.discount <= r.lineSubtotal).toBe(true);
        expect(t.shippingDiscount <= t.shipping).toBe(true);
        expect(t.total).toBe(
          t.subtotal - t.discount + t.shipping - t.shippingDiscount + (c.included ? 0n : t.tax),
        );
        const itemDiscounts = priced.appliedDiscounts.filter((d) => d.discountType !== 'SHIPPING');
        expect(itemDiscounts.reduce((a, d) => a + d.amount, 0n)).toBe(t.discount);
      }),
    );
  });
});
