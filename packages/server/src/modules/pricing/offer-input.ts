import type { FieldViolation } from '../../http/errors';
import { fromScaled, toScaled } from '../../lib/money';
import { AMOUNT_SCALE } from './currency';
import type { Offer, OfferType } from './offer-rules';
import type { DiscountRulePatch } from './schemas';
import type { DiscountScope } from './types';

/** An offer's stored fields (coupons add their own), as offer-rules reads them: an offer without its id. */
export type OfferValues = Omit<Offer, 'id'>;

const MAX_AMOUNT = 1_000_000_000n;

/** 125000n at scale 3, at least 2 places -> "125.00"; 12500n at scale 2, 0 places -> "125". */
function decimal(value: bigint, scale: number, minPlaces: number): string {
  const text = fromScaled(value, scale);
  const [whole, fraction = ''] = text.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(minPlaces, '0');
  return kept ? `${whole}.${kept}` : whole!;
}

type Check = (value: string | number, field: string, out: FieldViolation[]) => string | undefined;

const parsed = (value: string | number, scale: number, field: string, out: FieldViolation[]) => {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    out.push({ field, violatedRule: 'VALIDATION', description: 'must be a finite number' });
    return undefined;
  }
  const exact = toScaled(value, scale);
  if (exact === undefined) {
    const text = typeof value === 'number' ? String(value) : value;
    out.push(
      toScaled(text, 20) === undefined
        ? { field, violatedRule: 'VALIDATION', description: 'must be a decimal number' }
        : {
            field,
            violatedRule: 'DECIMAL_MAX_SCALE',
            description: `must have at most ${scale} decimal places`,
          },
    );
  }
  return exact;
};

/** A percentage above 0 and at most 100, two places at most: "12.50" -> "12.5". */
export const checkPercentage: Check = (value, field, out) => {
  const p = parsed(value, 2, field, out);
  if (p === undefined) return undefined;
  if (p <= 0n) out.push({ field, violatedRule: 'DECIMAL_GT', description: 'must be above 0' });
  else if (p > 10_000n) out.push({ field, violatedRule: 'DECIMAL_LTE', description: 'must be at most 100' });
  else return decimal(p, 2, 0);
  return undefined;
};

/** An amount of money, three places at most (the minor unit of every currency): "5" -> "5.00". */
const checkMoney =
  (least: 'above' | 'from'): Check =>
  (value, field, out) => {
    const a = parsed(value, AMOUNT_SCALE, field, out);
    if (a === undefined) return undefined;
    if (least === 'above' && a <= 0n)
      out.push({ field, violatedRule: 'DECIMAL_GT', description: 'must be above 0' });
    else if (a < 0n) out.push({ field, violatedRule: 'DECIMAL_GTE', description: 'must be at least 0' });
    else if (a > MAX_AMOUNT * 1000n)
      out.push({ field, violatedRule: 'DECIMAL_LTE', description: 'must be at most 1000000000' });
    else return decimal(a, AMOUNT_SCALE, 2);
    return undefined;
  };
export const checkAmount = checkMoney('above');
export const checkMinimum = checkMoney('from');

const date = (text: string | null | undefined) => (text ? new Date(text) : null);

/**
 * An offer's fields after a create (no `stored`) or an update, checked together. Changing the type drops the
 * stored percentage or amount the new type does not take, and leaving SPECIFIC_ITEMS drops the lists, unless
 * the same request gives them. Answers the values to store or the violations, named under `prefix`.
 */
