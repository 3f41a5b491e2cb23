/**
 * The dashboard's prices and delivery pages, pure: what their forms hold (text and switches), how a form
 * becomes the server's input and a stored entity becomes a form, and how the server's field violations land on
 * the form's fields. No SDK calls here (admin-prices-actions.ts makes them).
 */
import { dayStartIn } from './shop-time';

export type {
  Coupon,
  DiscountEstimate,
  DiscountRule,
  PaymentMethod,
  PickupLocation,
  ShippingRate,
  ShippingRatesResponse,
  ShippingRegion,
  TaxRate,
  TaxSettings,
} from '@atelier/sdk';

export type Problems = Record<string, string>;
export type Mapped<T> = { ok: true; input: T } | { ok: false; fields: Problems };

/** A violation's field (`coupon.minimumSubtotal`, `rate.bands[1].price`) as the form field it belongs to. */
export function formField(path: string, prefix: string, aliases: Record<string, string> = {}): string {
  const rest = path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : path;
  const first = (rest.split('.')[0] ?? '').replace(/\[\d+\]$/, '');
  const nested = rest
    .split('.')
    .slice(0, 2)
    .join('.')
    .replace(/\[\d+\]/g, '');
  return aliases[nested] ?? aliases[first] ?? first;
}

/** The server's field violations, one message per form field (the first the server gave for it). */
export function fieldProblems(
  violations: readonly { field: string; description: string }[],
  prefix: string,
  known: readonly string[],
  aliases: Record<string, string> = {},
): { fields: Problems; rest: string[] } {
  const fields: Problems = {};
  const rest: string[] = [];
  for (const v of violations) {
    const name = formField(v.field, prefix, aliases);
    if (known.includes(name)) fields[name] ??= v.description;
    else rest.push(`${v.field} ${v.description}`);
  }
  return { fields, rest };
}

const trimmed = (text: string) => text.trim();
const MONEY = /^\d{1,9}(\.\d{1,3})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD of an instant in a time zone (a date field's value). */
export function dayIn(value: Date | string | undefined, timeZone: string): string {
  if (value === undefined) return '';
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(value));
}

// ---------- coupons and automatic discounts ----------

export type OfferKind = 'PERCENT' | 'AMOUNT' | 'FREE_SHIPPING';
export type OfferScope = 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';

export interface OfferForm {
  name: string;
  type: OfferKind;
  percentage: string;
  amount: string;
  scope: OfferScope;
  productIds: string[];
  collectionIds: string[];
  minimumSubtotal: string;
  /** YYYY-MM-DD in the shop's time zone: it starts when that day does; '' for now. */
  startDate: string;
  /** YYYY-MM-DD: it stops when that day starts (the shopper reads "This code expired on" that day). */
  expirationDate: string;
  active: boolean;
}

export interface CouponForm extends OfferForm {
  code: string;
  usageLimit: string;
  usageLimitPerBuyer: string;
}

export const OFFER_FIELDS = [
  'name',
  'type',
  'percentage',
  'amount',
  'scope',
  'productIds',
  'collectionIds',
  'minimumSubtotal',
  'startDate',
  'expirationDate',
  'active',
] as const;
export const COUPON_FIELDS = [...OFFER_FIELDS, 'code', 'usageLimit', 'usageLimitPerBuyer'] as const;

export const BLANK_OFFER: OfferForm = {
  name: '',
  type: 'PERCENT',
  percentage: '',
  amount: '',
  scope: 'GLOBAL',
  productIds: [],
  collectionIds: [],
  minimumSubtotal: '',
  startDate: '',
  expirationDate: '',
  active: true,
};
export const BLANK_COUPON: CouponForm = { ...BLANK_OFFER, code: '', usageLimit: '', usageLimitPerBuyer: '' };

interface StoredOffer {
  name: string;
  type: OfferKind;
  percentage?: string | undefined;
  amount?: string | undefined;
  scope: OfferScope;
  productIds: string[];
  collectionIds: string[];
  minimumSubtotal?: string | undefined;
  startDate?: Date | string | undefined;
  expirationDate?: Date | string | undefined;
  active: boolean;
}

/** A minimum of 0 is none (the server keeps a cleared minimum as 0). */
const minimumText = (value: string | undefined) => (value && Number(value) > 0 ? value : '');

