import type { Db } from '../../db/open';
import type { StoredCartLine } from '../../db/schema';
import type { Address } from '../../lib/address';
import { fromScaled, toScaled } from '../../lib/money';
import { cartItemFacts, type CartItemFacts, type CartItemRef } from '../catalog';
import { priceCart, type PricedCart, type PricingRequest } from '../pricing';
import { availabilityOf, buyableQuantity } from './rules';
import type { CartRow } from './store';
import { minorUnitsOf, type LineFacts } from './view';

/** What a cart is worth now: its lines with the catalog's facts, and pricing's answer. */

/** Facts already read in this request, by product/variant: a request reads the catalog once. */
export type FactsBook = Map<string, CartItemFacts | null>;
export const factsKey = (r: { productId: string; variantId: string }) => `${r.productId}/${r.variantId}`;

/** The shop sells in the products' currency; a cart with no line yet speaks the demo shop's. */
const DEFAULT_CURRENCY = 'USD';

/** The book's key of a ref: a ref without a variant names the product's default one (its own key). */
const refKey = (r: CartItemRef) => factsKey({ productId: r.productId, variantId: r.variantId ?? '' });

/** Puts into `book` facts read with a cart's row (store.ts, CartRead) for these refs. */
export function bookFacts(
  book: FactsBook,
  refs: readonly CartItemRef[],
  facts: readonly (CartItemFacts | null)[],
) {
  refs.forEach((ref, i) => {
    const f = facts[i] ?? null;
    book.set(refKey(ref), f);
    if (f) book.set(factsKey(f), f);
  });
}

/** Reads into `book` the facts of the refs it lacks, in one statement; answers the facts of each ref. */
export async function readFacts(
  db: Db,
  book: FactsBook,
  refs: CartItemRef[],
): Promise<(CartItemFacts | null)[]> {
  const missing = refs.flatMap((r, i) => (book.has(refKey(r)) ? [] : [i]));
  const read = await cartItemFacts(
    db,
    missing.map((i) => refs[i]!),
  );
  const answers = refs.map((r) => book.get(refKey(r)) ?? null);
  missing.forEach((refIndex, i) => (answers[refIndex] = read[i] ?? null));
  bookFacts(
    book,
    missing.map((i) => refs[i]!),
    read,
  );
  return answers;
}

function overridePrice(
  line: StoredCartLine,
  key: 'price' | 'fullPrice',
  currency: string,
): bigint | undefined {
  const text = line.overrides?.[key];
  return typeof text === 'string' ? minorUnitsOf(text, currency) : undefined;
}

/** The cart's own address (contactInfo.address): where its tax and its selected shipping are reckoned. */
export const contactAddressOf = (row: Pick<CartRow, 'contactInfo'>) =>
  (row.contactInfo as { address?: Address } | null)?.address;

export interface Evaluation {
  lines: LineFacts[];
  customPrices: Map<string, { unitPrice: bigint; unitFullPrice: bigint }>;
  request: PricingRequest;
  currency: string;
  /** Total weight in kg of the buyable physical lines, decimal text. */
  weightKg: string;
}

export interface PricingContext {
  shipping?: { code: string; cost: bigint } | undefined;
  destination?: Address | undefined;
  now: Date;
}

/** The pricing request of a cart: buyable units of catalog lines at the catalog's prices, never a client's. */
export async function evaluate(
  db: Db,
  row: Pick<
    CartRow,
    | 'id'
    | 'lines'
    | 'customLines'
    | 'couponCode'
    | 'merchantDiscounts'
    | 'contactInfo'
    | 'ownerSubjectId'
    | 'ownerMemberId'
  > & {
    /** The buyer's email (a checkout's), normalised: for per-buyer coupon limits. */
    buyerEmail?: string | null;
  },
  book: FactsBook,
  context: PricingContext,
): Promise<Evaluation> {
  const facts = await readFacts(db, book, row.lines);
  const currency = facts.find((f) => f)?.currency ?? DEFAULT_CURRENCY;
  let grams = 0n;
  const lines: LineFacts[] = row.lines.map((line, i) => {
    const f = facts[i] ?? null;
    const availability = availabilityOf(line.quantity, f);
    const unitPrice = overridePrice(line, 'price', currency) ?? f?.price ?? 0n;
    const unitFullPrice = overridePrice(line, 'fullPrice', currency) ?? f?.fullPrice ?? unitPrice;
    const buyable = buyableQuantity(line.quantity, availability);
    const weight =
      (line.overrides?.physicalProperties as { weight?: number } | undefined)?.weight ?? f?.weight;
    if (f && f.productType !== 'digital' && weight !== undefined && weight !== null)
      grams += (toScaled(weight, 3) ?? 0n) * BigInt(buyable);
    return { line, facts: f, availability, unitPrice, unitFullPrice };
  });
  const customPrices = new Map(
    row.customLines.map((c) => {
      const unitPrice = minorUnitsOf(c.price, currency);
      return [
        c.id,
        { unitPrice, unitFullPrice: c.fullPrice ? minorUnitsOf(c.fullPrice, currency) : unitPrice },
      ];
    }),
  );
  const contactAddress = contactAddressOf(row);
  const request: PricingRequest = {
    currency,
    lines: lines.flatMap((l) => {
      const quantity = buyableQuantity(l.line.quantity, l.availability);
      if (quantity === 0 || !l.facts) return [];
      return [
        {
          id: l.line.id,
          productId: l.line.productId,
          collectionIds: l.facts.collectionIds,
          quantity,
          unitPrice: l.unitPrice,
          unitFullPrice: l.unitFullPrice,
        },
      ];
    }),
    customLines: row.customLines.map((c) => ({
      id: c.id,
      quantity: c.quantity,
      unitPrice: customPrices.get(c.id)!.unitPrice,
    })),
    couponCode: row.couponCode ?? undefined,
    merchantDiscounts: row.merchantDiscounts.map((m) => ({
      amount: minorUnitsOf(m.amount, currency),
      ...(m.percentage !== undefined ? { percentage: m.percentage } : {}),
      ...(m.lineItemIds ? { lineIds: m.lineItemIds } : {}),
    })),
    shipping: context.shipping,
    destination: context.destination ?? contactAddress,
    buyer: {
      subjectId: row.ownerSubjectId ?? row.id,
      ...(row.ownerMemberId ? { memberId: row.ownerMemberId } : {}),
      ...(row.buyerEmail ? { email: row.buyerEmail } : {}),
    },
    now: context.now,
  };
  return { lines, customPrices, request, currency, weightKg: fromScaled(grams, 3) };
}

export async function evaluateAndPrice(
  db: Db,
  row: Parameters<typeof evaluate>[1],
  book: FactsBook,
  context: PricingContext,
): Promise<Evaluation & { priced: PricedCart }> {
  const evaluation = await evaluate(db, row, book, context);
  return { ...evaluation, priced: await priceCart(db, evaluation.request) };
}