export function offerValues(
  stored: OfferValues | undefined,
  input: DiscountRulePatch,
  prefix: string,
): { values: OfferValues; violations: FieldViolation[] } {
  const out: FieldViolation[] = [];
  const field = (name: string) => `${prefix}.${name}`;
  const type = input.type ?? stored?.type ?? 'PERCENT';
  const typeChanged = stored !== undefined && type !== stored.type;
  // FREE_SHIPPING is for shipping; another type keeps the stored scope unless it was free shipping's.
  const scope =
    input.scope ??
    (stored && !typeChanged ? stored.scope : undefined) ??
    (stored && type !== 'FREE_SHIPPING' && stored.type !== 'FREE_SHIPPING'
      ? stored.scope
      : defaultScope(type));
  const keepLists = stored?.scope === 'SPECIFIC_ITEMS' && scope === 'SPECIFIC_ITEMS';
  const given = <K extends 'percentage' | 'amount' | 'minimumSubtotal'>(key: K, keep: boolean) =>
    input[key] !== undefined ? input[key] : keep ? (stored?.[key] ?? null) : null;

  const percentageIn = given('percentage', !typeChanged);
  const amountIn = given('amount', !typeChanged);
  const minimumIn = given('minimumSubtotal', true);
  let percentage: string | null = null;
  let amount: string | null = null;
  if (type === 'PERCENT') {
    if (percentageIn === null)
      out.push({
        field: field('percentage'),
        violatedRule: 'REQUIRED_FIELD',
        description: 'is required for type PERCENT',
      });
    else percentage = checkPercentage(percentageIn, field('percentage'), out) ?? null;
  } else if (percentageIn !== null) {
    out.push({
      field: field('percentage'),
      violatedRule: 'ONE_OF_ALIGNMENT',
      description: 'is for type PERCENT only',
    });
  }
  if (type === 'AMOUNT') {
    if (amountIn === null)
      out.push({
        field: field('amount'),
        violatedRule: 'REQUIRED_FIELD',
        description: 'is required for type AMOUNT',
      });
    else amount = checkAmount(amountIn, field('amount'), out) ?? null;
  } else if (amountIn !== null) {
    out.push({
      field: field('amount'),
      violatedRule: 'ONE_OF_ALIGNMENT',
      description: 'is for type AMOUNT only',
    });
  }
  if (type === 'FREE_SHIPPING' && scope !== 'SHIPPING') {
    out.push({
      field: field('scope'),
      violatedRule: 'ONE_OF_ALIGNMENT',
      description: 'must be SHIPPING for type FREE_SHIPPING',
    });
  }

  const productIds = input.productIds ?? (keepLists ? stored.productIds : []);
  const collectionIds = input.collectionIds ?? (keepLists ? stored.collectionIds : []);
  if (scope === 'SPECIFIC_ITEMS' && productIds.length + collectionIds.length === 0) {
    out.push({
      field: field('productIds'),
      violatedRule: 'REQUIRED_FIELD',
      description: 'scope SPECIFIC_ITEMS needs at least one product or collection',
    });
  }
  if (scope !== 'SPECIFIC_ITEMS') {
    for (const [name, list] of [
      ['productIds', productIds],
      ['collectionIds', collectionIds],
    ] as const) {
      if (list.length > 0)
        out.push({
          field: field(name),
          violatedRule: 'ONE_OF_ALIGNMENT',
          description: 'is for scope SPECIFIC_ITEMS only',
        });
    }
  }
  const minimumSubtotal =
    minimumIn === null ? null : (checkMinimum(minimumIn, field('minimumSubtotal'), out) ?? null);
  const startDate = input.startDate !== undefined ? date(input.startDate) : (stored?.startDate ?? null);
  const expirationDate =
    input.expirationDate !== undefined ? date(input.expirationDate) : (stored?.expirationDate ?? null);
  if (startDate && expirationDate && expirationDate <= startDate) {
    out.push({
      field: field('expirationDate'),
      violatedRule: 'VALIDATION',
      description: 'must be after startDate',
    });
  }
  const name = input.name ?? stored?.name;
  if (name === undefined)
    out.push({ field: field('name'), violatedRule: 'REQUIRED_FIELD', description: 'is required' });
  return {
    values: {
      name: name ?? '',
      type,
      percentage,
      amount,
      scope,
      productIds,
      collectionIds,
      minimumSubtotal,
      startDate,
      expirationDate,
      active: input.active ?? stored?.active ?? true,
    },
    violations: out,
  };
}

const defaultScope = (type: OfferType): DiscountScope => (type === 'FREE_SHIPPING' ? 'SHIPPING' : 'GLOBAL');