/** Top-level nulls left out: a new entity has nothing to clear. */
export function withoutNulls<T extends object>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) as T;
}

export function offerForm(offer: StoredOffer, timeZone: string): OfferForm {
  return {
    name: offer.name,
    type: offer.type,
    percentage: offer.percentage ?? '',
    amount: offer.amount ?? '',
    scope: offer.scope,
    productIds: [...offer.productIds],
    collectionIds: [...offer.collectionIds],
    minimumSubtotal: minimumText(offer.minimumSubtotal),
    startDate: dayIn(offer.startDate, timeZone),
    expirationDate: dayIn(offer.expirationDate, timeZone),
    active: offer.active,
  };
}

export function couponForm(
  coupon: StoredOffer & {
    code: string;
    usageLimit?: number | undefined;
    usageLimitPerBuyer?: number | undefined;
  },
  timeZone: string,
): CouponForm {
  return {
    ...offerForm(coupon, timeZone),
    code: coupon.code,
    usageLimit: coupon.usageLimit ? String(coupon.usageLimit) : '',
    usageLimitPerBuyer: coupon.usageLimitPerBuyer ? String(coupon.usageLimitPerBuyer) : '',
  };
}

/** What the server takes for an offer: every field sent, cleared ones as null, so an edit is the form. */
export function offerInput(form: OfferForm, timeZone: string) {
  const fields: Problems = {};
  const name = trimmed(form.name);
  if (!name) fields.name = 'Enter a name';
  const scope: OfferScope =
    form.type === 'FREE_SHIPPING' ? 'SHIPPING' : form.scope === 'SHIPPING' ? 'GLOBAL' : form.scope;
  const percentage = trimmed(form.percentage);
  const amount = trimmed(form.amount);
  if (form.type === 'PERCENT' && !percentage) fields.percentage = 'Enter a percentage, like 10';
  if (form.type === 'AMOUNT' && !amount) fields.amount = 'Enter an amount, like 5.00';
  if (scope === 'SPECIFIC_ITEMS' && form.productIds.length + form.collectionIds.length === 0)
    fields.productIds = 'Choose at least one product or collection';
  const minimum = trimmed(form.minimumSubtotal);
  if (minimum && !MONEY.test(minimum)) fields.minimumSubtotal = 'Enter an amount like 40 or 39.90';
  for (const key of ['startDate', 'expirationDate'] as const) {
    if (form[key] && !DAY.test(form[key])) fields[key] = 'Enter a date';
  }
  if (form.startDate && form.expirationDate && form.expirationDate <= form.startDate)
    fields.expirationDate = 'Choose a day after the start';
  const specific = scope === 'SPECIFIC_ITEMS';
  const input = {
    name,
    type: form.type,
    // The value the type does not take is left out (the server drops a stored one when the type changes): a
    // null there would reach the server's schema as 0.
    ...(form.type === 'PERCENT' ? { percentage } : {}),
    ...(form.type === 'AMOUNT' ? { amount } : {}),
    scope,
    productIds: specific ? form.productIds : [],
    collectionIds: specific ? form.collectionIds : [],
    minimumSubtotal: minimum || null,
    startDate: form.startDate ? dayStartIn(form.startDate, timeZone).toISOString() : null,
    expirationDate: form.expirationDate ? dayStartIn(form.expirationDate, timeZone).toISOString() : null,
    active: form.active,
  };
  return { input, fields };
}

const LIMIT = /^\d{1,9}$/;

export function couponInput(form: CouponForm, timeZone: string) {
  const { input, fields } = offerInput(form, timeZone);
  const code = trimmed(form.code);
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/.test(code))
    fields.code = 'Letters, digits, - and _ only, at most 40 (like WELCOME10)';
  for (const key of ['usageLimit', 'usageLimitPerBuyer'] as const) {
    if (trimmed(form[key]) && !LIMIT.test(trimmed(form[key])))
      fields[key] = 'Enter a whole number, or leave it empty';
  }
  // 0 is "no limit" to the server.
  const limit = (text: string) => (trimmed(text) ? Number(trimmed(text)) : 0);
  return {
    input: {
      ...input,
      code,
      usageLimit: limit(form.usageLimit),
      usageLimitPerBuyer: limit(form.usageLimitPerBuyer),
    },
    fields,
  };
}

