import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import {
  changeReason,
  giftCardShare,
  maskOf,
  obfuscatedCode,
  orderProblem,
  taxAddressOf,
  type OrderReadiness,
} from './rules';

const NY = { country: 'US', city: 'New York', postalCode: '10013' };
const ready: OrderReadiness = {
  email: 'a@example.com',
  buyableUnits: 2,
  physicalUnits: 1,
  shippingAddress: NY,
  selectedOption: { pickup: false, offered: true },
  optionsOffered: true,
};
const codeOf = (r: Partial<OrderReadiness>) => orderProblem({ ...ready, ...r })?.code;

describe('maskOf', () => {
  it('names fields with or without the checkout prefix, a parent naming its parts', () => {
    expect(maskOf(undefined)).toBeUndefined();
    expect(maskOf(' ')).toBeUndefined();
    expect([...maskOf('checkout.buyerInfo.email, couponCode')!]).toEqual(['buyerInfo', 'couponCode']);
    expect([...maskOf('checkout.shippingInfo')!]).toEqual([
      'shippingInfo.shippingDestination',
      'shippingInfo.selectedCarrierServiceOption',
    ]);
  });

  it('refuses a field an update cannot set', () => {
    expect(() => maskOf('checkout.priceSummary')).toThrow(AppError);
    expect(() => maskOf('buyerNote,lineItems')).toThrow(/lineItems/);
  });
});

describe('gift card', () => {
  it('shows only the last four characters', () => {
    expect(obfuscatedCode('GIFT-DEMO-50')).toBe('********O-50');
    expect(obfuscatedCode('AB')).toBe('****AB');
  });

  it('pays its balance, at most the total', () => {
    expect(giftCardShare(5000n, 7500n)).toBe(5000n);
    expect(giftCardShare(9000n, 7500n)).toBe(7500n);
    expect(giftCardShare(0n, 7500n)).toBe(0n);
  });
});

describe('orderProblem', () => {
  it('lets a ready checkout through', () => {
    expect(orderProblem(ready)).toBeUndefined();
  });

  it('takes a pay-on-pickup method only with a pickup option that is offered', () => {
    const pickup = { pickup: true, offered: true };
    expect(codeOf({ paymentNeedsPickup: true, selectedOption: pickup })).toBeUndefined();
    expect(codeOf({ paymentNeedsPickup: true })).toBe('PAYMENT_METHOD_NEEDS_PICKUP');
    expect(codeOf({ paymentNeedsPickup: true, selectedOption: undefined })).toBe(
      'PAYMENT_METHOD_NEEDS_PICKUP',
    );
    expect(codeOf({ paymentNeedsPickup: true, selectedOption: { pickup: true, offered: false } })).toBe(
      'PAYMENT_METHOD_NEEDS_PICKUP',
    );
    expect(codeOf({ paymentNeedsPickup: true, physicalUnits: 0 })).toBe('PAYMENT_METHOD_NEEDS_PICKUP');
    expect(codeOf({ paymentNeedsPickup: false })).toBeUndefined();
  });

  it('needs an email, then something to buy', () => {
    expect(codeOf({ email: undefined })).toBe('BUYER_EMAIL_REQUIRED');
    expect(codeOf({ buyableUnits: 0, physicalUnits: 0 })).toBe('NOTHING_TO_ORDER');
  });

  it('asks physical lines for an address or pickup, and an offered option when options exist', () => {
    expect(codeOf({ shippingAddress: undefined, selectedOption: undefined })).toBe(
      'SHIPPING_ADDRESS_REQUIRED',
    );
    expect(
      codeOf({ shippingAddress: undefined, selectedOption: { pickup: true, offered: true } }),
    ).toBeUndefined();
    expect(codeOf({ selectedOption: undefined })).toBe('SHIPPING_OPTION_REQUIRED');
    expect(codeOf({ selectedOption: undefined, optionsOffered: false })).toBeUndefined();
    expect(codeOf({ selectedOption: { pickup: false, offered: false } })).toBe('SHIPPING_OPTION_NOT_OFFERED');
  });

  it('asks nothing of shipping when nothing ships', () => {
    expect(
      codeOf({ physicalUnits: 0, shippingAddress: undefined, selectedOption: undefined }),
    ).toBeUndefined();
  });
});

describe('taxAddressOf', () => {
  it('is where it ships, else the billing address', () => {
    const billing = { country: 'CA' };
    expect(taxAddressOf(NY, billing)).toBe(NY);
    expect(taxAddressOf(undefined, billing)).toBe(billing);
  });
});

describe('changeReason', () => {
  const seen = { total: '16.28', giftCard: '0.00', couponApplied: true };
  const coupon = {
    code: 'COUPON_USED_UP',
    description: 'This code has been used as many times as it can be',
  };
  const card = { code: 'GIFT_CARD_DISABLED', description: 'This gift card can no longer be used' };

  it('names the coupon that stopped applying first', () => {
    const now = { total: '26.08', giftCard: '0.00', couponApplied: false };
    expect(changeReason(seen, now, coupon, undefined)).toBe(coupon);
  });

  it('names the gift card that stopped paying, or its balance when it pays less', () => {
    const withCard = { total: '20.00', giftCard: '15.00', couponApplied: false };
    expect(changeReason(withCard, { ...withCard, giftCard: '0.00' }, undefined, card)).toBe(card);
    expect(changeReason(withCard, { ...withCard, giftCard: '5.00' }, undefined, undefined).code).toBe(
      'GIFT_CARD_BALANCE_CHANGED',
    );
  });

  it('says prices changed otherwise, also when a coupon had stopped applying before the review', () => {
    const before = { total: '30.00', giftCard: '0.00', couponApplied: false };
    const now = { total: '33.00', giftCard: '0.00', couponApplied: false };
    expect(changeReason(before, now, coupon, undefined).code).toBe('PRICES_CHANGED');
  });
});
