/**
 * Service form (the JSON on the wire) <-> client form (what SDK callers see), at every depth
 * (spec section 7 "Response handling"):
 *
 * | rule     | service form                          | client form       | where                           |
 * |----------|---------------------------------------|-------------------|---------------------------------|
 * | ids      | `id`, `createdDate`, `updatedDate`    | `_id`, `_createdDate`, `_updatedDate` | every object key |
 * | dates    | ISO 8601 date-time string             | `Date`            | in: date keys; out: any `Date`  |
 * | numbers  | `"NaN"`, `"Infinity"`, `"-Infinity"`  | non-finite number | in: number keys; out: anywhere  |
 * | images   | `{ id, url, width, height, ... }`     | string (media.ts) | image keys                      |
 * | page url | `{ relativePath, url }`               | string (media.ts) | page-url keys                   |
 *
 * Without per-method schemas the keys decide: a rule entry is a key (`weight`) or a key under a
 * parent key (`discount.value`, `lineItems.image`); arrays are transparent, so the items of
 * `lineItems` are children of `lineItems`. Keys are matched in service form. Values that do not
 * have the expected shape (a date key holding a non-timestamp, an image key holding something
 * else) pass through untouched.
 */
import {
  flattenImage,
  flattenPageUrl,
  isImageObject,
  isPageUrlObject,
  parseImage,
  parsePageUrl,
} from './media';

export interface TransformRules {
  /** Keys whose ISO timestamps become Dates, besides every key ending in `Date`. */
  dateKeys: readonly string[];
  /** Keys holding floats, whose "NaN"/"Infinity"/"-Infinity" strings become numbers. */
  numberKeys: readonly string[];
  /** Keys holding an image object (flattened to a string). */
  imageKeys: readonly string[];
  /** Keys holding a page-url object (flattened to a string). */
  pageUrlKeys: readonly string[];
}

/** Rules for the entities of spec section 3. */
export const DEFAULT_RULES: TransformRules = {
  dateKeys: ['lastUpdated', 'eventTime', 'deliveryTimeSlot.from', 'deliveryTimeSlot.to', 'dateValue'],
  numberKeys: [
    'latitude',
    'longitude',
    'weight',
    'price',
    'discountedPrice',
    'pricePerUnit',
    'minValue',
    'maxValue',
    'itemCost',
    'profit',
    'profitMargin',
    'totalQuantity',
    'baseQuantity',
    'percentage',
    'numberValue',
    'discount.value',
  ],
  imageKeys: ['lineItems.image', 'lineItems.media', 'customLineItems.media', 'catalogOverrideFields.image'],
  pageUrlKeys: ['lineItems.url', 'customLineItems.url'],
};

/** Adds keys to the default rules (or to `base`). */
export function extendRules(
  extra: Partial<TransformRules>,
  base: TransformRules = DEFAULT_RULES,
): TransformRules {
  return {
    dateKeys: [...base.dateKeys, ...(extra.dateKeys ?? [])],
    numberKeys: [...base.numberKeys, ...(extra.numberKeys ?? [])],
    imageKeys: [...base.imageKeys, ...(extra.imageKeys ?? [])],
    pageUrlKeys: [...base.pageUrlKeys, ...(extra.pageUrlKeys ?? [])],
  };
}

const TO_CLIENT_KEY: Readonly<Record<string, string>> = {
  id: '_id',
  createdDate: '_createdDate',
  updatedDate: '_updatedDate',
};
const TO_SERVICE_KEY: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TO_CLIENT_KEY).map(([service, client]) => [client, service]),
);

export const toClientKey = (key: string): string => TO_CLIENT_KEY[key] ?? key;
export const toServiceKey = (key: string): string => TO_SERVICE_KEY[key] ?? key;

/** A client field path to its service form, segment by segment: `lineItems._id` -> `lineItems.id`. */
export const toServiceFieldPath = (path: string): string => path.split('.').map(toServiceKey).join('.');

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const SPECIAL_FLOATS: Readonly<Record<string, number>> = {
  NaN: Number.NaN,
  Infinity: Number.POSITIVE_INFINITY,
  '-Infinity': Number.NEGATIVE_INFINITY,
};

interface Compiled {
  dates: Set<string>;
  numbers: Set<string>;
  images: Set<string>;
  pageUrls: Set<string>;
}

const compiled = new WeakMap<TransformRules, Compiled>();

function compile(rules: TransformRules): Compiled {
  let sets = compiled.get(rules);
  if (!sets) {
    sets = {
      dates: new Set(rules.dateKeys),
      numbers: new Set(rules.numberKeys),
      images: new Set(rules.imageKeys),
      pageUrls: new Set(rules.pageUrlKeys),
    };
    compiled.set(rules, sets);
  }
  return sets;
}

const matches = (set: Set<string>, key: string | undefined, parent: string | undefined): boolean =>
  key !== undefined && (set.has(key) || (parent !== undefined && set.has(`${parent}.${key}`)));

type Plain = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Wire JSON -> client form. */
export function toClient<T = unknown>(value: unknown, rules: TransformRules = DEFAULT_RULES): T {
  return walkToClient(value, undefined, undefined, compile(rules)) as T;
}

function walkToClient(
  value: unknown,
  key: string | undefined,
  parent: string | undefined,
  sets: Compiled,
): unknown {
  if (Array.isArray(value)) return value.map((item) => walkToClient(item, key, parent, sets));
  if (isPlainObject(value)) {
    if (matches(sets.images, key, parent) && isImageObject(value)) return flattenImage(value);
    if (matches(sets.pageUrls, key, parent) && isPageUrlObject(value)) return flattenPageUrl(value);
    const out: Plain = {};
    for (const [childKey, child] of Object.entries(value)) {
      out[toClientKey(childKey)] = walkToClient(child, childKey, key, sets);
    }
    return out;
  }
  if (typeof value === 'string') {
    const dateKey = key !== undefined && (key.endsWith('Date') || matches(sets.dates, key, parent));
    if (dateKey && ISO_TIMESTAMP.test(value)) {
      const date = new Date(value);
      if (!Number.isNaN(date.getTime())) return date;
    }
    if (Object.hasOwn(SPECIAL_FLOATS, value) && matches(sets.numbers, key, parent))
      return SPECIAL_FLOATS[value];
  }
  return value;
}

/** Client form -> wire JSON. */
export function toService<T = unknown>(value: unknown, rules: TransformRules = DEFAULT_RULES): T {
  return walkToService(value, undefined, undefined, compile(rules)) as T;
}

function walkToService(
  value: unknown,
  key: string | undefined,
  parent: string | undefined,
  sets: Compiled,
): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return value.map((item) => walkToService(item, key, parent, sets));
  if (typeof value === 'string') {
    if (matches(sets.images, key, parent)) return parseImage(value);
    if (matches(sets.pageUrls, key, parent)) return parsePageUrl(value);
    return value;
  }
  if (isPlainObject(value)) {
    const out: Plain = {};
    for (const [clientKey, child] of Object.entries(value)) {
      const serviceKey = toServiceKey(clientKey);
      out[serviceKey] = walkToService(child, serviceKey, key, sets);
    }
    return out;
  }
  return value;
}
