/** SDK catalog entities -> the storefront's plain views (catalog-types.ts). Pure functions. */
import type {
  Collection,
  Media,
  PriceData,
  Product,
  ProductOption,
  ProductOptionsAvailability,
} from '@atelier/sdk';
import type {
  CollectionSummary,
  OptionView,
  Picture,
  PriceView,
  ProductDetail,
  ProductSummary,
  SelectionView,
  StockState,
} from './catalog-types';

/** The variant of a product without options (the SDK's EMPTY_VARIANT_ID, the spec's all-zero identifier). */
export { EMPTY_VARIANT_ID as EMPTY_VARIANT } from '@atelier/sdk';

/** At or below this many units a page says "Only n left". */
export const LOW_STOCK = 3;

/** A media url of the commerce server (`/media/x.png`) made absolute; external urls stay as they are. */
export function absoluteUrl(url: string, apiBase: string): string {
  return new URL(url, `${apiBase.replace(/\/+$/, '')}/`).toString();
}

export function pictures(media: Media | undefined, alt: string, apiBase: string): Picture[] {
  if (!media) return [];
  const items = media.items.length > 0 ? media.items : media.mainMedia ? [media.mainMedia] : [];
  return items.flatMap((item) => {
    const image = item.image ?? item.thumbnail;
    if (item.mediaType !== 'image' || !image) return [];
    return [
      {
        url: absoluteUrl(image.url, apiBase),
        width: image.width,
        height: image.height,
        alt: image.altText ?? item.title ?? alt,
      },
    ];
  });
}

export function priceView(data: PriceData): PriceView {
  const discounted = data.discountedPrice < data.price;
  return {
    current: discounted ? data.formatted.discountedPrice : data.formatted.price,
    ...(discounted ? { was: data.formatted.price } : {}),
    amount: discounted ? data.discountedPrice : data.price,
    currency: data.currency,
  };
}

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}

/** The lowest price of a product whose variants differ in price, with the product's discount taken off. */
export function fromPrice(product: Product): PriceView {
  const { currency } = product.priceData;
  const min = product.priceRange.minValue;
  const { type, value } = product.discount;
  const off = type === 'PERCENT' ? (min * value) / 100 : type === 'AMOUNT' ? value : 0;
  const amount = Math.max(0, Math.round((min - off) * 100) / 100);
  return {
    current: formatMoney(amount, currency),
    ...(amount < min ? { was: formatMoney(min, currency) } : {}),
    amount,
    currency,
  };
}

export function toSummary(product: Product, apiBase: string): ProductSummary {
  const [image] = pictures(product.media, product.name, apiBase);
  const priceVaries = product.priceRange.minValue !== product.priceRange.maxValue;
  return {
    id: product._id,
    slug: product.slug,
    name: product.name,
    ...(product.brand ? { brand: product.brand } : {}),
    ...(product.ribbon ? { ribbon: product.ribbon } : {}),
    price: priceVaries ? fromPrice(product) : priceView(product.priceData),
    priceVaries,
    ...(image ? { image } : {}),
    inStock: product.stock.inventoryStatus !== 'OUT_OF_STOCK',
  };
}

function optionViews(options: ProductOption[], alt: string, apiBase: string): OptionView[] {
  return options.map((option) => ({
    name: option.name,
    type: option.optionType,
    choices: option.choices.map((choice) => ({
      value: choice.value,
      name: choice.description,
      inStock: choice.inStock,
      visible: choice.visible,
      media: pictures(choice.media, `${alt}, ${choice.description}`, apiBase),
    })),
  }));
}

