import type { CsvRecord } from '../../../lib/csv';
import type { VariantRow } from '../derive';
import { choiceKey } from '../rules';
import { amount, Violations, weight } from '../validate';
import { bool, cellOf, checkCells, CSV_COLUMNS, rowErrors, type Column, type ImportRow } from './rows';

/**
 * Variant rows of the product CSV: a row whose `variant` cell names a combination of the product's choices
 * (`Size: M; Color: Navy`, every option of the product once) belongs to the product row above it and holds
 * what that variant has of its own. An empty cell keeps the product's value (price, cost, weight, sku) or
 * its default (visible, quantity, inStock).
 */
export interface VariantEdit {
  row: number;
  line: number;
  choices: Record<string, string>;
  price?: string;
  cost?: string;
  weight?: string;
  sku?: string;
  visible?: boolean;
  quantity?: number;
  inStock?: boolean;
}

export const VARIANT_COLUMNS = [
  'variant',
  'price',
  'cost',
  'weight',
  'sku',
  'visible',
  'quantity',
  'inStock',
] as const satisfies readonly Column[];

/** Whether a record is a variant row. */
export const isVariantRow = (record: CsvRecord, index: Map<Column, number>) =>
  cellOf(record, index, 'variant') !== '';

/** `Size: M; Color: Navy` -> { Size: 'M', Color: 'Navy' }, or undefined when it does not read so. */
function parseChoices(text: string): Record<string, string> | undefined {
  const choices: Record<string, string> = {};
  for (const part of text.split(';')) {
    const at = part.indexOf(':');
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (at < 0 || !name || !value || name in choices) return undefined;
    choices[name] = value;
  }
  return choices;
}

/**
 * Checks a variant row against its product (undefined when no product row comes before it, or that row is
 * invalid); `seen` holds the product's combinations named so far.
 */
export function readVariantRow(
  record: CsvRecord,
  row: number,
  index: Map<Column, number>,
  product: ImportRow['product'] | undefined,
  seen: Set<string>,
): { edit: VariantEdit; errors?: undefined } | { errors: ReturnType<typeof rowErrors> } {
  const v = new Violations();
  const get = (c: Column) => cellOf(record, index, c);
  checkCells(record, index, v);
  for (const column of CSV_COLUMNS) {
    if (!(VARIANT_COLUMNS as readonly Column[]).includes(column) && get(column))
      v.add(column, 'FIELD_NOT_ALLOWED', 'belongs on the product’s row: leave it empty on a variant row');
  }
  const choices = parseChoices(get('variant'));
  if (!choices) v.add('variant', 'FORMAT', 'must look like "Size: M; Color: Navy"');
  else if (product) {
    const options = product.productOptions ?? [];
    const names = Object.keys(choices);
    const complete = names.length === options.length && options.every((o) => o.name in choices);
    if (!complete)
      v.add('variant', 'VALIDATION', `must name one choice of each option: ${optionNames(options)}`);
    for (const option of options) {
      const value = choices[option.name];
      if (value !== undefined && !option.choices.some((c) => (c.description ?? c.value) === value))
        v.add('variant', 'VALIDATION', `"${value}" is not a choice of ${option.name}`);
    }
    if (seen.has(choiceKey(choices))) v.add('variant', 'VALIDATION', 'names a variant a row above names');
    seen.add(choiceKey(choices));
  }
  const edit: VariantEdit = { row, line: record.line, choices: choices ?? {} };
  if (get('price')) edit.price = amount(get('price'), 'price', v);
  if (get('cost')) edit.cost = amount(get('cost'), 'cost', v);
  if (get('weight')) {
    const w = Number(get('weight'));
    edit.weight = weight(Number.isFinite(w) ? w : Number.NaN, 'weight', v) ?? undefined;
  }
  if (get('sku')) edit.sku = get('sku');
  for (const flag of ['visible', 'inStock'] as const) {
    if (!get(flag)) continue;
    edit[flag] = bool(get(flag));
    if (edit[flag] === undefined) v.add(flag, 'VALIDATION', 'must be true or false');
  }
  if (get('quantity')) {
    const quantity = Number(get('quantity'));
    if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > 1e9)
      v.add('quantity', 'VALIDATION', 'must be a whole number from 0');
    edit.quantity = quantity;
  }
  if (v.list.length > 0) return { errors: rowErrors(v, row, record) };
  return { edit };
}

const optionNames = (options: NonNullable<ImportRow['product']['productOptions']>) =>
  options.length > 0 ? options.map((o) => o.name).join(', ') : 'the product has no options';

/** Whether an edit sets what only a managed variant holds (its own price, cost, weight, sku, or hides it). */
export const managesVariant = (e: VariantEdit) =>
  e.price !== undefined ||
  e.cost !== undefined ||
  e.weight !== undefined ||
  e.sku !== undefined ||
  e.visible === false;

/** The product's variants with what its variant rows set. */
export function applyVariantEdits(variants: VariantRow[], edits: VariantEdit[] = []): VariantRow[] {
  const byKey = new Map(edits.map((e) => [choiceKey(e.choices), e]));
  return variants.map((variant) => {
    const e = byKey.get(choiceKey(variant.choices));
    if (!e) return variant;
    return {
      ...variant,
      ...(e.price !== undefined ? { price: e.price } : {}),
      ...(e.cost !== undefined ? { cost: e.cost } : {}),
      ...(e.weight !== undefined ? { weight: e.weight } : {}),
      ...(e.sku !== undefined ? { sku: e.sku } : {}),
      ...(e.visible !== undefined ? { visible: e.visible } : {}),
      ...(e.quantity !== undefined ? { quantity: e.quantity } : {}),
      ...(e.inStock !== undefined ? { inStock: e.inStock } : {}),
    };
  });
}
