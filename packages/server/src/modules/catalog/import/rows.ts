import type { FieldViolation } from '../../../http/errors';
import { MEASUREMENT_UNITS } from '../rules';
import type { CreateProduct } from '../schemas-input';
import { amount, discount, pricePerUnitData, productOptions, Violations, weight } from '../validate';
import type { CsvRecord } from '../../../lib/csv';
import type { VariantEdit } from './variant-rows';

/**
 * The product CSV: one product per row, a header row naming the columns (any order).
 * name and price are required; collections are slugs separated by "|" (created when missing);
 * optionN has the form `Size: S; M; L` or, for colour swatches, `Color (color): Navy=#1e3a8a; Sand=#d8c6a0`;
 * imageUrl is the main picture and moreImageUrls the others, separated by "|".
 * A row with a `variant` (`Size: M; Color: Navy`) is a variant of the product row above it, with its own price,
 * cost, weight, sku, visible, quantity and inStock (variant-rows.ts).
 */
export const CSV_COLUMNS = [
  'name',
  'slug',
  'variant',
  'description',
  'price',
  'cost',
  'discountType',
  'discountValue',
  'brand',
  'ribbon',
  'weight',
  'productType',
  'visible',
  'sku',
  'trackInventory',
  'quantity',
  'inStock',
  'collections',
  'option1',
  'option2',
  'option3',
  'imageUrl',
  'moreImageUrls',
  'pricePerUnit',
] as const;
export type Column = (typeof CSV_COLUMNS)[number];

/** Pictures of a product beside its main one, at most. */
const MORE_IMAGES = 49;
const URL_RE = /^https?:\/\/\S+$/;

export interface RowError {
  row: number;
  line: number;
  field: string;
  rule: FieldViolation['violatedRule'];
  message: string;
}

export interface ImportRow {
  row: number;
  line: number;
  product: CreateProduct & { collectionSlugs: string[]; imageUrls: string[]; variants?: VariantEdit[] };
}

const LIMITS: Partial<Record<Column, number>> = {
  name: 80,
  slug: 100,
  description: 16_000,
  brand: 50,
  ribbon: 30,
  sku: 40,
  variant: 1000,
  imageUrl: 2000,
};
const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const BAD_TEXT = /[\u0000\uD800-\uDFFF]/u;

/** Maps header names to column indexes; unknown or repeated columns are errors of line 1. */
export function readHeader(header: CsvRecord): { index: Map<Column, number>; errors: RowError[] } {
  const index = new Map<Column, number>();
  const errors: RowError[] = [];
  header.cells.forEach((raw, i) => {
    const name = raw.trim() as Column;
    const at = { row: 0, line: header.line, field: raw.slice(0, 50) };
    if (!CSV_COLUMNS.includes(name))
      errors.push({ ...at, rule: 'FIELD_NOT_ALLOWED', message: 'is not a known column' });
    else if (index.has(name)) errors.push({ ...at, rule: 'VALIDATION', message: 'appears twice' });
    else index.set(name, i);
  });
  for (const required of ['name', 'price'] as const) {
    if (!index.has(required)) {
      errors.push({
        row: 0,
        line: header.line,
        field: required,
        rule: 'REQUIRED_FIELD',
        message: 'column is missing',
      });
    }
  }
  return { index, errors };
}

export const bool = (text: string) =>
  /^(true|yes|1)$/i.test(text) ? true : /^(false|no|0)$/i.test(text) ? false : undefined;

function parseOption(text: string) {
  const match = /^([^:()]+?)\s*(?:\((drop_down|color)\))?\s*:(.*)$/.exec(text);
  if (!match) return undefined;
  const optionType = (match[2] ?? 'drop_down') as 'drop_down' | 'color';
  const choices = match[3]!
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean)
    .map((c) => {
      const [description, value] = c.split('=').map((s) => s.trim());
      return optionType === 'color'
        ? { value: value || description!, description: description! }
        : { value: description! };
    });
  return { name: match[1]!.trim(), optionType, choices };
}

/** A spreadsheet's formula guard of the export (lib/csv.ts guardFormula) taken off: `'=x` reads `=x`. */
const unguard = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** A column's text in a record, as the import reads it ('' when the file has no such column). */
export const cellOf = (record: CsvRecord, index: Map<Column, number>, c: Column) =>
  index.has(c) ? unguard(record.cells[index.get(c)!] ?? '').trim() : '';

/** The checks of every row's cells: characters, lengths, the number of cells. */
export function checkCells(record: CsvRecord, index: Map<Column, number>, v: Violations) {
  for (const [column, i] of index) {
    const text = record.cells[i] ?? '';
    if (BAD_TEXT.test(text)) v.add(column, 'FORMAT', 'holds characters that cannot be stored');
    const limit = LIMITS[column];
    if (limit !== undefined && text.length > limit)
      v.add(column, 'MAX_LENGTH', `must be at most ${limit} characters`);
  }
  if (record.cells.length > index.size)
    v.add('$', 'VALIDATION', `has ${record.cells.length} cells for ${index.size} columns`);
}

/** A row's violations as the import reports them. */
export const rowErrors = (v: Violations, row: number, record: CsvRecord): RowError[] =>
  v.list.map((x) => ({
    row,
    line: record.line,
    field: x.field,
    rule: x.violatedRule,
    message: x.description,
  }));

