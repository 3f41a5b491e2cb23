import { divRound, fromScaled, toScaled } from '../../lib/money';

/** Pure catalog rules: derived fields are computed here and nowhere else. Money in cents (bigint). */

export type DiscountType = 'NONE' | 'AMOUNT' | 'PERCENT';
export type InventoryStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK';

export const ZERO_VARIANT_ID = '00000000-0000-0000-0000-000000000000';
/** Largest number of variants (combinations of option choices) one product may have. */
export const MAX_VARIANTS = 1000;

/** Price after the product discount; never below zero. `percent` is cents of a percent (10% = 1000n). */
export function discountedCents(price: bigint, type: DiscountType, value: bigint): bigint {
  if (type === 'AMOUNT') return price > value ? price - value : 0n;
  if (type === 'PERCENT') {
    const off = divRound(price * value, 10_000n);
    return price > off ? price - off : 0n;
  }
  return price;
}

/** Profit of selling at `price` what costs `cost`, and the margin as a ratio with four decimals. */
export function costAndProfit(price: bigint, cost: bigint | null) {
  if (cost === null) return null;
  const profit = price - cost;
  const margin = price === 0n ? 0n : divRound(profit * 10_000n, price);
  return { itemCost: cost, profit, profitMargin: fromScaled(margin, 4) };
}

/** Grams, millilitres, millimetres or square metres per unit, scaled by 10^6, by dimension. */
const UNIT: Record<string, { dim: string; micro: bigint } | undefined> = {
  MG: { dim: 'mass', micro: 1_000n },
  G: { dim: 'mass', micro: 1_000_000n },
  KG: { dim: 'mass', micro: 1_000_000_000n },
  OZ: { dim: 'mass', micro: 28_349_523n },
  LB: { dim: 'mass', micro: 453_592_370n },
  ML: { dim: 'volume', micro: 1_000_000n },
  CL: { dim: 'volume', micro: 10_000_000n },
  L: { dim: 'volume', micro: 1_000_000_000n },
  CBM: { dim: 'volume', micro: 1_000_000_000_000n },
  FLOZ: { dim: 'volume', micro: 29_573_530n },
  PT: { dim: 'volume', micro: 473_176_473n },
  QT: { dim: 'volume', micro: 946_352_946n },
  GAL: { dim: 'volume', micro: 3_785_411_784n },
  MM: { dim: 'length', micro: 1_000_000n },
  CM: { dim: 'length', micro: 10_000_000n },
  M: { dim: 'length', micro: 1_000_000_000n },
  IN: { dim: 'length', micro: 25_400_000n },
  FT: { dim: 'length', micro: 304_800_000n },
  YD: { dim: 'length', micro: 914_400_000n },
  SQM: { dim: 'area', micro: 1_000_000n },
  SQFT: { dim: 'area', micro: 92_903n },
};
export const MEASUREMENT_UNITS = [
  'ML',
  'CL',
  'L',
  'CBM',
  'MG',
  'G',
  'KG',
  'MM',
  'CM',
  'M',
  'SQM',
  'OZ',
  'LB',
  'FLOZ',
  'PT',
  'QT',
  'GAL',
  'IN',
  'FT',
  'YD',
  'SQFT',
] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

export const sameDimension = (a: string, b: string) => UNIT[a] !== undefined && UNIT[a]?.dim === UNIT[b]?.dim;

/**
 * Price per base quantity: 500 G sold for 10.00 with base 100 G -> 2.00.
 * Quantities are decimals with up to three places; the result is rounded half up to cents.
 */
export function pricePerUnit(
  price: bigint,
  data: {
    totalQuantity: string;
    totalMeasurementUnit: string;
    baseQuantity: string;
    baseMeasurementUnit: string;
  },
): bigint | null {
  const total = toScaled(data.totalQuantity, 3);
  const base = toScaled(data.baseQuantity, 3);
  const totalUnit = UNIT[data.totalMeasurementUnit];
  const baseUnit = UNIT[data.baseMeasurementUnit];
  if (!total || !base || !totalUnit || !baseUnit || totalUnit.dim !== baseUnit.dim) return null;
  return divRound(price * base * baseUnit.micro, total * totalUnit.micro);
}

/** Smallest and largest of some amounts (null when there are none). */
export function range(values: (bigint | null)[]): { min: bigint; max: bigint } | null {
  const present = values.filter((v): v is bigint => v !== null);
  if (present.length === 0) return null;
  let min = present[0]!;
  let max = min;
  for (const v of present) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { min, max };
}

export interface StockInput {
  trackInventory: boolean;
  variants: { quantity: number | null; inStock: boolean; visible: boolean }[];
}

/** A tracked variant is in stock while it has units; an untracked one by its flag. */
export const variantInStock = (track: boolean, v: { quantity: number | null; inStock: boolean }) =>
  track ? (v.quantity ?? 0) > 0 : v.inStock;

/** Product-level stock: IN_STOCK when every visible variant is, OUT_OF_STOCK when none is. */
export function productStock({ trackInventory, variants }: StockInput) {
  const shown = variants.filter((v) => v.visible);
  const counted = shown.length > 0 ? shown : variants;
  const inStockCount = counted.filter((v) => variantInStock(trackInventory, v)).length;
  const status: InventoryStatus =
    inStockCount === 0
      ? 'OUT_OF_STOCK'
      : inStockCount === counted.length
        ? 'IN_STOCK'
        : 'PARTIALLY_OUT_OF_STOCK';
  const quantity = trackInventory ? counted.reduce((sum, v) => sum + (v.quantity ?? 0), 0) : null;
  return { inStock: inStockCount > 0, inventoryStatus: status, quantity };
}

/** "Blue Vase — Large!" -> "blue-vase-large". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'item';
}

/** Every combination of option choices, in option order: [{Size: S, Color: Red}, ...]. */
export function choiceCombinations(options: { name: string; choices: { value: string }[] }[]) {
  let combos: Record<string, string>[] = [{}];
  for (const option of options) {
    if (option.choices.length === 0) continue;
    combos = combos.flatMap((combo) => option.choices.map((c) => ({ ...combo, [option.name]: c.value })));
  }
  return combos;
}

export const choiceKey = (choices: Record<string, string>) =>
  JSON.stringify(
    Object.keys(choices)
      .sort()
      .map((k) => [k, choices[k]]),
  );

/** Does a variant match a (partial) selection of choices? */
export const matches = (variant: Record<string, string>, selection: Record<string, string>) =>
  Object.entries(selection).every(([name, value]) => variant[name] === value);

/**
 * Availability of each choice given a partial selection: a choice is in stock when some visible,
 * in-stock variant has it together with the choices selected for the other options.
 */
export function choiceAvailability<
  V extends { choices: Record<string, string>; inStock: boolean; visible: boolean },
>(
  options: { name: string; choices: { value: string }[] }[],
  variants: V[],
  selection: Record<string, string>,
) {
  return options.map((option) => {
    const others = Object.fromEntries(Object.entries(selection).filter(([name]) => name !== option.name));
    return {
      name: option.name,
      choices: option.choices.map((choice) => {
        const candidates = variants.filter(
          (v) => v.visible && matches(v.choices, { ...others, [option.name]: choice.value }),
        );
        return {
          value: choice.value,
          visible: candidates.length > 0,
          inStock: candidates.some((v) => v.inStock),
        };
      }),
    };
  });
}
