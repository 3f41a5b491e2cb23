import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open';
import type { StoredCustomLine, StoredMerchantDiscount } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { AppError, invalidField, ValidationError, type FieldViolation } from '../../http/errors';
import { UUID_RE } from '../../http/query-fields';
import { addressFrom } from '../../lib/address';
import { fromScaled, toScaled } from '../../lib/money';
import { currencyDigits } from '../pricing';
import type { CartItemRef } from '../catalog';
import { readFacts, type FactsBook } from './evaluate';
import { chosenVariant, MAX_LINE_QUANTITY, WIX_STORES_APP_ID, type Addition } from './rules';
import type { ContactInfoInput, CustomLineItemInput, LineItemInput } from './schemas';

/** Turns what a client sends into what a cart stores: catalog refs resolved, elevated-only fields guarded. */

export const elevated = (caller: Caller) => caller.role === 'admin';

/** Fields only the shop itself may set: a shopper never gives themselves a price or a discount. */
export function requireElevated(caller: Caller, field: string) {
  if (!elevated(caller))
    throw new AppError(
      403,
      'PERMISSION_DENIED',
      `Only the shop (an elevated client) may set ${field}`,
      `Only the shop (an elevated client) may set ${field}`,
      { field },
    );
}

/** The catalog refs of lines a client sends, checked (a violation, or a field only the shop may set, throws). */
export function lineRefsOf(caller: Caller, inputs: readonly LineItemInput[]): CartItemRef[] {
  const violations: FieldViolation[] = [];
  const at = (i: number, rest: string) => `lineItems[${i}].${rest}`;
  inputs.forEach((input, i) => {
    const ref = input.catalogReference;
    if (ref.appId !== WIX_STORES_APP_ID)
      violations.push({
        field: at(i, 'catalogReference.appId'),
        violatedRule: 'VALIDATION',
        description: `must be the Wix Stores app id ${WIX_STORES_APP_ID}: this shop sells its own catalog only`,
      });
    if (!UUID_RE.test(ref.catalogItemId))
      violations.push({
        field: at(i, 'catalogReference.catalogItemId'),
        violatedRule: 'FORMAT',
        description: 'must be a UUID',
      });
    const variantId = ref.options?.variantId;
    if (variantId !== undefined && variantId !== '' && !UUID_RE.test(variantId))
      violations.push({
        field: at(i, 'catalogReference.options.variantId'),
        violatedRule: 'FORMAT',
        description: 'must be a UUID',
      });
    if (input.catalogOverrideFields) requireElevated(caller, at(i, 'catalogOverrideFields'));
  });
  if (violations.length > 0) throw new ValidationError(violations);
  return inputs.map((input) => ({
    productId: input.catalogReference.catalogItemId.toLowerCase(),
    variantId: chosenVariant(input.catalogReference.options?.variantId?.toLowerCase()),
  }));
}

/** Resolves catalog lines to their products' variants (the default one when none is chosen). */
export async function additionsOf(
  db: Db,
  caller: Caller,
  inputs: readonly LineItemInput[],
  book: FactsBook,
): Promise<Addition[]> {
  const at = (i: number, rest: string) => `lineItems[${i}].${rest}`;
  const refs = lineRefsOf(caller, inputs);
  const facts = await readFacts(db, book, refs);
  return inputs.map((input, i) => {
    const f = facts[i];
    if (!f)
      throw invalidField(
        at(i, 'catalogReference.catalogItemId'),
        'VALIDATION',
        refs[i]!.variantId
          ? 'names no product of the catalog with this variant'
          : 'names no product of the catalog',
      );
    if (!f.visible)
      throw invalidField(at(i, 'catalogReference.catalogItemId'), 'VALIDATION', 'is not for sale');
    return {
      productId: f.productId,
      variantId: f.variantId,
      quantity: input.quantity ?? 1,
      name: f.name,
      slug: f.slug,
      ...(input.catalogOverrideFields
        ? { overrides: input.catalogOverrideFields as Record<string, unknown> }
        : {}),
    };
  });
}

/** A decimal amount in the shop's currency, refused past its minor units; stored as that currency's text. */
function amountText(value: string, currency: string, field: string): string {
  const digits = currencyDigits(currency);
  const minor = toScaled(value, digits);
  if (minor === undefined)
    throw invalidField(field, 'DECIMAL_MAX_SCALE', `must have at most ${digits} decimal places`, {
      max: digits,
    });
  return fromScaled(minor, digits);
}

export function customLinesOf(
  caller: Caller,
  inputs: readonly CustomLineItemInput[],
  currency: string,
): StoredCustomLine[] {
  if (inputs.length > 0) requireElevated(caller, 'customLineItems');
  return inputs.map((input, i) => {
    const { id, quantity, price, fullPrice, ...fields } = input;
    if (quantity < 1 || quantity > MAX_LINE_QUANTITY)
      throw invalidField(
        `customLineItems[${i}].quantity`,
        quantity < 1 ? 'MIN' : 'MAX',
        `must be from 1 to ${MAX_LINE_QUANTITY}`,
      );
    return {
      id: id ?? randomUUID(),
      quantity,
      price: amountText(price, currency, `customLineItems[${i}].price`),
      ...(fullPrice ? { fullPrice: amountText(fullPrice, currency, `customLineItems[${i}].fullPrice`) } : {}),
      fields: fields as Record<string, unknown>,
    };
  });
}

export function merchantDiscountsOf(
  caller: Caller,
  inputs: readonly {
    amount?: string | undefined;
    percentage?: string | undefined;
    lineItemIds?: string[] | undefined;
  }[],
  currency: string,
): StoredMerchantDiscount[] {
  if (inputs.length > 0) requireElevated(caller, 'merchantDiscounts');
  return inputs.map((m, i) => {
    const at = `merchantDiscounts[${i}]`;
    if ((m.amount === undefined) === (m.percentage === undefined))
      throw invalidField(at, 'ONE_OF_ALIGNMENT', 'needs either amount or percentage, not both');
    const percent = m.percentage === undefined ? undefined : Number(m.percentage);
    if (percent !== undefined && (percent <= 0 || percent > 100))
      throw invalidField(
        `${at}.percentage`,
        percent <= 0 ? 'DECIMAL_GT' : 'DECIMAL_LTE',
        'must be above 0 and at most 100',
      );
    return {
      amount: m.amount === undefined ? '0' : amountText(m.amount, currency, `${at}.amount`),
      ...(m.percentage !== undefined ? { percentage: m.percentage } : {}),
      ...(m.lineItemIds ? { lineItemIds: m.lineItemIds } : {}),
    };
  });
}

/** Contact info as the cart keeps it: the address in the spec's names, whichever names it came in. */
export function contactInfoOf(input: ContactInfoInput): Record<string, unknown> {
  const { address, ...rest } = input;
  return { ...rest, ...(address ? { address: addressFrom(address) } : {}) };
}