/** Product descriptions may carry simple HTML: the storefront shows them as plain paragraphs. */
export function plainText(description: string): string {
  return description
    .replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function toDetail(product: Product, apiBase: string): ProductDetail {
  const discount =
    product.discount.type !== 'NONE' && product.discount.value > 0 ? product.discount : undefined;
  return {
    ...toSummary(product, apiBase),
    description: plainText(product.description),
    ...(product.sku ? { sku: product.sku } : {}),
    media: pictures(product.media, product.name, apiBase),
    options: optionViews(product.productOptions, product.name, apiBase),
    collections: product.collections.map((c) => ({ id: c._id, slug: c.slug, name: c.name })),
    ...(discount ? { discount: { type: discount.type as 'AMOUNT' | 'PERCENT', value: discount.value } } : {}),
    stock: {
      tracked: product.stock.trackInventory,
      ...(product.stock.quantity !== undefined ? { quantity: product.stock.quantity } : {}),
      inStock: product.stock.inStock,
    },
    createdDate: product._createdDate.toISOString(),
  };
}

export function toCollection(collection: Collection, apiBase: string): CollectionSummary {
  const [image] = pictures(collection.media, collection.name, apiBase);
  return {
    id: collection._id,
    slug: collection.slug,
    name: collection.name,
    description: plainText(collection.description),
    count: collection.numberOfProducts,
    ...(image ? { image } : {}),
  };
}

export function stockState(inStock: boolean, quantity: number | undefined): StockState {
  if (!inStock || quantity === 0) return 'out-of-stock';
  return quantity !== undefined && quantity <= LOW_STOCK ? 'low' : 'in-stock';
}

/** Keeps the option -> choice pairs of `wanted` that name a real option and choice of the product. */
export function validSelection(
  options: OptionView[],
  wanted: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const selected: Record<string, string> = {};
  for (const option of options) {
    const raw = wanted[option.name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined && option.choices.some((c) => c.name === value)) selected[option.name] = value;
  }
  return selected;
}

/**
 * The product page's gallery for a selection: every picture of the product and of its choices, each
 * once, the chosen variant's (else the chosen choices', a colour's) first. A choice reorders the
 * gallery and never shrinks it.
 */
export function galleryPictures(
  product: Pick<ProductDetail, 'media' | 'options'>,
  selected: Record<string, string>,
  variantMedia: Picture[] = [],
): Picture[] {
  const chosen = product.options.flatMap(
    (o) => o.choices.find((c) => c.name === selected[o.name])?.media ?? [],
  );
  const lead = variantMedia.length > 0 ? variantMedia : chosen;
  const all = [
    ...lead,
    ...product.media,
    ...product.options.flatMap((o) => o.choices.flatMap((c) => c.media)),
  ];
  const seen = new Set<string>();
  return all.filter((picture) => !seen.has(picture.url) && Boolean(seen.add(picture.url)));
}

/** What the product page shows for a selection, from the server's productOptionsAvailability. */
export function selectionView(
  product: ProductDetail,
  selected: Record<string, string>,
  availability: ProductOptionsAvailability | undefined,
  apiBase: string,
): SelectionView {
  const complete = product.options.every((o) => selected[o.name] !== undefined);
  const options = availability
    ? optionViews(availability.productOptions, product.name, apiBase).map((option, i) => ({
        ...option,
        choices: option.choices.map((choice, j) => ({
          ...choice,
          media: product.options[i]?.choices[j]?.media ?? [],
        })),
      }))
    : product.options;
  const variant = availability?.selectedVariant ?? undefined;
  const media = galleryPictures(product, selected, pictures(variant?.media, product.name, apiBase));

  if (product.options.length === 0) {
    const quantity = product.stock.tracked ? product.stock.quantity : undefined;
    const stock = stockState(product.stock.inStock, quantity);
    return {
      selected,
      complete: true,
      price: product.price,
      priceVaries: false,
      ...(product.sku ? { sku: product.sku } : {}),
      available: stock !== 'out-of-stock',
      stock,
      ...(quantity !== undefined ? { quantity } : {}),
      options,
      media,
    };
  }
  if (variant) {
    const stock = stockState(variant.inStock && variant.visible, variant.quantity);
    return {
      selected,
      complete,
      variantId: variant._id,
      price: priceView(variant.priceData),
      priceVaries: false,
      ...(variant.sku ? { sku: variant.sku } : {}),
      available: availability?.availableForPurchase === true && stock !== 'out-of-stock',
      stock,
      ...(variant.quantity !== undefined ? { quantity: variant.quantity } : {}),
      options,
      media,
    };
  }
  // An incomplete selection: nothing to buy yet; sold out when no choice of a missing option is left.
  const soldOut = !product.inStock || availability?.variantSelectionAvailable === false;
  return {
    selected,
    complete,
    price: product.price,
    priceVaries: product.priceVaries,
    available: false,
    stock: soldOut || complete ? 'out-of-stock' : 'in-stock',
    options,
    media,
  };
}

/**
 * How many pages a listing has, as far as is known: past the server's counting cap the total is a
 * lower bound, and a page that has a next one is never shown as the last.
 */
export function pageCount(
  result: { totalCount: number | undefined; tooManyToCount: boolean; length: number; hasNext(): boolean },
  page: number,
  pageSize: number,
): { total: number; more: boolean; pages: number } {
  const total = result.totalCount ?? result.length;
  const more = result.tooManyToCount;
  const counted = Math.ceil(total / pageSize);
  return { total, more, pages: Math.max(1, counted, result.hasNext() ? page + 1 : page) };
}
