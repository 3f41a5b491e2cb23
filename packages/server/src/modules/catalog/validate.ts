import { ValidationError, type FieldViolation } from '../../http/errors';
import { cents, centsText, fromScaled, MAX_AMOUNT_CENTS, toScaled } from '../../lib/money';
import { choiceCombinations, MAX_VARIANTS, sameDimension } from './rules';
import type { ProductInput } from './schemas-input';
import type { ProductOptionData } from '../../db/schema';

/** Collects field violations of one request, then throws them together. */
export class Violations {
  readonly list: FieldViolation[] = [];
  add(field: string, violatedRule: FieldViolation['violatedRule'], description: string) {
    this.list.push({ field, violatedRule, description });
    return undefined;
  }
  throwIfAny() {
    if (this.list.length > 0) throw new ValidationError(this.list);
  }
}

/** An amount of money: a finite decimal with at most two places, from 0 up to 1,000,000,000. */
export function amount(value: string | number, field: string, v: Violations): string | undefined {
  if (typeof value === 'number' && !Number.isFinite(value))
    return v.add(field, 'VALIDATION', 'must be a finite number');
  if (cents(value) === undefined && toScaled(value, 12) !== undefined) {
    return v.add(field, 'DECIMAL_MAX_SCALE', 'must have at most 2 decimal places');
  }
  const c = cents(value);
  if (c === undefined) return v.add(field, 'VALIDATION', 'must be a decimal number');
  if (c < 0n) return v.add(field, 'DECIMAL_GTE', 'must be at least 0');
  if (c > MAX_AMOUNT_CENTS) return v.add(field, 'DECIMAL_LTE', 'must be at most 1000000000');
  return centsText(c);
}

/** A weight in kg or lb: finite, from 0, up to three decimal places kept. */
export function weight(value: number | null, field: string, v: Violations): string | null | undefined {
  if (value === null) return null;
  if (!Number.isFinite(value)) return v.add(field, 'VALIDATION', 'must be a finite number');
  if (value < 0) return v.add(field, 'MIN', 'must be at least 0');
  if (value > 1_000_000) return v.add(field, 'MAX', 'must be at most 1000000');
  return fromScaled(BigInt(Math.round(value * 1000)), 3);
}

export function discount(d: ProductInput['discount'], field: string, v: Violations) {
  const value = amount(d.value, `${field}.value`, v);
  if (value !== undefined && d.type === 'PERCENT' && (cents(value) ?? 0n) > 10_000n) {
    return v.add(`${field}.value`, 'DECIMAL_LTE', 'a percentage must be at most 100');
  }
  return value === undefined
    ? undefined
    : { discountType: d.type, discountValue: d.type === 'NONE' ? '0.00' : value };
}

export function pricePerUnitData(d: ProductInput['pricePerUnitData'], field: string, v: Violations) {
  if (d === null) return null;
  if (!sameDimension(d.totalMeasurementUnit, d.baseMeasurementUnit)) {
    return v.add(
      `${field}.baseMeasurementUnit`,
      'VALIDATION',
      'must measure the same thing as totalMeasurementUnit',
    );
  }
  const q = (n: number) => fromScaled(BigInt(Math.round(n * 1000)), 3);
  return {
    totalQuantity: q(d.totalQuantity),
    totalMeasurementUnit: d.totalMeasurementUnit,
    baseQuantity: q(d.baseQuantity),
    baseMeasurementUnit: d.baseMeasurementUnit,
  };
}

/** Options with unique names and choices; a colour choice's description is its name, its value the colour. */
export function productOptions(options: ProductInput['productOptions'], field: string, v: Violations) {
  const out: ProductOptionData[] = [];
  const names = new Set<string>();
  options.forEach((o, i) => {
    if (names.has(o.name))
      return v.add(`${field}[${i}].name`, 'VALIDATION', 'must be unique among the options');
    names.add(o.name);
    const seen = new Set<string>();
    const choices = o.choices.map((c, j) => {
      const description = c.description ?? c.value;
      if (seen.has(description))
        v.add(`${field}[${i}].choices[${j}]`, 'VALIDATION', 'must be unique in its option');
      seen.add(description);
      return { value: c.value, description, mediaIds: [] as string[] };
    });
    out.push({ name: o.name, optionType: o.optionType ?? 'drop_down', choices });
  });
  if (choiceCombinations(out).length > MAX_VARIANTS) {
    v.add(field, 'MAX_SIZE', `must not make more than ${MAX_VARIANTS} variants`);
  }
  return out;
}
