import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardStatus,
  CODE_ALPHABET,
  codeKey,
  generateCode,
  GENERATED_CODE_LENGTH,
  MERCHANT_CODE,
  redeemable,
} from './rules';

describe('generateCode', () => {
  it('gives 16 readable characters in groups of four, never 0, O, 1 or I', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const code = generateCode(() => bytes);
        expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
        expect(code.replace(/-/g, '')).toHaveLength(GENERATED_CODE_LENGTH);
        expect(code).not.toMatch(/[0O1I]/);
      }),
    );
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
  });

  it('uses every character of the alphabet, and differs from call to call', () => {
    const seen = new Set<string>();
    const codes = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const code = generateCode();
      codes.add(code);
      for (const c of code.replace(/-/g, '')) seen.add(c);
    }
    expect(codes.size).toBe(200);
    expect(seen.size).toBe(32);
  });

  it('is a valid merchant code too', () => {
    expect(MERCHANT_CODE.test(generateCode())).toBe(true);
  });
});

describe('codes', () => {
  it('are compared whatever their case and surrounding spaces', () => {
    expect(codeKey('  gift-Demo-50 ')).toBe(codeKey('GIFT-DEMO-50'));
  });

  it('a merchant chooses from 8 to 40 letters, digits and inner hyphens', () => {
    for (const ok of ['GIFT-DEMO-50', 'abcdefgh', 'A'.repeat(40)])
      expect(MERCHANT_CODE.test(ok), ok).toBe(true);
    for (const bad of [
      'SHORT',
      '-GIFTCARD',
      'GIFTCARD-',
      'GIFT CARD',
      'GIFT_CARD',
      'A'.repeat(41),
      'ÉTÉ-2026X',
    ])
      expect(MERCHANT_CODE.test(bad), bad).toBe(false);
  });
});

describe('cardStatus', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const card = { balance: 500n, disabled: false, expirationDate: null };

  it('is active with a balance, no expiry passed and not disabled', () => {
    expect(cardStatus(card, now)).toBe('ACTIVE');
    expect(cardStatus({ ...card, expirationDate: new Date('2026-06-01T12:00:01Z') }, now)).toBe('ACTIVE');
  });

  it('expires at its expiration date', () => {
    expect(cardStatus({ ...card, expirationDate: now }, now)).toBe('EXPIRED');
  });

  it('says disabled before expired, and expired before used up', () => {
    const past = new Date('2026-01-01T00:00:00Z');
    expect(cardStatus({ balance: 0n, disabled: true, expirationDate: past }, now)).toBe('DISABLED');
    expect(cardStatus({ balance: 0n, disabled: false, expirationDate: past }, now)).toBe('EXPIRED');
    expect(cardStatus({ ...card, balance: 0n }, now)).toBe('USED_UP');
  });
});

describe('redeemable', () => {
  it('takes what is asked, up to the balance, never below zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -10n, max: 10n ** 12n }),
        fc.bigInt({ min: -10n, max: 10n ** 12n }),
        (balance, wanted) => {
          const taken = redeemable(balance, wanted);
          expect(taken >= 0n).toBe(true);
          expect(taken <= (balance > 0n ? balance : 0n)).toBe(true);
          expect(taken <= (wanted > 0n ? wanted : 0n)).toBe(true);
          if (balance > 0n && wanted > 0n) expect(taken === balance || taken === wanted).toBe(true);
        },
      ),
    );
    expect(redeemable(5000n, 1250n)).toBe(1250n);
    expect(redeemable(1250n, 5000n)).toBe(1250n);
    expect(redeemable(0n, 5000n)).toBe(0n);
  });
});