/** A merchant's short description of an offer: "10 % off", "$5.00 off", "Free shipping", with its conditions. */
export function offerSummary(offer: StoredOffer, money: (amount: string) => string): string {
  const what =
    offer.type === 'PERCENT'
      ? `${offer.percentage ?? '?'} % off`
      : offer.type === 'AMOUNT'
        ? `${money(offer.amount ?? '0')} off`
        : 'Free shipping';
  const where = offer.scope === 'SPECIFIC_ITEMS' ? ' certain items' : '';
  const minimum = minimumText(offer.minimumSubtotal) ? `, from ${money(offer.minimumSubtotal!)}` : '';
  return `${what}${where}${minimum}`;
}

// ---------- tax ----------

export interface TaxRateForm {
  country: string;
  subdivision: string;
  /** Percent text: "20" is 20 % (the server's 0.2). */
  percent: string;
  name: string;
}
export const TAX_RATE_FIELDS = ['country', 'subdivision', 'percent', 'name'] as const;
export const BLANK_TAX_RATE: TaxRateForm = { country: '', subdivision: '', percent: '', name: '' };

/** "20" -> "0.2", "7.25" -> "0.0725", "0" -> "0": percent text as the server's fraction, exactly. */
export function percentToFraction(percent: string): string | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(percent.trim());
  if (!match) return undefined;
  const digits = `${match[1]}${(match[2] ?? '').padEnd(4, '0')}`; // in millionths
  const value = BigInt(digits);
  if (value > 1_000_000n) return undefined;
  const whole = value / 1_000_000n;
  const fraction = (value % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** "0.0725" -> "7.25". */
export function fractionToPercent(fraction: string): string {
  const [whole = '0', part = ''] = fraction.split('.');
  const millionths = BigInt(whole) * 1_000_000n + BigInt(part.padEnd(6, '0').slice(0, 6) || '0');
  const integer = millionths / 10_000n;
  const rest = (millionths % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return rest ? `${integer}.${rest}` : `${integer}`;
}

export function taxRateForm(rate: {
  country: string;
  subdivision?: string | undefined;
  rate: string;
  name: string;
}) {
  return {
    country: rate.country,
    subdivision: rate.subdivision ?? '',
    percent: fractionToPercent(rate.rate),
    name: rate.name,
  };
}

export function taxRateInput(form: TaxRateForm) {
  const fields: Problems = {};
  const country = trimmed(form.country).toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) fields.country = 'Enter the country’s two-letter code, like FR or US';
  const subdivision = trimmed(form.subdivision).toUpperCase();
  if (subdivision && !/^([A-Z]{2}-)?[A-Z0-9]{1,3}$/.test(subdivision))
    fields.subdivision = 'Enter a code like NY or US-NY, or leave it empty for the whole country';
  const rate = percentToFraction(form.percent);
  if (rate === undefined) fields.percent = 'Enter a percentage from 0 to 100, like 20 or 7.25';
  const name = trimmed(form.name);
  return {
    input: { country, subdivision: subdivision || null, rate: rate ?? '', ...(name ? { name } : {}) },
    fields,
  };
}

export const TAX_RATE_ALIASES = { rate: 'percent' };

// ---------- shipping ----------

export interface RegionForm {
  name: string;
  /** One destination a line: "FR", or "US: NY, CA" for some of a country's subdivisions. */
  destinations: string;
}
export const REGION_FIELDS = ['name', 'destinations'] as const;
export const BLANK_REGION: RegionForm = { name: '', destinations: '' };

export function destinationsText(
  destinations: readonly { country: string; subdivisions?: string[] | undefined }[],
) {
  return destinations
    .map((d) => (d.subdivisions?.length ? `${d.country}: ${d.subdivisions.join(', ')}` : d.country))
    .join('\n');
}

export function regionInput(form: RegionForm) {
  const fields: Problems = {};
  const name = trimmed(form.name);
  if (!name) fields.name = 'Enter a name, like Europe or New York City';
  const destinations: { country: string; subdivisions?: string[] }[] = [];
  const lines = form.destinations.split('\n').map(trimmed).filter(Boolean);
  for (const line of lines) {
    const [countryPart = '', subPart] = line.split(':');
    const country = countryPart.trim().toUpperCase();
    const subdivisions = (subPart ?? '')
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean);
    if (!/^[A-Z]{2}$/.test(country) || subdivisions.some((s) => !/^([A-Z]{2}-)?[A-Z0-9]{1,3}$/.test(s))) {
      fields.destinations = `“${line}” is not a country code, or a country code with subdivisions like “US: NY, CA”`;
      break;
    }
    destinations.push(subdivisions.length ? { country, subdivisions } : { country });
  }
  if (lines.length === 0) fields.destinations = 'Enter at least one country, like FR';
  return { input: { name, destinations }, fields };
}

