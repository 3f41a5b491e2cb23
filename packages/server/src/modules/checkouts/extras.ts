import type { Static } from 'typebox';
import type { Db } from '../../db/open';
import { AppError, invalidField } from '../../http/errors';
import { giftCardForCheckout } from '../gift-cards';
import { paymentMethodById } from '../payment-methods';
import type { ChosenPaymentMethod } from './schemas';
import type { CheckoutRow } from './store';
import type { AppliedGiftCard } from './view';

/** A checkout's gift card and offline payment method, read from their modules and checked. */

type Method = Static<typeof ChosenPaymentMethod>;

const chosen = (m: { id: string; kind: string; title: string; instructions: string }): Method => ({
  id: m.id,
  kind: m.kind,
  title: m.title,
  instructions: m.instructions,
});

/** The method as the checkout shows it (even one the merchant turned off since: create-order refuses that). */
export async function paymentMethodOf(db: Db, id: string | null): Promise<Method | undefined> {
  if (!id) return undefined;
  const method = await paymentMethodById(db, id);
  return method && chosen(method);
}

/** The method a buyer may choose now: one of the merchant's enabled methods. */
export async function usablePaymentMethod(db: Db, id: string, field: string): Promise<Method> {
  const method = await paymentMethodById(db, id);
  if (!method || !method.enabled)
    throw invalidField(field, 'VALIDATION', 'names no payment method the shop offers');
  return chosen(method);
}

/**
 * The card a checkout's code names, when it pays now; otherwise why not (the shopper's reason, the 400 that
 * applying it would answer).
 */
export async function giftCardStanding(
  db: Db,
  code: string | null,
  currency: string,
  now: Date,
): Promise<{ card?: AppliedGiftCard; problem?: AppError }> {
  if (!code) return {};
  try {
    return { card: await giftCardForCheckout(db, code, currency, now) };
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return { problem: error };
    throw error;
  }
}

/** The card the checkout shows: none when its code no longer pays (create-order then says why). */
export async function giftCardOf(
  db: Db,
  code: string | null,
  currency: string,
  now: Date,
): Promise<AppliedGiftCard | undefined> {
  return (await giftCardStanding(db, code, currency, now)).card;
}

/** Checks what an update brings: a new gift card must pay in the checkout's currency, a new method be offered. */
export async function checkExtras(
  db: Db,
  before: Pick<CheckoutRow, 'giftCardCode' | 'paymentMethodId'>,
  next: Pick<CheckoutRow, 'giftCardCode' | 'paymentMethodId'>,
  currency: () => Promise<string>,
  now: Date,
) {
  if (next.giftCardCode && next.giftCardCode !== before.giftCardCode)
    await giftCardForCheckout(db, next.giftCardCode, await currency(), now);
  if (next.paymentMethodId && next.paymentMethodId !== before.paymentMethodId)
    await usablePaymentMethod(db, next.paymentMethodId, 'checkout.paymentMethodId');
}
