import type { Static } from 'typebox';
import type { collections, MediaItemData } from '../../db/schema';
import { discountUnits, variantPrice, type ProductRow, type VariantRow } from './derive';
import { asNumber, cents, centsText, formatMoney } from '../../lib/money';
import { costAndProfit, discountedCents, pricePerUnit, range, type DiscountType } from './rules';
import type { CollectionView, Media, MediaItem, PriceData, ProductView, Variant } from './schemas';
import { choiceInStock, productStockView, variantStockView } from './stock/views';

/** Local media urls do not expire; the field exists because Wix clients read it. */
const NEVER = '2099-12-31T00:00:00.000Z';

export function mediaItem(m: MediaItemData): Static<typeof MediaItem> {
  const image = {
    url: m.url,
    width: m.width,
    height: m.height,
    ...(m.altText ? { altText: m.altText } : {}),
    urlExpirationDate: NEVER,
  };
  return m.mediaType === 'video'
    ? { id: m.id, mediaType: 'video', ...(m.title ? { title: m.title } : {}), video: { files: [image] } }
    : { id: m.id, mediaType: 'image', ...(m.title ? { title: m.title } : {}), image, thumbnail: image };
}

export function mediaOf(items: MediaItemData[]): Static<typeof Media> {
  const all = items.map(mediaItem);
  return all[0] ? { mainMedia: all[0], items: all } : { items: all };
}

function priceData(p: ProductRow, priceCents: bigint): Static<typeof PriceData> {
  const discounted = discountedCents(priceCents, p.discountType as DiscountType, discountUnits(p));
  const price = centsText(priceCents);
  const discountedText = centsText(discounted);
  const unit = p.pricePerUnitData ? pricePerUnit(discounted, p.pricePerUnitData) : null;
  const unitText = unit === null ? undefined : centsText(unit);
  return {
    currency: p.currency,
    price: asNumber(price),
    discountedPrice: asNumber(discountedText),
    ...(unitText ? { pricePerUnit: asNumber(unitText) } : {}),
    formatted: {
      price: formatMoney(price, p.currency),
      discountedPrice: formatMoney(discountedText, p.currency),
      ...(unitText ? { pricePerUnit: formatMoney(unitText, p.currency) } : {}),
    },
  };
}

function profitData(p: ProductRow, priceCents: bigint, cost: string | null) {
  const sellAt = discountedCents(priceCents, p.discountType as DiscountType, discountUnits(p));
  const data = costAndProfit(sellAt, cost === null ? null : (cents(cost) ?? null));
  if (!data) return undefined;
  return {
    itemCost: asNumber(centsText(data.itemCost)),
    formattedItemCost: formatMoney(centsText(data.itemCost), p.currency),
    profit: asNumber(centsText(data.profit)),
    formattedProfit: formatMoney(centsText(data.profit), p.currency),
    profitMargin: asNumber(data.profitMargin),
  };
}

const choiceMedia = (p: ProductRow, option: string, choice: string) => {
  const ids = p.productOptions
    .find((o) => o.name === option)
    ?.choices.find((c) => c.description === choice)?.mediaIds;
  return ids && ids.length > 0 ? p.media.filter((m) => ids.includes(m.id)) : [];
};

export function variantView(p: ProductRow, v: VariantRow, merchant: boolean): Static<typeof Variant> {
  const price = variantPrice(p, v);
  const data = priceData(p, price);
  const cost = merchant ? profitData(p, price, v.cost ?? p.cost) : undefined;
  const weight = v.weight ?? p.weight;
  const sku = v.sku ?? p.sku;
  const media = Object.entries(v.choices).flatMap(([option, choice]) => choiceMedia(p, option, choice));
  return {
    id: v.id,
    choices: v.choices,
    variant: {
      priceData: data,
      convertedPriceData: data,
      ...(cost ? { costAndProfitData: cost } : {}),
      ...(weight !== null ? { weight: asNumber(weight) } : {}),
      ...(sku ? { sku } : {}),
      visible: v.visible,
    },
    stock: variantStockView(p.trackInventory, v),
    ...(media.length > 0 ? { media: mediaOf(media) } : {}),
  };
}

