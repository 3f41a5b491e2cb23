import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import type { MediaItemData, ProductOptionData } from '../../db/schema';
import { discountUnits, variantPrice } from './derive';
import { discountedCents, variantInStock, type DiscountType } from './rules';
import { rowsOf } from '../../db/rows';

/** A product named by a cart line; no variant: the product's default (its first) variant. */
export interface CartItemRef {
  productId: string;
  variantId?: string | undefined;
}

/** One chosen option of a variant, as a cart shows it (Size: L; Color: Navy #1e3a8a). */
export interface ChosenOption {
  option: string;
  optionType: 'drop_down' | 'color';
  /** The choice's name (its description). */
  value: string;
  /** The colour's code, for a colour option. */
  colorCode?: string;
}

/** What a cart needs to know of a product's variant, read in one statement. */
export interface CartItemFacts {
  productId: string;
  variantId: string;
  name: string;
  slug: string;
  /** The product and the variant are both shown to shoppers. */
  visible: boolean;
  productType: string;
  currency: string;
  sku: string | null;
  /** The variant's price after the catalog's own discount, in minor units. */
  price: bigint;
  /** The variant's list price before that discount. */
  fullPrice: bigint;
  /** Decimal text in kg, or null when the product has no weight. */
  weight: string | null;
  /** The variant's picture (its choices' media first), else the product's main picture. */
  image: MediaItemData | undefined;
  collectionIds: string[];
  options: ChosenOption[];
  /** Units that can be bought now: null when the product does not count them and the variant is in stock. */
  available: number | null;
}

interface FactRow {
  i: number;
  product_id: string;
  name: string;
  slug: string;
  visible: boolean;
  product_type: string;
  currency: string;
  price: string;
  discount_type: string;
  discount_value: string;
  weight: string | null;
  media: MediaItemData[];
  product_options: ProductOptionData[];
  track_inventory: boolean;
  variant_id: string | null;
  choices: Record<string, string> | null;
  variant_price: string | null;
  variant_weight: string | null;
  variant_sku: string | null;
  variant_visible: boolean | null;
  quantity: number | null;
  in_stock: boolean | null;
  sku: string | null;
  collection_ids: string[] | null;
}

function chosenOptions(options: ProductOptionData[], choices: Record<string, string>) {
  const chosen: ChosenOption[] = [];
  const mediaIds: string[] = [];
  for (const option of options) {
    const description = choices[option.name];
    const choice = option.choices.find((c) => c.description === description);
    if (description === undefined || !choice) continue;
    mediaIds.push(...choice.mediaIds);
    chosen.push({
      option: option.name,
      optionType: option.optionType,
      value: description,
      ...(option.optionType === 'color' ? { colorCode: choice.value } : {}),
    });
  }
  return { chosen, mediaIds };
}

function factsOf(row: FactRow): CartItemFacts | null {
  if (row.variant_id === null || row.choices === null) return null;
  const full = variantPrice(
    {
      price: row.price,
      discountType: row.discount_type,
      discountValue: row.discount_value,
      trackInventory: false,
    },
    { price: row.variant_price },
  );
  const { chosen, mediaIds } = chosenOptions(row.product_options, row.choices);
  const image = row.media.find((m) => mediaIds.includes(m.id) && m.mediaType === 'image') ?? row.media[0];
  const level = { quantity: row.quantity, inStock: row.in_stock ?? false };
  const inStock = variantInStock(row.track_inventory, level);
  return {
    productId: row.product_id,
    variantId: row.variant_id,
    name: row.name,
    slug: row.slug,
    visible: row.visible && row.variant_visible !== false,
    productType: row.product_type,
    currency: row.currency,
    sku: row.variant_sku ?? row.sku,
    price: discountedCents(
      full,
      row.discount_type as DiscountType,
      discountUnits({ discountValue: row.discount_value }),
    ),
    fullPrice: full,
    weight: row.variant_weight ?? row.weight,
    image,
    collectionIds: row.collection_ids ?? [],
    options: chosen,
    available: row.track_inventory ? Math.max(0, Number(row.quantity ?? 0)) : inStock ? null : 0,
  };
}

/**
 * The facts of the products named by `wanted`, a relation of (i, product_id, variant_id): one row per ref
 * found in the catalog. Numbers come as text, as node-postgres gives numeric columns, also through JSON.
 */
const factsSelect = (wanted: SQL) =>
  sql`select w.i, p.id as product_id, p.name, p.slug, p.visible, p.product_type, p.currency, p.price::text as price,
          p.discount_type, p.discount_value::text as discount_value, p.weight::text as weight, p.media,
          p.product_options, p.track_inventory, p.sku,
          v.id as variant_id, v.choices, v.price::text as variant_price, v.weight::text as variant_weight,
          v.sku as variant_sku, v.visible as variant_visible, v.quantity, v.in_stock,
          (select json_agg(pc.collection_id) from product_collections pc where pc.product_id = p.id)
            as collection_ids
        from ${wanted}
        join products p on p.id = w.product_id
        left join lateral (
          select * from product_variants pv
          where pv.product_id = p.id and (w.variant_id is null or pv.id = w.variant_id)
          order by pv.position limit 1
        ) v on true`;

function answersOf(rows: readonly FactRow[], count: number): (CartItemFacts | null)[] {
  const answers: (CartItemFacts | null)[] = Array.from({ length: count }, () => null);
  for (const row of rows) answers[Number(row.i)] = factsOf(row);
  return answers;
}

/**
 * What carts show and price of these product variants, in one statement: name, slug, prices, weight,
 * picture, visibility, collections, the variant's chosen options and the stock that can be bought
 * (the stock API's rule, variantInStock). Answers in the order asked; null where the product or the
 * variant is not in the catalog. A ref without a variant reads the product's first variant.
 */
export async function cartItemFacts(db: Db, refs: readonly CartItemRef[]): Promise<(CartItemFacts | null)[]> {
  if (refs.length === 0) return [];
  const wanted = sql.join(
    refs.map((r, i) => sql`(${i}::int, ${r.productId}::uuid, ${r.variantId ?? null}::uuid)`),
    sql`, `,
  );
  const rows = await rowsOf<FactRow>(
    db,
    factsSelect(sql`(values ${wanted}) as w(i, product_id, variant_id)`),
  );
  return answersOf(rows, refs.length);
}

/**
 * The same facts for the lines of a cart row, as a column of the statement that reads the row (a cart is
 * read with its lines' facts in one statement): `lines` is the row's jsonb array of { productId, variantId }.
 * Read the column's value with `cartLineFactsOf`.
 */
export const cartLineFactsColumn = (lines: SQL) =>
  sql<unknown>`(select coalesce(json_agg(f), '[]'::json) from (${factsSelect(
    sql`(select (x.ord - 1)::int, (x.e->>'productId')::uuid, nullif(x.e->>'variantId', '')::uuid
          from jsonb_array_elements(${lines}) with ordinality as x(e, ord)) as w(i, product_id, variant_id)`,
  )}) f)`;

/** The facts of each of a cart's `count` lines, in order, from the value of its `cartLineFactsColumn`. */
export function cartLineFactsOf(value: unknown, count: number): (CartItemFacts | null)[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as FactRow[];
  return answersOf(rows, count);
}
