import { randomBytes } from 'node:crypto';

/** Letters and digits a person reads without doubt: no 0/O, no 1/I. 32 of them: 5 bits a character. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Characters of a generated code (80 bits), written in groups of four: ABCD-EFGH-JKLM-NPQR. */
export const GENERATED_CODE_LENGTH = 16;

/** A fresh, readable gift card code. `random` is for tests; the default is the system's CSPRNG. */
export function generateCode(random: (n: number) => Uint8Array = randomBytes): string {
  const bytes = random(GENERATED_CODE_LENGTH);
  let code = '';
  for (let i = 0; i < GENERATED_CODE_LENGTH; i++) {
    if (i > 0 && i % 4 === 0) code += '-';
    // 256 is a multiple of 32: every character equally likely.
    code += CODE_ALPHABET[bytes[i]! % CODE_ALPHABET.length];
  }
  return code;
}

/** A merchant's own code: 8 to 40 letters, digits and inner hyphens. Kept in upper case. */
export const MERCHANT_CODE = /^[A-Za-z0-9](?:[A-Za-z0-9-]{6,38})[A-Za-z0-9]$/;

/** Codes are compared whatever their case and surrounding spaces. */
export const codeKey = (code: string) => code.trim().toLowerCase();

export type GiftCardStatus = 'ACTIVE' | 'DISABLED' | 'EXPIRED' | 'USED_UP';

export interface CardState {
  balance: bigint;
  disabled: boolean;
  expirationDate: Date | null;
}

/** What a card is now: switched off first, then expired, then empty. */
export function cardStatus(card: CardState, now: Date): GiftCardStatus {
  if (card.disabled) return 'DISABLED';
  if (card.expirationDate && card.expirationDate.getTime() <= now.getTime()) return 'EXPIRED';
  if (card.balance <= 0n) return 'USED_UP';
  return 'ACTIVE';
}

/** What a redemption of `wanted` takes from a card holding `balance`: all it can, never more than asked. */
export function redeemable(balance: bigint, wanted: bigint): bigint {
  if (wanted <= 0n || balance <= 0n) return 0n;
  return balance < wanted ? balance : wanted;
}
