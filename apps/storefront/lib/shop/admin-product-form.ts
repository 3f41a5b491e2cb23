/**
 * The dashboard's product form, pure: a product as the form's values, the values as the server's input, the
 * server's field paths as the form's fields, and a refused stale save (409 PRODUCT_CHANGED) in words.
 */
import type { Product, UpdateProductInput } from '@atelier/sdk';
import { changedSentence, changesSince } from './changes-since';

export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  discountType: 'NONE' | 'AMOUNT' | 'PERCENT';
  discountValue: string;
  collectionIds: string[];
  ribbon: string;
  brand: string;
  visible: boolean;
  slug: string;
  productType: 'physical' | 'digital';
  trackInventory: boolean;
  quantity: string;
}

/** A picture of the product as the form holds it: kept (its media id) or just uploaded (its file's id). */
export interface FormMedia {
  id: string;
  url: string;
  altText: string;
  uploaded: boolean;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  discountType: 'NONE',
  discountValue: '',
  collectionIds: [],
  ribbon: '',
  brand: '',
  visible: false,
  slug: '',
  productType: 'physical',
  trackInventory: true,
  quantity: '0',
};

const amountText = (n: number | undefined) => (n === undefined ? '' : n.toFixed(2).replace(/\.00$/, ''));

export function formValuesOf(p: Product): ProductFormValues {
  return {
    name: p.name,
    description: p.description,
    price: amountText(p.priceData?.price),
    discountType: p.discount.type,
    discountValue: p.discount.type === 'NONE' ? '' : String(p.discount.value),
    collectionIds: p.collectionIds ?? [],
    ribbon: p.ribbon ?? '',
    brand: p.brand ?? '',
    visible: p.visible,
    slug: p.slug,
    productType: p.productType,
    trackInventory: p.stock.trackInventory,
    quantity: p.stock.quantity === undefined ? '' : String(p.stock.quantity),
  };
}

/** A media address of the commerce server (`/media/...`) made absolute against `apiBase`. */
export const mediaUrl = (url: string, apiBase: string) =>
  url.startsWith('/') ? `${apiBase.replace(/\/$/, '')}${url}` : url;

export function mediaOf(p: Product, apiBase: string): FormMedia[] {
  return (p.media?.items ?? []).map((m) => ({
    id: m._id,
    url: mediaUrl(m.image?.url ?? '', apiBase),
    altText: m.image?.altText ?? '',
    uploaded: false,
  }));
}

/** The form's own checks, before a call: the field and its words. */
export function checkProductForm(
  v: ProductFormValues,
): { field: keyof ProductFormValues; message: string }[] {
  const out: { field: keyof ProductFormValues; message: string }[] = [];
  if (!v.name.trim()) out.push({ field: 'name', message: 'Enter the product’s name' });
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(v.price.trim()))
    out.push({ field: 'price', message: 'Enter a price like 25 or 19.90' });
  if (v.discountType !== 'NONE') {
    const d = v.discountValue.trim();
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(d) || Number(d) <= 0)
      out.push({ field: 'discountValue', message: 'Enter the discount, above 0' });
    else if (v.discountType === 'PERCENT' && Number(d) > 100)
      out.push({ field: 'discountValue', message: 'A percentage is at most 100' });
  }
  if (v.slug && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v.slug))
    out.push({ field: 'slug', message: 'Use lowercase letters, digits and single dashes' });
  if (v.trackInventory && !/^\d{1,9}$/.test(v.quantity.trim()))
    out.push({ field: 'quantity', message: 'Enter how many are in stock, like 0 or 12' });
  return out;
}

/** The server's input for the values; `stock` is left out when the product has variants (their tab sets it). */
export function productInputOf(v: ProductFormValues, withStock: boolean): UpdateProductInput {
  return {
    name: v.name.trim(),
    description: v.description,
    priceData: { price: v.price.trim() },
    discount: { type: v.discountType, value: v.discountType === 'NONE' ? '0' : v.discountValue.trim() },
    collectionIds: v.collectionIds,
    ribbon: v.ribbon.trim() || null,
    brand: v.brand.trim() || null,
    visible: v.visible,
    productType: v.productType,
    ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
    ...(withStock
      ? {
          stock: v.trackInventory
            ? { trackInventory: true, quantity: Number(v.quantity.trim() || '0') }
            : { trackInventory: false, inStock: true },
        }
      : {}),
  };
}

/** The form's field for a server field path (`product.priceData.price` -> price). */
export function fieldOfServerPath(path: string): keyof ProductFormValues | undefined {
  const p = path.replace(/^product\./, '');
  if (p.startsWith('priceData')) return 'price';
  if (p.startsWith('discount')) return 'discountValue';
  if (p.startsWith('collectionIds')) return 'collectionIds';
  if (p.startsWith('stock')) return 'quantity';
  const head = p.split(/[.[]/)[0] ?? '';
  return head in EMPTY_PRODUCT ? (head as keyof ProductFormValues) : undefined;
}

/** What the merchant calls the fields a change touched. */
const FIELD_WORDS: Record<string, string> = {
  name: 'name',
  description: 'description',
  priceData: 'price',
  price: 'price',
  discount: 'discount',
  media: 'pictures',
  collectionIds: 'collections',
  collections: 'collections',
  ribbon: 'ribbon',
  ribbons: 'ribbon',
  brand: 'brand',
  visible: 'visibility',
  slug: 'web address',
  stock: 'stock',
  variants: 'variants',
  productOptions: 'options',
};

/** "Ada changed this product at Nov 28, 2026, 9:40 AM ET: price, ribbon." from the 409's data. */
export function productConflictMessage(data: unknown, timeZone: string): string {
  const changes = changesSince(data);
  if (changes.length === 0)
    return 'Someone changed this product since you opened it. Reload to see the change.';
  const fields = [
    ...new Set(
      changes.flatMap((c) =>
        c.action === 'product.deleted' ? ['deleted it'] : c.fields.map((f) => FIELD_WORDS[f]).filter(Boolean),
      ),
    ),
  ];
  return changedSentence(changes, 'this product', fields.join(', '), timeZone);
}