export type RateKind = 'FLAT' | 'BY_WEIGHT' | 'BY_SUBTOTAL';

export interface RateForm {
  regionId: string;
  title: string;
  kind: RateKind;
  price: string;
  /** One band a line: "up to, price" ("2, 6.50"); the last may leave "up to" empty: "-, 12". */
  bands: string;
  freeAbove: string;
  deliveryTime: string;
  instructions: string;
  /** Delivery windows, one a line: "09:00-12:00"; empty: no windows to choose. */
  windows: string;
  slotDays: string;
  slotTimeZone: string;
}
export const RATE_FIELDS = [
  'regionId',
  'title',
  'kind',
  'price',
  'bands',
  'freeAbove',
  'deliveryTime',
  'instructions',
  'windows',
  'slotDays',
  'slotTimeZone',
] as const;
export const RATE_ALIASES = {
  slots: 'windows',
  'slots.windows': 'windows',
  'slots.days': 'slotDays',
  'slots.timeZone': 'slotTimeZone',
};

export const blankRate = (timeZone: string): RateForm => ({
  regionId: '',
  title: '',
  kind: 'FLAT',
  price: '',
  bands: '',
  freeAbove: '',
  deliveryTime: '',
  instructions: '',
  windows: '',
  slotDays: '7',
  slotTimeZone: timeZone,
});

export function bandsText(bands: readonly { upTo?: string | undefined; price: string }[]): string {
  return bands.map((b) => `${b.upTo ?? '-'}, ${b.price}`).join('\n');
}

export function rateForm(
  rate: {
    regionId: string;
    title: string;
    kind: RateKind;
    price: string;
    bands: { upTo?: string | undefined; price: string }[];
    freeAbove?: string | undefined;
    deliveryTime?: string | undefined;
    instructions?: string | undefined;
    slots?: { days: number; windows: { from: string; to: string }[]; timeZone: string } | undefined;
  },
  timeZone: string,
): RateForm {
  return {
    regionId: rate.regionId,
    title: rate.title,
    kind: rate.kind,
    price: rate.kind === 'FLAT' ? rate.price : '',
    bands: bandsText(rate.bands),
    freeAbove: rate.freeAbove ?? '',
    deliveryTime: rate.deliveryTime ?? '',
    instructions: rate.instructions ?? '',
    windows: rate.slots ? rate.slots.windows.map((w) => `${w.from}-${w.to}`).join('\n') : '',
    slotDays: rate.slots ? String(rate.slots.days) : '7',
    slotTimeZone: rate.slots?.timeZone ?? timeZone,
  };
}

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