/** Checks one record; answers the product to create or the errors of the row. */
export function readRow(record: CsvRecord, row: number, index: Map<Column, number>) {
  const v = new Violations();
  const get = (c: Column) => cellOf(record, index, c);
  checkCells(record, index, v);
  const name = get('name');
  if (!name) v.add('name', 'REQUIRED_FIELD', 'is required');
  const slug = get('slug');
  if (slug && !SLUG_RE.test(slug)) v.add('slug', 'FORMAT', 'must be lower-case words joined by hyphens');
  const price = get('price')
    ? amount(get('price'), 'price', v)
    : v.add('price', 'REQUIRED_FIELD', 'is required');
  const cost = get('cost') ? amount(get('cost'), 'cost', v) : undefined;
  const type = get('discountType').toUpperCase() || 'NONE';
  if (!['NONE', 'AMOUNT', 'PERCENT'].includes(type))
    v.add('discountType', 'INVALID_ENUM_VALUE', 'must be NONE, AMOUNT or PERCENT');
  const disc =
    type !== 'NONE'
      ? discount({ type: type as 'AMOUNT', value: get('discountValue') || '0' }, 'discount', v)
      : undefined;
  const w = get('weight') ? Number(get('weight')) : undefined;
  if (w !== undefined) weight(Number.isFinite(w) ? w : Number.NaN, 'weight', v);
  const productType = get('productType') || 'physical';
  if (productType !== 'physical' && productType !== 'digital')
    v.add('productType', 'INVALID_ENUM_VALUE', 'must be physical or digital');
  const flags = { visible: get('visible'), trackInventory: get('trackInventory'), inStock: get('inStock') };
  for (const [column, text] of Object.entries(flags)) {
    if (text && bool(text) === undefined) v.add(column, 'VALIDATION', 'must be true or false');
  }
  const quantityText = get('quantity');
  const quantity = quantityText ? Number(quantityText) : undefined;
  if (quantity !== undefined && (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > 1e9)) {
    v.add('quantity', 'VALIDATION', 'must be a whole number from 0');
  }
  const options = (['option1', 'option2', 'option3'] as const).flatMap((c) => {
    if (!get(c)) return [];
    const option = parseOption(get(c));
    if (!option || option.choices.length === 0)
      return v.add(c, 'FORMAT', 'must look like "Size: S; M; L"') ?? [];
    return [option];
  });
  productOptions(options, 'options', v);
  const slugs = get('collections')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
  if (slugs.some((s) => !SLUG_RE.test(s) || s.length > 100))
    v.add('collections', 'FORMAT', 'must be collection slugs separated by |');
  const imageUrl = get('imageUrl');
  if (imageUrl && !URL_RE.test(imageUrl)) v.add('imageUrl', 'FORMAT', 'must be an http(s) URL');
  const moreImageUrls = get('moreImageUrls')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
  if (moreImageUrls.some((u) => !URL_RE.test(u) || u.length > 2000))
    v.add('moreImageUrls', 'FORMAT', 'must be http(s) URLs separated by |');
  if (moreImageUrls.length > MORE_IMAGES)
    v.add('moreImageUrls', 'MAX_SIZE', `must name at most ${MORE_IMAGES} pictures`);
  let ppu: CreateProduct['pricePerUnitData'];
  if (get('pricePerUnit')) {
    const m = /^([\d.]+)\s*([A-Z]+)\s*\/\s*([\d.]+)\s*([A-Z]+)$/.exec(get('pricePerUnit'));
    const isUnit = (u: string | undefined) => (MEASUREMENT_UNITS as readonly string[]).includes(u ?? '');
    const units = m && isUnit(m[2]) && isUnit(m[4]);
    if (!m || !units || !(Number(m[1]) > 0) || !(Number(m[3]) > 0))
      v.add('pricePerUnit', 'FORMAT', 'must look like "500 G / 100 G"');
    else {
      ppu = {
        totalQuantity: Number(m[1]),
        totalMeasurementUnit: m[2] as 'G',
        baseQuantity: Number(m[3]),
        baseMeasurementUnit: m[4] as 'G',
      };
      pricePerUnitData(ppu ?? null, 'pricePerUnit', v);
    }
  }
  if (v.list.length > 0) return { errors: rowErrors(v, row, record) };
  const track = bool(flags.trackInventory) ?? quantity !== undefined;
  const product: ImportRow['product'] = {
    name,
    ...(slug ? { slug } : {}),
    description: get('description'),
    priceData: { price: price! },
    ...(cost ? { costAndProfitData: { itemCost: cost } } : {}),
    ...(disc ? { discount: { type: type as 'AMOUNT', value: disc.discountValue } } : {}),
    brand: get('brand') || null,
    ribbon: get('ribbon') || null,
    ...(w !== undefined ? { weight: w } : {}),
    productType: productType as 'physical',
    visible: bool(flags.visible) ?? true,
    sku: get('sku') || null,
    stock: {
      trackInventory: track,
      ...(quantity !== undefined ? { quantity } : {}),
      inStock: bool(flags.inStock) ?? true,
    },
    productOptions: options,
    ...(ppu ? { pricePerUnitData: ppu } : {}),
    collectionSlugs: slugs,
    imageUrls: [...(imageUrl ? [imageUrl] : []), ...moreImageUrls],
  };
  return { product };
}