export interface ProductViewOptions {
  merchant: boolean;
  variants: VariantRow[];
  collections: { id: string; slug: string; name: string }[];
  withVariants: boolean;
}

export function productView(p: ProductRow, o: ProductViewOptions): ProductView {
  const data = priceData(p, cents(p.price) ?? 0n);
  const visible = o.variants.filter((v) => v.visible);
  const costs = range(visible.map((v) => ((v.cost ?? p.cost) === null ? null : cents((v.cost ?? p.cost)!)!)));
  const weights = range(
    visible.map((v) =>
      (v.weight ?? p.weight) === null ? null : BigInt(Math.round(Number(v.weight ?? p.weight) * 1000)),
    ),
  );
  const cost = o.merchant ? profitData(p, cents(p.price) ?? 0n, p.cost) : undefined;
  const ppu = p.pricePerUnitData;
  const byChoice = (option: string, choice: string) => visible.filter((v) => v.choices[option] === choice);
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    visible: p.visible,
    productType: p.productType as 'physical' | 'digital',
    description: p.description,
    ...(p.sku ? { sku: p.sku } : {}),
    ...(p.weight !== null ? { weight: asNumber(p.weight) } : {}),
    ...(weights
      ? { weightRange: { minValue: Number(weights.min) / 1000, maxValue: Number(weights.max) / 1000 } }
      : {}),
    stock: productStockView(p.trackInventory, o.variants),
    price: data,
    priceData: data,
    convertedPriceData: data,
    priceRange: { minValue: asNumber(p.minPrice), maxValue: asNumber(p.maxPrice) },
    ...(o.merchant && costs
      ? { costRange: { minValue: asNumber(centsText(costs.min)), maxValue: asNumber(centsText(costs.max)) } }
      : {}),
    ...(cost ? { costAndProfitData: cost } : {}),
    ...(ppu
      ? {
          pricePerUnitData: {
            totalQuantity: asNumber(ppu.totalQuantity),
            totalMeasurementUnit: ppu.totalMeasurementUnit,
            baseQuantity: asNumber(ppu.baseQuantity),
            baseMeasurementUnit: ppu.baseMeasurementUnit,
          } as ProductView['pricePerUnitData'],
        }
      : {}),
    discount: { type: p.discountType as DiscountType, value: asNumber(p.discountValue) },
    ...(p.ribbon ? { ribbon: p.ribbon } : {}),
    ribbons: p.ribbon ? [{ text: p.ribbon }] : [],
    ...(p.brand ? { brand: p.brand } : {}),
    media: mediaOf(p.media),
    manageVariants: p.manageVariants,
    productOptions: p.productOptions.map((option) => ({
      optionType: option.optionType,
      name: option.name,
      choices: option.choices.map((c) => {
        const media = choiceMedia(p, option.name, c.description);
        const holders = byChoice(option.name, c.description);
        return {
          value: c.value,
          description: c.description,
          inStock: choiceInStock(p.trackInventory, o.variants, option.name, c.description),
          visible: holders.length > 0,
          ...(media.length > 0 ? { media: mediaOf(media) } : {}),
        };
      }),
    })),
    productPageUrl: { base: '/', path: `/product/${p.slug}` },
    collectionIds: o.collections.map((c) => c.id),
    collections: o.collections,
    ...(o.withVariants ? { variants: o.variants.map((v) => variantView(p, v, o.merchant)) } : {}),
    createdDate: p.createdDate.toISOString(),
    lastUpdated: p.lastUpdated.toISOString(),
    ...(o.merchant ? { revision: p.revision } : {}),
  };
}

export function collectionView(c: typeof collections.$inferSelect, numberOfProducts: number): CollectionView {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    visible: c.visible,
    media: mediaOf(c.media ? [c.media] : []),
    numberOfProducts,
    createdDate: c.createdDate.toISOString(),
    lastUpdated: c.lastUpdated.toISOString(),
  };
}
