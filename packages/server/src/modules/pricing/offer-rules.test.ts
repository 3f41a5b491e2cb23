import { describe, expect, it } from 'vitest';
import { currencyDigits, decimalText, minorUnits } from './currency';
import {
  couponProblem,
  couponStandingProblem,
  lineInScope,
  offerAmount,
  offerOpen,
  shopperDate,
  type CouponOffer,
} from './offer-rules';

const NOW = new Date('2026-03-10T12:00:00Z');
const coupon = (over: Partial<CouponOffer> = {}): CouponOffer => ({
  id: 'c1',
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
const unused = { total: 0, byBuyer: 0 };
const cart = { subtotal: 10_000n, hasLineInScope: true, currency: 'USD', now: NOW, timeZone: 'UTC' };

describe('currencies', () => {
  it('round each currency to its own minor unit', () => {
    expect([
      currencyDigits('USD'),
      currencyDigits('JPY'),
      currencyDigits('KWD'),
      currencyDigits('EUR'),
    ]).toEqual([2, 0, 3, 2]);
    expect(minorUnits('5', 'USD')).toBe(500n);
    expect(minorUnits('5.005', 'USD')).toBe(501n);
    expect(minorUnits('5.5', 'JPY')).toBe(6n);
    expect(minorUnits('1.234', 'KWD')).toBe(1234n);
    expect(minorUnits('five', 'USD')).toBeUndefined();
    expect(decimalText(5000n, 'USD')).toBe('50.00');
    expect(decimalText(5000n, 'JPY')).toBe('5000');
    expect(decimalText(5000n, 'KWD')).toBe('5.000');
  });
});

describe('offers', () => {
  it('take a percentage, an amount or the whole shipping, never more than there is', () => {
    expect(offerAmount(coupon(), 1999n, 'USD')).toBe(200n); // 199.9 -> 200
    expect(offerAmount(coupon({ percentage: '12.5' }), 1000n, 'USD')).toBe(125n);
    expect(offerAmount(coupon({ type: 'AMOUNT', amount: '15.00' }), 4000n, 'USD')).toBe(1500n);
    expect(offerAmount(coupon({ type: 'AMOUNT', amount: '15.00' }), 900n, 'USD')).toBe(900n);
    expect(offerAmount(coupon({ type: 'AMOUNT', amount: '500' }), 9000n, 'JPY')).toBe(500n);
    expect(offerAmount(coupon({ type: 'FREE_SHIPPING', scope: 'SHIPPING' }), 795n, 'USD')).toBe(795n);
    expect(offerAmount(coupon(), 0n, 'USD')).toBe(0n);
  });

  it('reach lines by product or collection for SPECIFIC_ITEMS, every line for GLOBAL', () => {
    const specific = coupon({ scope: 'SPECIFIC_ITEMS', productIds: ['p1'], collectionIds: ['ceramics'] });
    expect(lineInScope(specific, { productId: 'p1', collectionIds: [] })).toBe(true);
    expect(lineInScope(specific, { productId: 'p2', collectionIds: ['ceramics'] })).toBe(true);
    expect(lineInScope(specific, { productId: 'p2', collectionIds: ['lighting'] })).toBe(false);
    expect(lineInScope(specific, { collectionIds: [] })).toBe(false); // a custom line
    expect(lineInScope(coupon(), { collectionIds: [] })).toBe(true);
    expect(lineInScope(coupon({ scope: 'SHIPPING' }), { productId: 'p1', collectionIds: [] })).toBe(false);
  });

  it('are open when active, started, not expired and the minimum reached', () => {
    expect(offerOpen(coupon({ minimumSubtotal: '100' }), 10_000n, 'USD', NOW)).toBe(true);
    expect(offerOpen(coupon({ minimumSubtotal: '100.01' }), 10_000n, 'USD', NOW)).toBe(false);
    expect(offerOpen(coupon({ active: false }), 10_000n, 'USD', NOW)).toBe(false);
    expect(offerOpen(coupon({ startDate: new Date('2026-03-11T00:00:00Z') }), 1n, 'USD', NOW)).toBe(false);
    expect(offerOpen(coupon({ expirationDate: NOW }), 1n, 'USD', NOW)).toBe(false);
  });
});

describe('why a coupon does not apply', () => {
  const problem = (c: CouponOffer | undefined, usage = unused, ctx = cart) => couponProblem(c, usage, ctx);
  it('says nothing when it applies', () => {
    expect(problem(coupon())).toBeUndefined();
  });
  it('says why, in words a shopper understands', () => {
    expect(problem(undefined)).toEqual({
      code: 'COUPON_NOT_FOUND',
      description: 'This code does not exist: check its spelling',
    });
    expect(problem(coupon({ active: false }))?.code).toBe('COUPON_NOT_FOUND');
    expect(problem(coupon({ expirationDate: new Date('2026-03-01T00:00:00Z') }))).toEqual({
      code: 'COUPON_EXPIRED',
      description: 'This code expired on 1 March 2026',
    });
    expect(problem(coupon({ startDate: new Date('2026-04-01T00:00:00Z') }))).toEqual({
      code: 'COUPON_NOT_STARTED',
      description: 'This code can be used from 1 April 2026',
    });
    expect(problem(coupon({ usageLimit: 3 }), { total: 3, byBuyer: 0 })?.code).toBe('COUPON_USED_UP');
    expect(problem(coupon({ usageLimit: 3 }), { total: 2, byBuyer: 0 })).toBeUndefined();
    expect(problem(coupon({ usageLimitPerBuyer: 1 }), { total: 1, byBuyer: 1 })).toEqual({
      code: 'COUPON_LIMIT_PER_BUYER',
      description: 'You have already used this code',
    });
    expect(
      problem(coupon({ scope: 'SPECIFIC_ITEMS', productIds: ['p'] }), unused, {
        ...cart,
        hasLineInScope: false,
      }),
    ).toEqual({
      code: 'COUPON_NOT_FOR_THESE_ITEMS',
      description: 'This code is not for the items in your cart',
    });
    expect(problem(coupon({ minimumSubtotal: '150' }))).toEqual({
      code: 'COUPON_MINIMUM_NOT_REACHED',
      description: 'Spend $150.00 to use this code',
    });
    expect(
      problem(coupon({ minimumSubtotal: '50000' }), unused, { ...cart, currency: 'JPY' })?.description,
    ).toBe('Spend ¥50,000 to use this code');
  });
});

describe('coupon dates', () => {
  const endsAt = new Date('2026-12-01T03:00:00Z');
  it('are the day it is in the shop’s time zone', () => {
    expect(shopperDate(endsAt, 'America/New_York')).toBe('30 November 2026');
    expect(shopperDate(endsAt, 'UTC')).toBe('1 December 2026');
    expect(shopperDate(endsAt, 'Asia/Tokyo')).toBe('1 December 2026');
    expect(shopperDate(new Date('2026-11-30T20:00:00Z'), 'Asia/Tokyo')).toBe('1 December 2026');
  });
  it('are written in the shop’s zone when a coupon has expired or not started', () => {
    const later = { now: new Date('2026-12-02T00:00:00Z'), timeZone: 'America/New_York' };
    expect(couponStandingProblem(coupon({ expirationDate: endsAt }), unused, later)).toEqual({
      code: 'COUPON_EXPIRED',
      description: 'This code expired on 30 November 2026',
    });
    const earlier = { now: new Date('2026-11-01T00:00:00Z'), timeZone: 'America/New_York' };
    expect(couponStandingProblem(coupon({ startDate: endsAt }), unused, earlier)).toEqual({
      code: 'COUPON_NOT_STARTED',
      description: 'This code can be used from 30 November 2026',
    });
    expect(
      couponProblem(coupon({ expirationDate: endsAt }), unused, { ...cart, ...later, timeZone: 'UTC' })
        ?.description,
    ).toBe('This code expired on 1 December 2026');
    expect(
      couponProblem(coupon({ expirationDate: endsAt }), unused, { ...cart, ...later })?.description,
    ).toBe('This code expired on 30 November 2026');
  });
});