export function rateInput(form: RateForm) {
  const fields: Problems = {};
  if (!form.regionId) fields.regionId = 'Choose the region it delivers to';
  const title = trimmed(form.title);
  if (!title) fields.title = 'Enter the name shoppers see, like Standard delivery';
  const price = trimmed(form.price);
  if (form.kind === 'FLAT' && !MONEY.test(price)) fields.price = 'Enter a price like 5 or 4.90';
  const bands: { upTo?: string; price: string }[] = [];
  if (form.kind !== 'FLAT') {
    const lines = form.bands.split('\n').map(trimmed).filter(Boolean);
    for (const line of lines) {
      const [upTo = '', bandPrice = ''] = line.split(',').map(trimmed);
      const open = upTo === '' || upTo === '-';
      if ((!open && !/^\d{1,9}(\.\d{1,3})?$/.test(upTo)) || !MONEY.test(bandPrice)) {
        fields.bands = `“${line}” is not “up to, price” (like “2, 6.50”)`;
        break;
      }
      bands.push(open ? { price: bandPrice } : { upTo, price: bandPrice });
    }
    if (lines.length === 0) fields.bands = 'Enter at least one band, like “2, 6.50”';
  }
  const freeAbove = trimmed(form.freeAbove);
  if (freeAbove && !MONEY.test(freeAbove)) fields.freeAbove = 'Enter an amount like 100, or leave it empty';
  const windowLines = form.windows.split('\n').map(trimmed).filter(Boolean);
  const windows: { from: string; to: string }[] = [];
  for (const line of windowLines) {
    const [from = '', to = ''] = line.split('-').map(trimmed);
    if (!HOUR.test(from) || !HOUR.test(to)) {
      fields.windows = `“${line}” is not a window like 09:00-12:00`;
      break;
    }
    windows.push({ from, to });
  }
  const days = Number(trimmed(form.slotDays));
  if (windows.length > 0 && !(Number.isInteger(days) && days >= 1 && days <= 14))
    fields.slotDays = 'Enter a number of days from 1 to 14';
  const text = (value: string) => trimmed(value) || null;
  return {
    input: {
      regionId: form.regionId,
      title,
      kind: form.kind,
      price: form.kind === 'FLAT' ? price : '0',
      bands,
      freeAbove: freeAbove || null,
      deliveryTime: text(form.deliveryTime),
      instructions: text(form.instructions),
      slots: windows.length > 0 ? { days, windows, timeZone: trimmed(form.slotTimeZone) } : null,
    },
    fields,
  };
}

export interface PickupForm {
  title: string;
  pickupMethod: 'STORE_PICKUP' | 'PICKUP_POINT';
  addressLine1: string;
  city: string;
  postalCode: string;
  country: string;
  subdivision: string;
  instructions: string;
  price: string;
  deliveryTime: string;
}
export const PICKUP_FIELDS = [
  'title',
  'pickupMethod',
  'addressLine1',
  'city',
  'postalCode',
  'country',
  'subdivision',
  'instructions',
  'price',
  'deliveryTime',
] as const;
export const PICKUP_ALIASES = {
  'address.addressLine1': 'addressLine1',
  'address.city': 'city',
  'address.postalCode': 'postalCode',
  'address.country': 'country',
  'address.subdivision': 'subdivision',
  address: 'addressLine1',
};
export const BLANK_PICKUP: PickupForm = {
  title: '',
  pickupMethod: 'STORE_PICKUP',
  addressLine1: '',
  city: '',
  postalCode: '',
  country: '',
  subdivision: '',
  instructions: '',
  price: '0',
  deliveryTime: '',
};

export function pickupForm(p: {
  title: string;
  pickupMethod: 'STORE_PICKUP' | 'PICKUP_POINT';
  address: {
    addressLine1?: string | undefined;
    city?: string | undefined;
    postalCode?: string | undefined;
    country?: string | undefined;
    subdivision?: string | undefined;
  };
  instructions?: string | undefined;
  price: string;
  deliveryTime?: string | undefined;
}): PickupForm {
  return {
    title: p.title,
    pickupMethod: p.pickupMethod,
    addressLine1: p.address.addressLine1 ?? '',
    city: p.address.city ?? '',
    postalCode: p.address.postalCode ?? '',
    country: p.address.country ?? '',
    subdivision: p.address.subdivision ?? '',
    instructions: p.instructions ?? '',
    price: p.price,
    deliveryTime: p.deliveryTime ?? '',
  };
}

