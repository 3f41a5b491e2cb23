import { csvCell } from '../../packages/server/src/lib/csv';

/**
 * A generated catalog as CSV for the server's own import: varied names, descriptions, prices,
 * discounts, brands, ribbons, stock, collections and, on a quarter of the products, options with
 * variants. Deterministic: the same range of numbers always gives the same rows.
 */
export const CATALOG_HEADER = [
  'name',
  'description',
  'price',
  'cost',
  'discountType',
  'discountValue',
  'brand',
  'ribbon',
  'weight',
  'trackInventory',
  'quantity',
  'collections',
  'option1',
  'option2',
  'imageUrl',
].join(',');

const ADJECTIVES = [
  'Quiet',
  'Hand-thrown',
  'Woven',
  'Linen',
  'Oak',
  'Brass',
  'Stoneware',
  'Wool',
  'Glass',
  'Cork',
];
const OBJECTS = [
  'Vase',
  'Bowl',
  'Lamp',
  'Throw',
  'Stool',
  'Mug',
  'Tray',
  'Cushion',
  'Planter',
  'Clock',
  'Rug',
];
const FINISHES = ['Sand', 'Ink', 'Moss', 'Clay', 'Fog', 'Rust', 'Chalk', 'Pine'];
const COLLECTIONS = ['living', 'kitchen', 'bedroom', 'garden', 'studio', 'gifts', 'lighting', 'textiles'];
const RIBBONS = ['New', 'Limited', 'Back in stock'];

/** mulberry32: a tiny seeded generator, so catalogs are reproducible. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function catalogRow(n: number): string {
  const r = random(n * 7919 + 17);
  const name = `${pick(r, ADJECTIVES)} ${pick(r, OBJECTS)} in ${pick(r, FINISHES)} no. ${n}`;
  const price = 900 + Math.floor(r() * 40_000);
  const discounted = r() < 0.2;
  const withOptions = r() < 0.25;
  const collections = [pick(r, COLLECTIONS), ...(r() < 0.3 ? [pick(r, COLLECTIONS)] : [])];
  const description =
    `${name} is made in small batches by independent makers. ` +
    `Each piece is finished by hand, so no two are quite alike; the ${pick(r, FINISHES).toLowerCase()} ` +
    'tone shifts with the light. Care: wipe clean with a soft, dry cloth.';
  return [
    name,
    description,
    money(price),
    money(Math.floor(price * (0.3 + r() * 0.3))),
    discounted ? 'PERCENT' : '',
    discounted ? String(5 + Math.floor(r() * 6) * 5) : '',
    `Maker ${1 + Math.floor(r() * 40)}`,
    r() < 0.15 ? pick(r, RIBBONS) : '',
    (0.2 + r() * 4).toFixed(2),
    'true',
    String(r() < 0.05 ? 0 : Math.floor(r() * 40)),
    [...new Set(collections)].join('|'),
    withOptions ? 'Size: Small; Medium; Large' : '',
    withOptions ? 'Color (color): Sand=#d8c6a0; Ink=#1f2a44; Moss=#5b6b3a' : '',
    `https://media.example.com/atelier/item-${n}.webp`,
  ]
    .map(csvCell)
    .join(',');
}

/** Rows `from` to `from + count - 1` with the header. */
export function catalogCsv(from: number, count: number): string {
  const lines = [CATALOG_HEADER];
  for (let n = from; n < from + count; n++) lines.push(catalogRow(n));
  return lines.join('\n');
}
