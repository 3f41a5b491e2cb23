import type { Db } from '../../db/open';
import type { Caller } from '../../http/auth';
import { withinLimit } from '../identity';
import { giftCardNotFound, tooManyCodeTries } from './errors';
import { cardByCode } from './redeem';
import { cardStatus } from './rules';
import { money } from './views';

/**
 * Code guesses in 15 minutes: per client address (behind the storefront, the storefront's, shared by every
 * shopper, hence a bound against floods) and per token (a shopper's own tries).
 */
export const GUESSES_PER_ADDRESS = 100;
export const GUESSES_PER_TOKEN = 20;

/**
 * Counts one more try at a code from this caller, and throws 429 past the limits. Every try counts, found or
 * not, and every surface where a code is entered counts against the same keys: the balance check here, and
 * a checkout given a new code (create-checkout, PATCH). The counts are rows in the database, so every server
 * process sees them.
 */
export async function countGiftCardGuess(db: Db, caller: Caller, ip: string): Promise<void> {
  if (caller.role === 'admin') return;
  if (!(await withinLimit(db, `gift-card:ip:${ip}`, GUESSES_PER_ADDRESS))) throw tooManyCodeTries();
  if (caller.subjectId && !(await withinLimit(db, `gift-card:sub:${caller.subjectId}`, GUESSES_PER_TOKEN)))
    throw tooManyCodeTries();
}

/** POST /v1/gift-cards/balance: what is left on a card, for anyone who holds its code. Throttled. */
export async function checkBalance(db: Db, caller: Caller, input: { code: string; ip: string }) {
  await countGiftCardGuess(db, caller, input.ip);
  const card = await cardByCode(db, input.code);
  if (!card) throw giftCardNotFound();
  return {
    giftCard: {
      code: card.code,
      currency: card.currency,
      balance: money(card.balance, card.currency),
      ...(card.expirationDate ? { expirationDate: card.expirationDate.toISOString() } : {}),
      status: cardStatus(card, new Date()),
    },
  };
}