export function pickupInput(form: PickupForm) {
  const fields: Problems = {};
  const title = trimmed(form.title);
  if (!title) fields.title = 'Enter the name shoppers see, like Pick up at the studio';
  if (!trimmed(form.addressLine1)) fields.addressLine1 = 'Enter the street address';
  const country = trimmed(form.country).toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) fields.country = 'Enter the country’s two-letter code, like FR';
  const price = trimmed(form.price) || '0';
  if (!MONEY.test(price)) fields.price = 'Enter a price like 0 or 2.50';
  const part = (value: string) => (trimmed(value) ? trimmed(value) : undefined);
  const address = Object.fromEntries(
    Object.entries({
      addressLine1: part(form.addressLine1),
      city: part(form.city),
      postalCode: part(form.postalCode),
      country,
      subdivision: part(form.subdivision)?.toUpperCase(),
    }).filter(([, v]) => v !== undefined),
  ) as Record<string, string>;
  return {
    input: {
      title,
      pickupMethod: form.pickupMethod,
      address,
      instructions: trimmed(form.instructions) || null,
      price,
      deliveryTime: trimmed(form.deliveryTime) || null,
    },
    fields,
  };
}

// ---------- payment methods ----------

export interface PaymentMethodForm {
  kind: 'BANK_TRANSFER' | 'PAY_ON_PICKUP';
  title: string;
  instructions: string;
  enabled: boolean;
}
export const PAYMENT_METHOD_FIELDS = ['kind', 'title', 'instructions', 'enabled'] as const;
export const BLANK_PAYMENT_METHOD: PaymentMethodForm = {
  kind: 'BANK_TRANSFER',
  title: '',
  instructions: '',
  enabled: true,
};

export function paymentMethodInput(form: PaymentMethodForm) {
  const fields: Problems = {};
  const title = trimmed(form.title);
  const instructions = trimmed(form.instructions);
  if (!title) fields.title = 'Enter the name shoppers see, like Bank transfer';
  if (!instructions) fields.instructions = 'Tell the shopper how to pay (bank details, where to pay)';
  return { input: { kind: form.kind, title, instructions, enabled: form.enabled }, fields };
}

// ---------- the checks ----------

export interface TryCartForm {
  lines: { productId: string; quantity: string }[];
  couponCode: string;
}

/** The cart to try, its empty lines left out; a quantity that is not a whole number above 0 is refused. */
export function tryCartRequest(form: TryCartForm) {
  const fields: Problems = {};
  const lineItems: { productId: string; quantity: number }[] = [];
  form.lines.forEach((line, i) => {
    if (!line.productId) return;
    const quantity = Number(line.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 9999)
      fields[`lines.${i}.quantity`] = 'Enter a quantity from 1 to 9999';
    else lineItems.push({ productId: line.productId, quantity });
  });
  if (lineItems.length === 0 && Object.keys(fields).length === 0)
    fields['lines.0.productId'] = 'Choose a product';
  const couponCode = trimmed(form.couponCode);
  return { input: { lineItems, ...(couponCode ? { couponCode } : {}) }, fields };
}

export interface TestAddressForm {
  country: string;
  subdivision: string;
  city: string;
  postalCode: string;
  addressLine1: string;
  /** kg; '' for none. */
  weight: string;
  /** In the shop's currency; '' for none. */
  subtotal: string;
}

/**
 * The shipping-rates request for an address and a cart of this weight and subtotal: one line carrying them,
 * as the checkout sends its lines (getRates sums weight times quantity and price times quantity).
 */
export function testAddressRequest(form: TestAddressForm, currency: string) {
  const fields: Problems = {};
  const country = trimmed(form.country).toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) fields.country = 'Enter the country’s two-letter code, like US';
  const weight = trimmed(form.weight) || '0';
  if (!/^\d{1,6}(\.\d{1,3})?$/.test(weight))
    fields.weight = 'Enter a weight in kg like 1.5, or leave it empty';
  const subtotal = trimmed(form.subtotal) || '0';
  if (!MONEY.test(subtotal)) fields.subtotal = 'Enter an amount like 80, or leave it empty';
  const part = (value: string) => (trimmed(value) ? trimmed(value) : undefined);
  const shippingDestination = Object.fromEntries(
    Object.entries({
      country,
      subdivision: part(form.subdivision)?.toUpperCase(),
      city: part(form.city),
      postalCode: part(form.postalCode),
      addressLine1: part(form.addressLine1),
    }).filter(([, v]) => v !== undefined),
  ) as Record<string, string>;
  return {
    input: {
      lineItems: [
        { quantity: 1, physicalProperties: { weight: Number(weight), shippable: true }, price: subtotal },
      ],
      shippingDestination,
      weightUnit: 'KG' as const,
      currency,
    },
    fields,
  };
}
