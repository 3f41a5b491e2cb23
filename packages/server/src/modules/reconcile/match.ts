/**
 * Matching a statement's credits to orders. Pure. A credit matches an order when the order's number is in its
 * reference and the amount is what the order still owes; near misses say in words why they are not matches
 * (the amount differs, the order is paid or canceled, another line already matched it, only the buyer's name
 * and the amount fit). One credit never matches two orders; one order never takes two credits.
 */
import { toScaled } from '../../lib/money';
import { normalizeWords, type Credit } from './statement';

/** An order as matching sees it (orders' owingOrders answers this shape). */
export interface OrderFacts {
  id: string;
  number: number;
  currency: string;
  /** What the buyer still owes: decimal text. */
  owed: string;
  canceled: boolean;
  buyerName: string;
}

export type MatchStatus = 'MATCH' | 'NEAR_MISS' | 'NO_MATCH';
export type MatchCode =
  | 'MATCHED'
  | 'AMOUNT_DIFFERS'
  | 'CURRENCY_DIFFERS'
  | 'ORDER_PAID'
  | 'ORDER_CANCELED'
  | 'ALREADY_MATCHED'
  | 'NAME_AND_AMOUNT'
  | 'NO_ORDER';

export interface CreditMatch {
  line: number;
  status: MatchStatus;
  code: MatchCode;
  /** Why, in words. */
  reason: string;
  order?: OrderFacts;
}

/** Order numbers are runs of 4 to 12 digits (10001, 10002, ...) with no digit either side. */
export function numbersIn(reference: string): number[] {
  const out: number[] = [];
  for (const m of reference.matchAll(/(?<!\d)\d{4,12}(?!\d)/g)) {
    const n = Number(m[0]);
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

const scaled = (decimal: string) => toScaled(decimal, 4);
export const sameAmount = (a: string, b: string) => {
  const x = scaled(a);
  return x !== undefined && x === scaled(b);
};

/** Whether every word of the buyer's name (two words at least) is a word of the reference. */
export function nameIn(name: string, reference: string): boolean {
  const words = normalizeWords(name)
    .split(' ')
    .filter((w) => w.length >= 2);
  if (words.length < 2) return false;
  const seen = new Set(normalizeWords(reference).split(' '));
  return words.every((w) => seen.has(w));
}

const owes = (o: OrderFacts) => !o.canceled && (scaled(o.owed) ?? 0n) > 0n;
const currencyFits = (o: OrderFacts, c: Credit) => c.currency === undefined || c.currency === o.currency;

/**
 * Each credit's match, in the statement's order. `orders` are the orders named by the references' numbers
 * and the orders still owing (for the name rule); `format` writes an order's money in words.
 */
export function matchCredits(
  credits: readonly Credit[],
  orders: readonly OrderFacts[],
  format: (amount: string, currency: string) => string = (a, c) => `${a} ${c}`,
): CreditMatch[] {
  const byNumber = new Map(orders.map((o) => [o.number, o]));
  const claimedBy = new Map<string, number>();
  const fits = (o: OrderFacts, c: Credit) => owes(o) && currencyFits(o, c) && sameAmount(o.owed, c.amount);
  return credits.map((credit): CreditMatch => {
    const named = numbersIn(credit.reference).flatMap((n) => byNumber.get(n) ?? []);
    const base = { line: credit.line };
    if (named.length > 0) {
      const free = named.find((o) => fits(o, credit) && !claimedBy.has(o.id));
      if (free) {
        claimedBy.set(free.id, credit.line);
        return {
          ...base,
          status: 'MATCH',
          code: 'MATCHED',
          reason: `Order ${free.number}: number and amount fit`,
          order: free,
        };
      }
      const taken = named.find((o) => fits(o, credit));
      if (taken)
        return {
          ...base,
          status: 'NEAR_MISS',
          code: 'ALREADY_MATCHED',
          reason: `Order ${taken.number} already matched by line ${claimedBy.get(taken.id)}`,
          order: taken,
        };
      const o = named[0]!;
      const nearMiss = (code: MatchCode, reason: string): CreditMatch => ({
        ...base,
        status: 'NEAR_MISS',
        code,
        reason,
        order: o,
      });
      if (o.canceled) return nearMiss('ORDER_CANCELED', `Order ${o.number} is canceled`);
      if (!owes(o)) return nearMiss('ORDER_PAID', `Order ${o.number} is already paid`);
      if (!currencyFits(o, credit))
        return nearMiss(
          'CURRENCY_DIFFERS',
          `Order ${o.number} is in ${o.currency}, the credit in ${credit.currency}`,
        );
      return nearMiss(
        'AMOUNT_DIFFERS',
        `Order ${o.number} owes ${format(o.owed, o.currency)}, the credit is ${credit.amount}`,
      );
    }
    const byName = orders.find(
      (o) =>
        fits(o, credit) &&
        !claimedBy.has(o.id) &&
        o.buyerName !== '' &&
        nameIn(o.buyerName, credit.reference),
    );
    if (byName)
      return {
        ...base,
        status: 'NEAR_MISS',
        code: 'NAME_AND_AMOUNT',
        reason: `No order number, but the amount and the buyer’s name (${byName.buyerName}) fit order ${byName.number}`,
        order: byName,
      };
    return {
      ...base,
      status: 'NO_MATCH',
      code: 'NO_ORDER',
      reason: 'No order number or buyer’s name of an order owing this amount',
    };
  });
}
